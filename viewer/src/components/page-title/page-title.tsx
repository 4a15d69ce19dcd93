import './page-title.css';
import { escapeHtml } from '../../lib/escape-html.ts';

/** Whether a page's title is drawn: not when the page hides it, nor when its HTML starts with its own h1. */
const titleShown = (hidden: boolean, html?: string) => !hidden && !html?.trimStart().startsWith('<h1');

/**
 * Whether the page's Markdown gave its title, Docusaurus' `contentTitle`: a leading h1 (its id kept), or one further
 * down the body, which hides the title drawn beside it and not by the page's `hide_title`
 */
export const hasContentTitle = (page: { titleId?: string; hideTitle: boolean; frontMatter?: Record<string, unknown> }): boolean =>
  page.titleId !== undefined || (page.hideTitle && page.frontMatter !== undefined && page.frontMatter.hide_title !== true);

/** The page's h1, unless the page hides it or its HTML starts with its own h1. */
export function PageTitle({ title, hidden = false, html, id }: { title: string; hidden?: boolean; html?: string; id?: string }) {
  if (!titleShown(hidden, html)) return null;
  return (
    <h1 className="page-title" id={id}>
      {title}
    </h1>
  );
}

/**
 * A doc's title as HTML to go before its own (PageTitle's h1, '' when none is drawn), in a `<header>`: Docusaurus'
 * DocItem/Content draws a title that is not in the Markdown so, inside the `.markdown` element, where a site's
 * `.markdown h1` and `header > h1` rules (prysm's `header > h1 { font-size: 2rem }`) and Infima's reach it.
 */
export function titleHeaderHtml({ title, hidden = false, html, id }: { title: string; hidden?: boolean; html: string; id?: string }) {
  if (!titleShown(hidden, html)) return '';
  const idAttribute = id ? ` id="${escapeHtml(id)}"` : '';
  return `<header><h1 class="page-title"${idAttribute}>${escapeHtml(title)}</h1></header>`;
}
