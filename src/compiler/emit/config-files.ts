import type { Site } from '../../contracts/manifest.ts';
import { isSitePath, namedFileUrl } from '../../contracts/url-scheme.ts';
import { gateUrl, type Asset } from '../check/assets.ts';

// A navbar or footer link to a file of the static folders (`href: '/files/kit.zip'`, `pathname:///data/x.csv`):
// Docusaurus' host serves the file at that path, docgate only through the gate, so such a link is that file's
// gated asset, carrying its name, opened or saved as a page's link to a file is; any other stays as it was.

type Link = { href?: string | undefined };

/** The site with its navbar's and footer's links to static files made gated assets (the same object when there are none), and those assets. */
export async function gateConfigFiles(
  site: Site,
  loadStatic: (path: string) => Promise<Asset | null>,
): Promise<{ site: Site; assets: Asset[] }> {
  // a dropdown's links are not: its menu draws every entry as a plain <a>, where a `gate:` URL would load nothing
  const links: Link[] = [
    ...site.footer.links.flatMap((column) => column.items),
    ...site.navbar.items.filter((item) => item.type === 'link'),
  ];
  const found = new Map<string, Asset | null>();
  for (const { href } of links)
    if (href !== undefined && !found.has(href) && isSitePath(href) && /\.\w+$/.test(href.replace(/[?#].*$/, '')))
      found.set(href, await loadStatic(href.replace(/[?#].*$/, '')));
  if (![...found.values()].some(Boolean)) return { site, assets: [] };

  const assets = new Map<string, Asset>();
  const gated = <T extends Link>(item: T): T => {
    const asset = item.href === undefined ? null : found.get(item.href);
    if (!asset) return item;
    assets.set(asset.path, asset);
    return { ...item, href: namedFileUrl(gateUrl(asset), item.href!) };
  };
  const navbar = site.navbar.items.map((item) => (item.type === 'link' ? gated(item) : item));
  const footer = site.footer.links.map((column) => ({ ...column, items: column.items.map(gated) }));
  return {
    site: { ...site, navbar: { ...site.navbar, items: navbar as Site['navbar']['items'] }, footer: { ...site.footer, links: footer } },
    assets: [...assets.values()],
  };
}
