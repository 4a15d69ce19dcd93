import type { SidebarItem } from '../../contracts/manifest.ts';
import { gateUrl, type Asset } from '../check/assets.ts';
import { pathnameLink } from '../check/url-parts.ts';

// A sidebar's `pathname:///files/spec.pdf` (Docusaurus' plain link to a path no route serves) most often names
// a file of the static folders, which docgate serves only through the gate: such a link is that file's gated
// asset, opened as a page's link to a static file is; any other stays a plain link to the path (the viewer's).

type Sidebars = Record<string, SidebarItem[]>;

/** The sidebars with their `pathname://` links to static files made gated assets (the same object when there are none), and those assets. */
export async function gateSidebarFiles(
  sidebars: Sidebars,
  loadStatic: (path: string) => Promise<Asset | null>,
): Promise<{ sidebars: Sidebars; assets: Asset[] }> {
  const assets: Asset[] = [];
  const mapItems = async (items: SidebarItem[]): Promise<SidebarItem[]> => {
    let changed = false;
    const mapped = await Promise.all(
      items.map(async (item) => {
        const next = await mapItem(item);
        if (next !== item) changed = true;
        return next;
      }),
    );
    return changed ? mapped : items;
  };
  const mapItem = async (item: SidebarItem): Promise<SidebarItem> => {
    if (item.type === 'category') {
      const items = await mapItems(item.items);
      return items === item.items ? item : { ...item, items };
    }
    const path = item.type === 'link' ? pathnameLink(item.href) : null;
    const asset = path === null ? null : await loadStatic(path.replace(/[?#].*$/, ''));
    if (!asset) return item;
    assets.push(asset);
    return { ...item, href: gateUrl(asset) } as SidebarItem;
  };
  const entries = await Promise.all(Object.entries(sidebars).map(async ([id, items]) => [id, await mapItems(items)] as const));
  return entries.every(([id, items]) => items === sidebars[id]) ? { sidebars, assets } : { sidebars: Object.fromEntries(entries), assets };
}
