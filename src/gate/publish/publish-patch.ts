import { diffManifest, MANIFEST_DELTA_FILE, MAX_DELTA_PAGE_BYTES, type ManifestDelta } from '../../contracts/manifest-delta.ts';
import type { PageData, StoredManifest } from '../../contracts/manifest.ts';
import { joinManifest, routeChunks } from '../../contracts/manifest-parts.ts';
import { jsonHash, readSiteFile, type SiteFile } from './collect.ts';
import { uploadAll, type LiveFiles } from './publish.ts';
import type { GateTarget } from './target.ts';

export interface PatchOptions {
  siteDir: string;
  target: GateTarget;
  /** what the last publish made live */
  live: LiveFiles;
  /** output paths the last write changed or added, and the ones it removed */
  written: string[];
  removed: string[];
}

export interface PatchResult {
  buildId: string;
  previousBuildId: string;
  /** files uploaded (changed bodies the database lacked, and the manifest delta) */
  uploaded: number;
  live: LiveFiles;
}

/**
 * Publishes an edit as a patch of the live build: reads and uploads only the changed files, adds
 * `manifest-delta.json` (what changed in the manifest since the live build, for the open pages), and has
 * the database carry every other file over from the live build. Throws if the live build is no longer
 * `live.buildId` (a rollback from another process): the caller then publishes the whole build.
 */
export async function publishPatch(options: PatchOptions): Promise<PatchResult> {
  const { siteDir, target, live } = options;
  const changed = await Promise.all(options.written.map((path) => readSiteFile(siteDir, path)));
  const bodies = new Map(changed.map((f) => [f.path, f.body]));
  const root = bodies.get('manifest.json') as StoredManifest | undefined;
  // the watcher writes manifest.json whenever the build id changes, so a new build always brings one
  if (!root) throw new Error('the changed files hold no manifest.json: nothing to publish');
  // a route part the edit left alone has its old name, and its routes are the live manifest's
  const liveParts = routeChunks(live.manifest.routes);
  live.manifest.parts.routes.forEach((path, i) => {
    if (!bodies.has(path)) bodies.set(path, liveParts[i]);
  });
  // and so are a locale's words
  for (const [code, path] of Object.entries(live.manifest.parts.translations ?? {}))
    if (!bodies.has(path)) bodies.set(path, live.manifest.site.translations?.[code]);
  const manifest = await joinManifest(root, (path) => bodies.get(path) ?? readSiteFile(siteDir, path).then((f) => f.body), []);
  const diff = diffManifest(live.manifest, manifest);
  const delta = deltaFile({ ...diff, pages: changedPages(diff.routes.set, changed) });
  const files = [...changed, delta];
  // an edit's files are new bodies (named by their content): asking which ones the database lacks would
  // cost a round trip to learn that it lacks them all
  const { uploaded } = await uploadAll(target, files);

  const changes: Record<string, string | null> = {};
  for (const file of files) changes[file.path] = file.hash;
  for (const path of options.removed) changes[path] = null;
  const made = await target.rpc<{ build_id: string; previous_build_id: string }>('docs_publish_patch', {
    build_id: manifest.buildId,
    base_build_id: live.buildId,
    changes,
  });

  const hashes = new Map(live.hashes);
  for (const [path, hash] of Object.entries(changes)) {
    if (hash === null) hashes.delete(path);
    else hashes.set(path, hash);
  }
  return { buildId: made.build_id, previousBuildId: made.previous_build_id, uploaded, live: { buildId: made.build_id, hashes, manifest } };
}

// the new page files of the routes added or changed (an edit changes one or a few), up to a size
function changedPages(routes: { file: string }[], changed: SiteFile[]): ManifestDelta['pages'] {
  const byPath = new Map(changed.map((file) => [file.path, file]));
  const pages: Record<string, PageData> = {};
  let bytes = 0;
  for (const { file } of routes) {
    const page = byPath.get(file);
    if (!page || file in pages || bytes + page.size > MAX_DELTA_PAGE_BYTES) continue;
    pages[file] = page.body as PageData;
    bytes += page.size;
  }
  return pages;
}

function deltaFile(delta: ManifestDelta): SiteFile {
  const text = JSON.stringify(delta);
  const bytes = Buffer.from(text);
  return { path: MANIFEST_DELTA_FILE, hash: jsonHash(bytes), body: delta, size: bytes.length };
}
