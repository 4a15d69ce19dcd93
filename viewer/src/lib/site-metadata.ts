import type { TocItem } from '../../../src/contracts/manifest.ts';
import { escapeHtml } from './escape-html.ts';

// A page's data in the shapes Docusaurus hands a site's theme components (useDoc().metadata, its toc).

/** A doc's previous or next page as Docusaurus' doc metadata links it (`useDoc().metadata.previous`): its title and permalink. */
export const siteLink = (to: { title: string; path: string } | null) => (to ? { title: to.title, permalink: to.path } : undefined);

/** A TOC entry as Docusaurus' `toc` holds it: `value` is the heading's HTML, its inline code in `<code>`. */
export const siteTocItem = (entry: TocItem) => ({
  id: entry.id,
  level: entry.level,
  value: entry.parts
    ? entry.parts.map((part) => (part.code ? `<code>${escapeHtml(part.text)}</code>` : escapeHtml(part.text))).join('')
    : escapeHtml(entry.text),
});

/** docgate's TOC entry of one site code hands the theme's TOC (`value` HTML, as siteTocItem makes it): its text, its `<code>` as code. */
export function tocItemOfSite(item: { id: string; value: string; level: number }): TocItem {
  const nodes = [...new DOMParser().parseFromString(String(item.value), 'text/html').body.childNodes];
  const parts = nodes.map((node) => ({ text: node.textContent ?? '', code: node.nodeName === 'CODE' }));
  const text = parts.map((part) => part.text).join('');
  return { id: item.id, level: item.level, text, ...(parts.some((part) => part.code) ? { parts } : {}) };
}
