import { z } from 'zod';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { parseWithDiagnostics } from '../../diagnostics/zod-issues.ts';
import { parseJsonFile } from '../../read/json-file.ts';
import { flag, numeric } from '../../read/frontmatter-schema.ts';
import { parseYamlFile } from '../blog/yaml-file.ts';

const categoryLink = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('doc'), id: z.string() }),
  z.strictObject({
    type: z.literal('generated-index'),
    title: z.string().optional(),
    description: z.string().optional(),
    slug: z.string().optional(),
    // the index page's social card image and meta keywords, which a gated page has no use for
    image: z.string().optional(),
    keywords: z.array(z.string()).optional(),
  }),
]);

/**
 * `_category_.json` (or `.yml`): label, position, collapsed, collapsible and where the label links;
 * `key` and `customProps` are read by Docusaurus' theme components only. An unset collapsed or collapsible
 * takes the docs plugin's default.
 */
// numbers and flags as Docusaurus' Joi validation converts them: `"position": "2.22"`, `"collapsed": "true"`
// (vcluster's 494 category files)
export const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: numeric().optional(),
  collapsed: flag().optional(),
  collapsible: flag().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  link: categoryLink.nullable().optional(),
  key: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
});

export type CategoryMeta = z.output<typeof categorySchema> & {
  file: string;
  locate: (path: (string | number)[]) => { line: number; column: number };
};

/** Parses a `_category_.json` (or a Docusaurus `_category_.yml`) text; problems become diagnostics with the field's position. */
export function parseCategory(
  file: string,
  text: string,
  /** a Docusaurus site's: read as Docusaurus reads it, as YAML when it is no strict JSON */
  lenient = false,
): { meta: CategoryMeta | null; diagnostics: Diagnostic[] } {
  if (/\.ya?ml$/i.test(file)) return parseYamlCategory(file, text);
  const parsed = parseJsonFile(file, text, 'Invalid JSON in category file', 'category');
  if (!parsed.ok) {
    if (!lenient) return { meta: null, diagnostics: [parsed.diagnostic] };
    // Docusaurus reads every category file as YAML, whose flow mappings take JSON with a trailing comma
    // (databend's `{"label": "DDL",}`); a file YAML cannot read either gets the JSON reader's message
    const asYaml = parseYamlCategory(file, text);
    return asYaml.meta && asYaml.diagnostics.length === 0 ? asYaml : { meta: null, diagnostics: [parsed.diagnostic] };
  }
  const { locate } = parsed;
  const checked = parseWithDiagnostics(categorySchema, parsed.value, { file, rule: 'category', locate });
  return checked.ok ? { meta: { ...checked.data, file, locate }, diagnostics: [] } : { meta: null, diagnostics: checked.diagnostics };
}

/** A `_category_.yml`: the same fields, read with the YAML file reader (positions from its nodes). */
function parseYamlCategory(file: string, text: string): { meta: CategoryMeta | null; diagnostics: Diagnostic[] } {
  const parsed = parseYamlFile(file, text, categorySchema);
  const diagnostics = parsed.diagnostics.map((d): Diagnostic => ({ ...d, rule: 'category' }));
  if (!parsed.data) return { meta: null, diagnostics };
  const lines = text.split('\n');
  // a field's line: where its key starts a line of the file
  const locate = (path: (string | number)[]) => {
    const key = String(path[path.length - 1] ?? '');
    const line = lines.findIndex((l) => new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(l));
    return line === -1 ? { line: 1, column: 1 } : { line: line + 1, column: lines[line]!.search(/\S/) + 1 };
  };
  return { meta: { ...parsed.data, file, locate }, diagnostics };
}
