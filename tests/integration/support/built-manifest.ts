import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredManifest } from '../../../src/contracts/manifest.ts';
import { joinManifest, type LoadedManifest } from '../../../src/contracts/manifest-parts.ts';

/** The manifest in `siteDir` (a dist/site): manifest.json joined with the route and sidebar parts it names. */
export async function readBuiltManifest(siteDir: string): Promise<LoadedManifest> {
  const json = async (path: string) => JSON.parse(await readFile(join(siteDir, path), 'utf8'));
  return joinManifest((await json('manifest.json')) as StoredManifest, json);
}

/** The live manifest as a signed-in reader gets it through `docs_file`, parts joined. */
export async function fetchManifest(file: (path: string) => Promise<unknown>): Promise<LoadedManifest> {
  return joinManifest((await file('manifest.json')) as StoredManifest, file);
}
