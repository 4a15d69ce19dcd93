import { describe, expect, it } from 'vitest';
import { applyManifestDelta, diffManifest } from '../../../src/contracts/manifest-delta.ts';
import type { Manifest } from '../../../src/contracts/manifest.ts';
import type { FileChange } from '../../../src/compiler/compile.ts';
import type { MemoryFolder } from '../../../src/compiler/read/memory-folder.ts';
import { compilerFor, fixtureSite } from './helpers.ts';

/** The manifest of the fixture site after each edit, starting with the first build's. */
async function manifestsAfter(edits: ((site: MemoryFolder) => FileChange)[]): Promise<Manifest[]> {
  const site = fixtureSite();
  const compiler = compilerFor(site);
  const manifests = [(await compiler.build()).manifest!];
  for (const edit of edits) manifests.push((await compiler.update([edit(site)])).manifest!);
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
    for (let i = 1; i < manifests.length; i++) {
      const [before, after] = [manifests[i - 1]!, manifests[i]!];
      expect(after.buildId).not.toBe(before.buildId);
      const delta = diffManifest(before, after);
      expect(JSON.stringify(applyManifestDelta(before, delta))).toBe(JSON.stringify(after));
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
