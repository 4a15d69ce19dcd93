import { z } from 'zod';
import { error, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { describeIssue, issuePath } from '../../read/config/issues.ts';
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
  const result = categorySchema.safeParse(parsed.value, { reportInput: true });
  if (result.success) return { meta: { ...result.data, file, locate }, diagnostics: [] };
  const diagnostics = result.error.issues.map((issue): Diagnostic => {
    const path = issuePath(issue);
    const target = issue.code === 'unrecognized_keys' ? [...path, issue.keys[0]!] : path;
    const message = `${path.join('.') || '(root)'}: ${describeIssue(issue)}`;
    return error('category', file, locate(target), message);
  });
  return { meta: null, diagnostics };
}
