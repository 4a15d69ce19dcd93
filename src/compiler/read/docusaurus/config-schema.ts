import { z } from 'zod';
import { versionBanner } from '../config/schema.ts';

// The parts of a Docusaurus config docgate reads, as Docusaurus validates them (core's configValidation
// and the content plugins' options); every other key is let through untouched.

const policy = z.enum(['ignore', 'log', 'warn', 'throw']);
const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a function');

export const docusaurusConfigSchema = z.looseObject({
  title: z.string(),
  tagline: z.string().default(''),
  url: z.string(),
  baseUrl: z.string(),
  favicon: z.string().optional(),
  titleDelimiter: z.string().optional(),
  customFields: z.record(z.string(), z.unknown()).optional(),
  i18n: z
    .looseObject({
      defaultLocale: z.string(),
      locales: z.array(z.string()).min(1),
      path: z.string().default('i18n'),
      localeConfigs: z
        .record(
          z.string(),
          z.looseObject({ label: z.string().optional(), direction: z.enum(['ltr', 'rtl']).optional(), path: z.string().optional() }),
        )
        .default({}),
    })
    .optional(),
  trailingSlash: z.boolean().optional(),
  onBrokenLinks: policy.default('throw'),
  onBrokenAnchors: policy.default('warn'),
  onBrokenMarkdownLinks: policy.optional(),
  onDuplicateRoutes: policy.default('warn'),
  staticDirectories: z.array(z.string()).default(['static']),
  presets: z.array(z.unknown()).default([]),
  plugins: z.array(z.unknown()).default([]),
  themes: z.array(z.unknown()).default([]),
  themeConfig: z.unknown().optional(),
  clientModules: z.array(z.unknown()).default([]),
  scripts: z.array(z.unknown()).default([]),
  stylesheets: z.array(z.unknown()).default([]),
  headTags: z.array(z.unknown()).default([]),
  // `v4: true` (or v4.mdx1CompatDisabledByDefault) turns MDX 1 compatibility off
  future: z
    .looseObject({ v4: z.union([z.boolean(), z.looseObject({ mdx1CompatDisabledByDefault: z.boolean().optional() })]).optional() })
    .optional(),
  markdown: z
    .looseObject({
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      mermaid: z.boolean().optional(),
      preprocessor: fn.optional(),
      parseFrontMatter: fn.optional(),
      anchors: z.looseObject({ maintainCase: z.boolean().optional() }).optional(),
      mdx1Compat: z.looseObject({ comments: z.boolean().optional() }).optional(),
      // not a Docusaurus key (admonitions are a content plugin option), read for the sites that set it here
      admonitions: z.unknown().optional(),
      hooks: z
        .looseObject({ onBrokenMarkdownLinks: z.union([policy, fn]).optional(), onBrokenMarkdownImages: z.union([policy, fn]).optional() })
        .optional(),
    })
    .default({ format: 'mdx' }),
});

export type DocusaurusConfig = z.output<typeof docusaurusConfigSchema>;

const remarkList = z.array(z.unknown()).default([]);

const editUrl = z.union([z.string(), fn]).optional();

/** `admonitions: true | false | { keywords, extendDefaults }` of the docs, blog and pages plugins. */
export const admonitionsOption = z.union([
  z.boolean(),
  z.looseObject({ keywords: z.array(z.string()).default([]), extendDefaults: z.boolean().default(true) }),
]);

const markdownOptions = {
  remarkPlugins: remarkList,
  rehypePlugins: remarkList,
  beforeDefaultRemarkPlugins: remarkList,
  beforeDefaultRehypePlugins: remarkList,
  admonitions: admonitionsOption.optional(),
};

const versionOptions = z.looseObject({
  label: z.string().optional(),
  path: z.string().optional(),
  banner: versionBanner.optional(),
  badge: z.boolean().optional(),
});

export const docsOptionsSchema = z.looseObject({
  id: z.string().default('default'),
  path: z.string().default('docs'),
  routeBasePath: z.string().default('docs'),
  tagsBasePath: z.string().default('tags'),
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  sidebarCollapsed: z.boolean().default(true),
  breadcrumbs: z.boolean().default(true),
  sidebarCollapsible: z.boolean().default(true),
  editUrl,
  editCurrentVersion: z.boolean().default(false),
  editLocalizedFiles: z.boolean().default(false),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  includeCurrentVersion: z.boolean().default(true),
  disableVersioning: z.boolean().default(false),
  onlyIncludeVersions: z.array(z.string()).optional(),
  lastVersion: z.string().optional(),
  versions: z.record(z.string(), versionOptions).default({}),
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  include: z.array(z.string()).optional(),
  exclude: z.array(z.string()).optional(),
  numberPrefixParser: z.unknown().optional(),
  sidebarItemsGenerator: z.unknown().optional(),
  ...markdownOptions,
});

export const blogOptionsSchema = z.looseObject({
  id: z.string().default('default'),
  path: z.string().default('blog'),
  routeBasePath: z.string().default('blog'),
  tagsBasePath: z.string().default('tags'),
  archiveBasePath: z.union([z.string(), z.null()]).default('archive'),
  authorsBasePath: z.string().default('authors'),
  pageBasePath: z.string().default('page'),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  showReadingTime: z.boolean().default(true),
  postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
  blogSidebarTitle: z.string().default('Recent posts'),
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
  authorsMapPath: z.string().default('authors.yml'),
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  onInlineAuthors: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  editUrl,
  editLocalizedFiles: z.boolean().default(false),
  include: z.array(z.string()).optional(),
  exclude: z.array(z.string()).optional(),
  ...markdownOptions,
});

export const pagesOptionsSchema = z.looseObject({
  id: z.string().default('default'),
  path: z.string().default('src/pages'),
  routeBasePath: z.string().default('/'),
  editUrl,
  editLocalizedFiles: z.boolean().default(false),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  include: z.array(z.string()).optional(),
  exclude: z.array(z.string()).optional(),
  mdxPageComponent: z.string().default('@theme/MDXPage'),
  ...markdownOptions,
});

export type DocsOptions = z.output<typeof docsOptionsSchema>;
export type BlogOptions = z.output<typeof blogOptionsSchema>;
export type PagesOptions = z.output<typeof pagesOptionsSchema>;
