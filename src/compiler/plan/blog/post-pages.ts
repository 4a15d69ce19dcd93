import type { PageData } from '../../../contracts/manifest.ts';
import type { PlanContext, PlannedPage } from '../types.ts';
import { descriptionOf } from '../docs/describe.ts';
import { editUrlOf, type EditTarget } from '../docs/page-meta.ts';
import type { PostInfo } from './post-info.ts';
import type { BlogLayout } from '../../read/layout.ts';

/** A Docusaurus post's edit link: the blog plugin's editUrl, the blog folder and the post's path in it. */
function postEditTarget(post: PostInfo, blog: BlogLayout, ctx: PlanContext): EditTarget {
  const sub = post.record.kind.sub;
  const localized = post.record.kind.locale && blog.editLocalized;
  return {
    url: blog.editUrl,
    // a translated post, with editLocalizedFiles: its own folder under i18n/<locale>/
    dir: localized ? `${localized.i18nDir}/${post.record.kind.locale}/${localized.pluginDir}` : blog.path,
    path: sub,
    params: { blogDirPath: blog.path, blogPath: sub, permalink: post.path, locale: post.locale ?? ctx.config.i18n.defaultLocale },
  };
}

/** The blog a post is planned in: its layout, and its id when it is not the site's main blog (its routes carry it). */
export interface PostBlog {
  layout: BlogLayout;
  instance: string | undefined;
}

/** Plans one blog post route; previous/next follow the date order of the listed posts. */
export function postPage(post: PostInfo, newer: PostInfo | null, older: PostInfo | null, blog: PostBlog, ctx: PlanContext): PlannedPage {
  const output = post.record.output!;
  const locale = post.locale ?? ctx.config.i18n.defaultLocale;
  const link = (p: PostInfo | null) => (p ? { title: p.title, path: p.path } : null);
  const data: PageData = {
    kind: 'blogPost',
    path: post.path,
    locale,
    title: post.title,
    description: descriptionOf(post.record, post.frontmatter.description),
    hideTitle: false,
    // the page file takes it from the record (emit/page-files.ts)
    html: '',
    toc: output.toc,
    hideTableOfContents: post.frontmatter.hide_table_of_contents,
    breadcrumbs: [],
    // Docusaurus labels these "Newer post" and "Older post"
    prev: link(newer),
    next: link(older),
    editUrl: editUrlOf(post.record, ctx, ctx.layout.kind === 'docusaurus' ? postEditTarget(post, blog.layout, ctx) : undefined),
    lastUpdated: null,
    ...(post.frontmatter.image ? { image: post.frontmatter.image } : {}),
    date: post.date,
    authors: post.authors,
    tags: post.tags,
    readingTimeMinutes: post.readingTimeMinutes,
    summaryHtml: output.summaryHtml ?? output.html,
    truncated: output.summaryHtml !== null,
    ...(post.record.writtenFrontmatter ? { frontMatter: post.record.writtenFrontmatter } : {}),
  };
  return {
    route: {
      path: post.path,
      kind: 'blogPost',
      title: post.title,
      locale,
      ...(blog.instance ? { blog: blog.instance } : {}),
      unlisted: post.frontmatter.unlisted,
      draft: post.frontmatter.draft,
    },
    data,
    source: post.record,
    alternateKey: `post:${blog.instance ? `${blog.instance}:` : ''}${post.record.kind.sub}`,
    searchable: !post.frontmatter.unlisted,
  };
}
