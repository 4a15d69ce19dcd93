import type { Route, Site } from './manifest.ts';

// A page's translations, as the locale dropdown and localized links lead to them. Docusaurus' dropdown
// links the same path with the locale's folder swapped (theme-common's useAlternatePageUtils), and so is
// nearly every translation: a route stores only where its translation is elsewhere or missing
// (`alternates`), and the rest is worked out here from the route index, by the pipeline (to know what to
// store) and the viewer alike. A translated site's index is half the size it was with every pair written
// out. This file is runtime code the viewer shares: no zod here.

type Locales = Site['locales'];

/** `path`, a page of locale `from`, under locale `to`'s folder (`/docs/a` -> `/fr/docs/a`); undefined when it is not under `from`'s. */
export function swappedPath(locales: Locales, path: string, from: string, to: string): string | undefined {
  const source = locales.find((locale) => locale.code === from);
  const target = locales.find((locale) => locale.code === to);
  if (!source || !target) return undefined;
  // a folder without its trailing slash: '' for the default locale's `/`, `/fr` for `/fr` or `/fr/`
  const [fromFolder, toFolder] = [source.path.replace(/\/+$/, ''), target.path.replace(/\/+$/, '')];
  const rest =
    path === fromFolder ? '/' : fromFolder === '' || path.startsWith(`${fromFolder}/`) ? path.slice(fromFolder.length) : undefined;
  if (rest === undefined) return undefined;
  return rest === '/' ? toFolder || '/' : `${toFolder}${rest}`;
}

type Translated = Pick<Route, 'path' | 'locale' | 'alternates'>;

/** The path of `route`'s page in `locale`, or undefined when it has none there; `has` says whether a route has a path. */
export function alternatePath(locales: Locales, route: Translated, locale: string, has: (path: string) => boolean): string | undefined {
  const stored = route.alternates?.[locale];
  if (stored !== undefined) return stored ?? undefined;
  const swapped = swappedPath(locales, route.path, route.locale, locale);
  return swapped !== undefined && has(swapped) ? swapped : undefined;
}

/** The locales other than `route`'s own that a route may name, in order: the site's and any `named`. */
const otherLocales = (locales: Locales, route: Translated, named: Record<string, unknown> = {}): string[] =>
  [...new Set([...locales.map((locale) => locale.code), ...Object.keys(named)])].filter((code) => code !== route.locale).sort();

/**
 * What a route stores of its translations (`translations`: locale -> path, its whole group but itself):
 * each locale where `alternatePath` would otherwise answer wrong, with its path or null (none there).
 * Undefined when there is nothing to store.
 */
export function storedAlternates(
  locales: Locales,
  route: Pick<Route, 'path' | 'locale'>,
  translations: Record<string, string>,
  has: (path: string) => boolean,
): Record<string, string | null> | undefined {
  const stored: Record<string, string | null> = {};
  for (const code of otherLocales(locales, route, translations)) {
    const actual = translations[code];
    if (actual !== alternatePath(locales, route, code, has)) stored[code] = actual ?? null;
  }
  return Object.keys(stored).length > 0 ? stored : undefined;
}

/** Every translation of `route` in `manifest` (locale -> path), as `alternates` listed them before it kept exceptions only. */
export function allAlternates(manifest: { site: Pick<Site, 'locales'>; routes: readonly Route[] }, route: Route): Record<string, string> {
  const paths = new Set(manifest.routes.map((entry) => entry.path));
  const { locales } = manifest.site;
  const result: Record<string, string> = {};
  for (const code of otherLocales(locales, route, route.alternates)) {
    const path = alternatePath(locales, route, code, (at) => paths.has(at));
    if (path !== undefined) result[code] = path;
  }
  return result;
}
