import { z } from 'zod';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { parseWithDiagnostics } from '../../diagnostics/zod-issues.ts';
import { parseJsonFile } from '../../read/json-file.ts';

const categoryLink = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('doc'), id: z.string() }),
  z.strictObject({
    type: z.literal('generated-index'),
    title: z.string().optional(),
    description: z.string().optional(),
    slug: z.string().optional(),
  }),
]);

/** `_category_.json`: label, position, collapsed, collapsible and where the label links. */
export const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().default(true),
  collapsible: z.boolean().default(true),
  className: z.string().optional(),
  description: z.string().optional(),
  link: categoryLink.nullable().optional(),
});

export type CategoryMeta = z.output<typeof categorySchema> & {
  file: string;
  locate: (path: (string | number)[]) => { line: number; column: number };
};

/** Parses a `_category_.json` text; problems become diagnostics with the field's position. */
export function parseCategory(file: string, text: string): { meta: CategoryMeta | null; diagnostics: Diagnostic[] } {
  const parsed = parseJsonFile(file, text, 'Invalid JSON in category file', 'category');
  if (!parsed.ok) return { meta: null, diagnostics: [parsed.diagnostic] };
  const { locate } = parsed;
  const checked = parseWithDiagnostics(categorySchema, parsed.value, { file, rule: 'category', locate });
  return checked.ok ? { meta: { ...checked.data, file, locate }, diagnostics: [] } : { meta: null, diagnostics: checked.diagnostics };
}
