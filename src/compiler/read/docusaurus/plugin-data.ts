import { isAbsolute, join, relative } from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { BlogStandIn, type BlogPosts } from './blog-stand-in.ts';
import type { Findings } from './findings.ts';
import { isLoaded, loadModule } from './load-module.ts';
import { callPlugin, isRecord, localModuleFile, type OtherPlugin, sortPlugins } from './plugins.ts';
import { pluginRoute, type PluginRoute } from './plugin-routes.ts';
import { installHint, resolveFromSite } from '../site-package.ts';
import { packageOf } from './stub.ts';

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
  /** the data of the plugins that take the blog's posts, made once the posts are planned */
  postsData?: PostsData;
}

/** Runs the plugins that take the blog's posts on these posts: every plugin's data with what they set, and warnings. */
export type PostsData = (posts: BlogPosts) => Promise<{ data: GlobalData; diagnostics: Diagnostic[] }>;

/**
 * The global data and pages the site's plugins make, each plugin's loadContent and contentLoaded run once.
 * A plugin that throws is a warning at its entry. Those that take the blog's posts (blog-stand-in.ts) are
 * made now and run later, in postsData.
 */
export async function sitePluginData(config: Record<string, unknown>, siteDir: string, findings: Findings): Promise<SitePlugins> {
  const data: GlobalData = {};
  const routes: PluginRoute[] = [];
  const ran = new Set<string>();
  const later: PostsPlugin[] = [];
  const { others } = sortPlugins(config, siteDir);
  for (const plugin of others) {
    if (plugin.type !== 'plugin') continue;
    if (plugin.readAs) {
      await wrapperContent(plugin, siteDir, config, findings);
      continue;
    }
    try {
      const standIn = plugin.takesPostsOf ? new BlogStandIn(siteDir) : null;
      const missing: string[] = [];
      const made = await pluginObject(plugin, siteDir, config, standIn ? { [plugin.takesPostsOf!]: standIn.module } : {}, missing);
      if (!isRecord(made) || (typeof made.loadContent !== 'function' && typeof made.contentLoaded !== 'function')) continue;
      if (standIn) {
        later.push({ plugin, made, standIn });
        if (madeOnlyData(made)) ran.add(JSON.stringify(plugin.path));
        continue;
      }
      const hooks = await runHooks(made, plugin, siteDir, config);
      if (hooks.gave) noteMissingImports(plugin, missing, siteDir, findings);
      mergeData(data, hooks.data);
      routes.push(...hooks.pages);
      if (hooks.gave && !hooks.more && madeOnlyData(made)) ran.add(JSON.stringify(plugin.path));
    } catch (error) {
      findings.warn(plugin.path, failedMessage(plugin, error), plugin.name);
    }
  }
  return { data, routes, ran, ...(later.length > 0 ? { postsData: postsData(later, data, siteDir, config, findings) } : {}) };
}

/** A plugin's instance id, as Docusaurus keys its data. */
const instanceId = (plugin: OtherPlugin): string => (typeof plugin.options?.id === 'string' ? plugin.options.id : 'default');

/**
 * The packages a plugin's module imports that are not installed: it ran on empty stand-ins of them, so what
 * it gives site code may be a stand-in's (radon-ide's changelog plugin: `globSync(...)` of a missing `glob`
 * gave a string where its component maps an array), where Docusaurus' build would stop.
 */
function noteMissingImports(plugin: OtherPlugin, missing: string[], siteDir: string, findings: Findings): void {
  const packages = [...new Set(missing.filter((name) => !name.startsWith('.') && !isAbsolute(name)).map(packageOf))];
  if (packages.length === 0) return;
  const named = packages.map((name) => `'${name}'`).join(', ');
  findings.warn(
    plugin.path,
    `plugin '${plugin.name}' imports ${named}, not installed: docgate ran it with an empty stand-in for ${packages.length > 1 ? 'each' : 'it'}, so the data it gives site code (usePluginData) may be missing or wrong; ${installHint(siteDir)}`,
    plugin.name,
  );
}

const failedMessage = (plugin: OtherPlugin, error: unknown): string =>
  `plugin '${plugin.name}' failed as docgate ran it for its data (${firstLine(error)}): site code reading it (usePluginData) gets none`;

interface PostsPlugin {
  plugin: OtherPlugin;
  made: Record<string, unknown>;
  standIn: BlogStandIn;
}

/**
 * The plugins that take the blog's posts, run on each plan's posts, as Docusaurus runs them on the folder
 * they name: loadContent and contentLoaded again, on the same plugin object (a post edited in watch mode
 * gives new data). A folder that is none of the site's blogs gives no posts, and a warning.
 */
function postsData(
  later: PostsPlugin[],
  loaded: GlobalData,
  siteDir: string,
  config: Record<string, unknown>,
  findings: Findings,
): PostsData {
  return async (posts) => {
    const data: GlobalData = { ...loaded };
    const diagnostics: Diagnostic[] = [];
    for (const { plugin, made, standIn } of later) {
      standIn.feed(posts);
      try {
        mergeData(data, (await runHooks(made, plugin, siteDir, config)).data);
      } catch (error) {
        diagnostics.push(findings.warning(plugin.path, failedMessage(plugin, error), plugin.name));
      }
      for (const folder of standIn.unknown) {
        const message = `plugin '${plugin.name}' reads the posts of '${relative(siteDir, folder)}', which is no blog folder docgate builds (a blog's, or its translation's in a locale built): site code reading them gets none`;
        diagnostics.push(findings.warning(plugin.path, message, plugin.name));
      }
    }
    return { data, diagnostics };
  };
}

const mergeData = (into: GlobalData, from: GlobalData): void => {
  for (const [name, instances] of Object.entries(from)) into[name] = { ...into[name], ...instances };
};

/** What a plugin's loadContent and contentLoaded make, run as Docusaurus runs them. */
async function runHooks(made: Record<string, unknown>, plugin: OtherPlugin, siteDir: string, config: Record<string, unknown>) {
  const name = typeof made.name === 'string' ? made.name : plugin.name;
  const id = instanceId(plugin);
  const data: GlobalData = {};
  // it gave data or a page docgate makes
  let gave = false;
  let more = false;
  // its pages count once its hooks have all run
  const pages: PluginRoute[] = [];
  const actions = {
    setGlobalData: (value: unknown) => {
      // as JSON, as Docusaurus writes it for the browser (a date its string, a function left out)
      data[name] = { [id]: JSON.parse(JSON.stringify(value) ?? 'null') };
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
  return { data, pages, gave, more };
}

// what a plugin may do beside its data, which docgate does not run
const HOOKS_BESIDE_DATA = ['configureWebpack', 'injectHtmlTags', 'getClientModules', 'postBuild', 'getThemePath', 'configurePostCss'];
const madeOnlyData = (made: Record<string, unknown>): boolean => HOOKS_BESIDE_DATA.every((hook) => typeof made[hook] !== 'function');

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

/**
 * The plugin's object: its function (given, or its local module's, its imports of `modules` given those)
 * called as Docusaurus calls it; null without one.
 */
async function pluginObject(
  plugin: OtherPlugin,
  siteDir: string,
  config: Record<string, unknown>,
  modules: Record<string, unknown> = {},
  missing: string[] = [],
): Promise<unknown> {
  const fn = plugin.fn ?? (await localPlugin(plugin, siteDir, modules, missing));
  return fn ? withTimeout(Promise.resolve(callPlugin(fn, plugin.path, siteDir, config, plugin.options)), 'the plugin') : null;
}

const firstLine = (error: unknown): string => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));

async function localPlugin(
  plugin: OtherPlugin,
  siteDir: string,
  modules: Record<string, unknown>,
  missing: string[],
): Promise<((...args: unknown[]) => unknown) | null> {
  const file = localModuleFile(plugin.name, siteDir);
  if (!file) return null;
  const loaded = await loadModule(file, { modules });
  missing.push(...loaded.missing);
  return isLoaded(loaded) && typeof loaded.value === 'function' ? (loaded.value as (...args: unknown[]) => unknown) : null;
}
