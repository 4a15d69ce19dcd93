import type { z } from 'zod';
import { error, type Diagnostic, type Position } from './diagnostic.ts';
import type { RuleId } from './rules.ts';

// zod issues to diagnostics, for every file checked against a schema: site.config.json, frontmatter,
// _category_.json, sidebars and versions files, authors.yml and tags.yml. A union says what it expected
// (Starlight's utils/error-map.ts is the model), never zod's bare "Invalid input".

type Issue = z.core.$ZodIssue;
export type FieldPath = (string | number)[];

export interface IssueContext {
  file: string;
  rule: RuleId;
  /** where a field sits in the file */
  locate: (path: FieldPath) => Position;
  /** words before the field path, e.g. `Invalid frontmatter ` */
  heading?: string;
}

/** One problem to report: the field it is about, where to point, and what was expected there. */
interface Explained {
  path: FieldPath;
  /** the field to point at: an unknown key rather than its object */
  at: FieldPath;
  text: string;
}

/** Parses a value with a schema; each issue of a failure becomes a diagnostic at its field. */
export function parseWithDiagnostics<S extends z.ZodType>(
  schema: S,
  value: unknown,
  ctx: IssueContext,
): { ok: true; data: z.output<S> } | { ok: false; diagnostics: Diagnostic[] } {
  // the input in each issue says what the author wrote: `received number`
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? { ok: true, data: result.data } : { ok: false, diagnostics: issueDiagnostics(result.error.issues, ctx) };
}

/** Every issue of a failed parse as a diagnostic `<heading><dotted.path>: <what was expected>` at its field. */
export function issueDiagnostics(issues: readonly Issue[], ctx: IssueContext): Diagnostic[] {
  return issues
    .flatMap((issue) => explain(issue, []))
    .map(({ path, at, text }) => error(ctx.rule, ctx.file, ctx.locate(at), `${ctx.heading ?? ''}${path.join('.') || '(root)'}: ${text}`));
}

/** Dotted path of an issue, e.g. `navbar.items.2.position`. */
export const issuePath = (issue: Issue): FieldPath => issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));

const typeName = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const quote = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : String(value));

const unique = <T>(list: T[]): T[] => [...new Set(list)];

/** Says what a zod issue expected, in the author's terms: `expected 'left' or 'right'`. */
export function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'input' in issue && issue.input !== undefined
        ? `expected ${issue.expected}, received ${typeName(issue.input)}`
        : `required, expected ${issue.expected}`;
    case 'invalid_value':
      return `expected ${issue.values.map(quote).join(' or ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map(quote).join(', ')}`;
    case 'too_small':
      return `expected ${issue.origin === 'number' ? 'a number' : issue.origin} >= ${String(issue.minimum)}`;
    case 'too_big':
      return `expected ${issue.origin === 'number' ? 'a number' : issue.origin} <= ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

function explain(issue: Issue, base: FieldPath): Explained[] {
  const path = [...base, ...issuePath(issue)];
  if (issue.code === 'invalid_union') return explainUnion(issue, path);
  const at = issue.code === 'unrecognized_keys' ? [...path, issue.keys[0]!] : path;
  return [{ path, at, text: describeIssue(issue) }];
}

const missedType = (branch: Issue[]): Issue | undefined => branch.find((i) => i.code === 'invalid_type' && i.path.length === 0);

// object branches are told apart by a literal field (`type: 'doc'`): a branch whose literal differs is not
// the one the author wrote
const missedLiteral = (branch: Issue[]) =>
  branch.find((i): i is Extract<Issue, { code: 'invalid_value' }> => i.code === 'invalid_value' && i.path.length === 1);

/**
 * A union's issue, from the branches closest to what the author wrote: none had the value's type (say
 * every type allowed); none had its literal field (say every value allowed); exactly one fits (its own
 * problems, at their own fields); several fit (what each of them expected).
 */
function explainUnion(issue: Extract<Issue, { code: 'invalid_union' }>, path: FieldPath): Explained[] {
  const input = issue.input;
  // a value of the wrong type is named by its type, a literal by its value: `received 'page'`
  const unmatched = (expected: string[], received: string | undefined, at = path): Explained[] => {
    const text = `did not match union, expected ${unique(expected).join(' | ')}, ${received === undefined ? 'required' : `received ${received}`}`;
    return [{ path: at, at, text }];
  };
  const literal = (key: string | number): string | undefined => {
    const value = typeof input === 'object' && input !== null ? (input as Record<string | number, unknown>)[key] : undefined;
    return value === undefined ? undefined : quote(value);
  };
  if (issue.errors.length === 0) {
    // a discriminated union that knows no branch for the value of its discriminator (zod's path ends at it)
    if ('options' in issue && issue.options?.length && issue.discriminator)
      return unmatched(issue.options.map(quote), literal(issue.discriminator));
    return [{ path, at: path, text: issue.message }];
  }
  const typed = issue.errors.filter((branch) => !missedType(branch));
  if (typed.length === 0) {
    const expected = issue.errors.map((branch) => String((missedType(branch) as { expected: string }).expected));
    return unmatched(expected, input === undefined ? undefined : typeName(input));
  }
  const matching = typed.filter((branch) => !missedLiteral(branch));
  if (matching.length === 0) {
    const key = missedLiteral(typed[0]!)!.path[0] as string | number;
    const values = typed.flatMap((branch) => (missedLiteral(branch)!.path[0] === key ? missedLiteral(branch)!.values : [])).map(quote);
    return unmatched(values, literal(key), [...path, key]);
  }
  if (matching.length === 1) return matching[0]!.flatMap((branchIssue) => explain(branchIssue, path));
  return unmatched(matching.map(describeShape), typeName(input));
}

/** What one branch of a union expected: `{ name: string; page: boolean }`. */
function describeShape(branch: Issue[]): string {
  const parts = branch.map((issue) => {
    const field = issuePath(issue).join('.');
    const what =
      issue.code === 'invalid_type'
        ? issue.expected
        : issue.code === 'invalid_value'
          ? issue.values.map(quote).join(' | ')
          : describeIssue(issue);
    return field ? `${field}: ${what}` : what;
  });
  return `{ ${parts.join('; ')} }`;
}
