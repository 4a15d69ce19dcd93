import { callPlugin, isRecord, type OtherPlugin } from './plugins.ts';
import { stubName } from './stub.ts';

// The PostCSS plugins a Docusaurus site's own plugins add with `configurePostCss` (Tailwind's recipe:
// `async function tailwindPlugin() { return { configurePostCss(options) { options.plugins.push(require('tailwindcss')) ... } } }`).
// Docusaurus runs every stylesheet through them, its customCss and its components' CSS; so does docgate.

export interface SitePostcss {
  /** the plugins, in the order the site's plugins add them */
  plugins: unknown[];
  /** packages the plugins would be that are not installed: left out */
  missing: string[];
  /** a plugin whose configurePostCss threw: its name, where it is in the config, and why */
  failed: { name: string; path: OtherPlugin['path']; reason: string }[];
}

// only a plugin whose code names the hook is called: the others do their work in hooks docgate does not run
const NAMES_HOOK = /\bconfigurePostCss\b/;

// the hooks by which a plugin adds to the site itself, which docgate does not run
const SITE_HOOKS =
  /\b(?:loadContent|contentLoaded|allContentLoaded|postBuild|postStart|injectHtmlTags|getClientModules|getThemePath|getTypeScriptThemePath|configureWebpack|translateContent|translateThemeConfig)\b/;

/**
 * Whether an inline plugin's code names configurePostCss and no hook that adds to the site: what it
 * does, docgate does (an async one is only called when the stylesheets are made, so its code is read here).
 */
export const onlyAddsPostcss = (fn: unknown): boolean =>
  typeof fn === 'function' && NAMES_HOOK.test(String(fn)) && !SITE_HOOKS.test(String(fn));

/** Whether any of the site's inline plugins may add PostCSS plugins. */
export const addsPostcss = (others: OtherPlugin[]): boolean => others.some((plugin) => plugin.fn && NAMES_HOOK.test(String(plugin.fn)));

/** Calls each inline plugin that names configurePostCss as Docusaurus does, and collects what it adds. */
export async function sitePostcssPlugins(
  others: OtherPlugin[],
  siteDir: string,
  siteConfig: Record<string, unknown>,
): Promise<SitePostcss> {
  const result: SitePostcss = { plugins: [], missing: [], failed: [] };
  for (const plugin of others) {
    if (!plugin.fn || !NAMES_HOOK.test(String(plugin.fn))) continue;
    try {
      const made: unknown = await callPlugin(plugin.fn, plugin.path, siteDir, siteConfig, plugin.options);
      if (!isRecord(made) || typeof made.configurePostCss !== 'function') continue;
      // Docusaurus passes its own options (autoprefixer, which only adds prefixes old browsers need)
      const options = { ident: 'postcss', plugins: [] as unknown[] };
      const returned: unknown = made.configurePostCss(options);
      const list = isRecord(returned) && Array.isArray(returned.plugins) ? returned.plugins : options.plugins;
      for (const entry of list) {
        const missing = stubName(entry);
        if (missing !== null) {
          if (!result.missing.includes(missing)) result.missing.push(missing);
        } else if (entry) result.plugins.push(entry);
      }
    } catch (error) {
      // `require('tailwindcss')` inside the hook, run now, of a package the site has not installed
      const absent = /Cannot find (?:module|package) '((?:@[^/']+\/)?[^/']+)/.exec(error instanceof Error ? error.message : '')?.[1];
      if (absent && !absent.startsWith('.')) {
        if (!result.missing.includes(absent)) result.missing.push(absent);
        continue;
      }
      result.failed.push({
        name: plugin.name,
        path: plugin.path,
        reason: error instanceof Error ? error.message.split('\n')[0]! : String(error),
      });
    }
  }
  return result;
}
