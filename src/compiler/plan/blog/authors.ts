import GithubSlugger from 'github-slugger';
import { error, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BlogAuthor } from '../../../contracts/manifest.ts';
import type { InlineAuthor, PostFrontmatter } from '../../read/frontmatter-schema.ts';
import type { SourceRecord } from '../../read/source.ts';
import { kebabCase } from '../../read/docusaurus/kebab-case.ts';
import { joinRoute } from '../docs/numbers.ts';
import type { AuthorsFile } from './yaml-file.ts';

// A post's authors as Docusaurus reads them (its blog plugin's authors.ts): keys of authors.yml, inline
// authors (an object with a key overrides that author's fields), or the legacy single-author fields.

/** How an author's page slug is made from its key: docgate keeps the key, Docusaurus kebab-cases it. */
export type AuthorSlug = 'key' | 'kebab';

// Docusaurus' authorsSocials.ts: a handle on a known platform becomes its profile URL
const PLATFORMS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/**
 * Socials as links: a URL stays, a handle on a known platform becomes its profile URL; in the order written,
 * as Docusaurus shows their icons.
 */
export function normalizeSocials(socials: Record<string, string>): BlogAuthor['socials'] {
  return Object.entries(socials).map(([platform, value]) => {
    if (/^(https?:\/\/|mailto:)/.test(value) || value.includes('/')) return { platform, url: value };
    const make = PLATFORMS[platform.toLowerCase()];
    return make ? { platform: platform.toLowerCase(), url: make(value) } : { platform, url: value };
  });
}

/** What an author shows, from authors.yml or a post. */
interface AuthorFields {
  name?: string;
  title?: string;
  url?: string;
  image_url?: string;
  imageURL?: string;
  socials?: Record<string, string>;
}

/** An author's manifest shape from its fields; `key` null for an inline author, which has no page. */
function toAuthor(key: string, fields: AuthorFields, page: string | null): BlogAuthor {
  const author: BlogAuthor = { key, name: fields.name ?? '', socials: normalizeSocials(fields.socials ?? {}) };
  if (fields.title) author.title = fields.title;
  if (fields.url) author.url = fields.url;
  const image = fields.image_url ?? fields.imageURL;
  if (image) author.imageUrl = image;
  if (page) author.permalink = page;
  return author;
}

/** Resolves a registered author key into its manifest shape. */
export function authorFromFile(key: string, entry: AuthorsFile[string], authorsBase: string, slug: AuthorSlug = 'key'): BlogAuthor {
  const page = entry.page
    ? joinRoute(authorsBase, entry.page === true ? (slug === 'kebab' ? kebabCase(key) : key) : entry.page.permalink)
    : null;
  return toAuthor(key, entry, page);
}

/** The one author the legacy fields (`author`, `author_title`, `author_url`, `author_image_url` and their camel-case forms) describe. */
function legacyAuthor(fm: PostFrontmatter): InlineAuthor | null {
  const name = fm.author;
  const title = fm.author_title ?? fm.authorTitle;
  const url = fm.author_url ?? fm.authorURL;
  const image = fm.author_image_url ?? fm.authorImageURL;
  if (name === undefined && title === undefined && url === undefined && image === undefined) return null;
  return Object.fromEntries(Object.entries({ name, title, url, image_url: image }).filter(([, v]) => v !== undefined)) as InlineAuthor;
}

/**
 * A post's authors: keys of authors.yml (an unknown key is an error), inline objects (with a `key`, the
 * registered author with these fields on top), or the legacy fields. `inline` holds the positions of
 * authors authors.yml does not define, which Docusaurus warns about.
 */
export function postAuthors(
  record: SourceRecord,
  authorsFile: AuthorsFile,
  ctx: { authorsBase: string; slug: AuthorSlug; authorsFileName: string },
  diagnostics: Diagnostic[],
): { authors: BlogAuthor[]; inline: number[] } {
  const fm = record.frontmatter as PostFrontmatter;
  const legacy = legacyAuthor(fm);
  if (legacy && fm.authors.length > 0) {
    const message = "Both 'authors' and the legacy 'author' fields are set, expected one or the other; the legacy fields are ignored";
    diagnostics.push(warning('blog-author', record.file, record.locate(['author']), message));
  }
  const refs = legacy && fm.authors.length === 0 ? [legacy] : fm.authors;
  const slugger = new GithubSlugger();
  const authors: BlogAuthor[] = [];
  const inline: number[] = [];
  const unknown = (key: string, at: (string | number)[]) => {
    const known = Object.keys(authorsFile);
    const message = `Unknown author '${key}', expected a key of ${ctx.authorsFileName}${known.length ? ` (${known.join(', ')})` : ''}`;
    diagnostics.push(error('blog-author', record.file, record.locate(at), message));
  };
  refs.forEach((ref, i) => {
    const at = legacy === ref ? ['author'] : ['authors', i];
    const key = typeof ref === 'string' ? ref : ref.key;
    const entry = key !== undefined ? authorsFile[key] : undefined;
    // an unknown key is an error, unless the object names its author itself (docgate's inline authors with a key)
    if (key !== undefined && !entry && (typeof ref === 'string' || ref.name === undefined)) {
      unknown(key, typeof ref === 'string' ? at : [...at, 'key']);
      return;
    }
    if (typeof ref === 'string') {
      authors.push(authorFromFile(ref, entry!, ctx.authorsBase, ctx.slug));
      return;
    }
    if (entry && key !== undefined) {
      // a registered author with fields of this post on top, keeping its page
      const registered = authorFromFile(key, entry, ctx.authorsBase, ctx.slug);
      const fields = Object.fromEntries(
        Object.entries(ref).filter(([name, value]) => name !== 'key' && value !== undefined),
      ) as AuthorFields;
      authors.push(toAuthor(key, { ...entry, ...fields, socials: { ...entry.socials, ...ref.socials } }, registered.permalink ?? null));
      return;
    }
    inline.push(i);
    authors.push(toAuthor(key ?? slugger.slug(ref.name ?? ref.image_url ?? ref.imageURL ?? 'author'), ref, null));
  });
  return { authors, inline };
}
