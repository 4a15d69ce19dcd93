import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { RUNTIME_GLOBAL, STATIC_FILES_KEY, staticFileKey } from '../../contracts/site-bundle.ts';
import { URL_REF } from '../emit/site-css.ts';

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
export const isFile = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * A module's static paths as imports of the files they name: `useBaseUrl` calls and JSX `src`s become the
 * file, and the other strings naming one are registered for the viewer to find at run time. `imports` go
 * before the module's code (empty when it names none).
 */
export function withStaticFiles(code: string, staticDirs: string[], baseUrl: string): { code: string; imports: string } {
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
  const rewritten = code
    .replace(BASE_URL_CALL, (whole, _quote: string, path: string) => staticImport(path) ?? whole)
    // a page's `./img/x.svg` is relative to its URL, the site root for a home page: the same file
    .replace(JSX_STATIC_SRC, (whole, before: string, _quote: string, quoted?: string, _brace?: string, braced?: string) => {
      const name = staticImport((quoted ?? braced)!);
      return name ? `${before}{${name}}` : whole;
    });
  const named: string[] = [];
  for (const [, , path] of rewritten.matchAll(STATIC_LITERAL)) {
    const name = staticImport(path!);
    if (name) named.push(`${JSON.stringify(staticFileKey(path!))}: ${name}`);
  }
  // registered before the module's own code runs: a features list built at its top level
  // (`image: <img src="img/x.svg" />`) makes its elements then
  if (named.length > 0)
    imports += `globalThis[${JSON.stringify(RUNTIME_GLOBAL)}][${JSON.stringify(STATIC_FILES_KEY)}].register({ ${named.join(', ')} });\n`;
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
      const { imports } = withStaticFiles(code, staticDirs, baseUrl);
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
