import { describe, expect, it } from 'vitest';
import { alternatePath, storedAlternates, swappedPath } from '../../../src/contracts/alternates.ts';

const locales = [
  { code: 'en', label: 'English', path: '/' },
  { code: 'fr', label: 'Français', path: '/fr' },
  { code: 'ko', label: '한국어', path: '/ko/' },
];

describe("a route's translations", () => {
  it("swap the locale's folder in front of the path, as Docusaurus' locale menu does, a trailing slash or not", () => {
    expect(swappedPath(locales, '/docs/a', 'en', 'fr')).toBe('/fr/docs/a');
    expect(swappedPath(locales, '/', 'en', 'ko')).toBe('/ko');
    expect(swappedPath(locales, '/fr', 'fr', 'en')).toBe('/');
    expect(swappedPath(locales, '/ko/docs/a', 'ko', 'fr')).toBe('/fr/docs/a');
    // not under its locale's folder: no swapped path
    expect(swappedPath(locales, '/docs/a', 'fr', 'en')).toBeUndefined();
  });

  it('store only a translation at another path, and null where a route at the swapped path is another page', () => {
    const paths = new Set(['/docs/a', '/fr/docs/a', '/ko/docs/a', '/docs/b', '/fr/docs/b', '/fr/docs/c']);
    const has = (path: string) => paths.has(path);
    // /docs/a is at /fr/docs/a and /ko/docs/a: nothing to store
    expect(storedAlternates(locales, { path: '/docs/a', locale: 'en' }, { fr: '/fr/docs/a', ko: '/ko/docs/a' }, has)).toBeUndefined();
    // /docs/b's French is /fr/docs/c (its own slug); /fr/docs/b is another French page; no Korean
    const stored = storedAlternates(locales, { path: '/docs/b', locale: 'en' }, { fr: '/fr/docs/c' }, has);
    expect(stored).toEqual({ fr: '/fr/docs/c' });
    const other = storedAlternates(locales, { path: '/fr/docs/b', locale: 'fr' }, {}, has);
    expect(other).toEqual({ en: null });
    // and read back, they give every translation and no other
    const route = { path: '/docs/b', locale: 'en', alternates: stored };
    expect(['fr', 'ko'].map((code) => alternatePath(locales, route, code, has))).toEqual(['/fr/docs/c', undefined]);
    expect(alternatePath(locales, { path: '/fr/docs/b', locale: 'fr', alternates: other }, 'en', has)).toBeUndefined();
    expect(alternatePath(locales, { path: '/docs/a', locale: 'en' }, 'ko', has)).toBe('/ko/docs/a');
  });
});
