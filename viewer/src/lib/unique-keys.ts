/**
 * React keys from names that may repeat (two sidebar categories, two crumbs with one label): the first
 * keeps its name, later ones get `~2`, `~3`... Keys follow the names, not positions, so an entry keeps
 * its state (an open category) when a rebuild inserts another before it.
 */
export function uniqueKeys(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}~${count}`;
  });
}
