import { isAbsolute, join } from 'node:path';
import { warning, WHOLE_FILE, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { gateUrl, type Asset, type AssetStore } from '../check/assets.ts';
import { contentHash } from '../read/hash.ts';
import { cssRequest, type CssRequest } from './css-request.ts';
import { installHint } from '../read/site-package.ts';
import type { CssEntry } from '../read/config/schema.ts';
import { compiledSheet } from './compile-sheet.ts';
import { remoteUrl, type RemoteFiles } from './remote-files.ts';
import { remoteAsset, remoteSheetText, type Place, type RemoteFetches } from './remote-sheet.ts';
import type { AcceptedPlugin } from 'postcss';

// A site's own stylesheets (customCss) go out with the build as assets, like its images: the viewer
// fetches them through the gate after sign-in. A `url()` in one that names a site file is rewritten to
// that file's `gate:` URL, which the viewer swaps for a blob URL before applying the sheet. A stylesheet of
// another host (a web font's CSS) is fetched at build time and goes the same way, with its fonts.

export interface SiteCss {
  /** gate paths of the stylesheets, in order */
  stylesheets: string[];
  /** the stylesheets and every file their `url()`s name */
  assets: Asset[];
  diagnostics: Diagnostic[];
}

// url(x), url('x'), url("x")
export const URL_REF = /url\(\s*(?:'([^']*)'|"([^"]*)"|([^'")\s]*))\s*\)/g;
// `@import url('x.css') screen;`, `@import "x.css";`: the url, then the media list
const IMPORT = /@import\s+(?:url\(\s*(?:'([^']*)'|"([^"]*)"|([^'")\s]*))\s*\)|'([^']*)'|"([^"]*)")\s*([^;]*);/g;
// a stylesheet importing itself, or a long chain, ends here
const MAX_IMPORT_DEPTH = 8;

// what follows an @import's URL: `layer` or `layer(name)`, then `supports(...)`, then a media list
const IMPORT_CONDITIONS = /^(?:(layer)(?:\(\s*([^)]*?)\s*\))?)?\s*(?:supports\(((?:[^()]|\([^()]*\))*)\))?\s*(.*)$/s;

/**
 * An inlined sheet under the conditions its @import gave it: `@import "./custom.css" layer(website)` is that
 * sheet in the cascade layer `website` (react-day-picker's), not a media query, which would drop it whole.
 */
function importedAs(inner: string, conditions: string): string {
  const [, layer, name, supports, media] = IMPORT_CONDITIONS.exec(conditions) ?? [];
  let sheet = layer ? `@layer ${name ? `${name} ` : ''}{\n${inner}\n}` : inner;
  if (supports) sheet = `@supports (${supports}) {\n${sheet}\n}`;
  return media?.trim() ? `@media ${media.trim()} {\n${sheet}\n}` : sheet;
}

/** Why an `@import` of another site's stylesheet (a web font's CSS) is left out, in a site's CSS and in its code's alike. */
export const remoteImportMessage = (url: string): string =>
  `@import of '${url}' is not loaded: the viewer loads no stylesheet from another site; copy its rules into the site's CSS`;

/** `data:`, `http:`, `//host`, `#id` and the like are not site files. */
const isSiteFile = (url: string): boolean => url !== '' && !/^(?:[a-z][\w+.-]*:|\/\/|#)/i.test(url);

interface SheetContext {
  assets: AssetStore;
  siteDir: string;
  staticDirs: string[];
  file: (abs: string) => string;
  /** the site code's import aliases (`@css` -> a folder), which its stylesheets' @imports may use too */
  aliases?: Record<string, string>;
  /** the PostCSS plugins the site's plugins add (Tailwind), which each stylesheet goes through first */
  postcssPlugins?: unknown[];
  /** fetches the stylesheets and fonts the site names on another host */
  remote: RemoteFiles;
  /** where the config names its nth entry, for what is told of a remote one */
  entryAt: (index: number) => Place;
}

/** Where a sheet's text is from: a file of the site, or another host (named at `place`). */
type SheetSource = { abs: string } | { url: string; place: Place };

/**
 * Reads each customCss entry (a site file, or a stylesheet of another host fetched), resolves its `url()`s
 * to assets and makes it an asset of its own.
 */
export async function siteStylesheets(entries: readonly CssEntry[], ctx: SheetContext): Promise<SiteCss> {
  const result: SiteCss = { stylesheets: [], assets: [], diagnostics: [] };
  const fetches: RemoteFetches = { files: ctx.remote, told: new Set(), diagnostics: result.diagnostics };
  // `@site/static/img/x.png`, as Docusaurus' css-loader resolves it, beside the site code's own aliases
  const sheetCtx = { ...ctx, aliases: { '@site': ctx.siteDir, ...ctx.aliases } };
  for (const [index, entry] of entries.entries()) {
    const { href, integrity } = typeof entry === 'string' ? { href: entry, integrity: undefined } : entry;
    const remote = /^(?:https?:)?\/\//i.test(href) ? remoteUrl(href) : null;
    let rewritten: string;
    if (remote) {
      const place = ctx.entryAt(index);
      const text = await remoteSheetText(remote.href, place, fetches, integrity ? { integrity } : {});
      if (text === null) continue;
      rewritten = await resolveSheet(text, { url: remote.href, place }, sheetCtx, result, fetches, 0);
    } else {
      const read = await siteSheetText(href, ctx, result);
      if (!read) continue;
      rewritten = await resolveSheet(read.text, { abs: read.abs }, sheetCtx, result, fetches, 0);
    }
    const bytes = new TextEncoder().encode(rewritten);
    const asset = { path: `assets/${contentHash(bytes)}.css`, bytes };
    result.assets.push(asset);
    result.stylesheets.push(asset.path);
  }
  return result;
}

/** A customCss file's CSS: read, compiled when it is Sass or Less, through the site's PostCSS plugins; null, told, when there is none. */
async function siteSheetText(path: string, ctx: SheetContext, result: SiteCss): Promise<{ abs: string; text: string } | null> {
  let abs = isAbsolute(path) ? path : join(ctx.siteDir, path);
  let sheet = await ctx.assets.load(abs);
  // `/src/css/custom.css` that is no file of the machine is one of the site folder, as webpack's
  // resolve.roots (the project folder) finds it (crawlee's)
  if (!sheet && isAbsolute(path) && !path.startsWith(ctx.siteDir)) {
    const rooted = join(ctx.siteDir, path);
    sheet = await ctx.assets.load(rooted);
    if (sheet) abs = rooted;
  }
  if (!sheet) {
    const message = `Missing custom CSS '${path}' (customCss), expected a file under the site folder; the site is shown without it`;
    result.diagnostics.push(warning('missing-asset', abs.startsWith(ctx.siteDir) ? ctx.file(abs) : path, WHOLE_FILE, message));
    return null;
  }
  let text = new TextDecoder().decode(sheet.bytes);
  const language = /\.s[ac]ss$/i.test(abs) ? 'Sass' : /\.less$/i.test(abs) ? 'Less' : null;
  if (language) {
    const compiled = await compiledSheet(sheet, abs, text, ctx.siteDir).catch((error: Error) => {
      const message = `Custom CSS '${path}' does not compile (${error.message.split('\n')[0]}): the site is shown without it`;
      result.diagnostics.push(warning('missing-asset', ctx.file(abs), WHOLE_FILE, message));
      return undefined;
    });
    if (compiled === undefined) return null;
    if (compiled === null) {
      // sent as it is, its `//` comments would end the rules after them (supertokens' dark theme)
      const message = `Custom CSS '${path}' is ${language}, which docusaurus-plugin-${language.toLowerCase()} compiles with the site's ${language.toLowerCase()} package, not installed here: the site is shown without it; run npm install in the site folder`;
      result.diagnostics.push(warning('missing-asset', ctx.file(abs), WHOLE_FILE, message));
      return null;
    }
    text = compiled;
  }
  if (ctx.postcssPlugins && ctx.postcssPlugins.length > 0) {
    const processed = await withPostcss(text, abs, ctx.postcssPlugins).catch((error: Error) => {
      const message = `Custom CSS '${path}' failed in the PostCSS plugins the site's plugins add (${error.message.split('\n')[0]}): it is shown as written`;
      result.diagnostics.push(warning('missing-asset', ctx.file(abs), WHOLE_FILE, message));
      return text;
    });
    text = processed;
  }
  return { abs, text };
}

/**
 * A stylesheet with what it imports inlined (the viewer applies one sheet, and its CSP takes no other site's),
 * and its `url()`s pointing at gated files; each relative to its own file, or to its URL for another host's,
 * whose imports and files are fetched too (a site's own sheet fetches only the fonts of its `@font-face`s:
 * the CSP takes images from any host).
 */
async function resolveSheet(
  text: string,
  source: SheetSource,
  ctx: SheetContext,
  result: SiteCss,
  fetches: RemoteFetches,
  depth: number,
): Promise<string> {
  const fromHost = 'url' in source ? source.url : undefined;
  const placeOf = (url: string): Place => ('abs' in source ? { file: ctx.file(source.abs), at: lineOf(text, url) } : source.place);
  // what is fetched: in another host's sheet, any URL but data: and #id, relative to the sheet; in a site's, http(s) ones
  const remoteTarget = (url: string): URL | null =>
    fromHost !== undefined
      ? url === '' || /^(?:data:|#)/i.test(url)
        ? null
        : remoteUrl(url, fromHost)
      : /^(?:https?:)?\/\//i.test(url)
        ? remoteUrl(url)
        : null;
  const request = (url: string) =>
    cssRequest(url.replace(/[?#].*$/, ''), 'abs' in source ? source.abs : ctx.siteDir, {
      ...ctx,
      locateRooted: (rooted, from) => ctx.assets.locate(rooted, from),
    });
  // the first of the request's files that exists, as webpack takes it
  const load = async (paths: string[]): Promise<{ file: string; asset: Asset } | null> => {
    for (const file of paths) {
      const asset = await ctx.assets.load(file);
      if (asset) return { file, asset };
    }
    return null;
  };
  const imported = await replaceAsync(text, IMPORT, async (_match, ...groups) => {
    const url = (groups.slice(0, 5).find((group) => group !== undefined) ?? '') as string;
    const media = String(groups[5] ?? '').trim();
    const place = placeOf(url);
    const target = remoteTarget(url);
    if (target) {
      const inner = depth < MAX_IMPORT_DEPTH ? await remoteSheetText(target.href, place, fetches, { inSheet: fromHost }) : null;
      if (inner === null) return '';
      return importedAs(await resolveSheet(inner, { url: target.href, place }, ctx, result, fetches, depth + 1), media);
    }
    if (fromHost !== undefined || !isSiteFile(url)) {
      result.diagnostics.push(warning('missing-asset', place.file, place.at, remoteImportMessage(url)));
      return '';
    }
    const wanted = request(url);
    const found = depth < MAX_IMPORT_DEPTH ? await load(wanted.paths) : null;
    if (!found) {
      const absent = await notInstalled(wanted, ctx);
      const message = absent
        ? `@import of '${url}' is left out: '${absent}' is not installed, so its rules do not apply; ${installHint(ctx.siteDir)}`
        : `Missing stylesheet '${url}' in @import, expected it ${wanted.expected}`;
      result.diagnostics.push(warning('missing-asset', place.file, place.at, message));
      return '';
    }
    const inner = await resolveSheet(new TextDecoder().decode(found.asset.bytes), { abs: found.file }, ctx, result, fetches, depth + 1);
    return importedAs(inner, media);
  });
  const fonts = fontUrls(imported);
  return replaceAsync(imported, URL_REF, async (match, ...groups) => {
    const url = (groups[0] ?? groups[1] ?? groups[2] ?? '') as string;
    const target = remoteTarget(url);
    if (target && (fromHost !== undefined || fonts.has(url))) {
      const asset = await remoteAsset(target, placeOf(url), fetches, fromHost);
      if (!asset) return `url("${target.href}")`;
      result.assets.push(asset);
      return `url("${gateUrl(asset)}")`;
    }
    if (fromHost !== undefined || !isSiteFile(url)) return match;
    const wanted = request(url);
    const found = await load(wanted.paths);
    if (!found) {
      const absent = await notInstalled(wanted, ctx);
      const message = absent
        ? `Missing file '${url}' in url(): '${absent}' is not installed; ${installHint(ctx.siteDir)}`
        : `Missing file '${url}' in url(), expected it ${wanted.expected}`;
      const place = placeOf(url);
      result.diagnostics.push(warning('missing-asset', place.file, place.at, message));
      return match;
    }
    result.assets.push(found.asset);
    return `url("${gateUrl(found.asset)}")`;
  });
}

/**
 * The package a request names when no node_modules folder it was looked for in has it, and it is one: written
 * `~pkg/x.css`, or named by the site's package.json (`img/x.png` is more likely a folder); null otherwise.
 */
async function notInstalled(request: CssRequest, ctx: SheetContext): Promise<string | null> {
  const { pkg } = request;
  if (pkg === null || request.moduleFolders.some((folder) => ctx.assets.exists(join(folder, pkg, 'package.json')))) return null;
  if (request.module) return pkg;
  const manifest = await ctx.assets.load(join(ctx.siteDir, 'package.json'));
  try {
    const { dependencies, devDependencies } = JSON.parse(new TextDecoder().decode(manifest?.bytes)) as Record<string, object | undefined>;
    return pkg in { ...dependencies, ...devDependencies } ? pkg : null;
  } catch {
    return null;
  }
}

// an `@font-face { ... }` rule: its descriptors hold no braces
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi;

/** The URLs the `@font-face` rules of a sheet name: fetched even from another host, as the viewer's CSP takes fonts from the gate only. */
function fontUrls(css: string): Set<string> {
  const urls = new Set<string>();
  for (const [rule] of css.matchAll(FONT_FACE))
    for (const match of rule.matchAll(URL_REF)) urls.add(match[1] ?? match[2] ?? match[3] ?? '');
  return urls;
}

/** A stylesheet through the site's PostCSS plugins, as Docusaurus' postcss-loader runs them (`@tailwind utilities` made rules). */
async function withPostcss(text: string, from: string, plugins: unknown[]): Promise<string> {
  const { default: postcss } = await import('postcss');
  return (await postcss(plugins as AcceptedPlugin[]).process(text, { from })).css;
}

/** Where a url first appears, 1-based. */
function lineOf(text: string, url: string): { line: number; column: number } {
  const at = text.indexOf(url);
  if (at === -1) return WHOLE_FILE;
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

async function replaceAsync(
  text: string,
  pattern: RegExp,
  replace: (match: string, ...groups: unknown[]) => Promise<string>,
): Promise<string> {
  const parts: Promise<string>[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(Promise.resolve(text.slice(last, match.index)), replace(match[0], ...match.slice(1)));
    last = match.index + match[0].length;
  }
  parts.push(Promise.resolve(text.slice(last)));
  return (await Promise.all(parts)).join('');
}
