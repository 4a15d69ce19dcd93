/** Where a render thread finds a Docusaurus site's Prism languages, for code shiki has no grammar for. */
export interface SitePrismRef {
  /** absolute path of the docusaurus.config.* (the site's module imports it as `@generated/docusaurus.config`) */
  configFile: string;
  /** absolute path of the site's swizzled src/theme/prism-include-languages, when it has one that runs */
  file?: string;
  /** themeConfig.prism.additionalLanguages */
  additionalLanguages: string[];
  /** changes when the languages change (the module, what it requires, the list), so cached pages are rendered again */
  fingerprint: string;
}
