import { describe, expect, it } from 'vitest';
import { manifestSchema, storedManifestSchema } from '../../../src/contracts/manifest.ts';
import type { CompileResult } from '../../../src/compiler/compile.ts';
import { compilerFor, entryText, fixtureSite, pageAt, storedManifest } from './helpers.ts';

const byPath = (result: CompileResult) =>
  new Map(result.entries.map((e) => [e.path, typeof e.content === 'string' ? e.content : Buffer.from(e.content).toString('base64')]));

describe('build output', () => {
  it('is byte-identical for identical input', async () => {
    const a = await compilerFor(fixtureSite()).build();
    const b = await compilerFor(fixtureSite()).build();
    expect(a.buildId).toMatch(/^[0-9a-f]{12}$/);
    expect(b.buildId).toBe(a.buildId);
    expect(byPath(b)).toEqual(byPath(a));
  });

  it('names page, search and asset files by the first 12 hex characters of their SHA-256', async () => {
    const result = await compilerFor().build();
    const names = result.entries.map((e) => e.path).filter((p) => /^(pages|search|assets)\//.test(p));
    for (const name of names) expect(name).toMatch(/^(pages|search|assets)\/[0-9a-f]{12}\.[a-z]+$/);
    expect(names.filter((n) => n.startsWith('pages/'))).toHaveLength(result.manifest!.routes.length);
  });

  it('ships a manifest that passes its schema and the JSON Schema generated from it', async () => {
    const result = await compilerFor().build();
    const root = JSON.parse(entryText(result, 'manifest.json'));
    expect(storedManifestSchema.parse(root)).toEqual(root);
    const { parts, ...manifest } = await storedManifest(result);
    expect(manifestSchema.parse(manifest)).toEqual(manifest);
    expect(manifest).toEqual(result.manifest);
    const schema = JSON.parse(entryText(result, 'manifest.schema.json'));
    expect(schema.properties.parts.properties.routes.type).toBe('array');
    expect(manifest.search.options).toMatchObject({
      idField: 'id',
      fields: ['title', 'heading', 'text'],
      storeFields: ['title', 'heading', 'url', 'locale'],
      searchOptions: { fuzzy: 0.2, prefix: true },
    });
  });
});

describe('update()', () => {
  it('after a one-page edit changes only its page files (its own and the French fallback), the search parts and route parts holding them, the search head and the manifest', async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    const before = await compiler.build();
    const rel = 'docs/01-guides/01-getting-started.md';
    const file = site.write(rel, `${site.text(rel)}\nA new closing sentence about zebras.\n`);
    const after = await compiler.update([{ type: 'change', file }]);
    const old = byPath(before);
    const next = byPath(after);
    const removed = [...old.keys()].filter((p) => !next.has(p));
    const added = [...next.keys()].filter((p) => !old.has(p));
    // the doc has no French translation: /fr/docs/guides/getting-started is built from it too
    const filesOf = (result: CompileResult) =>
      ['/docs/guides/getting-started', '/fr/docs/guides/getting-started'].map(
        (path) => result.manifest!.routes.find((r) => r.path === path)!.file,
      );
    const oldPages = filesOf(before);
    const newPages = filesOf(after);
    const partsOf = (result: CompileResult): string[] => JSON.parse(entryText(result, result.manifest!.search.file)).parts;
    const oldParts = partsOf(before).filter((p) => !partsOf(after).includes(p));
    const newParts = partsOf(after).filter((p) => !partsOf(before).includes(p));
    // the fixture's routes fit one route part: it changes; no sidebar part does
    const routePartsOf = async (result: CompileResult) => (await storedManifest(result)).parts.routes;
    expect(await routePartsOf(before)).toHaveLength(1);
    const [oldRoutes, newRoutes] = [await routePartsOf(before), await routePartsOf(after)];
    // the page and its French copy may sit in two parts (16 pages a part); no other part changes
    expect(oldParts.length).toBeGreaterThanOrEqual(1);
    expect(oldParts.length).toBeLessThanOrEqual(2);
    expect(newParts).toHaveLength(oldParts.length);
    expect(removed.sort()).toEqual([...oldPages, before.manifest!.search.file, ...oldParts, ...oldRoutes].sort());
    expect(added.sort()).toEqual([...newPages, after.manifest!.search.file, ...newParts, ...newRoutes].sort());
    const changed = [...next.keys()].filter((p) => old.has(p) && old.get(p) !== next.get(p));
    expect(changed).toEqual(['manifest.json']);
    expect(pageAt(after, '/docs/guides/getting-started').html).toContain('zebras');
    expect(after.buildId).not.toBe(before.buildId);
  });

  it('picks up an added and a removed file', async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    await compiler.build();
    const file = site.write('docs/extra.md', '# Extra page\n\nNew.\n');
    const added = await compiler.update([{ type: 'add', file }]);
    expect(added.manifest!.routes.some((r) => r.path === '/docs/extra')).toBe(true);
    expect(JSON.stringify(added.manifest!.sidebars)).toContain('/docs/extra');
    site.remove('docs/extra.md');
    const removed = await compiler.update([{ type: 'unlink', file }]);
    expect(removed.manifest!.routes.some((r) => r.path === '/docs/extra')).toBe(false);
  });

  it('keeps reporting a broken file without output, then recovers when it is fixed', async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    await compiler.build();
    const original = site.text('docs/intro.md');
    const file = site.write('docs/intro.md', '---\ntitle: [\n---\n# Broken\n');
    const broken = await compiler.update([{ type: 'change', file }]);
    expect(broken.entries).toEqual([]);
    expect(broken.manifest).toBeNull();
    expect(broken.diagnostics).toContainEqual(expect.objectContaining({ file: 'content/docs/intro.md', line: 2, rule: 'frontmatter' }));
    site.write('docs/intro.md', original);
    const fixed = await compiler.update([{ type: 'change', file }]);
    expect(fixed.manifest).not.toBeNull();
  });
});
