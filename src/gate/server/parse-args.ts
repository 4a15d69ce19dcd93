// The JSON body of an RPC call, refused whole (400 PGRST102, as PostgREST refuses a body it cannot
// read) when it is not an object, nests past what any call needs, or holds a NUL character: a deep
// body overflowed the stack on its way to the database (500), and PostgreSQL text cannot hold NUL
// (its raw 22021 came back).

/** Deeper than any manifest, page or publish batch docgate writes (a sidebar nests a few levels). */
export const MAX_DEPTH = 256;

export type ParsedArgs = { args: Record<string, unknown> } | { problem: string | null };

/** Named arguments from a request body; an empty body means none. `problem` is null for bad JSON. */
export function parseArgs(raw: Buffer): ParsedArgs {
  if (raw.length === 0) return { args: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return { problem: null };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { problem: 'The body must be a JSON object of named arguments' };
  const problem = findProblem(value);
  return problem ? { problem } : { args: value as Record<string, unknown> };
}

// walks without recursion: the point is to refuse what would overflow a recursive walk
function findProblem(root: object): string | null {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return 'A string in the body holds a NUL character (\\u0000), which PostgreSQL text cannot store';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_DEPTH) return `The body nests deeper than ${MAX_DEPTH} levels`;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) return 'A key in the body holds a NUL character (\\u0000), which PostgreSQL text cannot store';
      stack.push([child, depth + 1]);
    }
  }
  return null;
}
