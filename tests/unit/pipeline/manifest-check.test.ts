import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManifestCheck } from '../../../src/compiler/check/manifest-check.ts';
import { createHash } from 'node:crypto';
import { manifestSchema, type Manifest, type StoredManifest } from '../../../src/contracts/manifest.ts';
import { joinManifest, ROUTES_PER_PART, routeChunks } from '../../../src/contracts/manifest-parts.ts';
import { compilerFor } from './helpers.ts';

const manifest = async (): Promise<Manifest> => (await compilerFor().build()).manifest!;

/** A built manifest with routes enough for three route parts, the last one short. */
async function threeParts(): Promise<Manifest> {
  const built = await manifest();
  return { ...built, routes: Array.from({ length: ROUTES_PER_PART * 2 + 3 }, (_, i) => ({ ...built.routes[0]!, path: `/r/${i}` })) };
}

describe('ManifestCheck', () => {
  it('gives the bytes of manifestSchema.parse and JSON.stringify, key order included, for the root and each part', async () => {
    const built = await manifest();
    // keys out of schema order and one the schema does not know: parse reorders and strips
    const input = { extra: true, ...built, routes: built.routes.map(({ path, ...rest }) => ({ ...rest, stray: 1, path })) } as Manifest;
    const check = new ManifestCheck();
    const { routes, sidebars, ...root } = manifestSchema.parse(input);
    const name = (text: string) => `manifest/${text.length}.json`;
    const chunks = routeChunks(routes).map((chunk) => JSON.stringify(chunk));
    const sidebarTexts = Object.values(sidebars).map((items) => JSON.stringify(items));
    const parts = {
      routes: chunks.map(name),
      sidebars: Object.fromEntries(Object.keys(sidebars).map((id, i) => [id, name(sidebarTexts[i]!)])),
    };
    // the root keeps the manifest's order, with parts where routes was
    const { schemaVersion, buildId, site, versions, ...after } = root;
    const expected = JSON.stringify({ schemaVersion, buildId, site, versions, parts, ...after });
    for (let run = 0; run < 2; run++) {
      // the second time from the texts it kept
      const stored = check.storedTexts(check.parse(input), name);
      expect(stored.root).toBe(expected);
      expect(stored.parts.map((p) => p.text)).toEqual([...chunks, ...sidebarTexts]);
    }
  });

  it('cuts the routes into parts of ROUTES_PER_PART, so a one-route change leaves the other parts as they were', async () => {
    const many = await threeParts();
    const check = new ManifestCheck();
    const name = (text: string) => `manifest/${createHash('sha256').update(text).digest('hex')}.json`;
    const first = check.storedTexts(check.parse(many), name);
    const routeParts = (stored: typeof first) => (JSON.parse(stored.root) as StoredManifest).parts.routes;
    expect(routeParts(first)).toHaveLength(3);
    const edited = { ...many, routes: many.routes.map((r, i) => (i === ROUTES_PER_PART + 1 ? { ...r, title: 'Edited' } : r)) };
    const second = check.storedTexts(check.parse(edited), name);
    expect(routeParts(second).map((p, i) => p === routeParts(first)[i])).toEqual([true, false, true]);
  });

  it('joins and names again only the part of a route that changed, the others as they were', async () => {
    const many = await threeParts();
    const check = new ManifestCheck();
    const named: string[] = [];
    const name = (text: string) => {
      named.push(text);
      return `manifest/${createHash('sha256').update(text).digest('hex')}.json`;
    };
    const first = check.storedTexts(check.parse(many), name);
    named.length = 0;
    const edited = { ...many, routes: many.routes.map((r, i) => (i === 2 ? { ...r, title: 'Edited' } : r)) };
    const second = check.storedTexts(check.parse(edited), name);
    expect(named.map((text) => JSON.parse(text)[2]?.title)).toEqual(['Edited']);
    expect(second.parts.slice(1)).toEqual(first.parts.slice(1));
    expect(second.root).toBe(new ManifestCheck().storedTexts(check.parse(edited), name).root);
  });

  it('parses a route object once, and a new route object again', async () => {
    const built = await manifest();
    const check = new ManifestCheck();
    const first = check.parse(built);
    const next = { ...built, routes: built.routes.map((route, i) => (i === 0 ? { ...route, title: 'Changed' } : route)) };
    const second = check.parse(next);
    expect(second.routes[1]).toBe(first.routes[1]);
    expect(second.routes[0]).not.toBe(first.routes[0]);
    expect(JSON.parse(check.storedTexts(second, () => 'x').parts[0]!.text)[0].title).toBe('Changed');
  });

  it('rejects what the schema rejects, naming the place in the whole manifest', async () => {
    const built = await manifest();
    const check = new ManifestCheck();
    check.parse(built);
    const bad = { ...built, routes: built.routes.map((route, i) => (i === 2 ? { ...route, path: 'no-slash' } : route)) };
    const error = (() => {
      try {
        check.parse(bad);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues[0]!.path).toEqual(['routes', 2, 'path']);
  });
  it("puts each locale's words in a part of its own, out of the root a reader fetches first, and joins them back", async () => {
    const built = await manifest();
    const words = (title: string) => ({ navbar: { title, items: [] }, footer: { links: [], copyright: '' }, sidebar: {} });
    const input = { ...built, site: { ...built.site, translations: { fr: words('Le site'), ko: words('사이트') } } };
    const check = new ManifestCheck();
    const name = (text: string) => `manifest/${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
    const stored = check.storedTexts(check.parse(input), name);
    const root = JSON.parse(stored.root) as StoredManifest;
    expect(stored.root).not.toContain('Le site');
    const texts = new Map(stored.parts.map((part) => [part.path, part.text]));
    expect(JSON.parse(texts.get(root.parts.translations!.fr!)!)).toEqual(words('Le site'));
    const read = (path: string) => JSON.parse(texts.get(path)!);
    const { parts, ...whole } = await joinManifest(root, read);
    expect(whole).toEqual(manifestSchema.parse(input));
    // a reader opening a French page: the French words only
    expect((await joinManifest(root, read, [], ['fr'])).site.translations).toEqual({ fr: words('Le site') });
  });
});
