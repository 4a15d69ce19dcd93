import type { Manifest } from '../../../src/contracts/manifest.ts';

/** Whether the manifest is a Docusaurus site's (it carries the site's config): drawn in Infima's and theme-classic's looks. */
export const isDocusaurusSite = (manifest: Manifest): boolean => manifest.site.siteConfig !== undefined;
