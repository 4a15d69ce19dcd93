import { join } from 'node:path';
import { staticFileKey, type StaticIndex } from '../../contracts/site-bundle.ts';
import type { Asset, AssetStore } from '../check/assets.ts';
import { warning, WHOLE_FILE, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { contentHash } from '../read/hash.ts';
import type { OutputEntry } from '../write/write-output.ts';

// Site code may compute a static path at run time (`useBaseUrl(`/img/${icon}`)` over a list), or fetch a
// static file (`fetch('/data/agenda.md')`), which no build-time rewrite sees; under Docusaurus it works
// because the whole static folder is served. Behind the gate nothing is, so the static folders' files go out
// as gated assets, with an index (site path -> asset) that the viewer's static lookup and its fetch of site
// paths (viewer/src/site-bundle/static-fetch.ts) fall back to. The index travels with the site bundle, not
// in the manifest fetched at sign-in: only site code reads it.

/** The media site code shows: images, and the videos a `<video>` plays. */
export const STATIC_MEDIA = /\.(?:svg|png|jpe?g|gif|webp|avif|ico|bmp|mp4|webm)$/i;
/** Larger files are not published for computed paths and fetches: the gate sends a file whole, as base64 JSON. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** What all of them may take: every build publishes them, and every reader's session may fetch them. */
export const MAX_TOTAL_BYTES = 100 * 1024 * 1024;

export interface StaticIndexOutput {
  /** `bundle/static-<hash>.json`, the index as JSON; null when no file is in it */
  file: OutputEntry | null;
  assets: Asset[];
  diagnostics: Diagnostic[];
}

export interface StaticIndexContext {
  /** the static folders, relative to the site folder, the first that has a path winning */
  staticDirs: string[];
  siteDir: string;
  assets: AssetStore;
  /** a site-relative path as diagnostics name it */
  file: (rel: string) => string;
  /** the size limits, MAX_FILE_BYTES and MAX_TOTAL_BYTES unless a test says otherwise */
  limits?: { file: number; total: number };
}

const prefixOf = (dir: string): string => (dir === '' || dir === '.' ? '' : `${dir.replace(/\/+$/, '')}/`);

const isStaticFile = (rel: string, staticDirs: string[]): boolean => staticDirs.some((dir) => rel.startsWith(prefixOf(dir)));

/** The static folders' files among a site's files (site-relative paths). */
export const staticFolderFiles = (files: readonly string[], staticDirs: string[]): string[] =>
  files.filter((rel) => isStaticFile(rel, staticDirs));

/**
 * The list after file changes: the same list when none touched the static folders, else a new one
 * (a changed file's bytes are new too), which makes the next index anew.
 */
export function withStaticChanges(
  list: readonly string[],
  changes: { type: 'add' | 'change' | 'unlink'; rel: string }[],
  staticDirs: string[],
): readonly string[] {
  const touched = changes.filter((change) => isStaticFile(change.rel, staticDirs));
  if (touched.length === 0) return list;
  const next = new Set(list);
  for (const change of touched) {
    if (change.type === 'unlink') next.delete(change.rel);
    else next.add(change.rel);
  }
  return [...next];
}

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

// by list: an edit that touched no static file indexes nothing again
const made = new WeakMap<readonly string[], Promise<StaticIndexOutput>>();

/** The index of the static folders' files, with the assets it names; the same list gives the last result. */
export function staticIndex(files: readonly string[], ctx: StaticIndexContext): Promise<StaticIndexOutput> {
  let output = made.get(files);
  if (!output) {
    output = makeIndex(files, ctx);
    made.set(files, output);
  }
  return output;
}

async function makeIndex(files: readonly string[], ctx: StaticIndexContext): Promise<StaticIndexOutput> {
  const index: StaticIndex = {};
  const assets: Asset[] = [];
  const diagnostics: Diagnostic[] = [];
  const { file: maxFile, total: maxTotal } = ctx.limits ?? { file: MAX_FILE_BYTES, total: MAX_TOTAL_BYTES };
  const overBudget: string[] = [];
  let total = 0;
  let skipped = 0;
  for (const dir of ctx.staticDirs) {
    const prefix = prefixOf(dir);
    for (const rel of files.filter((file) => file.startsWith(prefix)).sort()) {
      const key = staticFileKey(rel.slice(prefix.length));
      if (key in index) continue;
      const abs = join(ctx.siteDir, rel);
      const size = ctx.assets.size(abs);
      if (size === null) continue;
      if (size > maxFile) {
        const message = `${megabytes(size)}, over the ${megabytes(maxFile)} a static file may be for site code to reach it by a path it computes or fetch it (\`useBaseUrl('/img/' + name)\`, \`fetch('/data/list.json')\`): such a path shows nothing; a path written out, or a Markdown image, still shows it`;
        diagnostics.push(warning('site-bundle', ctx.file(rel), WHOLE_FILE, message));
        continue;
      }
      if (total + size > maxTotal) {
        overBudget.push(ctx.file(rel));
        skipped += size;
        continue;
      }
      const asset = await ctx.assets.load(abs);
      if (!asset) continue;
      total += size;
      index[key] = asset.path;
      assets.push(asset);
    }
  }
  if (overBudget.length > 0) {
    const names = `${overBudget.slice(0, 3).join(', ')}${overBudget.length > 3 ? ` and ${overBudget.length - 3} more` : ''}`;
    const message = `${overBudget.length} static files (${megabytes(skipped)}) are past the ${megabytes(maxTotal)} the static folders' files may take for site code that computes their paths or fetches them, so such a path to them shows nothing: ${names}`;
    diagnostics.push(warning('site-bundle', ctx.file(prefixOf(ctx.staticDirs[0] ?? '')), WHOLE_FILE, message));
  }
  if (assets.length === 0) return { file: null, assets, diagnostics };
  const text = JSON.stringify(index);
  return { file: { path: `bundle/static-${contentHash(text)}.json`, content: text }, assets, diagnostics };
}
