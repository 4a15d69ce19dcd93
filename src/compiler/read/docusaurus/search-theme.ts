import { isRecord, type OtherPlugin } from './plugins.ts';
import { swizzledSearchBar } from './swizzled.ts';

// A search theme's or plugin's package: Algolia's, the local search themes (@easyops-cn, @cmfcmf), lunr's,
// Typesense's, Orama's
const SEARCH_PACKAGE = /search|lunr|typesense|orama/i;
// the ones whose search bar is a button opening a dialog: Typesense's theme is DocSearch's, Orama's a button
const BUTTON_PACKAGE = /typesense|orama/i;

/** How a site's search bar looks in its navbar: DocSearch's compact button, or a search box. */
export type SearchBarLook = 'button' | 'box';

/**
 * The search bar the site's navbar draws, where Docusaurus draws one without a `{ type: 'search' }` item too:
 * its navbar then puts `@theme/SearchBar` at the right end of the bar. It has one with `themeConfig.algolia`
 * (the classic preset adds Algolia's theme for it: DocSearch's button), a search theme or plugin among `others`
 * (the config's plugins and themes that are not content plugins, plugins.ts sortPlugins; the local search
 * themes draw a box, @easyops-cn's and lunr's Infima's `navbar__search-input`), or a SearchBar of its own.
 * Undefined: none.
 */
export function searchBarOf(config: Record<string, unknown>, others: OtherPlugin[], siteDir: string): SearchBarLook | undefined {
  if (isRecord(config.themeConfig) && isRecord(config.themeConfig.algolia)) return 'button';
  const theme = others.find((other) => other.type !== 'preset' && SEARCH_PACKAGE.test(other.name));
  if (theme) return BUTTON_PACKAGE.test(theme.name) ? 'button' : 'box';
  return swizzledSearchBar(siteDir) ? 'box' : undefined;
}
