import { isRecord, sortPlugins } from './plugins.ts';
import { swizzledSearchBar } from './swizzled.ts';

// A search theme's or plugin's package: Algolia's, the local search themes (@easyops-cn, @cmfcmf), lunr's,
// Typesense's, Orama's
const SEARCH_PACKAGE = /search|lunr|typesense|orama/i;

/**
 * Whether the site has a search bar where Docusaurus draws one without a `{ type: 'search' }` item: its
 * navbar then puts `@theme/SearchBar` at the right end of the bar. It has one with `themeConfig.algolia`
 * (the classic preset adds Algolia's theme for it), a search theme or plugin, or a SearchBar of its own.
 */
export function hasSearchBar(config: Record<string, unknown>, siteDir: string): boolean {
  if (isRecord(config.themeConfig) && isRecord(config.themeConfig.algolia)) return true;
  const { others } = sortPlugins(config);
  return others.some((other) => other.type !== 'preset' && SEARCH_PACKAGE.test(other.name)) || swizzledSearchBar(siteDir);
}
