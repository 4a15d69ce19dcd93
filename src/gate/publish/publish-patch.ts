import { diffManifest, MANIFEST_DELTA_FILE } from '../../contracts/manifest-delta.ts';
import type { Manifest } from '../../contracts/manifest.ts';
import { readSiteFile, storedHash, type SiteFile } from './collect.ts';
import { uploadMissing, type LiveFiles } from './publish.ts';
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
  const manifestFile = changed.find((f) => f.path === 'manifest.json');
  // the watcher writes manifest.json whenever the build id changes, so a new build always brings one
  if (!manifestFile) throw new Error('the changed files hold no manifest.json: nothing to publish');
  const manifest = manifestFile.body as Manifest;
  const delta = deltaFile(diffManifest(live.manifest as Manifest, manifest));
  const files = [...changed, delta];
  const { uploaded } = await uploadMissing(target, files);

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

function deltaFile(delta: ReturnType<typeof diffManifest>): SiteFile {
  const text = JSON.stringify(delta);
  const bytes = Buffer.from(text);
  return { path: MANIFEST_DELTA_FILE, hash: storedHash('json', bytes), body: delta, size: bytes.length };
}
