import type { SidebarItemsGenerator } from '../../plan/docs/sidebar-generator.ts';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { docusaurusAtLeast } from './core-version.ts';
import type { BlogLayout, DocsInstance, PagesInstance, SiteLayout, SidebarsSource } from '../layout.ts';
import { blogWords, type DocusaurusSetup } from './map-config.ts';
import type { BlogOptions } from './config-schema.ts';
import { cssFilesOf } from '../config/schema.ts';
import { classifyDocusaurus, excluded, pluginDir, type SiteFolders } from './classify.ts';
import { isMarkdown } from '../classify.ts';
import { globMatcher } from './glob-match.ts';
import { scopeOf } from './plugins.ts';
import { FILES as TRANSLATION_FILES, type ThemeTranslations } from './theme-translations.ts';
import { readMdxComponents } from './mdx-components.ts';
import type { SitePrism } from './prism-include-languages.ts';

/** A folder option (`./docs`, `/abs/site/docs`) relative to the site folder, or null when it is outside it. */
export function siteRelative(siteDir: string, path: string): string | null {
  const rel = relative(siteDir, resolve(siteDir, path)).split(sep).join('/');
  return rel.startsWith('..') || isAbsolute(rel) ? null : rel;
}

/** The translation files of a locale that the theme reads (navbar, footer, code.json, sidebar labels, blog options). */
export const THEME_TRANSLATION_FILES = Object.values(TRANSLATION_FILES);

/** `/docs/` -> `docs`, `/` -> '' */
const trimSlashes = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** A Docusaurus site's layout from its mapped config and each docs instance's loaded sidebars. */
export function docusaurusLayout(
  setup: DocusaurusSetup,
  ctx: {
    siteDir: string;
    configFile: string;
    sidebars: Map<string, { source: SidebarsSource; file: string | null }>;
    /** per locale but the default, its translation files */
    translations?: Record<string, ThemeTranslations>;
    /** `@theme/X` the site swizzled whose imports are its own code (swizzled.ts ownThemeModules) */
    ownTheme?: string[];
    /** the site's Prism languages (prism-include-languages.ts) */
    prism?: SitePrism | null;
  },
): SiteLayout {
  const { siteDir } = ctx;
  // a folder outside the site folder (a monorepo's `../docs`) is read too: the compiler globs it besides
  const outside = new Set<string>();
  const folder = (path: string): string => {
    const rel = relative(siteDir, resolve(siteDir, path)).split(sep).join('/');
    if (rel.startsWith('..')) outside.add(rel);
    return rel;
  };
  /** include and exclude patterns as a test, Docusaurus' defaults for what is unset */
  const contentFilter = (
    include: string[] | undefined,
    exclude: string[] | undefined,
    byDefault: (sub: string) => boolean = isMarkdown,
  ): ((sub: string) => boolean) | undefined => {
    if (!include && !exclude) return undefined;
    const included = include ? globMatcher(include) : byDefault;
    const excludedBy = exclude ? globMatcher(exclude) : excluded;
    return (sub) => included(sub) && !excludedBy(sub);
  };
  const i18nFolder = setup.i18nDir.replace(/^\.\/+|\/+$/g, '');
  const docs = setup.docs.map(({ options, path: optionsPath }): DocsInstance => {
    const prefix = (name: string) => (options.id === 'default' ? name : `${options.id}_${name}`);
    const versioned = !options.disableVersioning;
    return {
      id: options.id,
      path: folder(options.path),
      routeBasePath: trimSlashes(options.routeBasePath),
      versionsFile: prefix('versions.json'),
      versionedDocsDir: prefix('versioned_docs'),
      versionedSidebarsDir: prefix('versioned_sidebars'),
      sidebars: ctx.sidebars.get(options.id)?.source ?? { type: 'none' },
      lastVersion: options.lastVersion ?? null,
      includeCurrentVersion: options.includeCurrentVersion,
      onlyIncludeVersions: versioned ? (options.onlyIncludeVersions ?? null) : ['current'],
      versionOptions: options.versions,
      optionsPath,
      editUrl: (options.editUrl as DocsInstance['editUrl']) ?? null,
      editCurrentVersion: options.editCurrentVersion,
      editLocalized: options.editLocalizedFiles ? { i18nDir: i18nFolder, pluginDir: pluginDir('docs', options.id) } : null,
      lastUpdate: { time: options.showLastUpdateTime, author: options.showLastUpdateAuthor },
      // as Docusaurus' options check: a sidebar whose categories cannot collapse shows them open
      sidebarDefaults: { collapsible: options.sidebarCollapsible, collapsed: options.sidebarCollapsible && options.sidebarCollapsed },
      ...(typeof options.sidebarItemsGenerator === 'function'
        ? { sidebarItemsGenerator: options.sidebarItemsGenerator as SidebarItemsGenerator }
        : {}),
      breadcrumbs: options.breadcrumbs,
      sidebarForUnlisted: false,
      tags: {
        basePath: trimSlashes(options.tagsBasePath),
        file: options.tags === false || options.tags === null ? null : (options.tags ?? 'tags.yml'),
        warnInline: options.onInlineTags !== 'ignore',
      },
      mainDoc: 'docusaurus',
    };
  });
  const blogs = setup.blogs.map(({ options }) => blogLayout(options, folder(options.path), siteDir, i18nFolder));
  const pages = setup.pages.map(
    ({ options }): PagesInstance => ({
      id: options.id,
      path: folder(options.path),
      routeBasePath: trimSlashes(options.routeBasePath),
      editUrl: (options.editUrl as PagesInstance['editUrl']) ?? null,
      editLocalized: options.editLocalizedFiles ? { i18nDir: i18nFolder, pluginDir: pluginDir('pages', options.id) } : null,
      lastUpdate: { time: options.showLastUpdateTime, author: options.showLastUpdateAuthor },
    }),
  );
  const folders: SiteFolders = {
    docs: docs.map((instance, i) => {
      const { include, exclude } = setup.docs[i]!.options;
      return { ...instance, tagsFile: instance.tags?.file ?? null, isDoc: contentFilter(include, exclude) };
    }),
    blogs: blogs.map((blog, i) => {
      const { include, exclude } = setup.blogs[i]!.options;
      return { ...blog, isPost: contentFilter(include, exclude) };
    }),
    pages: pages.map((instance, i) => {
      const { include, exclude } = setup.pages[i]!.options;
      // the pages plugin's default include holds React pages too
      return { ...instance, isPage: contentFilter(include, exclude, (sub) => isMarkdown(sub) || /\.[jt]sx?$/.test(sub)) };
    }),
    i18nDir: setup.i18nDir,
    localeFolders: setup.localeFolders,
  };
  // a custom stylesheet and the theme's translation files are read when the site is emitted: a change to
  // one builds again as a change to the config does
  const locales = setup.input.i18n?.locales ?? [];
  // each docs instance's current.json, made or not, and every version file found
  const themeFiles = locales.flatMap((locale) =>
    [
      ...THEME_TRANSLATION_FILES,
      ...docs.map((instance) => `${pluginDir('docs', instance.id)}/current.json`),
      ...blogs.flatMap((blog) => (blog.id === 'default' ? [] : [`${pluginDir('blog', blog.id)}/options.json`])),
    ].map((file) => `${i18nFolder}/${setup.localeFolders[locale] ?? locale}/${file}`),
  );
  themeFiles.push(...Object.values(ctx.translations ?? {}).flatMap((translations) => translations.docsFiles));
  const mdxComponents = readMdxComponents(siteDir);
  const ownTheme = ctx.ownTheme ?? [];
  // a swizzled CodeBlock draws each code block from the props its HTML carries; a page's `<CodeBlock>` of
  // `@theme/CodeBlock` stays the compiler's block as a fence is (not an island showing its bare text first)
  // so does a `pre` or `code` of its MDXComponents, which Docusaurus draws a fenced block with
  const drawsBlocks = mdxComponents?.options.markdownElements?.some((tag) => tag === 'pre' || tag === 'code') ?? false;
  const codeBlockProps = ownTheme.includes('@theme/CodeBlock') || drawsBlocks;
  const pageOwnTheme = ownTheme.filter((name) => name !== '@theme/CodeBlock');
  const configFiles = new Set([
    ctx.configFile,
    // what it gives pages is read with the site: a change builds again
    ...(mdxComponents?.file ? [mdxComponents.file] : []),
    ...(ctx.prism?.files ?? []),
    ...[...ctx.sidebars.values()].flatMap((s) => (s.file ? [s.file] : [])),
    ...cssFilesOf(setup.input.customCss ?? []).flatMap((path) => siteRelative(siteDir, path) ?? []),
    ...themeFiles,
  ]);
  return {
    kind: 'docusaurus',
    ...(ownTheme.length > 0 ? { ownThemeModules: ownTheme } : {}),
    ...(mdxComponents && mdxComponents.pieces.length > 0 ? { markdownElementPieces: mdxComponents.pieces } : {}),
    configFiles,
    outside: [...outside],
    classify: (rel) => classifyDocusaurus(rel, folders),
    docs,
    // a site whose blog is off has the main blog's layout, without posts
    blogs: blogs.length > 0 ? (blogs as SiteLayout['blogs']) : [blogLayout(undefined, 'blog', siteDir, i18nFolder)],
    pages,
    staticDirs: setup.staticDirs.flatMap((dir) => siteRelative(siteDir, dir) ?? []),
    links: setup.links,
    trailingSlash: setup.trailingSlash,
    makersNotRun: setup.makersNotRun,
    ...(setup.remarkPluginsSkipped.length > 0 ? { remarkPluginsSkipped: setup.remarkPluginsSkipped } : {}),
    ...(Object.keys(setup.aliases).length > 0 ? { aliases: setup.aliases } : {}),
    ...(setup.clientModules.length > 0 ? { clientModules: setup.clientModules } : {}),
    ...(Object.keys(setup.globalData).length > 0 ? { globalData: setup.globalData } : {}),
    ...(setup.codeThemes ? { codeThemes: setup.codeThemes } : {}),
    ...(setup.postsData ? { postsData: setup.postsData } : {}),
    ...(setup.redirects ? { redirects: setup.redirects } : {}),
    ...(setup.pluginRoutes.length > 0 ? { pluginPages: setup.pluginRoutes } : {}),
    ...(setup.moduleRules.length > 0 ? { moduleRules: setup.moduleRules } : {}),
    ...(setup.postcss ? { postcss: setup.postcss } : {}),
    themeTranslations: ctx.translations ?? {},
    ...(setup.preprocessor ? { preprocess: preprocessWith(setup.preprocessor) } : {}),
    ...(setup.parseFrontMatter ? { parseFrontMatter: setup.parseFrontMatter } : {}),
    markdown: (kind) => {
      const scope = scopeOf({
        kind: kind.type === 'doc' ? 'docs' : kind.type === 'post' ? 'blog' : 'pages',
        id: kind.instance ?? 'default',
      });
      const found = setup.markdown.get(scope);
      // a translated page's <Translate id> and translate({id}) take their locale's code.json messages
      const code = kind.locale ? ctx.translations?.[kind.locale]?.code : undefined;
      // raw HTML in a CommonMark page renders, sanitized, as Docusaurus renders it
      return {
        ...found,
        ...mdxComponents?.options,
        ...(pageOwnTheme.length > 0 ? { ownThemeModules: pageOwnTheme } : {}),
        ...(kind.type === 'doc' && docs.find((d) => d.id === (kind.instance ?? 'default'))?.sidebarItemsGenerator
          ? { keepFrontmatter: true }
          : {}),
        ...(codeBlockProps ? { codeBlockProps } : {}),
        ...(ctx.prism ? { prism: ctx.prism.ref } : {}),
        ...(code && Object.keys(code).length > 0 ? { messages: code } : {}),
        ...(setup.makersNotRun.length > 0 ? { makersNotRun: setup.makersNotRun } : {}),
        rawHtml: true,
      };
    },
  };
}

/** A blog plugin instance's layout from its options (Docusaurus' defaults without them); `path` relative to the site folder. */
function blogLayout(options: BlogOptions | undefined, path: string, siteDir: string, i18nFolder: string): BlogLayout {
  const inBlog = (file: string | false | null | undefined, fallback: string | null): string | null =>
    file === false || file === null ? null : (siteRelative(siteDir, resolve(siteDir, path, file ?? fallback ?? '')) ?? null);
  return {
    id: options?.id ?? 'default',
    options: blogWords(options),
    path,
    routeBasePath: trimSlashes(options?.routeBasePath ?? 'blog'),
    tagsBasePath: trimSlashes(options?.tagsBasePath ?? 'tags'),
    // null turns the archive page off, as Docusaurus documents it (Azure/AKS' blog)
    archiveBasePath: options?.archiveBasePath === null ? null : trimSlashes(options?.archiveBasePath ?? 'archive'),
    authorsBasePath: trimSlashes(options?.authorsBasePath ?? 'authors'),
    pageBasePath: trimSlashes(options?.pageBasePath ?? 'page'),
    // Docusaurus 3.10 numbers an author's later pages as the blog's (facebook/docusaurus#11577); 3.0-3.9
    // under `authors/` (jellyfin's /posts/authors/<key>/authors/2)
    authorPageBasePath: docusaurusAtLeast(siteDir, 3, 10)
      ? trimSlashes(options?.pageBasePath ?? 'page')
      : trimSlashes(options?.authorsBasePath ?? 'authors'),
    authorsFile: options ? inBlog(options.authorsMapPath, null) : null,
    tagsFile: options ? inBlog(options.tags, 'tags.yml') : null,
    dateUrls: true,
    requireDate: false,
    naming: {
      type: 'docusaurus',
      warnInlineTags: options?.onInlineTags !== 'ignore',
      warnInlineAuthors: options?.onInlineAuthors !== 'ignore',
    },
    editUrl: (options?.editUrl as DocsInstance['editUrl']) ?? null,
    editLocalized: options?.editLocalizedFiles ? { i18nDir: i18nFolder, pluginDir: pluginDir('blog', options.id) } : null,
  };
}

/** A Docusaurus config's markdown.preprocessor as the layout runs it: text in, text out, or a clear error. */
function preprocessWith(preprocessor: NonNullable<DocusaurusSetup['preprocessor']>): (file: string, text: string) => string {
  return (file, text) => {
    const result = preprocessor({ filePath: file, fileContent: text });
    if (typeof result !== 'string')
      throw new Error(`it gave ${result === null ? 'null' : typeof result}, expected the file's text as a string`);
    return result;
  };
}
