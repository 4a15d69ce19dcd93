import type { SidebarItem } from '../../contracts/manifest.ts';
import { gateUrl, type Asset } from '../check/assets.ts';
import { pathnameLink } from '../check/url-parts.ts';
import { namedFileUrl } from '../../contracts/url-scheme.ts';

// A sidebar's `pathname:///files/spec.pdf` (Docusaurus' plain link to a path no route serves) most often names
// a file of the static folders, which docgate serves only through the gate: such a link is that file's gated
// asset, opened as a page's link to a static file is; any other stays a plain link to the path (the viewer's).

type Sidebars = Record<string, SidebarItem[]>;

/** The sidebars with their `pathname://` links to static files made gated assets (the same object when there are none), and those assets. */
export async function gateSidebarFiles(
  sidebars: Sidebars,
  loadStatic: (path: string) => Promise<Asset | null>,
): Promise<{ sidebars: Sidebars; assets: Asset[] }> {
  // one synchronous walk finds the few links to look up: a promise per item, on every build and save, was
  // a save's work at 2,000 pages for a link most sites never write
  const found = new Map<string, Asset | null>();
  const find = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'category') find(item.items);
      else if (item.type === 'link' && pathnameLink(item.href) !== null) found.set(item.href, null);
    }
  };
  for (const items of Object.values(sidebars)) find(items);
  for (const href of found.keys()) found.set(href, await loadStatic(pathnameLink(href)!.replace(/[?#].*$/, '')));
  if (![...found.values()].some(Boolean)) return { sidebars, assets: [] };

  const assets: Asset[] = [];
  const mapItems = (items: SidebarItem[]): SidebarItem[] => {
    let changed = false;
    const mapped = items.map((item) => {
      const next = mapItem(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? mapped : items;
  };
  const mapItem = (item: SidebarItem): SidebarItem => {
    if (item.type === 'category') {
      const items = mapItems(item.items);
      return items === item.items ? item : { ...item, items };
    }
    if (item.type !== 'link') return item;
    const asset = found.get(item.href);
    if (!asset) return item;
    assets.push(asset);
    return { ...item, href: namedFileUrl(gateUrl(asset), pathnameLink(item.href)!) };
  };
  const entries = Object.entries(sidebars).map(([id, items]) => [id, mapItems(items)] as const);
  return entries.every(([id, items]) => items === sidebars[id]) ? { sidebars, assets } : { sidebars: Object.fromEntries(entries), assets };
}
