import type { z } from 'zod';

const typeName = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const quote = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : String(value));

/** Says what a zod issue expected, in the author's terms: `expected 'left' or 'right'`. */
export function describeIssue(issue: z.core.$ZodIssue): string {
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

/** Dotted path of an issue, e.g. `navbar.items.2.position`. */
export const issuePath = (issue: z.core.$ZodIssue): (string | number)[] => issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
