import type { ReactNode } from 'react';
import type { TocItem } from '../../../src/contracts/manifest.ts';
import { DocBreadcrumbs as Crumbs } from '../components/breadcrumbs/doc-breadcrumbs.tsx';
import { HomeCrumb } from '../components/breadcrumbs/breadcrumbs.tsx';
import { DocFooter } from '../components/doc-footer/doc-footer.tsx';
import {
  DocVersionBadge as VersionBadge,
  DocVersionBanner as VersionBanner,
} from '../components/doc-version-notice/doc-version-notice.tsx';
import { PageMeta } from '../components/page-meta/page-meta.tsx';
import { Pager } from '../components/pager/pager.tsx';
import { TocColumn } from '../components/table-of-contents/table-of-contents.tsx';
import { TagChips } from '../components/tag-chips/tag-chips.tsx';
import { TocCollapsible } from '../components/toc-collapsible/toc-collapsible.tsx';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { DESKTOP_QUERY } from '../lib/breakpoints.ts';
import { useDocItem } from './doc-item-context.ts';
import { useHomePageRoute } from './docs-client.ts';
import { withoutBaseUrl } from './docusaurus-modules.tsx';
import { tocItemOfSite } from '../lib/site-metadata.ts';

// The classic theme's doc parts a site's swizzled DocItem/Layout imports (`@theme/DocItem/Paginator`,
// `@theme/DocItem/TOC/Desktop`, `@theme/DocBreadcrumbs`...), made of docgate's own doc page components, for
// the doc open now (DocItemContext): an ejected layout draws the doc as docgate's page does, with the site's extras.

/** `@theme-original/DocItem/Layout`, which a wrapping layout draws: docgate's own doc body and its TOC. */
export function DocItemLayout({ children }: { children?: ReactNode }) {
  const { OriginalLayout } = useDocItem();
  return <OriginalLayout>{children}</OriginalLayout>;
}

/** `@theme/MDXContent`: the content it wraps (the page's HTML, already rendered). */
export const MdxContent = ({ children }: { children?: ReactNode }) => <>{children}</>;

/** `@theme/DocItem/Content`: the `theme-doc-markdown markdown` element with the doc's title and content. */
export function DocItemContent({ children }: { children?: ReactNode }) {
  const { OriginalContent } = useDocItem();
  return <OriginalContent>{children}</OriginalContent>;
}

/** `@theme/DocItem/Footer`: the doc's tags, edit link and last update. */
export const DocItemFooter = () => <DocFooter page={useDocItem().page} />;

/** `@theme/DocItem/Paginator`: the previous and next docs. */
export function DocItemPaginator() {
  const { page } = useDocItem();
  return <Pager prev={page.prev} next={page.next} />;
}

/** `@theme/DocItem/TOC/Desktop`: the doc's TOC, in the column the layout puts it in. */
export const DocItemTocDesktop = () => <TocColumn items={useDocItem().page.toc} className="theme-doc-toc-desktop" />;

/** `@theme/DocItem/TOC/Mobile`: the collapsible 'On this page' above the doc, at 996 px and below (Docusaurus hides it wider with CSS). */
export function DocItemTocMobile() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { page } = useDocItem();
  return desktop ? null : <TocCollapsible items={page.toc} />;
}

/** Docusaurus' TOC entry: its `value` is HTML (`<code>x</code>`), shown here as its text and code. */
type SiteTocItem = { id: string; value: string; level: number };
const tocItems = (toc: SiteTocItem[] = []): TocItem[] => toc.map(tocItemOfSite);

/** `@theme/TOC`: the TOC of the entries given (useDoc().toc), sticky in its column. */
export const Toc = ({ toc, className }: { toc?: SiteTocItem[]; className?: string }) => (
  <TocColumn items={tocItems(toc)} className={className} />
);

/** `@theme/TOCCollapsible`: the collapsible 'On this page' of the entries given. */
export const TocCollapsibleOf = ({ toc }: { toc?: SiteTocItem[] }) => <TocCollapsible items={tocItems(toc)} />;

/** `@theme/DocBreadcrumbs`: the doc's breadcrumbs. */
export const DocBreadcrumbs = () => <Crumbs {...useDocItem()} />;

/** `@theme/DocBreadcrumbs/Items/Home`: the home icon's crumb, which an ejected DocBreadcrumbs draws where useHomePageRoute finds one. */
export const DocBreadcrumbsHome = () => <HomeCrumb home={useHomePageRoute()?.path ?? '/'} />;

/** `@theme/DocVersionBanner`: the notice over a doc of an unreleased or unmaintained version. */
export function DocVersionBanner() {
  const { manifest, route } = useDocItem();
  return <VersionBanner manifest={manifest} route={route} />;
}

/** `@theme/DocVersionBadge`: "Version: x" over a doc whose version has a badge. */
export function DocVersionBadge() {
  const { manifest, route } = useDocItem();
  return <VersionBadge manifest={manifest} route={route} />;
}

type SiteLink = { title: string; permalink: string } | undefined;
const pageLink = (link: SiteLink) => (link ? { title: link.title, path: withoutBaseUrl(link.permalink) } : null);

/** `@theme/DocPaginator`: previous and next cards of the links given (useDoc().metadata's). */
export const DocPaginator = ({ previous, next }: { previous?: SiteLink; next?: SiteLink }) => (
  <Pager prev={pageLink(previous)} next={pageLink(next)} />
);

type SiteTag = { label: string; permalink: string; description?: string };

/** `@theme/TagsListInline`: 'Tags:' and the tags given. */
export const TagsListInline = ({ tags = [] }: { tags?: SiteTag[] }) => (
  <TagChips
    tags={tags.map((tag) => ({
      key: tag.permalink,
      label: tag.label,
      permalink: withoutBaseUrl(tag.permalink),
      description: tag.description,
    }))}
  />
);

type EditMeta = { editUrl?: string | null; lastUpdatedAt?: number; lastUpdatedBy?: string };

/** `@theme/EditMetaRow` (and EditThisPage, LastUpdated): the edit link and the last update given. */
export const EditMetaRow = ({ editUrl, lastUpdatedAt, lastUpdatedBy }: EditMeta) => (
  <PageMeta
    editUrl={editUrl ?? null}
    lastUpdated={lastUpdatedAt ? { at: new Date(lastUpdatedAt).toISOString(), ...(lastUpdatedBy ? { author: lastUpdatedBy } : {}) } : null}
  />
);

/** `@theme/ContentVisibility` and `@theme/DocItem/Metadata`: nothing to draw (drafts are not published; the viewer names the tab). */
export const Nothing = () => null;
