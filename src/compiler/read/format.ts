import type { SiteConfig } from './config/schema.ts';

export type FormatSetting = 'md' | 'mdx' | 'detect';

/**
 * How a page is parsed, as Docusaurus decides it: the page's `format` frontmatter, else the site's
 * `markdown.format`; `detect` makes `.mdx` files MDX and `.md` files CommonMark.
 */
export function pageFormat(file: string, frontmatter: unknown, config: Pick<SiteConfig, 'markdown'>): 'md' | 'mdx' {
  const setting: FormatSetting =
    frontmatter === 'md' || frontmatter === 'mdx' || frontmatter === 'detect' ? frontmatter : config.markdown.format;
  if (setting !== 'detect') return setting;
  return /\.mdx$/i.test(file) ? 'mdx' : 'md';
}
