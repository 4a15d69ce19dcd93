import type { SourceRecord } from '../read/source.ts';
import { docInfo } from './docs/doc-info.ts';
import { docsInstanceOf } from '../read/layout.ts';
import { docBody } from './docs/plan.ts';
import { pageBody } from './pages/plan.ts';
import { planBlog } from './blog/plan.ts';
import type { SitePlan } from './plan-site.ts';
import type { PlanContext, PlannedPage } from './types.ts';

/**
 * What a patched plan changed: its pages are `before` with each key of `pages` put in place by its value,
 * at the same index, route and file. A step that kept its result for `before` redoes only these pages.
 */
export interface PlanEdit {
  before: readonly PlannedPage[];
  pages: ReadonlyMap<PlannedPage, PlannedPage>;
}

/**
 * The plan after edits that changed only the bodies of docs, pages and posts: the last plan, with the
 * pages of the edited docs and pages re-made from their new records, its blog planned again when a post
 * changed (its summary, reading time and feed entry live in list pages), and every other page the same
 * object as before (so the page files, link checks and search parts of the untouched pages are reused by
 * identity), and the edit that tells which pages it made anew.
 *
 * Null when an edit may move a route, a sidebar entry, a title or a list: its frontmatter or first
 * heading changed, or it did not render. The caller plans the whole site then.
 */
export function patchPlan(
  plan: SitePlan,
  swaps: Map<SourceRecord, SourceRecord>,
  ctx: PlanContext,
): { plan: SitePlan; edit: PlanEdit } | null {
  for (const [before, after] of swaps) {
    if (after.planKey === null || after.planKey !== before.planKey) return null;
  }
  const patched = new Map<PlannedPage, PlannedPage>();
  // docs whose description a card shows (a generated index's, a `<DocCardList />`'s): a new one there needs that page planned again
  let carded: Set<string> | null = null;
  const onCard = (path: string): boolean => {
    carded ??= new Set(
      plan.pages.flatMap((page) =>
        page.data.kind === 'docCategoryIndex' || page.data.kind === 'doc' ? page.data.items.flatMap((item) => item.path ?? []) : [],
      ),
    );
    return carded.has(path);
  };
  for (const page of plan.pages) {
    const after = page.source && swaps.get(page.source);
    if (!after || after.kind.type === 'post') continue;
    // a page with a source is a doc, a page or a post, and posts are planned with the blog below
    const { data } = page;
    const instance = after.kind.type === 'doc' ? docsInstanceOf(ctx.layout, after.kind.instance) : undefined;
    const body =
      data.kind === 'doc'
        ? docBody(after, ctx, instance && { instance, version: data.version, path: data.path, locale: data.locale })
        : pageBody(after, ctx, data.path);
    if (data.kind === 'doc' && body.description !== data.description && onCard(data.path)) return null;
    // a `<DocCardList />` put in or taken out: the page's cards are planned with its sidebar
    if (data.kind === 'doc' && after.output?.categoryCards !== page.source!.output?.categoryCards) return null;
    patched.set(page, { ...page, source: after, data: { ...page.data, ...body } });
  }
  let { blogs, blogInputs } = plan;
  const edited = new Set([...swaps.values()].flatMap((record) => (record.kind.type === 'post' ? [record.kind.instance ?? 'default'] : [])));
  if (edited.size > 0) {
    blogInputs = blogInputs.map((input) =>
      edited.has(input.blog.id)
        ? { ...input, posts: input.posts.map((post) => ({ ...post, record: swaps.get(post.record) ?? post.record })) }
        : input,
    );
    blogs = blogs.map((before, i) => (edited.has(blogInputs[i]!.blog.id) ? planBlog(blogInputs[i]!, ctx) : before)) as SitePlan['blogs'];
    for (const [i, blog] of blogs.entries()) {
      const before = plan.blogs[i]!;
      if (blog === before) continue;
      // the same routes and the same problems, or the edit reached further than the blog's own pages
      const paths = (pages: PlannedPage[]) => pages.map((page) => page.route.path).join('\n');
      if (paths(blog.pages) !== paths(before.pages) || JSON.stringify(blog.diagnostics) !== JSON.stringify(before.diagnostics)) return null;
      for (const [j, page] of blog.pages.entries()) patched.set(before.pages[j]!, page);
    }
  }
  const swap = (page: PlannedPage): PlannedPage => patched.get(page) ?? page;
  const next: SitePlan = {
    ...plan,
    blogs,
    blogInputs,
    pages: plan.pages.map(swap),
    versions: plan.versions.map((version) => ({
      ...version,
      pages: version.pages.map(swap),
      docs: version.docs.map((doc) => {
        const after = swaps.get(doc.record);
        return after ? docInfo(after, after.kind.sub, doc.version, doc.locale, doc.base) : doc;
      }),
    })),
  };
  return { plan: next, edit: { before: plan.pages, pages: patched } };
}
