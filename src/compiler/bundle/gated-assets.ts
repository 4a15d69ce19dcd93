import { extname } from 'node:path';
import type { Rollup } from 'vite';
import { contentHash } from '../read/hash.ts';
import type { OutputEntry } from '../write/write-output.ts';
import { STATIC_MEDIA } from '../emit/static-index.ts';

// A large image or video site code imports (`import shot from './shot.png'`, `useBaseUrl('/img/x.png')`)
// goes out as a gated asset of its own, named in the bundle by its `gate:` URL, which the viewer fetches
// when an element shows it (viewer/src/site-bundle/gated-media.tsx): inlined, a site's screenshots made
// bundles of 28 and 62 MB that every page with site code waited for (jellyfin, IvorySQL). Fonts, small
// icons and other files (a .docx) stay inside the module and stylesheet, URLs any code can use.

/** Files of at most this many bytes are inlined whatever they are. */
export const INLINE_BYTES = 32 * 1024;

/** Vite's assetsInlineLimit: inline all but large media. */
export const inlineAsset = (file: string, content: Buffer): boolean => !STATIC_MEDIA.test(file) || content.byteLength <= INLINE_BYTES;

// what Vite writes for a file it emits (experimental.renderBuiltUrl), replaced once the file's asset is known
const BUILT = 'gate:vite/';
export const builtUrl = (fileName: string): string => `${BUILT}${fileName}`;

/**
 * The bundle's scripts (its chunks) and stylesheet with each emitted file's `gate:` URL, and the files as gated assets
 * (`assets/<hash>.<ext>`, as Markdown images are named); a stylesheet's `url()` quoted, as the viewer
 * finds them.
 */
export function gatedAssets(
  output: Rollup.OutputBundle[string][],
  scripts: string[],
  css: string,
): { scripts: string[]; css: string; assets: OutputEntry[] } {
  const paths = new Map<string, string>();
  const assets: OutputEntry[] = [];
  for (const item of output) {
    if (item.type !== 'asset' || item.fileName.endsWith('.css')) continue;
    const bytes = typeof item.source === 'string' ? new TextEncoder().encode(item.source) : item.source;
    const path = `assets/${contentHash(bytes)}${extname(item.fileName).toLowerCase()}`;
    paths.set(item.fileName, path);
    assets.push({ path, content: bytes });
  }
  if (paths.size === 0) return { scripts, css, assets };
  const gate = (fileName: string) => `gate:${paths.get(fileName) ?? fileName}`;
  const name = /gate:vite\/([^'"`)\s]+)/g;
  return {
    scripts: scripts.map((script) => script.replace(name, (_match, fileName: string) => gate(fileName))),
    css: css.replace(/url\(\s*(['"]?)gate:vite\/([^'")\s]+)\1\s*\)/g, (_match, _quote, fileName: string) => `url("${gate(fileName)}")`),
    assets,
  };
}
