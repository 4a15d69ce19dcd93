import { dirname, join } from 'node:path';
import { packageOf } from '../markdown/mdx/resolve.ts';

// A site stylesheet's `@import` or `url()` is found as Docusaurus' css-loader finds it: loader-utils'
// urlToRequest makes the request (a leading `~` names a module, `~/x` the root path `/x`), then webpack
// resolves it, a bare `pkg/x.css` next to the stylesheet first, then in node_modules.

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
  /** the package a module request names (`fake-icons` for `fake-icons/css/all.css`), null for a path */
  pkg: string | null;
  /** the node_modules folders it was looked for in, nearest first */
  moduleFolders: string[];
  /** written `~pkg/x.css`: a package's file for sure, where `pkg/x.css` may be a folder's too */
  module: boolean;
  /** where it was looked for, for a warning: `next to the stylesheet` */
  expected: string;
}

/** Where css-loader looks for the file a stylesheet's `@import` or `url()` names, in order. */
export function cssRequest(url: string, fromFile: string, ctx: CssRequestContext): CssRequest {
  const path = { pkg: null, moduleFolders: [], module: false };
  const alias = aliased(url, ctx.aliases);
  if (alias !== null) return { ...path, paths: [alias], expected: 'under its alias' };
  // `~/static/fonts/x.woff2` (ibc-go's) is the request `/static/fonts/x.woff2`, found as one without `~`;
  // `~pkg/x.css` is looked for in node_modules only
  const module = url.startsWith('~');
  const request = module ? url.slice(1) : url;
  if (request.startsWith('/'))
    return { ...path, paths: [ctx.locateRooted(request, fromFile)], expected: `under ${ctx.staticDirs.join(' or ')}/` };
  const local = join(dirname(fromFile), request);
  const pkg = /^\.\.?\//.test(request) ? null : packageOf(request);
  if (pkg === null) return { ...path, paths: module ? [] : [local], expected: 'next to the stylesheet' };
  const folders = moduleFolders(fromFile);
  const modules = folders.map((folder) => join(folder, request));
  return module
    ? { paths: modules, pkg, moduleFolders: folders, module, expected: "in the site's node_modules" }
    : { paths: [local, ...modules], pkg, moduleFolders: folders, module, expected: "next to the stylesheet or in the site's node_modules" };
}

/** The node_modules folders webpack looks in from a file, its own folder's and every parent's, nearest first. */
function moduleFolders(fromFile: string): string[] {
  const folders: string[] = [];
  for (let dir = dirname(fromFile); ; dir = dirname(dir)) {
    if (!dir.endsWith('/node_modules')) folders.push(join(dir, 'node_modules'));
    if (dirname(dir) === dir) return folders;
  }
}

/** `@css/vars.css` (or webpack's `~@css/vars.css`) under an alias's folder; null when no alias names it. */
function aliased(bare: string, aliases: Record<string, string> = {}): string | null {
  const path = bare.replace(/^~/, '');
  const name = Object.keys(aliases).find((alias) => path === alias || path.startsWith(`${alias}/`));
  return name === undefined ? null : `${aliases[name]}${path.slice(name.length)}`;
}
