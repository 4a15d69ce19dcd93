import type { z } from 'zod';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { describeIssue, issuePath } from './config/issues.ts';
import type { ParsedFrontmatter } from './frontmatter.ts';

/** Validates frontmatter against a schema: wrong types are errors, unknown keys warnings, all with positions. */
export function validateFrontmatter<S extends z.ZodObject>(
  schema: S,
  file: string,
  fm: ParsedFrontmatter,
): { data: z.output<S> | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const known = new Set(Object.keys(schema.shape));
  for (const key of Object.keys(fm.data).sort()) {
    if (known.has(key)) continue;
    const message = `Unknown frontmatter field '${key}', expected one of: ${[...known].join(', ')}`;
    diagnostics.push(warning('frontmatter', file, fm.locate([key]), message));
  }
  const result = schema.safeParse(fm.data, { reportInput: true });
  if (result.success) return { data: result.data, diagnostics };
  for (const issue of result.error.issues) {
    const path = issuePath(issue);
    const target = issue.code === 'unrecognized_keys' ? [...path, issue.keys[0]!] : path;
    const message = `Invalid frontmatter ${path.join('.')}: ${describeIssue(issue)}`;
    diagnostics.push(error('frontmatter', file, fm.locate(target), message));
  }
  return { data: null, diagnostics };
}
