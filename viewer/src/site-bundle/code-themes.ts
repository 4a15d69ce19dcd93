import type { PrismThemes } from '../../../src/contracts/prism-theme.ts';

// The site's Prism themes (contracts/site-bundle.ts CODE_THEMES_KEY): the bundle sets them before the first of
// its modules that draws code or reads the theme runs, so a site component's <CodeBlock> is coloured as the
// page's compiled blocks are, and usePrismTheme gives the theme object Docusaurus gives. None (docgate's
// colours) for a site that names no theme docgate can read, and after sign-out.

let themes: PrismThemes | null = null;

export const codeThemes = {
  set(next: PrismThemes | null): void {
    themes = next;
  },
  get: (): PrismThemes | null => themes,
};
