import type { Manifest, ManifestParts, Route, SidebarItem, Site, StoredManifest } from './manifest.ts';

// manifest.json holds the site's chrome, versions and blog lists, and names the parts that hold the rest:
// the route index, cut in order into parts of ROUTES_PER_PART routes, and one part per sidebar. A one-page
// edit changes its route's part (its page file has a new name) and the small root, so `docgate dev`
// uploads tens of kilobytes instead of the whole index; a reader fetches the root and the route parts at
// sign-in, and a sidebar when a page shows it. This file is runtime code the viewer shares: no zod here.

/** Routes per route part: ~50 kB of JSON, so a 2,000-page site has about 8 parts. */
export const ROUTES_PER_PART = 256;

/** The folder of the parts under dist/site. */
export const PARTS_DIR = 'manifest';

/** The manifest with the sidebars and locales' words fetched so far (all of them for the pipeline), and the parts' names. */
export type LoadedManifest = Manifest & { parts: ManifestParts };

/** The routes cut into parts, in order; an empty site has one empty part, so every manifest has routes. */
export function routeChunks<T>(routes: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < routes.length; i += ROUTES_PER_PART) chunks.push(routes.slice(i, i + ROUTES_PER_PART));
  return chunks.length > 0 ? chunks : [[]];
}

/**
 * The manifest from its stored root: every route, the sidebars named in `sidebars` and the words of the
 * locales in `locales` ('all': every one). `read` gives a part's parsed JSON; parts are read in parallel.
 */
export async function joinManifest(
  root: StoredManifest,
  read: (path: string) => unknown,
  sidebars: 'all' | readonly string[] = 'all',
  locales: 'all' | readonly string[] = 'all',
): Promise<LoadedManifest> {
  const ids = named(root.parts.sidebars, sidebars);
  const codes = named(root.parts.translations ?? {}, locales);
  const [routeParts, sidebarParts, words] = await Promise.all([
    Promise.all(root.parts.routes.map((path) => read(path) as Route[] | Promise<Route[]>)),
    Promise.all(ids.map((id) => read(root.parts.sidebars[id]!) as SidebarItem[] | Promise<SidebarItem[]>)),
    Promise.all(codes.map((code) => read(root.parts.translations![code]!) as Words | Promise<Words>)),
  ]);
  const translations = Object.fromEntries(codes.map((code, i) => [code, words[i]!]));
  return fromRoot(root, routeParts.flat(), Object.fromEntries(ids.map((id, i) => [id, sidebarParts[i]!])), translations);
}

type Words = NonNullable<Site['translations']>[string];

const named = (parts: Record<string, string>, wanted: 'all' | readonly string[]): string[] =>
  wanted === 'all' ? Object.keys(parts) : wanted.filter((key) => key in parts);

/**
 * The loaded manifest of `root` with these routes, sidebars and locales' words, keys in the manifest's
 * own order; `site.translations` is there when the root has words, with those loaded.
 */
export function fromRoot(
  root: StoredManifest,
  routes: Route[],
  sidebars: Record<string, SidebarItem[]>,
  translations: Record<string, Words> = {},
): LoadedManifest {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(root)) {
    if (key === 'parts') {
      out.routes = routes;
      out.sidebars = sidebars;
    } else if (key === 'site' && root.parts.translations) out.site = { ...root.site, translations };
    else out[key] = value;
  }
  out.parts = root.parts;
  return out as LoadedManifest;
}

/** Whether `value` is a stored root (with `parts`) rather than a whole manifest. */
export const isStoredRoot = (value: unknown): value is StoredManifest =>
  typeof value === 'object' && value !== null && 'parts' in value && !('routes' in value);
