import type { SidebarItem } from '../../../src/contracts/manifest.ts';

/** Whether the item is, or holds, the page at `path` (so its category opens). */
export function sidebarContains(item: SidebarItem, path: string): boolean {
  if (item.type === 'doc') return item.path === path;
  if (item.type === 'link' || item.type === 'html') return false;
  return item.path === path || item.items.some((child) => sidebarContains(child, path));
}
