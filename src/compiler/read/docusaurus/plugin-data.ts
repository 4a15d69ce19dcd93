import { join } from 'node:path';
import type { Findings } from './findings.ts';
import { isLoaded, loadModule } from './load-module.ts';
import { callPlugin, isRecord, localModuleFile, type OtherPlugin, sortPlugins } from './plugins.ts';
import { pluginRoute, type PluginRoute } from './plugin-routes.ts';
import { resolveFromSite } from '../site-package.ts';

// A site's own plugin that makes data for its pages: its `loadContent` reads something (files, a list) and
// its `contentLoaded` hands it to `actions.setGlobalData`, which site code reads with `usePluginData`
// (a segment catalog, a list of release notes). docgate runs those two hooks as Docusaurus does while it
// loads the config, and the data goes out inside the gated site bundle. A route it adds whose component is a
// site file is a page drawn from the bundle (plugin-routes.ts); a plugin that adds other routes or files is
// run for its data alone, and what else it makes stays missing (plugin-notes.ts says so).

/** Plugin name -> instance id -> the data it set, as JSON. */
export type GlobalData = Record<string, Record<string, unknown>>;

// a plugin whose hooks never settle (a fetch on a closed network) does not hold the build up
const HOOK_TIMEOUT_MS = 10_000;

const withTimeout = <T>(work: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not finish in ${HOOK_TIMEOUT_MS / 1000} s`)), HOOK_TIMEOUT_MS).unref(),
    ),
  ]);

/** What the site's plugins made as docgate ran them: their data, their pages, and which of them made nothing more. */
export interface SitePlugins {
  data: GlobalData;
  /** routes they add whose component is a site file, in the order added */
  routes: PluginRoute[];
  /** the field paths of the plugins that made data or such pages and nothing more (no warning that they are not run) */
  ran: Set<string>;
}

/**
 * The global data and pages the site's plugins make, each plugin's loadContent and contentLoaded run once.
 * A plugin that throws is a warning at its entry.
 */
export async function sitePluginData(config: Record<string, unknown>, siteDir: string, findings: Findings): Promise<SitePlugins> {
  const data: GlobalData = {};
  const routes: PluginRoute[] = [];
  const ran = new Set<string>();
  const { others } = sortPlugins(config, siteDir);
  for (const plugin of others) {
    if (plugin.type !== 'plugin') continue;
    if (plugin.readAs) {
      await wrapperContent(plugin, siteDir, config, findings);
      continue;
    }
    try {
      const made = await pluginObject(plugin, siteDir, config);
      if (!isRecord(made) || (typeof made.loadContent !== 'function' && typeof made.contentLoaded !== 'function')) continue;
      const name = typeof made.name === 'string' ? made.name : plugin.name;
      const id = typeof plugin.options?.id === 'string' ? plugin.options.id : 'default';
      // it gave data or a page docgate makes
      let gave = false;
      let more = false;
      // its pages count once its hooks have all run
      const pages: PluginRoute[] = [];
      const actions = {
        setGlobalData: (value: unknown) => {
          // as JSON, as Docusaurus writes it for the browser (a date its string, a function left out)
          data[name] = { ...data[name], [id]: JSON.parse(JSON.stringify(value) ?? 'null') };
          gave = true;
        },
        // a route of a site component is a page from the bundle; one fed by data modules docgate does not make
        addRoute: (route: unknown) => {
          const page = pluginRoute(route, siteDir, config.baseUrl);
          if (page) pages.push(page);
          else more = true;
          gave = true;
        },
        createData: async (file: string) => {
          more = true;
          return join(siteDir, '.docusaurus', name, file);
        },
      };
      const content =
        typeof made.loadContent === 'function' ? await withTimeout(Promise.resolve(made.loadContent()), 'loadContent') : undefined;
      if (typeof made.contentLoaded === 'function')
        await withTimeout(Promise.resolve(made.contentLoaded({ content, actions, allContent: {} })), 'contentLoaded');
      routes.push(...pages);
      if (gave && !more && HOOKS_BESIDE_DATA.every((hook) => typeof made[hook] !== 'function')) ran.add(JSON.stringify(plugin.path));
    } catch (error) {
      findings.warn(
        plugin.path,
        `plugin '${plugin.name}' failed as docgate ran it for its data (${firstLine(error)}): site code reading it (usePluginData) gets none`,
        plugin.name,
      );
    }
  }
  return { data, routes, ran };
}

// what a plugin may do beside its data, which docgate does not run
const HOOKS_BESIDE_DATA = ['configureWebpack', 'injectHtmlTags', 'getClientModules', 'postBuild', 'getThemePath', 'configurePostCss'];

/**
 * A local plugin wrapping a content plugin, which docgate reads as that plugin, may make the folder it hands
 * it first, in its loadContent (telegram-bot-sdk's changelog writes its posts from CHANGELOG.md there): with
 * the wrapped plugin installed, as a site's build has it, that loadContent runs, as Docusaurus runs it
 * before it reads the folder. Without it the wrapper's code could not run: its posts stay missing, as the
 * note of the folder says.
 */
async function wrapperContent(plugin: OtherPlugin, siteDir: string, config: Record<string, unknown>, findings: Findings): Promise<void> {
  if (!plugin.readAs?.startsWith('@docusaurus/plugin-content-') || resolveFromSite(siteDir, plugin.readAs) === null) return;
  try {
    const made = await pluginObject(plugin, siteDir, config);
    if (isRecord(made) && typeof made.loadContent === 'function') await withTimeout(Promise.resolve(made.loadContent()), 'loadContent');
  } catch (error) {
    findings.warn(
      plugin.path,
      `plugin '${plugin.name}' failed as its loadContent ran (${firstLine(error)}): the files it makes first are missing`,
      plugin.name,
    );
  }
}

/** The plugin's object: its function (given, or its local module's) called as Docusaurus calls it; null without one. */
async function pluginObject(plugin: OtherPlugin, siteDir: string, config: Record<string, unknown>): Promise<unknown> {
  const fn = plugin.fn ?? (await localPlugin(plugin, siteDir));
  return fn ? withTimeout(Promise.resolve(callPlugin(fn, plugin.path, siteDir, config, plugin.options)), 'the plugin') : null;
}

const firstLine = (error: unknown): string => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));

async function localPlugin(plugin: OtherPlugin, siteDir: string): Promise<((...args: unknown[]) => unknown) | null> {
  const file = localModuleFile(plugin.name, siteDir);
  if (!file) return null;
  const loaded = await loadModule(file);
  return isLoaded(loaded) && typeof loaded.value === 'function' ? (loaded.value as (...args: unknown[]) => unknown) : null;
}
