import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { collectSite, type SiteFile } from './collect.ts';
import { isStoredRoot, joinManifest, type LoadedManifest } from '../../contracts/manifest-parts.ts';
import { draftPaths } from './drafts.ts';
import type { StoredManifest } from '../../contracts/manifest.ts';
import type { GateTarget } from './target.ts';

export interface PublishOptions {
  siteDir: string;
  target: GateTarget;
  /** upload batches stay under this many bytes (a single larger file goes alone) */
  batchBytes?: number;
  /** only `docgate dev` publishes its own drafts (to its embedded database); any other publish refuses them */
  includeDrafts?: boolean;
}

export interface PublishResult {
  buildId: string;
  previousBuildId: string | null;
  files: number;
  uploaded: number;
  uploadedBytes: number;
  /** what is now live, for a later publishPatch: path -> content hash, and the manifest */
  live: LiveFiles;
}

/** The files of the build just made live, as `docgate dev` remembers them between edits. */
export interface LiveFiles {
  buildId: string;
  hashes: Map<string, string>;
  /** its routes, and the parts' names (no sidebar items: a patch compares their parts' names) */
  manifest: LoadedManifest;
}

export class PublishError extends Error {}

// a batch also ends at this many files, however small they are
const BATCH_FILES = 500;

function batches(files: SiteFile[], maxBytes: number): SiteFile[][] {
  const out: SiteFile[][] = [];
  let current: SiteFile[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (bytes + file.size > maxBytes || current.length >= BATCH_FILES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * Publishes dist/site as a new build: uploads only the file bodies the target lacks, in batches,
 * then records the build and makes it live in one transaction. A failure before that last step
 * leaves the previous build live; running again uploads only what is still missing.
 */
export async function publishSite(options: PublishOptions): Promise<PublishResult> {
  const { siteDir, target, batchBytes = 1_000_000 } = options;
  try {
    await access(join(siteDir, 'manifest.json'));
  } catch {
    throw new PublishError(`${siteDir} has no manifest.json: run \`docgate build\` first.`);
  }
  const files = await collectSite(siteDir);
  const bodies = new Map(files.map((f) => [f.path, f.body]));
  const root = bodies.get('manifest.json') as { buildId?: unknown };
  if (typeof root.buildId !== 'string' || !/^[A-Za-z0-9_.-]{1,128}$/.test(root.buildId)) {
    throw new PublishError(`${join(siteDir, 'manifest.json')} has no valid buildId: rebuild with \`docgate build\`.`);
  }
  const missing = isStoredRoot(root)
    ? [...root.parts.routes, ...Object.values(root.parts.sidebars), ...Object.values(root.parts.translations ?? {})].filter(
        (path) => !bodies.has(path),
      )
    : null;
  if (missing?.length !== 0) {
    const why = missing ? `lacks ${missing[0]}, which its manifest names` : 'was built by an older docgate';
    throw new PublishError(`${siteDir} ${why}: rebuild with \`docgate build\`.`);
  }
  const manifest = await joinManifest(root as StoredManifest, (path) => bodies.get(path), []);
  const drafts = draftPaths(manifest);
  if (drafts.length > 0 && !options.includeDrafts) {
    const named = drafts.slice(0, 3).join(', ') + (drafts.length > 3 ? `, and ${drafts.length - 3} more` : '');
    throw new PublishError(
      `${siteDir} holds draft pages (${named}): it was built by \`docgate dev\` or \`docgate watch\`, which show drafts. Run \`docgate build\`, which leaves them out, then publish.`,
    );
  }

  const { uploaded, uploadedBytes } = await uploadMissing(target, files, batchBytes);
  const made = await target.rpc<{ build_id: string; previous_build_id: string | null }>('docs_publish_build', {
    build_id: root.buildId,
    files: Object.fromEntries(files.map((f) => [f.path, f.hash])),
  });
  return {
    buildId: made.build_id,
    previousBuildId: made.previous_build_id,
    files: files.length,
    uploaded,
    uploadedBytes,
    live: { buildId: made.build_id, hashes: new Map(files.map((f) => [f.path, f.hash])), manifest },
  };
}

/** Uploads the bodies of `files` the target lacks, in batches under `batchBytes`. */
export async function uploadMissing(
  target: GateTarget,
  files: SiteFile[],
  batchBytes = 1_000_000,
): Promise<{ uploaded: number; uploadedBytes: number }> {
  const unique = [...new Map(files.map((f) => [f.hash, f])).values()];
  const missing = new Set<string>();
  for (let i = 0; i < unique.length; i += 2000) {
    const hashes = unique.slice(i, i + 2000).map((f) => f.hash);
    for (const hash of await target.rpc<string[]>('docs_publish_missing', { hashes })) missing.add(hash);
  }
  return uploadAll(
    target,
    unique.filter((f) => missing.has(f.hash)),
    batchBytes,
  );
}

/** Uploads the bodies of `files`, in batches under `batchBytes`; a body the target has already stays as it is. */
export async function uploadAll(
  target: GateTarget,
  files: SiteFile[],
  batchBytes = 1_000_000,
): Promise<{ uploaded: number; uploadedBytes: number }> {
  let uploadedBytes = 0;
  for (const batch of batches(files, batchBytes)) {
    await target.rpc('docs_publish_put_files', { files: batch.map((f) => ({ hash: f.hash, body: f.body })) });
    uploadedBytes += batch.reduce((sum, f) => sum + f.size, 0);
  }
  return { uploaded: files.length, uploadedBytes };
}
