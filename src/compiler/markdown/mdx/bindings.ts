import type { Bindings } from './esm.ts';

/** Fresh bindings for a page (`frontMatter`) or a partial (`props` too). */
export function newBindings(values: Record<string, unknown>): Bindings {
  const scope = new Map(Object.entries(values).map(([name, value]) => [name, { value }]));
  return { scope, components: new Map(), code: new Map() };
}
