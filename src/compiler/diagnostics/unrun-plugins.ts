/**
 * What a message adds when something the build lacks (a page, a partial) may be made by what the site runs
 * and docgate does not (SiteLayout.makersNotRun: a script first, then plugins):
 * `; the site's plugin 'x' (and 2 more), which docgate does not run, may make it`.
 */
export function unrunPluginsNote(makers: readonly string[], what: string): string {
  const others = makers.length > 1 ? ` (and ${makers.length - 1} more)` : '';
  return `; the site's ${makers[0]}${others}, which docgate does not run, may make ${what}`;
}

/** A plugin as a maker of files docgate does not run: `plugin 'x'`. */
export const pluginMaker = (name: string): string => `plugin '${name}'`;

/**
 * Of the plugins docgate does not run, those that may write a file (a doc, a partial) and so are named
 * as its maker: not client redirects, which add redirect pages only (sablier's missing partials named it).
 */
export const fileMakers = (plugins: readonly string[] | undefined): string[] =>
  (plugins ?? []).filter((plugin) => !/client-redirects/.test(plugin));

/** `; the site's remark plugin 'x' (and 2 more), which is not installed, may rewrite that link` (or image). */
export function skippedRemarkNote(plugins: readonly string[], what: 'link' | 'image' = 'link'): string {
  const others = plugins.length > 1 ? ` (and ${plugins.length - 1} more)` : '';
  const which = plugins.length > 1 ? 'which are' : 'which is';
  return `; the site's remark plugin '${plugins[0]}'${others}, ${which} not installed, may rewrite that ${what}`;
}
