import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_MODULES } from '../../markdown/mdx/esm.ts';
import type { SiteMarkdownOptions } from '../../markdown/types.ts';

// A site that swizzles src/theme/MDXComponents gives every page components it need not import
// (`<Card>`, or `<Tabs>` from @theme/Tabs), as Docusaurus' MDXProvider does.

// the file, or the folder `docusaurus swizzle` makes (MDXComponents/index.js)
const EXTENSIONS = ['js', 'jsx', 'ts', 'tsx'];
const FILES = [
  ...EXTENSIONS.map((ext) => `src/theme/MDXComponents.${ext}`),
  ...EXTENSIONS.map((ext) => `src/theme/MDXComponents/index.${ext}`),
];
// `import Tabs from '@theme/Tabs'`
const THEME_IMPORT = /^\s*import\s+([A-Z][\w$]*)\s+from\s+['"](@theme\/[\w/]+|@docusaurus\/[\w/]+)['"]/gm;

/** What the site's MDXComponents gives pages: its file (site-relative) and the options pages render with; null without one. */
export function readMdxComponents(
  siteDir: string,
): { file: string; options: Pick<SiteMarkdownOptions, 'mdxComponents' | 'mdxThemeComponents'> } | null {
  const file = FILES.find((name) => existsSync(join(siteDir, name)));
  if (!file) return null;
  let text = '';
  try {
    text = readFileSync(join(siteDir, file), 'utf8');
  } catch {
    return null;
  }
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
    },
  };
}
