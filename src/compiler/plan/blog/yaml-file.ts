import { z } from 'zod';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { error, FILE_START, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { parseWithDiagnostics, type FieldPath } from '../../diagnostics/zod-issues.ts';

/** An author's socials: a handle or a URL per platform (a Stack Overflow id may be a number). */
export const socialsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number()]).transform((value) => String(value)),
);

// Docusaurus' authors map: a name or a picture at least; keys it does not know are let through
const authorEntry = z
  .looseObject({
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    email: z.string().optional(),
    page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).default(false),
    socials: socialsSchema.default({}),
    description: z.string().optional(),
  })
  .refine((author) => author.name !== undefined || author.image_url !== undefined || author.imageURL !== undefined, {
    message: 'expected a name or an image_url',
  });

const tagEntry = z
  .strictObject({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() })
  .nullable();

/** blog/authors.yml: author key -> name, title, url, image_url, email, page, socials, description. */
export const authorsFileSchema = z.record(z.string(), authorEntry);
/** blog/tags.yml: tag key -> label, permalink, description. */
export const tagsFileSchema = z.record(z.string(), tagEntry);

export type AuthorsFile = z.output<typeof authorsFileSchema>;
export type TagsFile = z.output<typeof tagsFileSchema>;

/** Parses a YAML data file against a schema; syntax and shape problems carry the file position. */
export function parseYamlFile<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
): { data: z.output<S> | null; diagnostics: Diagnostic[] } {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    const pos = first.linePos?.[0] ?? { line: 1, col: 1 };
    const message = `Invalid YAML: ${first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`;
    return { data: null, diagnostics: [error('yaml', file, { line: pos.line, column: pos.col }, message)] };
  }
  // a field's value, or the deepest part of its path that exists
  const locate = (path: FieldPath) => {
    for (let n = path.length; n > 0; n--) {
      const node = doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) {
        const p = counter.linePos(node.range[0]);
        return { line: p.line, column: p.col };
      }
    }
    return FILE_START;
  };
  const checked = parseWithDiagnostics(schema, doc.toJS() ?? {}, { file, rule: 'yaml', locate });
  return checked.ok ? { data: checked.data, diagnostics: [] } : { data: null, diagnostics: checked.diagnostics };
}
