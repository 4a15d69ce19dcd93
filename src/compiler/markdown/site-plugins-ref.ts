/** Where a render thread finds a content plugin's remark and rehype plugins. */
export interface SitePluginsRef {
  /** absolute path of the docusaurus.config.* that lists them */
  configFile: string;
  /** which content plugin's lists: `docs:<id>`, `blog:<id>` or `pages:<id>` */
  scope: string;
  /** changes when the config or the plugins' code changes, so cached pages are rendered again */
  fingerprint: string;
}
