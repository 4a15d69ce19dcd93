import { dirname, join, posix, relative, sep } from 'node:path';

// webpack's `require.context(dir, recursive, /regex/)`, which Docusaurus sites use to gather snippets or
// images (meltano's `_snippets`): Vite has none, and the call threw as its module loaded, which took
// every other piece of the site's code down with it. It becomes Vite's `import.meta.glob` of the same
// files, wrapped in a function with webpack's `keys()`.

const CALL =
  /\brequire\.context\(\s*(['"])([^'"\n]+)\1\s*(?:,\s*(true|false)\s*)?(?:,\s*(\/(?:\\.|\[[^\]\n]*\]|[^/\\\n[])+\/[a-z]*)\s*)?(?:,\s*(['"])[\w.-]+\5\s*)?\)/g;
const HELPER = '__docgateRequireContext';

/** `\.mdx?$`, `\.(js|jsx)$`: the file extensions a context's regex ends with, for a narrower glob; null for any other. */
function extensionsOf(regex: string | undefined): string[] | null {
  const match = regex ? /\\\.\(?([\w|?]+)\)?\$\/[a-z]*$/.exec(regex) : null;
  if (!match) return null;
  return match[1]!
    .split('|')
    .flatMap((ext) => (/^\w+\w\?$/.test(ext) ? [ext.slice(0, -2), ext.slice(0, -1)] : /^\w+$/.test(ext) ? [ext] : []));
}

/** The module's code with its `require.context` calls as globs, and the helper they need; null when it has none. */
export function requireContexts(code: string, id: string, siteDir: string): { code: string; helper: string } | null {
  if (!code.includes('require.context')) return null;
  let found = false;
  const out = code.replace(CALL, (whole, _q: string, dir: string, recursive: string | undefined, regex: string | undefined) => {
    const folder = dir.startsWith('@site/')
      ? join(siteDir, dir.slice('@site/'.length))
      : dir.startsWith('.')
        ? join(dirname(id), dir)
        : null;
    if (folder === null) return whole;
    const base = relative(dirname(id), folder).split(sep).join('/') || '.';
    const from = base.startsWith('.') ? base : `./${base}`;
    const extensions = extensionsOf(regex);
    const name = extensions === null ? '*' : extensions.length === 1 ? `*.${extensions[0]}` : `*.{${extensions.join(',')}}`;
    const glob = posix.join(from, recursive === 'false' ? '' : '**', name);
    found = true;
    return `${HELPER}(import.meta.glob(${JSON.stringify(from.startsWith('.') && !glob.startsWith('.') ? `./${glob}` : glob)}, { eager: true }), ${JSON.stringify(`${from}/`)}, ${regex ?? '/^\\.\\/.*$/'})`;
  });
  if (!found) return null;
  const helper = `const ${HELPER} = (modules, base, filter) => {
  const map = {};
  for (const [path, module] of Object.entries(modules)) {
    const key = './' + path.slice(base.length);
    if (filter.test(key)) map[key] = module;
  }
  const context = (key) => {
    if (!(key in map)) throw new Error("Cannot find module '" + key + "'");
    return map[key];
  };
  context.keys = () => Object.keys(map);
  context.resolve = (key) => key;
  context.id = base;
  return context;
};\n`;
  return { code: out, helper };
}
