import { CHUNK_LOADER, CHUNK_SCHEME } from '../../contracts/site-bundle.ts';
import type { BundlePiece } from './plugin.ts';

// The site bundle's chunks as the viewer imports them from blob: URLs (contracts/site-bundle.ts): a chunk's
// relative imports of the others, which a blob: module cannot resolve, named for the viewer to link.

/** A chunk of the bundler's output: its file name and the chunks it imports, statically and on demand. */
export interface BuiltChunk {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
}

/** The folder of the site files the chunks are published in. */
export const CHUNKS_DIR = 'bundle';

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the chunks' static imports go round (a imports b imports a): the viewer makes a chunk's blob: URL
 * after those of the chunks it imports, which a cycle never finishes.
 */
export function staticCycle(chunks: Pick<BuiltChunk, 'fileName' | 'imports'>[]): boolean {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const open = new Set<string>();
  const visit = (name: string): boolean => {
    if (done.has(name)) return false;
    if (open.has(name)) return true;
    open.add(name);
    const cycle = (imports.get(name) ?? []).some(visit);
    open.delete(name);
    done.add(name);
    return cycle;
  };
  return chunks.some((chunk) => visit(chunk.fileName));
}

/**
 * A chunk's code with its imports of the others as the viewer links them: `import("./c-x.js")` asks the
 * chunk loader for `bundle/c-x.js`, `from "./c-x.js"` names `docgate-chunk:bundle/c-x.js`.
 */
export function linkChunk(chunk: BuiltChunk): string {
  let code = chunk.code;
  for (const name of new Set(chunk.dynamicImports)) {
    const specifier = new RegExp(`\\bimport\\(\\s*(["'\`])\\./${escaped(name)}\\1\\s*\\)`, 'g');
    code = code.replace(specifier, () => `globalThis.${CHUNK_LOADER}(${JSON.stringify(`${CHUNKS_DIR}/${name}`)})`);
  }
  for (const name of new Set(chunk.imports)) {
    const specifier = new RegExp(`(\\b(?:from|import)\\s*)(["'\`])\\./${escaped(name)}\\2`, 'g');
    code = code.replace(specifier, (_whole, before: string) => `${before}${JSON.stringify(`${CHUNK_SCHEME}${CHUNKS_DIR}/${name}`)}`);
  }
  return code;
}

/**
 * A chunked bundle's entry, written after the build: each piece's chunk path by its kind and key, which the
 * viewer fetches when a page asks for it (settleSiteBundle), and the site's global data. Its loaders, as
 * dynamic imports in the bundler's entry, were most of its bytes, each behind a preload helper the viewer
 * does not use (it links the chunks itself).
 */
export function chunkedEntry(pieces: (BundlePiece & { chunk: string })[], globalData: Record<string, unknown>): string {
  const paths = (kind: BundlePiece['kind']) =>
    JSON.stringify(
      Object.fromEntries(pieces.filter((piece) => piece.kind === kind).map((piece) => [piece.key, `${CHUNKS_DIR}/${piece.chunk}`])),
    );
  return [
    `export const groups = ${paths('groups')};`,
    `export const pages = ${paths('pages')};`,
    `export const theme = ${paths('theme')};`,
    `export const client = ${paths('client')};`,
    `export const globalData = ${JSON.stringify(globalData)};`,
  ].join('\n');
}
