import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_MODULES } from '../../markdown/mdx/esm.ts';
import type { SiteMarkdownOptions } from '../../markdown/types.ts';
import { MARKDOWN_ELEMENT_PARTS } from '../../../contracts/site-bundle.ts';

// A site that swizzles src/theme/MDXComponents gives every page components it need not import
// (`<Card>`, or `<Tabs>` from @theme/Tabs), as Docusaurus' MDXProvider does. Where it (or a swizzled part,
// `MDXComponents/Img`) maps one of Markdown's own elements, a page's links, images, code, headings, bulleted lists and items or `<details>` render through it.

// the file, or the folder `docusaurus swizzle` makes (MDXComponents/index.js)
const EXTENSIONS = ['js', 'jsx', 'ts', 'tsx'];
const FILES = [
  ...EXTENSIONS.map((ext) => `src/theme/MDXComponents.${ext}`),
  ...EXTENSIONS.map((ext) => `src/theme/MDXComponents/index.${ext}`),
];
// `import Tabs from '@theme/Tabs'`
const THEME_IMPORT = /^\s*import\s+([A-Z][\w$]*)\s+from\s+['"](@theme\/[\w/]+|@docusaurus\/[\w/]+)['"]/gm;

// a key of the map (`a: X`, `'img': X`, `a(props) {`, shorthand `img,`): what the site maps
const mapsElement = (text: string, tag: string): boolean =>
  new RegExp(`(?:[{,]|^)\\s*(?:${tag}|'${tag}'|"${tag}")\\s*(?:[:(,}]|$)`, 'm').test(text);

export interface MdxComponents {
  /** the site's MDXComponents file (site-relative), if it has one */
  file?: string;
  /** the options pages render with */
  options: Pick<SiteMarkdownOptions, 'mdxComponents' | 'mdxThemeComponents' | 'markdownElements'>;
  /**
   * the site bundle's theme pieces that draw Markdown's own elements: its MDXComponents where it maps one,
   * its swizzled parts (`MDXComponents/Img`)
   */
  pieces: string[];
}

/** What the site's MDXComponents and its swizzled parts give pages; null with neither. */
export function readMdxComponents(siteDir: string): MdxComponents | null {
  const file = FILES.find((name) => existsSync(join(siteDir, name)));
  let text: string | null = null;
  try {
    if (file) text = readFileSync(join(siteDir, file), 'utf8');
  } catch {}
  const mapped = Object.keys(MARKDOWN_ELEMENT_PARTS).filter((tag) => text !== null && mapsElement(text, tag));
  // a part's file, or its folder's index (chaos-mesh's `MDXComponents/Img/index.js`)
  const parts = Object.entries(MARKDOWN_ELEMENT_PARTS).filter(([, part]) =>
    EXTENSIONS.some(
      (ext) =>
        existsSync(join(siteDir, `src/theme/MDXComponents/${part}.${ext}`)) ||
        existsSync(join(siteDir, `src/theme/MDXComponents/${part}/index.${ext}`)),
    ),
  );
  const elements = [...new Set([...mapped, ...parts.map(([tag]) => tag)])].sort();
  // (the Heading part draws h1-h6)
  const pieces = [...new Set([...(mapped.length > 0 ? ['MDXComponents'] : []), ...parts.map(([, part]) => `MDXComponents/${part}`)])];
  const markdown = elements.length > 0 ? { markdownElements: elements } : {};
  if (!file || text === null) return elements.length > 0 ? { options: markdown, pieces } : null;
  // a theme component it passes on is rendered as the pipeline renders that component, statically
  const themed: Record<string, string> = {};
  for (const match of text.matchAll(THEME_IMPORT)) {
    const theme = THEME_MODULES[match[2]!];
    if (theme) themed[match[1]!] = theme;
  }
  return {
    file,
    options: {
      mdxComponents: '@site/src/theme/MDXComponents',
      ...(Object.keys(themed).length > 0 ? { mdxThemeComponents: themed } : {}),
      ...markdown,
    },
    pieces,
  };
}
