import { dirname, join } from 'node:path';

// A site stylesheet's `@import` or `url()` is found as Docusaurus' css-loader finds it: loader-utils'
// urlToRequest makes the request (a leading `~` names a module, `~/x` the root path `/x`), then webpack
// resolves it.

export interface CssRequestContext {
  /** `/img/x.png` under the static folders, then the site folder (webpack's resolve.roots) */
  locateRooted: (url: string, fromFile: string) => string;
  staticDirs: string[];
  /** the site code's import aliases (`@css` -> a folder), `@site` among them */
  aliases?: Record<string, string>;
}

export interface CssRequest {
  /** the files to try, in order: the first that exists is the one */
  paths: string[];
  /** where it was looked for, for a warning: `next to the stylesheet` */
  expected: string;
}

/** Where css-loader looks for the file a stylesheet's `@import` or `url()` names, in order. */
export function cssRequest(url: string, fromFile: string, ctx: CssRequestContext): CssRequest {
  const alias = aliased(url, ctx.aliases);
  if (alias !== null) return { paths: [alias], expected: 'under its alias' };
  // `~/static/fonts/x.woff2` (ibc-go's) is the request `/static/fonts/x.woff2`, found as one without `~`
  const request = url.replace(/^~(?=\/)/, '');
  if (request.startsWith('/')) return { paths: [ctx.locateRooted(request, fromFile)], expected: `under ${ctx.staticDirs.join(' or ')}/` };
  return { paths: [join(dirname(fromFile), request)], expected: 'next to the stylesheet' };
}

/** `@css/vars.css` (or webpack's `~@css/vars.css`) under an alias's folder; null when no alias names it. */
function aliased(bare: string, aliases: Record<string, string> = {}): string | null {
  const path = bare.replace(/^~/, '');
  const name = Object.keys(aliases).find((alias) => path === alias || path.startsWith(`${alias}/`));
  return name === undefined ? null : `${aliases[name]}${path.slice(name.length)}`;
}
