import type { z } from 'zod';
import { warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseWithDiagnostics } from '../diagnostics/zod-issues.ts';
import type { ParsedFrontmatter } from './frontmatter.ts';

/** Validates frontmatter against a schema: wrong types are errors, unknown keys warnings (unless told not), all with positions. */
export function validateFrontmatter<S extends z.ZodObject>(
  schema: S,
  file: string,
  fm: ParsedFrontmatter,
  { warnUnknown = true }: { warnUnknown?: boolean } = {},
): { data: z.output<S> | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const known = new Set(Object.keys(schema.shape));
  for (const key of Object.keys(fm.data).sort()) {
    if (known.has(key) || !warnUnknown) continue;
    const message = `Unknown frontmatter field '${key}', expected one of: ${[...known].join(', ')}`;
    diagnostics.push(warning('frontmatter', file, fm.locate([key]), message));
  }
  const checked = parseWithDiagnostics(schema, fm.data, { file, rule: 'frontmatter', locate: fm.locate, heading: 'Invalid frontmatter ' });
  if (checked.ok) return { data: checked.data, diagnostics };
  return { data: null, diagnostics: [...diagnostics, ...checked.diagnostics] };
}
