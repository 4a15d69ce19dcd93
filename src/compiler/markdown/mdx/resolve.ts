import { posix } from 'node:path';

/** Markdown files an MDX page may import and inline. */
export const PARTIAL_FILE = /\.mdx?$/i;

// webpack's inline loader syntax, which Docusaurus documents for showing a file as code:
// `import Source from '!!raw-loader!./example.js'` then `<CodeBlock>{Source}</CodeBlock>`
// `!!raw-loader!./x.js`, with the loader's options too (`raw-loader?esModule=false!./x.d.ts`)
// `raw-loader!x`, or `x?raw`: the resource query a site's webpack rule (`{ resourceQuery: /raw/, type:
// 'asset/source' }`, typescript-eslint's) and Vite both give the file's text
const RAW_LOADER = /^(?:!!|-!|!)?(?:raw-loader(?:\?[^!]*)?!(.+)|([^!?]+)\?raw)$/;

/** The file a raw import names (`!!raw-loader!./x.js` or `!!./x.js?raw` -> `./x.js`), or null for another import. */
export const rawLoaderTarget = (specifier: string): string | null => {
  const match = RAW_LOADER.exec(specifier);
  return match ? (match[1] ?? match[2]!) : null;
};

/**
 * The file an import names, relative to the project root: `./_x.md` from the importing file's folder,
 * `@site/x.md` and `/x.md` from the site folder, `pkg/x.md` from the site's node_modules; null for another form.
 */
export function resolvePartial(from: string, specifier: string, siteDir: string, aliases: Record<string, string> = {}): string | null {
  if (specifier.startsWith('@site/')) return posix.join(siteDir, specifier.slice('@site/'.length));
  // an alias the site's webpack config gives (`@daggerTypes/x.mdx`): under its folder
  const alias = Object.keys(aliases).find((name) => specifier.startsWith(`${name}/`));
  if (alias !== undefined) return posix.join(aliases[alias]!, specifier.slice(alias.length + 1));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return posix.join(posix.dirname(from), specifier);
  // `/docs/_part.mdx`: webpack resolves a path from the root against the site folder (resolve.roots)
  if (specifier.startsWith('/') && !specifier.startsWith('//')) return posix.join(siteDir, specifier);
  // a package's Markdown (ionic-docs' generated API tables): from the site's node_modules
  if (packageOf(specifier)) return posix.join(siteDir, 'node_modules', specifier);
  return null;
}

/** The package a bare specifier names (`@scope/name/file.md` -> `@scope/name`), or null for another form. */
export function packageOf(specifier: string): string | null {
  const match = /^((?:@[\w.-]+\/)?[\w.-]+)\//.exec(specifier);
  return match && !specifier.startsWith('.') ? match[1]! : null;
}
