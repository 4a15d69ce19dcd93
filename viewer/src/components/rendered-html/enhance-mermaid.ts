import type { MermaidConfig } from 'mermaid';
import { isRecord } from '../../../../src/contracts/is-record.ts';

// A Docusaurus site with `markdown.mermaid` writes diagrams as ```mermaid fences; the compiler puts their
// source in `div.docusaurus-mermaid-container[data-mermaid]` (src/compiler/markdown/highlight.ts) and this
// draws them, as @docusaurus/theme-mermaid does in the browser: mermaid is loaded on the first page that
// has a diagram (it is large, and most pages have none), drawn in the colour mode's theme, again when the
// reader switches modes. Mermaid's strict security level is kept whatever the site's options say: labels
// are text, never HTML, and a diagram's click handlers do not run.

type Mermaid = typeof import('mermaid').default;

export interface MermaidSettings {
  theme: { light: string; dark: string };
  options: MermaidConfig;
}

/** Mermaid's themes and options from a Docusaurus config's `themeConfig.mermaid`, with theme-mermaid's defaults. */
export function mermaidSettings(siteConfig: Record<string, unknown> | undefined): MermaidSettings {
  const themeConfig = isRecord(siteConfig?.themeConfig) ? siteConfig.themeConfig : {};
  const mermaid = isRecord(themeConfig.mermaid) ? themeConfig.mermaid : {};
  const theme = isRecord(mermaid.theme) ? mermaid.theme : {};
  return {
    theme: {
      light: typeof theme.light === 'string' ? theme.light : 'default',
      dark: typeof theme.dark === 'string' ? theme.dark : 'dark',
    },
    options: isRecord(mermaid.options) ? (mermaid.options as MermaidConfig) : {},
  };
}

let loading: Promise<Mermaid> | null = null;
let drawn = 0;

/** Draws the diagrams under `root` in `mode`'s theme; returns what stops a drawing still under way. */
export function drawMermaid(root: HTMLElement, mode: 'light' | 'dark', settings: MermaidSettings): () => void {
  const containers = [...root.querySelectorAll<HTMLElement>('[data-mermaid]')];
  if (containers.length === 0) return () => undefined;
  let stopped = false;
  void (async () => {
    loading ??= import('mermaid').then((module) => module.default);
    const mermaid = await loading;
    if (stopped) return;
    mermaid.initialize({
      ...settings.options,
      startOnLoad: false,
      theme: settings.theme[mode] as MermaidConfig['theme'],
      securityLevel: 'strict',
    });
    for (const container of containers) {
      // the source stays on the container: a switch of colour mode draws it again
      const source = container.dataset.mermaidSource ?? container.querySelector('pre')?.textContent ?? '';
      container.dataset.mermaidSource = source;
      try {
        const { svg } = await mermaid.render(`docgate-mermaid-${++drawn}`, source);
        if (stopped) return;
        // mermaid's own output at its strict level: its SVG, with every label sanitized by DOMPurify
        container.innerHTML = svg;
        container.removeAttribute('data-mermaid-error');
      } catch (error) {
        // a diagram mermaid cannot read keeps its source on screen, with mermaid's reason beside it
        container.dataset.mermaidError = error instanceof Error ? error.message : String(error);
        // mermaid leaves the element it drew into behind when it fails
        document.getElementById(`ddocgate-mermaid-${drawn}`)?.remove();
      }
    }
  })();
  return () => {
    stopped = true;
  };
}
