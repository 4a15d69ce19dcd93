import type { NavbarItem } from '../../../../src/contracts/manifest.ts';
import { isExternalUrl } from '../../../../src/contracts/url-scheme.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { navbarItemShown } from '../../lib/navbar-items.ts';
import { useLatestVersion } from '../../site-bundle/docs-client.ts';
import { withoutBaseUrl } from '../../site-bundle/docusaurus-modules.tsx';
import { PlacedNavbarItem } from './navbar-content.tsx';

// the item types of the manifest (contracts/manifest.ts), which useThemeConfig().navbar.items gives site code
const MANIFEST_TYPES = new Set(['link', 'search', 'localeDropdown', 'docsVersionDropdown', 'docsVersion', 'dropdown', 'html', 'custom']);

/** The latest version's docs of the main instance, which a `doc` or `docSidebar` item site code writes leads into. */
type Docs = { id: string; path: string; sidebar: string | undefined }[];

type Props = Record<string, unknown> & { type?: string; position?: 'left' | 'right'; mobile?: boolean; isDropdownItem?: boolean };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The item a site's navbar code draws with `<NavbarItem {...item} />`: one of the config's items as
 * useThemeConfig() gives them (the manifest's, a custom type as the config wrote it), or one the code writes
 * itself (`{ to, label }`, `{ type: 'doc', docId }`, a `docSidebar` leading to its sidebar's first doc of the latest version); null for what
 * leads nowhere.
 */
function itemOf({ mobile: _, isDropdownItem: __, ...props }: Props, docs: Docs): NavbarItem | null {
  const position: 'left' | 'right' = props.position === 'right' ? 'right' : 'left';
  const type = props.type ?? 'default';
  if (type.startsWith('custom-')) {
    const { type: ___, position: ____, ...rest } = props;
    return { type: 'custom', component: type, position, props: rest };
  }
  if (MANIFEST_TYPES.has(type)) return { ...props, position } as NavbarItem;
  const label = text(props.label) ?? '';
  const className = text(props.className);
  const placed = { position, ...(className ? { className } : {}) };
  if (type === 'doc' || type === 'docSidebar') {
    const id = text(type === 'doc' ? props.docId : props.sidebarId);
    const to = id === undefined ? undefined : docs.find((doc) => (type === 'doc' ? doc.id : doc.sidebar) === id)?.path;
    return to ? { type: 'link', label, to, docLink: true, ...placed } : null;
  }
  const to = text(props.to);
  const href = text(props.href);
  if (to !== undefined && !isExternalUrl(to)) return { type: 'link', label, to: withoutBaseUrl(to), ...placed };
  return (to ?? href) ? { type: 'link', label, href: (to ?? href)!, ...placed } : null;
}

/** `@theme/NavbarItem` of site code: the item drawn as docgate's navbar draws the config's, in its place in the bar. */
export function SiteNavbarItem(props: Props) {
  const { manifest } = useContent();
  const { locale } = useLocalizedChrome();
  const latest = useLatestVersion();
  const item = itemOf(props, latest?.docs ?? []);
  if (!item || !navbarItemShown(item, manifest)) return null;
  return <PlacedNavbarItem item={item} locale={locale} />;
}
