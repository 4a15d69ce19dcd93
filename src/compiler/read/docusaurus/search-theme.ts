import { isRecord, type OtherPlugin } from './plugins.ts';
import { swizzledSearchBar } from './swizzled.ts';

// A search theme's or plugin's package: Algolia's, the local search themes (@easyops-cn, @cmfcmf), lunr's,
// Typesense's, Orama's
const SEARCH_PACKAGE = /search|lunr|typesense|orama/i;

/**
 * Whether the site has a search bar where Docusaurus draws one without a `{ type: 'search' }` item: its
 * navbar then puts `@theme/SearchBar` at the right end of the bar. It has one with `themeConfig.algolia`
 * (the classic preset adds Algolia's theme for it), a search theme or plugin among `others` (the config's
 * plugins and themes that are not content plugins, plugins.ts sortPlugins), or a SearchBar of its own.
 */
export function hasSearchBar(config: Record<string, unknown>, others: OtherPlugin[], siteDir: string): boolean {
  if (isRecord(config.themeConfig) && isRecord(config.themeConfig.algolia)) return true;
  return others.some((other) => other.type !== 'preset' && SEARCH_PACKAGE.test(other.name)) || swizzledSearchBar(siteDir);
}
