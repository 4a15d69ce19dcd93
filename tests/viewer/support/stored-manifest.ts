import { createHash } from 'node:crypto';
import type { Manifest, StoredManifest } from '../../../src/contracts/manifest.ts';
import { routeChunks, type LoadedManifest } from '../../../src/contracts/manifest-parts.ts';

const partName = (value: unknown): string =>
  `manifest/${createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12)}.json`;

/** A whole manifest as the gate serves it: manifest.json naming its route, sidebar and locale words parts, and the parts. */
export function storedFiles(manifest: Manifest): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const part = (value: unknown): string => {
    const path = partName(value);
    files[path] = value;
    return path;
  };
  const { routes, sidebars, ...rest } = manifest;
  const { translations, ...site } = manifest.site;
  const parts = {
    routes: routeChunks(routes).map(part),
    sidebars: Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, part(items)])),
    ...(translations ? { translations: Object.fromEntries(Object.entries(translations).map(([code, words]) => [code, part(words)])) } : {}),
  };
  files['manifest.json'] = { ...rest, site, parts } satisfies StoredManifest;
  return files;
}

/** The manifest as the viewer and `docgate dev` hold it, with every sidebar. */
export const loaded = (manifest: Manifest): LoadedManifest => ({
  ...manifest,
  parts: (storedFiles(manifest)['manifest.json'] as StoredManifest).parts,
});
