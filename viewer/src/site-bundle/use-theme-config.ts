import { useMemo } from 'react';
import type { NavbarItem } from '../../../src/contracts/manifest.ts';
import { useFooterConfig } from '../components/footer/use-footer-config.ts';
import { useLocalizedChrome } from '../hooks/use-localized-chrome.ts';
import { isImplicitSearch } from '../lib/navbar-items.ts';
import { useDocusaurusContext } from './docusaurus-modules.tsx';

/** A manifest item as site code reads it in the config: a custom type by its own name, with its fields. */
const asConfigItem = (item: NavbarItem): Record<string, unknown> =>
  item.type === 'custom' ? { ...item.props, type: item.component, position: item.position } : item;

/**
 * `@docusaurus/theme-common` useThemeConfig: the config's themeConfig, its navbar items and footer docgate's
 * (footer-config.ts), in the page's locale, their HTML sanitized; no footer where the config has none. The
 * search bar Docusaurus adds is no item of the config: a site's Navbar/Content draws its own after the toggle.
 */
export function useThemeConfig(): Record<string, unknown> {
  const themeConfig = useDocusaurusContext().siteConfig.themeConfig;
  const { navbar } = useLocalizedChrome();
  const footer = useFooterConfig();
  return useMemo(() => {
    const own = (themeConfig.navbar ?? {}) as Record<string, unknown>;
    const drawn =
      themeConfig.footer !== undefined || footer.links.length > 0 || footer.logo !== undefined || footer.copyright !== undefined;
    return {
      ...themeConfig,
      navbar: { ...own, items: navbar.items.filter((item) => !isImplicitSearch(item)).map(asConfigItem) },
      footer: drawn ? footer : undefined,
    };
  }, [themeConfig, navbar, footer]);
}
