import { statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { RUNTIME_GLOBAL, STATIC_FILES_KEY, staticFileKey } from '../../contracts/site-bundle.ts';
import { URL_REF } from '../emit/site-css.ts';
import { STATIC_MEDIA } from '../emit/static-index.ts';
import { textPlaces } from './code-text.ts';

// Behind the gate no static file has a public URL: a path site code names becomes the file itself,
// inlined into the bundle (assetsInlineLimit), so an <img src={useBaseUrl(...)}> shows it.

// `useBaseUrl('/img/logo.svg')` with a path written out: a file of the static folder
const BASE_URL_CALL = /\buseBaseUrl\(\s*(['"])([^'"\n:]+)\1\s*\)/g;
// `<img src="/img/logo.svg">` (or `src={'./img/logo.svg'}`) in JSX: the browser asks the site for it,
// which serves its static folder
const JSX_STATIC_SRC =
  /(<(?:img|source|video)\b[^<>]*?\s(?:src|poster)=)(?:(["'])(\.?\/[^'"\n:]+)\2|\{\s*(["'`])(\.?\/[^'"`\n:$]+)\4\s*\})/g;
// any other string naming an image (`image: 'img/undraw.svg'` in a features list), which site code may
// pass to useBaseUrl or an <img src> at run time: a static file it names is registered by its path
// (a video too, and a name with spaces: lage's `img/Wave Shape 1.svg` and `<video src>` of `img/frog.webm`)
const STATIC_LITERAL =
  /(?<!\bfrom\s*|\b(?:require|import)\(\s*)(['"`])(\.?\/?(?:[\w@.~ -]+\/)*[\w@.~-][\w@.~ -]*\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|ogv|mov|mp3|ogg|wav))\1/g;
// a static file, not a folder of them: `useBaseUrl('/')` is the site root (typegoose's redirect home)
const isFile = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

// what a module must hold for any of the above to match: most modules hold none, and are not parsed
const MAY_NAME_STATIC = /useBaseUrl\(|\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|mp4|webm|ogv|mov|mp3|ogg|wav)\b/;

/**
 * A module's static paths as imports of the files they name: `useBaseUrl` calls and JSX `src`s become the
 * file, and the other strings naming one are registered for the viewer to find at run time. `imports` go
 * before the module's code (empty when it names none). What its strings and comments hold is text, left
 * as written (code-text.ts).
 */
export function withStaticFiles(code: string, id: string, staticDirs: string[], baseUrl: string): { code: string; imports: string } {
  if (!MAY_NAME_STATIC.test(code)) return { code, imports: '' };
  let imports = '';
  let count = 0;
  const staticImport = (path: string): string | null => {
    // served under the baseUrl, a path written with it names the same file (react-native-windows' logos)
    const paths = baseUrl !== '/' && path.startsWith(baseUrl) ? [path, path.slice(baseUrl.length - 1)] : [path];
    const file = paths.flatMap((candidate) => staticDirs.map((dir) => join(dir, candidate.replace(/^\.?\/+/, '')))).find(isFile);
    if (!file) return null;
    const name = `__docgate_static_${count++}`;
    imports += `import ${name} from ${JSON.stringify(`${file}?url`)};\n`;
    return name;
  };
  const inText = textPlaces(code, id);
  // each rewrite as a place of the module as written, made in one pass at the end
  const edits: { start: number; end: number; text: string }[] = [];
  const edited = (index: number) => edits.some((edit) => index >= edit.start && index < edit.end);
  const named: string[] = [];
  const linked: string[] = [];
  for (const match of code.matchAll(BASE_URL_CALL)) {
    const name = inText(match.index) ? null : staticImport(match[2]!);
    if (!name) continue;
    edits.push({ start: match.index, end: match.index + match[0].length, text: name });
    // a file that is no image is named by its path: a link's download of it (`<a href={useBaseUrl('/cal/webinar.ics')}
    // download>`) is saved by its name
    if (!STATIC_MEDIA.test(match[2]!)) linked.push(`${JSON.stringify(staticFileKey(match[2]!))}: ${name}`);
  }
  // a page's `./img/x.svg` is relative to its URL, the site root for a home page: the same file
  for (const match of code.matchAll(JSX_STATIC_SRC)) {
    const name = inText(match.index) || edited(match.index) ? null : staticImport((match[3] ?? match[5])!);
    if (name) edits.push({ start: match.index, end: match.index + match[0].length, text: `${match[1]}{${name}}` });
  }
  for (const match of code.matchAll(STATIC_LITERAL)) {
    const name = inText(match.index) || edited(match.index) ? null : staticImport(match[2]!);
    if (name) named.push(`${JSON.stringify(staticFileKey(match[2]!))}: ${name}`);
  }
  // registered before the module's own code runs: a features list built at its top level
  // (`image: <img src="img/x.svg" />`) makes its elements then
  const registry = `globalThis[${JSON.stringify(RUNTIME_GLOBAL)}][${JSON.stringify(STATIC_FILES_KEY)}]`;
  if (named.length > 0) imports += `${registry}.register({ ${named.join(', ')} });\n`;
  if (linked.length > 0) imports += `${registry}.name({ ${linked.join(', ')} });\n`;
  let rewritten = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
  return { code: rewritten, imports };
}

/**
 * The static files a site's JSON data names (`"logo": "/img/red.svg"` in `data/items.json`, rendered as
 * `<img src={item.logo}>`: markov-root/atlas' course logos), registered as a script module's are. After
 * Vite's JSON plugin, which makes the data a module that can take imports.
 */
export function staticJsonPlugin(staticDirs: string[], baseUrl: string): Plugin {
  return {
    name: 'docgate-static-json',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !/\.json$/.test(id.replace(/[?#].*$/, ''))) return null;
      const { imports } = withStaticFiles(code, id, staticDirs, baseUrl);
      return imports ? { code: imports + code, map: null } : null;
    },
  };
}

/**
 * A stylesheet's `url(/img/x.jpg)` and `url(~/img/x.jpg)` as the file of the site's static folders they name,
 * as Docusaurus' webpack finds them (its roots): Vite then puts the file inside the stylesheet, which
 * travels through the gate (left as a site path, it would be fetched from the viewer's origin, ungated,
 * and not found). Null when the sheet has none.
 */
export function staticUrls(css: string, staticDirs: string[]): string | null {
  let changed = false;
  const out = css.replace(URL_REF, (match, single?: string, double?: string, bare?: string) => {
    const url = single ?? double ?? bare ?? '';
    if (!/^~?\/(?!\/)/.test(url)) return match;
    const path = url.replace(/^~/, '').replace(/[?#].*$/, '');
    const file = staticDirs.map((dir) => join(dir, path)).find(isFile);
    if (!file) return match;
    changed = true;
    return `url(${JSON.stringify(file)})`;
  });
  return changed ? out : null;
}

// `require(`@site/static/img/${name}.png`)`, `require(`@site/static${src}`)` and `require('@site/static/img/' + name)`: a webpack context of
// the folder, which Vite has not (the page threw "Calling `require` ... in an environment that doesn't
// expose the `require` function"); the path is looked up at run time as a computed `useBaseUrl` path is
const COMPUTED_REQUIRE = /\brequire\(\s*(`@site\/[^`]*`|(['"])@site\/[^'"\n]*\2\s*\+[^()\n]*)\)/g;
const STATIC_REQUIRE = '__docgateStaticRequire';

/**
 * The module's requires of a static folder's file by a computed path, as lookups of the static files
 * (the bundle's index has them), and the helper they need; null when it has none.
 */
export function computedStaticRequires(
  code: string,
  id: string,
  staticDirs: string[],
  siteDir: string,
): { code: string; helper: string } | null {
  if (!code.includes('require(') || !code.includes('@site/')) return null;
  const prefixes = staticDirs
    .map((dir) => `@site/${relative(siteDir, dir).split(sep).join('/')}`)
    .filter((prefix) => !prefix.includes('..'));
  // the folder's own name: `@site/static/...`, `@site/static${src}`, `'@site/static' + src`, not `@site/static-x/`
  const inFolder = (argument: string) =>
    prefixes.some((prefix) => argument.startsWith(prefix) && /^[/$'"`]/.test(argument.slice(prefix.length)));
  const inText = textPlaces(code, id);
  let found = false;
  const out = code.replace(COMPUTED_REQUIRE, (whole, argument: string, _quote: string | undefined, offset: number) => {
    if (inText(offset) || !inFolder(argument.slice(1))) return whole;
    found = true;
    return `${STATIC_REQUIRE}(${argument})`;
  });
  if (!found) return null;
  // webpack's url-loader gives the module namespace: `.default` is the URL
  const lookUp = `globalThis[${JSON.stringify(RUNTIME_GLOBAL)}][${JSON.stringify(STATIC_FILES_KEY)}].lookUp`;
  const helper = `const ${STATIC_REQUIRE} = (path) => {
  const prefix = ${JSON.stringify(prefixes)}.find((dir) => path.startsWith(dir + '/') || path === dir);
  return { __esModule: true, default: ${lookUp}(prefix ? path.slice(prefix.length) : path) };
};\n`;
  return { code: out, helper };
}
