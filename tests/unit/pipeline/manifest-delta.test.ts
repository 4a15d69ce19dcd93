import { describe, expect, it } from 'vitest';
import { applyManifestDelta, diffManifest, sameData } from '../../../src/contracts/manifest-delta.ts';
import { routeChunks, type LoadedManifest } from '../../../src/contracts/manifest-parts.ts';
import { contentHash } from '../../../src/compiler/read/hash.ts';
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

  it('compares only the routes of parts whose name changed, and still carries a route added to a later part', async () => {
    const [first] = await manifestsAfter([]);
    // a large site: 600 routes, three parts named by their content as the build names them
    const routes = Array.from({ length: 600 }, (_, i) => ({ ...first!.routes[0]!, path: `/docs/p${i}`, title: `P${i}` }));
    const named = (list: typeof routes) => routeChunks(list).map((chunk) => `manifest/${contentHash(JSON.stringify(chunk))}.json`);
    const before: LoadedManifest = { ...first!, routes, parts: { ...first!.parts, routes: named(routes) } };
    const edited = routes.map((route, i) => (i === 300 ? { ...route, title: 'Edited' } : route));
    const after: LoadedManifest = { ...before, buildId: 'b2', routes: edited, parts: { ...before.parts, routes: named(edited) } };
    expect(after.parts.routes.filter((name, i) => name !== before.parts.routes[i])).toHaveLength(1);
    const delta = diffManifest(before, after);
    expect(delta.routes).toEqual({ set: [edited[300]] });
    expect(JSON.stringify(applyManifestDelta(before, delta))).toBe(JSON.stringify(after));
    // a route added at the end: its part is new, the order is sent
    const grown = [...edited, { ...routes[0]!, path: '/docs/new', title: 'New' }];
    const later: LoadedManifest = { ...after, buildId: 'b3', routes: grown, parts: { ...after.parts, routes: named(grown) } };
    const added = diffManifest(after, later);
    expect(added.routes.set.map((route) => route.path)).toEqual(['/docs/new']);
    expect(JSON.stringify(applyManifestDelta(after, added))).toBe(JSON.stringify(later));
  });

  it('tells parsed data apart as their JSON does, without making it', () => {
    const route = { path: '/docs/a', kind: 'doc', file: 'pages/1.json', alternates: { fr: '/fr/docs/a' } };
    expect(sameData(route, JSON.parse(JSON.stringify(route)))).toBe(true);
    expect(sameData(route, { ...route, alternates: { fr: '/fr/docs/b' } })).toBe(false);
    expect(sameData(route, { ...route, title: 'A' })).toBe(false);
    expect(sameData({ items: [1, [2, null]] }, { items: [1, [2, null]] })).toBe(true);
    expect(sameData({ items: [1, 2] }, { items: [1, 2, 3] })).toBe(false);
    expect(sameData({ items: [] }, { items: {} })).toBe(false);
    expect(sameData({ a: null }, { a: {} })).toBe(false);
  });
});
