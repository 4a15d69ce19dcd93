import { z } from 'zod';
import { error, hasErrors, sortDiagnostics, warning, WHOLE_FILE, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { SCHEMA_VERSION, storedManifestSchema, type Manifest, type Site } from '../../contracts/manifest.ts';
import { PARTS_DIR } from '../../contracts/manifest-parts.ts';
import type { SiteConfig } from '../read/config/schema.ts';
import type { SiteLayout } from '../read/layout.ts';
import { docsPrefix } from '../read/docs-prefix.ts';
import { groupKnockOnLinks } from '../check/knock-on-links.ts';
import { applyLinkPolicies, linksToUnrunPlugins } from '../check/link-policy.ts';
import { configHtml, configLinks, configRoute, siteFromConfig, type SiteContext } from '../read/config/site.ts';
import { contentHash } from '../read/hash.ts';
import { blogManifests, feedsOf } from './blog-feeds.ts';
import { siteStylesheets } from './site-css.ts';
import type { RemoteFiles } from './remote-files.ts';
import type { SitePostcss } from '../read/docusaurus/postcss-plugins.ts';
import { installHint } from '../read/site-package.ts';
import { DOC_ITEM_PARTS, DOC_PAGE_PARTS, FOOTER_PARTS, NAVBAR_PARTS } from '../read/docusaurus/swizzled.ts';
import { siteTranslations } from './site-translations.ts';
import { extname, relative, sep } from 'node:path';
import { IMAGE_TYPES } from '../../contracts/content-types.ts';
import { checkLinks, type LinkCache, type LinkResult } from '../check/check.ts';
import { gateUrl, type AssetStore } from '../check/assets.ts';
import { isExternal, siteRoute } from '../check/url-parts.ts';
import { firstPath } from '../plan/docs/sidebar-walk.ts';
import { authorImageAt, resolveAuthorImages } from '../plan/author-images.ts';
import { SEARCH_OPTIONS, type LiveSearchIndex } from './search/index.ts';
import type { PageFiles } from './page-files.ts';
import type { ManifestCheck } from '../check/manifest-check.ts';
import type { SitePlan } from '../plan/plan-site.ts';
import type { PlanEdit } from '../plan/patch-plan.ts';
import type { OutputEntry } from '../write/write-output.ts';
import type { BundleResult, SiteBundler } from '../bundle/bundle.ts';
import type { IslandSource } from '../markdown/types.ts';
import { staticIndex } from './static-index.ts';
import { gateSidebarFiles } from './sidebar-files.ts';
import { gateConfigFiles } from './config-files.ts';
import { siteRedirects, type LocaleRoutes, type RedirectsOutput } from './redirects.ts';

/** Stands in for the build id while the manifest text it is computed from is made. */
const BUILD_ID_SLOT = '__docgate_build_id__';

export type { OutputEntry };

export interface EmitResult {
  entries: OutputEntry[];
  /** files of the build a sink took as they were made (page files, `docgate build`): not in entries */
  streamed?: ReadonlySet<string>;
  diagnostics: Diagnostic[];
  manifest: Manifest | null;
  buildId: string | null;
}

export interface EmitContext {
  config: SiteConfig;
  layout: SiteLayout;
  configFile: string;
  locateConfig: (path: (string | number)[]) => { line: number; column: number };
  /** a config path as the author wrote it (a Docusaurus config's `themeConfig.navbar...`) */
  configPath: (path: (string | number)[]) => (string | number)[];
  contentDir: string;
  assets: AssetStore;
  pageFiles: PageFiles;
  search: LiveSearchIndex;
  /** link results of the last emit, reused for pages whose links cannot have changed */
  links: LinkCache;
  /** diagnostics gathered before planning: config, reading, frontmatter, rendering */
  diagnostics: Diagnostic[];
  /** parses the manifest, skipping parts the last emits parsed; a fresh one parses everything */
  manifestCheck: ManifestCheck;
  /** builds the site bundle of the pages' code pieces; without it (tests in memory) none is made */
  bundler?: SiteBundler;
  /** the plan is the last one patched: each step redoes only its pages when it kept a result for `edit.before` */
  edit?: PlanEdit;
  /** an edit of page bodies that left every code piece as it was: the last bundle stands, unchecked */
  codeUnchanged?: boolean;
  /** the static folders' files (site-relative), published with a bundle for the paths its code computes and fetches */
  staticFiles?: readonly string[];
  /** fetches what the site's stylesheets name on another host (a web font), kept between emits */
  remote: RemoteFiles;
  /** the site's plugins' data, with what those that take the blog's posts made of the plan's; else the layout's */
  globalData?: Record<string, Record<string, unknown>>;
}

let schemaJson: string | null = null;
/** The JSON Schema of manifest.json, generated from the zod schema the code validates with. */
export const manifestJsonSchema = (): string =>
  (schemaJson ??= JSON.stringify(z.toJSONSchema(storedManifestSchema, { target: 'draft-2020-12', unrepresentable: 'any' }), null, 2));

let schemaHashValue: string | null = null;
const schemaHash = (): string => (schemaHashValue ??= contentHash(manifestJsonSchema()));

/** Checks links, resolves assets and turns the plan into output entries, or into diagnostics only. */
export async function emitSite(plan: SitePlan, ctx: EmitContext): Promise<EmitResult> {
  const { config } = ctx;
  // a Docusaurus site may say duplicate routes only warn (onDuplicateRoutes)
  const diagnostics = [...ctx.diagnostics, ...applyLinkPolicies(plan.diagnostics, ctx.layout.links, ['duplicate-route'])];
  // the client redirects' old paths first: a link to one resolves, in the linking page's locale
  const redirects = ctx.layout.redirects ? planRedirects(plan, config, ctx.layout) : null;
  // a redirect to a page a prebuild script or an unrun plugin may make (stryker's cloned docs) warns, as a link to it does
  if (redirects) diagnostics.push(...linksToUnrunPlugins(redirects.diagnostics, ctx.layout.makersNotRun));
  const links = await checkLinks(plan.pages, ctx.contentDir, ctx.assets, config.baseUrl, ctx.links, {
    ...(redirects ? { aliases: { paths: redirects.aliases, key: redirects.file?.path ?? '' } } : {}),
    // Docusaurus checks Markdown images only; a site that builds there must build here
    jsxMediaUnchecked: ctx.layout.kind === 'docusaurus',
    staticDirs: staticDirsOf(ctx.layout),
    trailingSlash: ctx.layout.trailingSlash,
    edit: ctx.edit,
  });
  const linkProblems = [...links.diagnostics, ...brokenConfigLinks(plan, ctx)];
  diagnostics.push(
    ...linksToUnrunPlugins(applyLinkPolicies(linkProblems, ctx.layout.links), ctx.layout.makersNotRun, ctx.layout.remarkPluginsSkipped),
  );
  if (plan.failedPages.length > 0) diagnostics.splice(0, diagnostics.length, ...groupKnockOnLinks(diagnostics, plan.failedPages));

  const staticAssets = new Map<string, { path: string; bytes: Uint8Array }>();
  const { navbar, footer } = config;
  for (const src of [navbar.logo?.src, navbar.logo?.srcDark, footer.logo?.src, footer.logo?.srcDark, config.favicon]) {
    if (!src || isExternal(src)) continue;
    // `/docs/img/logo.svg` under baseUrl `/docs/` is `img/logo.svg`, as Docusaurus' useBaseUrl does not prefix it twice
    const asset = await ctx.assets.loadStatic(siteRoute(src, '/', config.baseUrl));
    if (asset) staticAssets.set(src, asset);
  }
  const sidebarFiles = await gateSidebarFiles(plan.sidebars, (path) => ctx.assets.loadStatic(path));
  const mapped = await mappedSite(plan, config, async () => {
    // images of the config's HTML (a footer's logos) go inside it: the sign-in fetch that brings the chrome brings them
    const inlineImages = await configHtmlImages(config, ctx);
    return siteFromConfig(config, {
      inlineImage: (src) => inlineImages.get(src) ?? null,
      ...navbarTargets(plan),
      staticUrl: (src) => {
        const asset = staticAssets.get(src);
        return asset ? gateUrl(asset) : null;
      },
      locate: ctx.locateConfig,
      fieldPath: ctx.configPath,
      file: ctx.configFile,
      staticDirs: staticDirsOf(ctx.layout),
      makersNotRun: ctx.layout.makersNotRun,
      missingImagesWarn: ctx.layout.kind === 'docusaurus',
    });
  });
  diagnostics.push(...mapped.diagnostics);
  const configFiles = await gateConfigFiles(mapped.site, (path) => ctx.assets.loadStatic(path));
  const configDir = ctx.configFile.slice(0, ctx.configFile.lastIndexOf('/') + 1);
  const postcss = await ctx.layout.postcss?.();
  if (postcss) diagnostics.push(...postcssWarnings(postcss, ctx));
  // the site's stylesheets and its components' CSS go through them alike
  const postcssPlugins = postcss && postcss.plugins.length > 0 ? { postcssPlugins: postcss.plugins } : {};
  const css = await siteStylesheets(config.customCss, {
    ...postcssPlugins,
    assets: ctx.assets,
    siteDir: ctx.contentDir,
    staticDirs: staticDirsOf(ctx.layout),
    file: (abs) => `${configDir}${relative(ctx.contentDir, abs).split(sep).join('/')}`,
    aliases: ctx.layout.aliases,
    remote: ctx.remote,
    // a JSON config locates an entry's `href` in its object, a Docusaurus config by its text
    entryAt: (i) => ({
      file: ctx.configFile,
      at: ctx.locateConfig(typeof config.customCss[i] === 'string' ? ['customCss', i] : ['customCss', i, 'href']),
    }),
  });
  diagnostics.push(...css.diagnostics);
  const avatars = await resolveAuthorImages(plan, ctx.assets);
  for (const src of avatars.missing) {
    const message = `Missing author image '${src}', expected it under ${staticDirsOf(ctx.layout).join(' or ')}/`;
    const authorsFile = `${ctx.configFile.slice(0, ctx.configFile.lastIndexOf('/') + 1)}${ctx.layout.blogs[0].authorsFile ?? 'blog/authors.yml'}`;
    const at = authorImageAt(plan, src, authorsFile);
    // Docusaurus never checks an author's image: the site builds, the avatar shows broken (crawlee's
    // `image_url: ./img/x.webp` stopped its whole build)
    if (ctx.layout.kind === 'docusaurus')
      diagnostics.push(warning('missing-asset', at.file, at, `${message} (shown broken, as Docusaurus would)`));
    else diagnostics.push(error('missing-asset', at.file, at, message));
  }
  if (hasErrors(diagnostics)) return { entries: [], diagnostics: sortDiagnostics(diagnostics), manifest: null, buildId: null };
  // the bundle is built (mostly in Vite's native threads) while this thread makes the page files
  const reused = ctx.codeUnchanged ? ctx.bundler?.reuse() : null;
  const bundling = reused
    ? Promise.resolve(reused)
    : ctx.bundler?.build(
        ...codePieces(plan, links.maps),
        {
          staticDirs: ctx.layout.staticDirs,
          aliases: ctx.layout.aliases ?? {},
          moduleRules: ctx.layout.moduleRules ?? [],
          baseUrl: config.baseUrl,
          ...postcssPlugins,
        },
        {
          theme: themePieces(plan, ctx.layout),
          client: ctx.layout.clientModules,
          globalData: ctx.globalData ?? ctx.layout.globalData,
          codeThemes: ctx.layout.codeThemes,
          metadata: fileMetadata(plan),
        },
      );

  ctx.search.sync(plan.pages, ctx.edit);
  // the search parts go out first, so another thread makes some of them while this one makes the page files
  const searching = ctx.search.toFiles();
  let pages: ReturnType<PageFiles['emit']>;
  try {
    pages = ctx.pageFiles.emit(plan.pages, links.maps, mapped.site.locales, links.edit);
  } catch (error) {
    // a search or bundle left unawaited could reject with nobody listening, which ends the process
    await Promise.all([searching.catch(() => undefined), bundling?.catch(() => undefined)]);
    throw error;
  }
  const { routes: routeList, files, streamed } = pages;
  const search = await searching;
  const bundle = (await bundling) ?? null;
  if (bundle) diagnostics.push(...bundle.diagnostics);
  const statics = bundle?.files
    ? await staticIndex(ctx.staticFiles ?? [], {
        staticDirs: ctx.layout.staticDirs,
        siteDir: ctx.contentDir,
        assets: ctx.assets,
        file: (rel) => `${configDir}${rel}`,
      })
    : null;
  if (statics) diagnostics.push(...statics.diagnostics);
  const sorted = sortDiagnostics(diagnostics);
  const feeds = feedsOf(config, plan, links.maps);

  const entries = new Map<string, OutputEntry>();
  const add = (entry: OutputEntry) => entries.set(entry.path, entry);
  files.forEach(add);
  for (const asset of [
    ...links.assets.values(),
    ...staticAssets.values(),
    ...sidebarFiles.assets,
    ...configFiles.assets,
    ...avatars.emitted,
    ...css.assets,
    ...(statics?.assets ?? []),
  ])
    add({ path: asset.path, content: asset.bytes });
  if (statics?.file) add(statics.file);
  if (redirects?.file) add(redirects.file);
  add(search.head);
  search.parts.forEach(add);
  for (const [path, { content }] of feeds) add({ path, content });
  add({ path: 'manifest.schema.json', content: manifestJsonSchema() });
  bundle?.entries.forEach(add);

  const check = ctx.manifestCheck;
  const manifest = check.parse({
    schemaVersion: SCHEMA_VERSION,
    buildId: BUILD_ID_SLOT,
    site: withLooks(
      configFiles.site,
      css.stylesheets,
      siteTranslations(configFiles.site, ctx.layout.themeTranslations, versionPaths(plan)),
    ),
    versions: plan.versionMeta,
    ...(Object.keys(plan.instanceVersionMeta).length > 0 ? { instanceVersions: plan.instanceVersionMeta } : {}),
    routes: routeList,
    sidebars: sidebarFiles.sidebars,
    ...blogManifests(plan),
    // the head: it lists the index's parts, which the viewer merges (viewer/src/content/search-merge.ts)
    search: { file: search.head.path, options: SEARCH_OPTIONS },
    ...(bundle?.files ? { bundle: bundleFiles(bundle, statics?.file?.path) } : {}),
    ...(redirects?.file ? { redirects: redirects.file.path } : {}),
  } satisfies Manifest);
  // the id covers everything a reader can see: the files (hashed names stand for their content; the
  // feeds and schema are hashed here) and the manifest itself, whose site config, sidebars and blog
  // lists are in no other file
  const stored = check.storedTexts(manifest, (text) => `${PARTS_DIR}/${contentHash(text)}.json`);
  for (const part of stored.parts) add({ path: part.path, content: part.text });
  // a plain sort of strings: the same order as comparing with <, without a call per comparison
  const paths = [...entries.keys(), ...streamed].sort();
  const slotted = stored.root;
  const named = paths.map((path) => (feeds.has(path) ? `${path}:${feeds.get(path)!.hash}` : path));
  const buildId = contentHash(`${named.join('\n')}\n${schemaHash()}\n${slotted}`);
  manifest.buildId = buildId;
  // buildId is the manifest's second key, after a number: the slot's first occurrence is its value
  add({ path: MANIFEST, content: slotted.replace(BUILD_ID_SLOT, buildId) });
  const at = paths.findIndex((path) => path > MANIFEST);
  paths.splice(at === -1 ? paths.length : at, 0, MANIFEST);
  const list = paths.flatMap((path) => entries.get(path) ?? []);
  return { entries: list, ...(streamed.length > 0 ? { streamed: new Set(streamed) } : {}), diagnostics: sorted, manifest, buildId };
}

const MANIFEST = 'manifest.json';

/** The manifest's `bundle`: its files, the theme components it holds, whether it has client modules and the static index, each only when there. */
const bundleFiles = (bundle: BundleResult, index: string | undefined): Manifest['bundle'] => ({
  ...bundle.files!,
  ...(bundle.theme.length > 0 ? { theme: bundle.theme } : {}),
  ...(bundle.client ? { client: true as const } : {}),
  ...(index ? { staticIndex: index } : {}),
});

// by the plan's sidebars, as mappedSites: a body edit keeps every route, so the redirects (createRedirects
// called with every path) stand; watch mode made them again on every save
const plannedRedirects = new WeakMap<SitePlan['sidebars'], { layout: SiteLayout; made: RedirectsOutput }>();

/** The client redirects of the plan's routes, as the last emit of the same plan made them, or anew. */
function planRedirects(plan: SitePlan, config: SiteConfig, layout: SiteLayout): RedirectsOutput {
  const known = plannedRedirects.get(plan.sidebars);
  if (known?.layout === layout) return known.made;
  const made = siteRedirects(localeRoutes(plan, config), layout.redirects!, layout.trailingSlash);
  plannedRedirects.set(plan.sidebars, { layout, made });
  return made;
}

/** Each locale's route paths without its prefix, as the client redirects plugin sees a locale's build. */
function localeRoutes(plan: SitePlan, config: SiteConfig): LocaleRoutes[] {
  const { defaultLocale, locales } = config.i18n;
  return locales.map((code) => {
    const prefix = code === defaultLocale ? '' : `/${code}`;
    const paths = plan.pages.filter((page) => page.route.locale === code).map((page) => page.route.path.slice(prefix.length) || '/');
    return { prefix, paths };
  });
}

/** `<img src>` site paths of the config's HTML -> data: URLs of their files (of the ones that exist). */
async function configHtmlImages(config: SiteConfig, ctx: EmitContext): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const html = configHtml(config);
  if (html.length === 0) return images;
  // the HTML parser loads only for a site with HTML in its config
  const { siteImageSources } = await import('../read/config/sanitize-inline.ts');
  for (const src of html.flatMap(siteImageSources)) {
    const type = IMAGE_TYPES[extname(src.replace(/[?#].*$/, '')).toLowerCase()];
    if (!type || images.has(src)) continue;
    const asset = await ctx.assets.loadStatic(siteRoute(src.replace(/^\.?\/*/, '/'), '/', config.baseUrl));
    if (asset) images.set(src, `data:${type};base64,${Buffer.from(asset.bytes).toString('base64')}`);
  }
  return images;
}

/** Each docs version's path, by how its sidebars' manifest keys begin. */
const versionPaths = (plan: SitePlan): Map<string, string> =>
  new Map([
    ...plan.versionMeta.map((version) => [docsPrefix('default', version.name), version.path] as const),
    ...Object.entries(plan.instanceVersionMeta).flatMap(([id, versions]) =>
      versions.map((version) => [docsPrefix(id, version.name), version.path] as const),
    ),
  ]);

/** The site with its own stylesheets and translations, each left out when there are none. */
const withLooks = (site: Site, stylesheets: string[], translations: Site['translations']): Site => ({
  ...site,
  ...(stylesheets.length > 0 ? { stylesheets } : {}),
  ...(translations ? { translations } : {}),
});

// by the plan's sidebars, as mappedSites: the routes the config's links lead to stand while they do
const configLinkProblems = new WeakMap<SitePlan['sidebars'], { config: SiteConfig; problems: Diagnostic[] }>();

/** The config's links (navbar, footer...) to paths the site has no page at, as the last emit of the same plan found them, or anew. */
function brokenConfigLinks(plan: SitePlan, ctx: EmitContext): Diagnostic[] {
  const { config } = ctx;
  const known = configLinkProblems.get(plan.sidebars);
  if (known?.config === config) return known.problems;
  const problems: Diagnostic[] = [];
  const routes = new Set(plan.pages.map((p) => p.route.path));
  for (const link of configLinks(config)) {
    // a `to` that is no site path at all is reported by siteFromConfig
    const path = configRoute(link.to, config.baseUrl);
    if (path === null || routes.has(path)) continue;
    const message = `${ctx.configPath(link.path).join('.')}: broken link '${link.to}', the site has no page ${path}`;
    problems.push({ ...error('broken-link', ctx.configFile, ctx.locateConfig(link.path), message), targets: [path] });
  }
  configLinkProblems.set(plan.sidebars, { config, problems });
  return problems;
}

type MappedSite = Awaited<ReturnType<typeof siteFromConfig>>;
// by the plan's sidebars, which an edit of a page body keeps (patch-plan.ts) and every other change makes
// anew: the navbar's doc and sidebar targets, the logo and the favicon are then what they were
const mappedSites = new WeakMap<SitePlan['sidebars'], { config: SiteConfig; mapped: MappedSite }>();

/** The site config mapped for the manifest, as the last emit of the same plan mapped it, or anew. */
async function mappedSite(plan: SitePlan, config: SiteConfig, map: () => Promise<MappedSite>): Promise<MappedSite> {
  const known = mappedSites.get(plan.sidebars);
  if (known?.config === config) return known.mapped;
  const mapped = await map();
  mappedSites.set(plan.sidebars, { config, mapped });
  return mapped;
}

/**
 * Every island of the site's pages (once each), with the page's URL rewrites of what it holds, and every
 * React page: what the site bundle holds.
 */
function codePieces(plan: SitePlan, maps: LinkResult['maps']): [IslandSource[], { key: string; file: string }[]] {
  const islands = new Map<string, IslandSource>();
  const pages: { key: string; file: string }[] = [];
  for (const page of plan.pages) {
    const map = page.source ? maps.get(page.source) : undefined;
    for (const island of page.source?.output?.islands ?? []) islands.set(island.id, withUrls(island, map));
    if (page.data.kind === 'page' && page.data.component && page.origin) pages.push({ key: page.data.component, file: page.origin.file });
  }
  return [[...islands.values()], pages];
}

/**
 * The metadata of each doc and post file, as Docusaurus' content plugins hand it to its MDX loader, which
 * exports it: site code that requires the file reads it (TCL's `<Card item={require('./x.md')} />` links a
 * doc by `item.metadata.id` and `.title`).
 */
function fileMetadata(plan: SitePlan): Record<string, Record<string, unknown>> {
  const metadata: Record<string, Record<string, unknown>> = {};
  for (const { source, data, route } of plan.pages) {
    if (!source) continue;
    const tags = 'tags' in data ? data.tags.map(({ label, permalink }) => ({ label, permalink })) : [];
    if (data.kind === 'doc')
      metadata[source.contentRel] = {
        id: data.docId,
        title: data.title,
        description: data.description,
        source: `@site/${source.contentRel}`,
        permalink: route.path,
        version: data.version,
        sidebar: data.sidebar ?? undefined,
        tags,
      };
    if (data.kind === 'blogPost')
      metadata[source.contentRel] = { title: data.title, description: data.description, permalink: route.path, date: data.date, tags };
  }
  return metadata;
}

/**
 * An island with the rewrites of the URLs its piece holds: a Markdown image or `.md` link inside a site
 * component's children (openebs' `<TwoColumn>` icons, `![](../assets/x.svg)`) leads where the page's own do.
 */
function withUrls(island: IslandSource, map: Map<string, string> | undefined): IslandSource {
  if (!map || island.jsx) return island;
  const urls = [...map].filter(([url]) => island.piece.includes(url));
  return urls.length > 0 ? { ...island, urls: Object.fromEntries(urls) } : island;
}

/**
 * The theme components the bundle holds as the site has them: its `DocCardList` (swizzled, or the theme's
 * around its swizzled `DocCard`) when a generated index page draws cards, as Docusaurus draws them with it;
 * its `CodeBlock`, which draws the pages' code blocks; its MDXComponents (or parts) drawing their links and images.
 */
function themePieces(plan: SitePlan, layout: SiteLayout): string[] {
  const cards = layout.ownThemeModules?.includes('@theme/DocCardList') && plan.pages.some((page) => page.data.kind === 'docCategoryIndex');
  // a footer and a navbar (whole or their parts), a Root around the whole site and a Layout around each
  // page: on every page; the site's 404 page (its NotFound, else its NotFound/Content in
  // docgate's), on any path without one
  const own = (name: string) => layout.ownThemeModules?.includes(`@theme/${name}`) ?? false;
  const everyPage = ['Footer', ...FOOTER_PARTS, 'Root', 'Layout', 'Navbar', ...NAVBAR_PARTS].filter(own);
  // the code blocks of every page: the viewer loads the bundle for it on a page that has one
  const codeBlock = own('CodeBlock') ? ['CodeBlock'] : [];
  const notFound = ['NotFound', 'NotFound/Content'].find(own);
  // the parts of a doc's page the site drew its own way (DocItem/Layout...), where there are docs
  const docs = plan.pages.some((page) => page.data.kind === 'doc');
  const docItem = docs ? [...DOC_ITEM_PARTS.map((part) => `DocItem/${part}`), ...DOC_PAGE_PARTS].filter(own) : [];
  // a post's footer the site drew its own way (comments under each post), where there are posts
  const posts = plan.pages.some((page) => page.data.kind === 'blogPost');
  const postFooter = posts ? ['BlogPostItem', 'BlogPostItem/Footer'].filter(own) : [];
  // the TOC column beside docs and posts
  const toc = (docs || posts) && own('TOC') ? ['TOC'] : [];
  // the site's MDXComponents and parts that draw the pages' links and images
  const markdown = layout.markdownElementPieces ?? [];
  return [
    ...(cards ? ['DocCardList'] : []),
    ...everyPage,
    ...codeBlock,
    ...markdown,
    ...docItem,
    ...postFooter,
    ...toc,
    ...(notFound ? [notFound] : []),
  ];
}

/**
 * Where navbar `docSidebar` and `doc` items lead: the first page of each sidebar and each doc's path, in
 * the version each docs instance serves at its route base; a second instance's are keyed `<id>/<sidebar>`
 * and `<id>::<doc>`.
 */
function navbarTargets(plan: SitePlan): Pick<SiteContext, 'sidebarStarts' | 'docPaths'> {
  const sidebarStarts = new Map<string, string>();
  const docPaths = new Map<string, string>();
  for (const version of plan.versions) {
    if (!version.isLast) continue;
    const prefix = version.instance === 'default' ? '' : `${version.instance}/`;
    for (const sidebar of version.sidebars) {
      const start = firstPath(sidebar.built.items) ?? version.mainDoc?.path;
      if (version.mainDoc && start) sidebarStarts.set(`${prefix}${sidebar.id}`, start);
    }
    const key = (id: string) => (version.instance === 'default' ? id : `${version.instance}::${id}`);
    for (const doc of version.docs) docPaths.set(key(doc.id), doc.path);
    // a generated index is a doc to Docusaurus' navbar, its id its slug (react-native-ui-lib's `/category/basic`)
    for (const sidebar of version.sidebars)
      for (const index of sidebar.built.generatedIndexes) if (!docPaths.has(key(index.slug))) docPaths.set(key(index.slug), index.path);
  }
  return { sidebarStarts, docPaths };
}

/** The folders `/img/x.png` is looked up in, as the author names them. */
const staticDirsOf = (layout: SiteLayout): string[] => (layout.kind === 'native' ? ['content/static'] : layout.staticDirs);

/** What of the PostCSS plugins the site's plugins add is left out: a package not installed, a hook that threw. */
function postcssWarnings(
  postcss: SitePostcss,
  ctx: Pick<EmitContext, 'configFile' | 'contentDir' | 'locateConfig' | 'configPath'>,
): Diagnostic[] {
  const missing = postcss.missing.map((name) => {
    const message = `'${name}' is not installed, so the PostCSS plugin the site's plugins add with it is left out and the site's stylesheets go without it (Tailwind's classes style nothing); ${installHint(ctx.contentDir)}`;
    return warning('config', ctx.configFile, WHOLE_FILE, message);
  });
  const failed = postcss.failed.map(({ name, path, reason }) => {
    const message = `${ctx.configPath(path).join('.')}: plugin '${name}' failed to give its PostCSS plugins (${reason}), so the site's stylesheets go without them`;
    return warning('config', ctx.configFile, ctx.locateConfig(path), message);
  });
  return [...missing, ...failed];
}
