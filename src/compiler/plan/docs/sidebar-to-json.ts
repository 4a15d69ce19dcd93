import type { SidebarItem } from '../../../contracts/manifest.ts';
import type { SidebarItemConfig } from './sidebar-normalize.ts';

/** Turns a computed sidebar back into the Docusaurus JSON shape, for `docgate version`. */
export function sidebarToJson(
  items: SidebarItem[],
  generated: Map<string, { title: string; description: string; slug?: string | undefined }>,
  docIdByPath: Map<string, string>,
): SidebarItemConfig[] {
  return items.map((item): SidebarItemConfig => {
    if (item.type === 'doc')
      return item.className
        ? { type: 'doc', id: item.docId, label: item.label, className: item.className }
        : { type: 'doc', id: item.docId, label: item.label };
    if (item.type === 'link') return { type: 'link', href: item.href, label: item.label };
    if (item.type === 'html') return item;
    const out: Extract<SidebarItemConfig, { type: 'category' }> = {
      type: 'category',
      label: item.label,
      collapsed: item.collapsed,
      collapsible: item.collapsible,
      items: sidebarToJson(item.items, generated, docIdByPath),
    };
    const gen = item.path ? generated.get(item.path) : undefined;
    const docId = item.path ? docIdByPath.get(item.path) : undefined;
    if (gen)
      out.link = {
        type: 'generated-index',
        title: gen.title,
        description: gen.description,
        ...(gen.slug === undefined ? {} : { slug: gen.slug }),
      };
    else if (docId) out.link = { type: 'doc', id: docId };
    return out;
  });
}
