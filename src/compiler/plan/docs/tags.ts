import { warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BlogTag, PageData } from '../../../contracts/manifest.ts';
import type { DocsInstance } from '../../read/layout.ts';
import { docusaurusTags, type TagRef } from '../tag-refs.ts';
import { baseData, localeWords } from '../generated-page.ts';
import type { PlanContext, PlannedPage } from '../types.ts';
import type { TagsFile } from '../blog/yaml-file.ts';
import type { DocInfo } from './doc-info.ts';

// Docs tags of a Docusaurus site, as its docs plugin makes them: tags from frontmatter (a key of the
// version's tags.yml, a label, or { label, permalink }), a page per tag under `<version>/tags/` listing
// its docs, and the `<version>/tags` page listing the tags. Both are shown as category index pages.

/** The tags of a doc, with permalinks under its version's tags route; inline tags warn when the version has a tags file. */
export function docTags(doc: DocInfo, tagsBase: string, file: TagsFile | null, diagnostics: Diagnostic[]): BlogTag[] {
  const refs = doc.frontmatter.tags as TagRef[];
  const { tags, inline } = docusaurusTags(refs, tagsBase, file);
  if (file)
    for (const i of inline) {
      const label = tags[i]!.label;
      const message = `Tag '${label}' is not defined in the version's tags file; add it there or set the docs plugin's onInlineTags to 'ignore'`;
      diagnostics.push(warning('doc-tag', doc.record.file, doc.record.locate(['tags', i]), message));
    }
  return tags;
}

/** Where a locale's copy of the tag pages leads: its own paths and the titles of its docs. */
export interface TagLocale {
  locale: string;
  /** a default-locale path as this locale has it (a tag page, a doc, translated or not) */
  localize: (path: string) => string;
  title: (doc: DocInfo) => string;
}

/**
 * The tag pages of one version: a page per tag listing its docs, and the list of tags; none when no doc
 * has a tag. With `inLocale`, that locale's copy, as Docusaurus builds one per locale.
 */
export function tagPages(
  docs: { doc: DocInfo; tags: BlogTag[] }[],
  tagsBase: string,
  meta: { version: string; instance: DocsInstance },
  ctx: PlanContext,
  inLocale?: TagLocale,
): PlannedPage[] {
  const byPermalink = new Map<string, { tag: BlogTag; docs: DocInfo[] }>();
  for (const { doc, tags } of docs) {
    if (doc.frontmatter.unlisted) continue;
    for (const tag of tags) {
      // the first doc to name a permalink gives the tag its label, as Docusaurus groups them
      const group = byPermalink.get(tag.permalink) ?? { tag, docs: [] };
      group.docs.push(doc);
      byPermalink.set(tag.permalink, group);
    }
  }
  if (byPermalink.size === 0) return [];
  const locale = inLocale?.locale ?? ctx.config.i18n.defaultLocale;
  const at = inLocale?.localize ?? ((path: string) => path);
  const titleOf = inLocale?.title ?? ((doc: DocInfo) => doc.title);
  const page = (
    original: string,
    title: string,
    description: string,
    items: { label: string; path: string; description: string }[],
  ): PlannedPage => {
    const path = at(original);
    const data: PageData = {
      kind: 'docCategoryIndex',
      ...baseData(path, title, description, locale),
      docId: `tags${original.slice(tagsBase.length)}`,
      version: meta.version,
      sidebar: null,
      tags: [],
      items,
    };
    return {
      route: { path, kind: 'docCategoryIndex', title, locale, version: meta.version, unlisted: false, draft: false },
      data,
      source: null,
      alternateKey: `doc-tags:${meta.instance.id}:${meta.version}:${original}`,
      searchable: false,
    };
  };
  const words = localeWords(ctx, locale);
  const groups = [...byPermalink.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en'));
  const pages = groups.map(({ tag, docs: tagged }) =>
    page(
      tag.permalink,
      words.text('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', {
        nDocsTagged: words.plural('theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', tagged.length),
        tagName: tag.label,
      }),
      tag.description ?? '',
      tagged
        .map((doc) => ({ label: titleOf(doc), path: at(doc.path), description: doc.frontmatter.description ?? '' }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    ),
  );
  pages.push(
    page(
      tagsBase,
      words.text('theme.tags.tagsPageTitle', 'Tags'),
      '',
      groups.map(({ tag, docs: tagged }) => ({
        label: tag.label,
        path: at(tag.permalink),
        description: `${tagged.length} doc${tagged.length === 1 ? '' : 's'}`,
      })),
    ),
  );
  return pages;
}
