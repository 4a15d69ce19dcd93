import GithubSlugger from 'github-slugger';
import { error, FILE_START, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BlogAuthor, BlogTag } from '../../../contracts/manifest.ts';
import type { PostFrontmatter } from '../../read/frontmatter-schema.ts';
import type { SourceRecord } from '../../read/source.ts';
import { joinRoute } from '../docs/numbers.ts';
import type { AuthorsFile, TagsFile } from './yaml-file.ts';

export interface PostInfo {
  record: SourceRecord;
  frontmatter: PostFrontmatter;
  locale: string | null;
  /** the file or folder name without the date, or the frontmatter slug */
  slug: string;
  path: string;
  title: string;
  /** `YYYY-MM-DD` */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  readingTimeMinutes: number;
}

const DATED = /^(\d{4}-\d{2}-\d{2})[-_](.+)$/;

/** The blog base route in a locale: `/blog` or `/fr/blog`. */
export const blogBase = (locale: string | null): string => joinRoute(locale ? `/${locale}` : '/', 'blog');

/** Reading time at 200 words a minute, never under a minute. */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / 200));

/** Resolves a registered author key into its manifest shape. */
export function authorFromFile(key: string, entry: AuthorsFile[string]): BlogAuthor {
  const author: BlogAuthor = { key, name: entry.name, socials: Object.fromEntries(Object.entries(entry.socials).sort()) };
  if (entry.title) author.title = entry.title;
  if (entry.url) author.url = entry.url;
  const image = entry.image_url ?? entry.imageURL;
  if (image) author.imageUrl = image;
  if (entry.page) author.permalink = joinRoute('/blog/authors', entry.page === true ? key : entry.page.permalink);
  return author;
}

/** Resolves a tag key through tags.yml; unknown keys warn and get a label and page of their own. */
export function tagFromFile(key: string, tags: TagsFile): BlogTag | null {
  if (!Object.hasOwn(tags, key)) return null;
  const entry = tags[key];
  const tag: BlogTag = {
    key,
    label: entry?.label ?? key,
    permalink: joinRoute('/blog/tags', entry?.permalink ?? new GithubSlugger().slug(key)),
  };
  if (entry?.description) tag.description = entry.description;
  return tag;
}

/** Computes a post's slug, route, date, authors and tags, reporting unknown authors and tags. */
export function postInfo(
  record: SourceRecord,
  sub: string,
  locale: string | null,
  authorsFile: AuthorsFile,
  tagsFile: TagsFile,
  diagnostics: Diagnostic[],
): PostInfo | null {
  const fm = record.frontmatter as PostFrontmatter;
  const name = sub.split('/')[0]!.replace(/\.mdx?$/i, '');
  const dated = DATED.exec(name);
  const rawDate = fm.date ?? dated?.[1];
  const date = rawDate && !Number.isNaN(new Date(rawDate).getTime()) ? new Date(rawDate).toISOString().slice(0, 10) : null;
  if (!date) {
    const at = fm.date !== undefined ? record.locate(['date']) : FILE_START;
    const message = `Blog post has no valid date, expected a file name like YYYY-MM-DD-slug.md or a 'date' field`;
    diagnostics.push(error('blog-date', record.file, at, message));
    return null;
  }
  const slug = fm.slug?.replace(/^\/+/, '') ?? dated?.[2] ?? name;
  const slugger = new GithubSlugger();
  const authors: BlogAuthor[] = [];
  fm.authors.forEach((ref, i) => {
    if (typeof ref !== 'string') {
      const inline: BlogAuthor = { key: ref.key ?? slugger.slug(ref.name), name: ref.name, socials: ref.socials ?? {} };
      if (ref.title) inline.title = ref.title;
      if (ref.url) inline.url = ref.url;
      if (ref.image_url ?? ref.imageURL) inline.imageUrl = (ref.image_url ?? ref.imageURL)!;
      authors.push(inline);
      return;
    }
    const entry = authorsFile[ref];
    if (entry) {
      authors.push(authorFromFile(ref, entry));
      return;
    }
    const at = record.locate(['authors', i]);
    const known = Object.keys(authorsFile);
    const message = `Unknown author '${ref}', expected a key of blog/authors.yml${known.length ? ` (${known.join(', ')})` : ''}`;
    diagnostics.push(error('blog-author', record.file, at, message));
  });
  const tags: BlogTag[] = [];
  fm.tags.forEach((key, i) => {
    const tag = tagFromFile(key, tagsFile);
    if (tag) {
      tags.push(tag);
      return;
    }
    const message = `Unknown tag '${key}', expected a key of blog/tags.yml; add it there to give it a label and description`;
    diagnostics.push(warning('blog-tag', record.file, record.locate(['tags', i]), message));
    tags.push({ key, label: key, permalink: joinRoute('/blog/tags', slugger.slug(key)) });
  });
  const output = record.output!;
  return {
    record,
    frontmatter: fm,
    locale,
    slug,
    path: joinRoute(blogBase(locale), slug),
    title: fm.title ?? output.title ?? slug,
    date,
    authors,
    tags,
    readingTimeMinutes: readingMinutes(output.words),
  };
}
