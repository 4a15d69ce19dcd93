import type { SiteConfig } from './config/schema.ts';

export type FormatSetting = 'md' | 'mdx' | 'detect';

const isSetting = (value: unknown): value is FormatSetting => value === 'md' || value === 'mdx' || value === 'detect';

/**
 * How a page is parsed, as Docusaurus decides it: the page's `mdx: { format }` frontmatter (or docgate's
 * `format`), else the site's `markdown.format`; `detect` makes `.mdx` files MDX and `.md` files CommonMark.
 */
export function pageFormat(file: string, frontmatter: Record<string, unknown>, config: Pick<SiteConfig, 'markdown'>): 'md' | 'mdx' {
  const mdx = frontmatter.mdx as { format?: unknown } | null | undefined;
  const own = typeof mdx === 'object' && mdx !== null ? mdx.format : frontmatter.format;
  const setting: FormatSetting = isSetting(own) ? own : config.markdown.format;
  if (setting !== 'detect') return setting;
  return /\.mdx$/i.test(file) ? 'mdx' : 'md';
}
