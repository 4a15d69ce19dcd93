import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { z } from 'zod';
import type { SiteConfigInput } from '../config/schema.ts';
import { issueDiagnostics } from '../../diagnostics/zod-issues.ts';
import { pluginMaker } from '../../diagnostics/unrun-plugins.ts';
import type { LinkPolicy, SiteLayout } from '../layout.ts';
import type { SiteMarkdownOptions } from '../../markdown/types.ts';
import { magicCommentsSchema } from '../../markdown/magic-comments.ts';
import type { ParseFrontMatter } from '../site-frontmatter.ts';
import {
  admonitionsOption,
  blogOptionsSchema,
  docsOptionsSchema,
  docusaurusConfigSchema,
  pagesOptionsSchema,
  type BlogOptions,
  type DocsOptions,
  type DocusaurusConfig,
  type PagesOptions,
} from './config-schema.ts';
import type { FieldPath, Findings } from './findings.ts';
import { notePlugins } from './plugin-notes.ts';
import { webpackAliases, type ModuleRule } from './webpack-aliases.ts';
import { addsPostcss, sitePostcssPlugins, type SitePostcss } from './postcss-plugins.ts';
import { isRecord, pluginEntry, scopeOf, sortPlugins, type ContentPlugin } from './plugins.ts';
import { installHint } from '../site-package.ts';
import { stubName } from './stub.ts';
import { customConverters, isNpm2yarn, npm2yarnOptions } from './npm2yarn-entry.ts';
import { mapThemeConfig } from './theme-config.ts';
import { prismThemes } from './prism-themes.ts';
import type { PrismThemes } from '../../../contracts/prism-theme.ts';
import { swizzledComponentTypes } from './swizzled.ts';
import { searchBarOf } from './search-theme.ts';
import { plainData } from '../config/plain-data.ts';
import { clientModulesOf } from './client-modules.ts';
import { clientRedirects, type RedirectOptions } from './client-redirects.ts';
import type { GlobalData, PostsData, SitePlugins } from './plugin-data.ts';
import type { PluginRoute } from './plugin-routes.ts';
import { configStylesheets, customCssOf, linkedStylesheet, stylesheetLinkHref, type StaticPlace } from './custom-css.ts';
import { docusaurusAtLeast } from './core-version.ts';
import { once } from '../../once.ts';

/** The config file: its absolute path and text, and the site folder. */
export interface ConfigSource {
  file: string;
  text: string | null;
  siteDir: string;
}

/** A Docusaurus config read into docgate's site config and what the layout is made from. */
export interface DocusaurusSetup {
  input: SiteConfigInput;
  docs: { options: DocsOptions; path: FieldPath }[];
  /** the blog plugin instances, the main one (`default`, else the first) first; none when the blog is off */
  blogs: { options: BlogOptions; path: FieldPath }[];
  /** the pages plugin instances, the main one (`default`, else the first) first; none when pages are off */
  pages: { options: PagesOptions; path: FieldPath }[];
  links: SiteLayout['links'];
  trailingSlash: boolean | undefined;
  /** what the site runs that docgate does not and that may make files (SiteLayout.makersNotRun) */
  makersNotRun: string[];
  /** the remark plugins of content plugins that are not installed, which may rewrite links */
  remarkPluginsSkipped: string[];
  /** import aliases of site code, absolute (docusaurus-plugin-module-alias) */
  aliases: Record<string, string>;
  /** how site code imports some files, from inline plugins' webpack rules (raw-loader, yaml-loader) */
  moduleRules: ModuleRule[];
  /** the config's clientModules that are scripts, absolute: run from the site bundle on every page */
  clientModules: string[];
  /** what the site's plugins set for its pages to read (usePluginData) */
  globalData: GlobalData;
  /** the site's Prism themes (undefined: docgate's colours), which its pages' code and its code's <CodeBlock> take */
  codeThemes?: PrismThemes;
  /** what the plugins that take the blog's posts set, made from the planned posts */
  postsData?: PostsData;
  /** routes the site's plugins add whose component is a site file: React pages from the site bundle */
  pluginRoutes: PluginRoute[];
  /** the PostCSS plugins the site's plugins add (configurePostCss), collected when first asked */
  postcss?: () => Promise<SitePostcss>;
  staticDirs: string[];
  i18nDir: string;
  /** each locale's folder under i18nDir where it is not the locale's name (i18n.localeConfigs.<locale>.path) */
  localeFolders: Record<string, string>;
  /** per content plugin scope (`docs:default`): admonition keywords and plugins for its pages */
  markdown: Map<string, SiteMarkdownOptions>;
  /** the client redirects plugin's options, when the site has it */
  redirects?: RedirectOptions;
  /** markdown.preprocessor: the site's function from a Markdown file's text to the text that is compiled */
  preprocessor?: (args: { filePath: string; fileContent: string }) => unknown;
  /** markdown.parseFrontMatter: the site's reader of a file's frontmatter, over docgate's as its default */
  parseFrontMatter?: ParseFrontMatter;
}

// Docusaurus' default admonition keywords (mdx-loader's remark/admonitions)
const DEFAULT_KEYWORDS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/** `log` reports without failing, as `warn` does here. */
const policyOf = (value: string | undefined, fallback: LinkPolicy): LinkPolicy =>
  value === undefined ? fallback : value === 'log' ? 'warn' : (value as LinkPolicy);

/**
 * Validates with a schema, reporting each issue at its Docusaurus field path (a union says what each of
 * its forms expected); a field is where its value is written in the file. Null when invalid.
 */
function check<S extends z.ZodType>(schema: S, value: unknown, path: FieldPath, findings: Findings): z.output<S> | null {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const diagnostics = issueDiagnostics(result.error.issues, {
    file: findings.file,
    rule: 'config',
    heading: path.length > 0 ? `${path.join('.')}.` : '',
    locate: (at) => findings.locate([...path, ...at], valueAt(value, at)),
  });
  findings.diagnostics.push(...diagnostics);
  return null;
}

/** The value at a path of a plain object, if any. */
function valueAt(value: unknown, path: FieldPath): unknown {
  let at = value;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

/**
 * A docs instance whose folder is not there (a git submodule not checked out, openfeature's): Docusaurus stops
 * on it; here its links then fail as links to pages some plugin might make, so the folder is named.
 */
function noteMissingDocsFolder(plugin: ContentPlugin, options: DocsOptions, siteDir: string, findings: Findings): void {
  if (options.includeCurrentVersion === false) return;
  const folder = options.path ?? 'docs';
  if (existsSync(resolve(siteDir, folder))) return;
  findings.warn(
    [...plugin.path, 'path'],
    `docs folder '${folder}' of docs instance '${plugin.id}' does not exist, so it has no pages (Docusaurus stops on it); a git submodule or a script may make it`,
    folder,
  );
}

/** A blog whose posts' folder is set and not there: a changelog its wrapper plugin writes as it loads (HAMi's). */
function noteMissingBlogFolder(plugin: ContentPlugin, siteDir: string, findings: Findings): void {
  const folder = plugin.options.path;
  if (typeof folder !== 'string' || existsSync(resolve(siteDir, folder))) return;
  findings.warn(
    [...plugin.path, 'path'],
    `blog folder '${folder}' of blog '${plugin.id}' does not exist, so it has no posts; a script, or the plugin's own code docgate does not run, may make it`,
    folder,
  );
}

/** Maps a loaded Docusaurus config onto docgate's; every problem is in `findings`, null when the config is unusable. */
export function mapDocusaurusConfig(
  value: unknown,
  source: ConfigSource,
  findings: Findings,
  /** what the site's plugins set for its pages and the pages they add (plugin-data.ts), and the plugins that make nothing else */
  plugins: SitePlugins = { data: {}, routes: [], ran: new Set() },
): DocusaurusSetup | null {
  const config = check(docusaurusConfigSchema, value, [], findings);
  if (!config) return null;
  const sorted = sortPlugins(config as Record<string, unknown>, source.siteDir);
  const { content } = sorted;
  // a local plugin by its path in the site (`./plugins/changelog/index.js`, written `require.resolve(...)`):
  // messages name it so, and moving the project does not change the pages' render keys
  const others = sorted.others.map((plugin) =>
    isAbsolute(plugin.name) ? { ...plugin, name: `./${relative(source.siteDir, plugin.name)}` } : plugin,
  );
  // plugins read rather than run (their webpack aliases) are no loss
  const { aliases, rules: moduleRules, read } = webpackAliases(others, source.siteDir, config as Record<string, unknown>);
  // the client redirects plugin's redirects, which docgate makes itself
  const redirects = clientRedirects(others, findings);
  if (redirects) read.add(redirects.plugin);
  // a plugin docgate ran for its data, which is all it makes, is no loss
  const makersNotRun = notePlugins(
    others.filter((plugin) => !plugins.ran.has(JSON.stringify(plugin.path))),
    findings,
    read,
  ).map(pluginMaker);
  const baseUrl = `/${config.baseUrl}/`.replace(/\/+/g, '/');
  const staticPlace = { siteDir: source.siteDir, baseUrl, staticDirs: config.staticDirectories };
  noteConfigKeys(config, staticPlace, findings);

  const docs: DocusaurusSetup['docs'] = [];
  const blogs: DocusaurusSetup['blogs'] = [];
  const pages: DocusaurusSetup['pages'] = [];
  const markdown = new Map<string, SiteMarkdownOptions>();
  const remarkPluginsSkipped: string[] = [];
  const v4 = config.future?.v4;
  // `v4: true` holds mdx1CompatDisabledByDefault from Docusaurus 3.10 on (a 3.9 site keeps its HTML comments)
  const mdx1Off =
    (v4 === true && docusaurusAtLeast(source.siteDir, 3, 10)) || (typeof v4 === 'object' && v4.mdx1CompatDisabledByDefault === true);
  // the site's code colours: every content plugin's pages, and site code's <CodeBlock> and usePrismTheme
  const codeThemes = prismThemes(config.themeConfig, findings);
  for (const plugin of content) {
    const options = readOptions(plugin, findings);
    if (!options) continue;
    const own = markdownOptions(plugin, options, config, source, findings, mdx1Off, remarkPluginsSkipped);
    markdown.set(scopeOf(plugin), codeThemes ? { ...own, codeThemes } : own);
    if (plugin.kind === 'docs') {
      docs.push({ options: options as DocsOptions, path: plugin.path });
      noteMissingDocsFolder(plugin, options as DocsOptions, source.siteDir, findings);
    } else if (plugin.kind === 'blog') {
      noteMissingBlogFolder(plugin, source.siteDir, findings);
      // each instance is a blog of its own (a changelog beside the blog)
      addInstance(blogs, { options: options as BlogOptions, path: plugin.path }, plugin, 'blog', findings, makersNotRun);
    } else {
      // each instance builds its own folder at its route base (a landing section beside src/pages)
      addInstance(pages, { options: options as PagesOptions, path: plugin.path }, plugin, 'pages plugin', findings, makersNotRun);
    }
  }
  // the default instances first: the manifest's versions and the navbar's doc links are its, and its blog is the manifest's `blog`
  const defaultFirst = (a: { options: { id: string } }, b: { options: { id: string } }) =>
    a.options.id === 'default' ? -1 : b.options.id === 'default' ? 1 : 0;
  docs.sort(defaultFirst);
  blogs.sort(defaultFirst);
  pages.sort(defaultFirst);

  const i18n = config.i18n;
  const theme = mapThemeConfig(config.themeConfig, findings, {
    customTypes: swizzledComponentTypes(source.siteDir),
    searchBar: searchBarOf(config as Record<string, unknown>, others, source.siteDir),
  });
  const linked = configStylesheets(config as Record<string, unknown>, staticPlace);
  if (linked.katexMissing !== null)
    findings.warn(
      ['stylesheets', linked.katexMissing],
      `KaTeX's stylesheet ('katex') is not installed, so math shows unstyled; ${installHint(source.siteDir)}`,
    );
  for (const i of linked.unread)
    findings.warn(
      ['stylesheets', i],
      "is not loaded: expected a stylesheet of another site (http:, https:) or a file of the site's static folders; docgate applies the site's customCss",
    );
  const themeCss = customCssOf(config as Record<string, unknown>);
  // the package's own warning says how to install it
  for (const css of themeCss.notInstalled)
    findings.warn(css.path, `stylesheet '${css.name}' is left out: its package is not installed, so its rules do not apply`);
  const client = clientModulesOf(config.clientModules, source.siteDir, findings);
  // `stylesheets` first, as Docusaurus links them before the theme's CSS; the site's client modules last
  const customCss = [...linked.entries, ...themeCss.paths, ...client.css];
  const input: SiteConfigInput = {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/+$/, ''),
    baseUrl,
    ...(config.favicon !== undefined ? { favicon: config.favicon } : {}),
    ...(config.titleDelimiter !== undefined ? { titleDelimiter: config.titleDelimiter } : {}),
    ...(i18n
      ? {
          i18n: {
            defaultLocale: i18n.defaultLocale,
            locales: i18n.locales,
            localeConfigs: Object.fromEntries(
              Object.entries(i18n.localeConfigs).map(([code, c]) => [
                code,
                { ...(c.label ? { label: c.label } : {}), ...(c.direction ? { direction: c.direction } : {}) },
              ]),
            ),
          },
        }
      : {}),
    ...theme,
    ...(customCss.length > 0 ? { customCss } : {}),
    ...(config.customFields ? { customFields: plainData(config.customFields) as Record<string, unknown> } : {}),
    // what a site's code may read of its config (as Docusaurus serializes it for the browser): data only
    siteConfig: plainData(config) as Record<string, unknown>,
    docs: {
      sidebarId: 'defaultSidebar',
      versions: Object.fromEntries(
        Object.entries(docs[0]?.options.versions ?? {}).flatMap(([name, v]) => (v.label ? [[name, { label: v.label }]] : [])),
      ),
    },
    blog: blogWords(blogs[0]?.options),
    markdown: { format: config.markdown.format },
  };
  const hooks = config.markdown.hooks;
  const markdownLinks = typeof hooks?.onBrokenMarkdownLinks === 'string' ? hooks.onBrokenMarkdownLinks : undefined;
  if (typeof hooks?.onBrokenMarkdownLinks === 'function')
    findings.warn(['markdown', 'hooks', 'onBrokenMarkdownLinks'], 'a function is not run: broken Markdown links are warnings');
  const images = hooks?.onBrokenMarkdownImages;
  if (typeof images === 'function')
    findings.warn(['markdown', 'hooks', 'onBrokenMarkdownImages'], 'a function is not run: a missing Markdown image fails the build');
  return {
    input,
    docs,
    blogs,
    pages,
    links: {
      brokenLinks: policyOf(config.onBrokenLinks, 'throw'),
      brokenMarkdownLinks: policyOf(config.onBrokenMarkdownLinks ?? markdownLinks, 'warn'),
      brokenMarkdownImages: policyOf(typeof images === 'string' ? images : undefined, 'throw'),
      brokenAnchors: policyOf(config.onBrokenAnchors, 'warn'),
      duplicateRoutes: policyOf(config.onDuplicateRoutes, 'warn'),
    },
    staticDirs: config.staticDirectories,
    trailingSlash: config.trailingSlash,
    makersNotRun,
    remarkPluginsSkipped,
    aliases,
    moduleRules,
    clientModules: client.scripts,
    globalData: plugins.data,
    ...(codeThemes ? { codeThemes } : {}),
    ...(plugins.postsData ? { postsData: plugins.postsData } : {}),
    ...(redirects ? { redirects: redirects.options } : {}),
    pluginRoutes: plugins.routes,
    i18nDir: i18n?.path ?? 'i18n',
    localeFolders: Object.fromEntries(
      Object.entries(i18n?.localeConfigs ?? {}).flatMap(([code, c]) => (c.path !== undefined && c.path !== code ? [[code, c.path]] : [])),
    ),
    markdown,
    ...(config.markdown.preprocessor ? { preprocessor: config.markdown.preprocessor as NonNullable<DocusaurusSetup['preprocessor']> } : {}),
    ...(config.markdown.parseFrontMatter ? { parseFrontMatter: config.markdown.parseFrontMatter as ParseFrontMatter } : {}),
    ...(addsPostcss(others) ? { postcss: once(() => sitePostcssPlugins(others, source.siteDir, config as Record<string, unknown>)) } : {}),
  };
}

/** Adds a blog or pages instance; a second one of the same id (which stops Docusaurus) is not built, with a warning. */
function addInstance<T extends { options: { id: string } }>(
  list: T[],
  instance: T,
  plugin: ContentPlugin,
  what: 'blog' | 'pages plugin',
  findings: Findings,
  makersNotRun: string[],
): void {
  if (!list.some((other) => other.options.id === instance.options.id)) {
    list.push(instance);
    return;
  }
  findings.warn(plugin.path, `a second ${what} with the id '${plugin.id}' is not built: give each ${what} its own id`, plugin.id);
  makersNotRun.push(pluginMaker(`@docusaurus/plugin-content-${plugin.kind} (id: ${plugin.id})`));
}

/** A blog instance's title, description, paging and recent posts list as docgate's config words them (Docusaurus' defaults without one). */
export function blogWords(options: BlogOptions | undefined): Required<NonNullable<SiteConfigInput['blog']>> {
  const postsPerPage = options?.postsPerPage;
  return {
    title: options?.blogTitle ?? 'Blog',
    description: options?.blogDescription ?? 'Blog',
    // `ALL` puts every post on the first page
    postsPerPage: postsPerPage === 'ALL' ? Number.MAX_SAFE_INTEGER : (postsPerPage ?? 10),
    sidebarTitle: options?.blogSidebarTitle ?? 'Recent posts',
    sidebarCount: options?.blogSidebarCount ?? 5,
    showReadingTime: options?.showReadingTime ?? true,
  };
}

/** A content plugin's options, validated; what docgate cannot honour is a warning at its field. */
function readOptions(plugin: ContentPlugin, findings: Findings): DocsOptions | BlogOptions | PagesOptions | null {
  const schema = plugin.kind === 'docs' ? docsOptionsSchema : plugin.kind === 'blog' ? blogOptionsSchema : pagesOptionsSchema;
  const options = check(schema, plugin.options, plugin.path, findings);
  if (!options) return null;
  const unread = (key: string, consequence: string) => {
    if (options[key as keyof typeof options] !== undefined) findings.warn([...plugin.path, key], `is not read: ${consequence}`);
  };
  if (plugin.kind === 'docs') {
    unread('numberPrefixParser', 'number prefixes like 01- are parsed the default way');
  }
  // the viewer draws a Markdown page as the theme's MDXPage does
  if (plugin.kind === 'pages' && (options as PagesOptions).mdxPageComponent !== '@theme/MDXPage')
    findings.warn([...plugin.path, 'mdxPageComponent'], 'is not used: Markdown pages are drawn as @theme/MDXPage draws them');
  return options;
}

/**
 * A content plugin's rendering options: its admonition keywords, and, when it lists remark or rehype
 * plugins, where a render thread finds them (the config file) and a fingerprint of them for the cache.
 * A plugin whose package is not installed is skipped with a warning.
 */
function markdownOptions(
  plugin: ContentPlugin,
  options: DocsOptions | BlogOptions | PagesOptions,
  config: DocusaurusConfig,
  source: ConfigSource,
  findings: Findings,
  /** the site's Docusaurus turns MDX 1's HTML comments off (future.v4) */
  mdx1Off: boolean,
  /** where the remark plugins that are not installed are named */
  remarkPluginsSkipped: string[],
): SiteMarkdownOptions {
  const result: SiteMarkdownOptions = {};
  if (config.markdown.mdx1Compat?.comments ?? !mdx1Off) result.mdx1Comments = true;
  if (config.markdown.anchors?.maintainCase) result.maintainCase = true;
  const theme = isRecord(config.themeConfig) ? config.themeConfig : {};
  const prism = isRecord(theme.prism) ? theme.prism : null;
  if (typeof prism?.defaultLanguage === 'string' && prism.defaultLanguage !== '') result.defaultCodeLanguage = prism.defaultLanguage;
  // (theme-config.ts reports a malformed list with its field path)
  const magicComments = magicCommentsSchema.safeParse(prism?.magicComments).data;
  if (magicComments) result.magicComments = magicComments;
  if (config.markdown.mermaid === true) result.mermaid = true;
  const admonitions = options.admonitions ?? (admonitionsOption.safeParse(config.markdown.admonitions).data as typeof options.admonitions);
  if (admonitions === false) result.admonitions = { keywords: [] };
  else if (typeof admonitions === 'object')
    result.admonitions = { keywords: admonitions.extendDefaults ? [...DEFAULT_KEYWORDS, ...admonitions.keywords] : admonitions.keywords };
  const lists = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
  const code: string[] = [];
  // npm2yarn's fences are tabs only where the plugin is listed, synced with its option (default false)
  result.npm2yarn = false;
  for (const list of lists) {
    options[list].forEach((entry, i) => {
      // (an ES module's namespace, as a require() of one gives it, is its default export)
      const fn = pluginEntry(entry)?.fn ?? (Array.isArray(entry) ? entry[0] : entry);
      // docgate makes npm2yarn's tabs itself (markdown/npm2yarn.ts), installed or not: nothing is missing
      if (list === 'remarkPlugins' && isNpm2yarn(fn, source.siteDir)) {
        result.npm2yarn = npm2yarnOptions(entry);
        // a custom converter is a function a render thread takes from the config, as the site's plugins
        for (const [name, convert] of Object.entries(customConverters(entry))) code.push(`npm2yarn:${name}:${String(convert)}`);
        return;
      }
      const missing = stubName(fn);
      if (missing !== null) {
        const kind = list.toLowerCase().includes('remark') ? 'remark' : 'rehype';
        if (kind === 'remark' && !remarkPluginsSkipped.includes(missing)) remarkPluginsSkipped.push(missing);
        // its own key: the same package named as a preset or plugin docgate does not run says nothing of
        // the pages' plugins it also gives; its note as a missing package is this one
        findings.mark(`package:${missing}`);
        findings.warnOnce(
          `markdown-plugin:${missing}`,
          [...plugin.path, list, i],
          `'${missing}' is not installed, so the ${kind} plugin it provides is skipped and what it adds to pages is missing; ${installHint(source.siteDir)}`,
          missing,
        );
      } else if (typeof fn === 'function')
        code.push(`${list}:${String(fn)}:${JSON.stringify(Array.isArray(entry) ? (entry[1] ?? null) : null)}`);
      else findings.error([...plugin.path, list, i], 'expected a remark or rehype plugin (a function, or [function, options])');
    });
  }
  if (code.length > 0) {
    const fingerprint = createHash('sha256')
      .update(source.text ?? '')
      .update(code.join('\n'))
      .digest('hex')
      .slice(0, 16);
    result.plugins = { configFile: source.file, scope: scopeOf(plugin), fingerprint };
  }
  return result;
}

// `<link rel>`s that only ask the browser to connect or fetch early: nothing of the page
const HINTS = new Set(['preconnect', 'dns-prefetch', 'preload', 'prefetch', 'modulepreload']);

/** Warns about top-level settings that would change what readers get but that docgate does not read. */
function noteConfigKeys(config: DocusaurusConfig, place: StaticPlace, findings: Findings): void {
  if (config.scripts.length > 0)
    findings.warn(
      ['scripts'],
      "are not loaded: the viewer runs only the site's own code (its components and clientModules) from the gated bundle",
    );
  // a gated page's head holds the viewer's own tags: a site's scripts or favicons said, as its `scripts` are;
  // meta tags (a search engine's verification, theme-color: MyEMS) and hints to connect early change nothing a
  // reader sees, and a stylesheet of another host is fetched and applied, one of the static folders read (configStylesheets)
  const tagName = (tag: unknown) => String((tag as { tagName?: unknown } | null)?.tagName ?? '').toLowerCase();
  const rel = (tag: unknown) => String((tag as { attributes?: { rel?: unknown } } | null)?.attributes?.rel ?? '').toLowerCase();
  const unused = config.headTags.filter((tag) => {
    if (tagName(tag) === 'meta' || HINTS.has(rel(tag))) return false;
    const sheet = stylesheetLinkHref(tag);
    return sheet === undefined || !linkedStylesheet(sheet, place);
  });
  if (unused.length > 0)
    findings.warn(['headTags'], 'are not added to the pages: a script, icon or stylesheet of the built site they name does not apply');
}
