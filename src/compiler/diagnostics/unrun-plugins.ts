/**
 * What a message adds when something the build lacks (a page, a partial) may be made by one of the site's
 * plugins docgate does not run: `; the site's plugin 'x' (and 2 more), which docgate does not run, may make it`.
 */
export function unrunPluginsNote(plugins: readonly string[], what: string): string {
  const others = plugins.length > 1 ? ` (and ${plugins.length - 1} more)` : '';
  return `; the site's plugin '${plugins[0]}'${others}, which docgate does not run, may make ${what}`;
}
