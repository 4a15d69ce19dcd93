// every check's stable id, printed after its message (`... (broken-link)`): CI logs and tests match on it

export const RULE_IDS = [
  // reading: the site config, frontmatter and the bytes of a markdown file
  'config',
  // author HTML or a link the viewer could run as script, removed
  'unsafe-html',
  'frontmatter',
  'empty-file',
  'file-too-large',
  'binary-file',
  'encoding',
  // markdown: the unified plugins report through vfile messages
  'markdown',
  // a Docusaurus site's remark or rehype plugins that threw on a page, rendered without them
  'site-plugin',
  'duplicate-heading-id',
  'code-language',
  'raw-html',
  'unknown-directive',
  // MDX: syntax, what could not be reduced to data, and partials
  'mdx-syntax',
  'mdx-expression',
  'mdx-html',
  'mdx-handler',
  'mdx-url',
  'mdx-component',
  'mdx-tabs',
  'mdx-code-block',
  'mdx-partial',
  // planning: data files, sidebars, versions, locales and routes
  'yaml',
  'blog-date',
  'blog-author',
  'blog-tag',
  // a Docusaurus site's docs tag that its version's tags file does not define
  'doc-tag',
  'category',
  'category-cycle',
  'sidebar',
  'versions',
  'duplicate-id',
  'i18n',
  'route',
  'duplicate-route',
  // the site bundle: a package a code piece imports that is not installed, or code that does not compile
  'site-bundle',
  // checking across the whole site
  'broken-link',
  'broken-anchor',
  'broken-markdown-link',
  'broken-markdown-image',
  'missing-asset',
  // the links to a page that failed to load, told as one line under that page's own error
  'failed-page-links',
  // a bug of ours, reported as one line instead of a stack trace
  'internal',
] as const;

export type RuleId = (typeof RULE_IDS)[number];

const known = new Set<string>(RULE_IDS);

/** True for an id of the list above; a vfile message's `ruleId` is any string. */
export const isRuleId = (id: string | undefined): id is RuleId => id !== undefined && known.has(id);
