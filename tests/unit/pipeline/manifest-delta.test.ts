import { describe, expect, it } from 'vitest';
import { applyManifestDelta, diffManifest } from '../../../src/contracts/manifest-delta.ts';
import type { LoadedManifest } from '../../../src/contracts/manifest-parts.ts';
import type { FileChange } from '../../../src/compiler/compile.ts';
import type { MemoryFolder } from '../../../src/compiler/read/memory-folder.ts';
import { compilerFor, fixtureSite, storedManifest } from './helpers.ts';

/** The manifest of the fixture site after each edit, starting with the first build's. */
async function manifestsAfter(edits: ((site: MemoryFolder) => FileChange)[]): Promise<LoadedManifest[]> {
  const site = fixtureSite();
  const compiler = compilerFor(site);
  const manifests = [await storedManifest(await compiler.build())];
  for (const edit of edits) manifests.push(await storedManifest(await compiler.update([edit(site)])));
  return manifests;
}

describe('a manifest delta', () => {
  it('turns the manifest before an edit into the one after, byte for byte, for page, title, new-page and removal edits', async () => {
    const doc = 'docs/reference/overview.md';
    const added = 'docs/reference/otters.md';
    const manifests = await manifestsAfter([
      (site) => {
        return { type: 'change', file: site.write(doc, `${site.text(doc)}\n## Otters\n\nThey hold hands.\n`) };
      },
      (site) => {
        return { type: 'change', file: site.write(doc, site.text(doc).replace('# Reference overview', '# Otters overview')) };
      },
      (site) => {
        return { type: 'add', file: site.write(added, '---\ntitle: Otters\n---\n\nOtters hold hands.\n') };
      },
      (site) => {
        return { type: 'unlink', file: site.remove(added) };
      },
    ]);
    expect(JSON.stringify(manifests[2]!.sidebars)).toContain('Otters overview');
    // a body edit keeps every sidebar's part; a title edit changes one
    expect(manifests[1]!.parts.sidebars).toEqual(manifests[0]!.parts.sidebars);
    expect(manifests[2]!.parts.sidebars).not.toEqual(manifests[1]!.parts.sidebars);
    for (let i = 1; i < manifests.length; i++) {
      const [before, after] = [manifests[i - 1]!, manifests[i]!];
      expect(after.buildId).not.toBe(before.buildId);
      const delta = diffManifest(before, after);
      // a sidebar whose part changed is left out, for the viewer to fetch; the rest is the new manifest
      const applied = applyManifestDelta(before, delta)!;
      const kept = Object.fromEntries(
        Object.entries(after.sidebars).filter(([id]) => before.parts.sidebars[id] === after.parts.sidebars[id]),
      );
      expect(JSON.stringify(applied)).toBe(JSON.stringify({ ...after, sidebars: kept }));
      expect(JSON.stringify(delta).length).toBeLessThan(JSON.stringify(after).length / 2);
      // the delta carries what changed, not the whole route list
      expect(delta.routes.set.length).toBeLessThan(after.routes.length / 2);
    }
  });

  it('is refused by a manifest of another build', async () => {
    const [a, b] = await manifestsAfter([
      (site) => {
        return { type: 'change', file: site.write('docs/reference/overview.md', 'A new body.\n') };
      },
    ]);
    const delta = diffManifest(a!, b!);
    expect(applyManifestDelta(b!, delta)).toBeNull();
  });
});
