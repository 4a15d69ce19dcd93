import type { ContentKind } from '../classify.ts';
import { isMarkdown } from '../classify.ts';

// Where a file of a Docusaurus site belongs, by the folders its config names: docs instances with their
// versions, the blog, the pages and the i18n translations. Paths are relative to the site folder.

export interface DocsFolders {
  id: string;
  path: string;
  /** which files under a version's folder are docs (the plugin's include and exclude); Docusaurus' defaults when unset */
  isDoc?: (sub: string) => boolean;
  /** the tags file in each version's folder, e.g. `tags.yml`; null: none */
  tagsFile?: string | null;
  versionsFile: string;
  versionedDocsDir: string;
  versionedSidebarsDir: string;
  /** the versions the site builds (`onlyIncludeVersions`); null: every one */
  onlyIncludeVersions?: string[] | null;
  /** false: the docs folder itself (`current`) is not built */
  includeCurrentVersion?: boolean;
}

export interface BlogFolders {
  id: string;
  path: string;
  authorsFile: string | null;
  tagsFile: string | null;
  /** which files under the blog's folder are posts (the plugin's include and exclude); Docusaurus' defaults when unset */
  isPost?: (sub: string) => boolean;
}

export interface PagesFolders {
  id: string;
  path: string;
  /** which files under the pages' folder are pages (the plugin's include and exclude); Docusaurus' defaults when unset */
  isPage?: (sub: string) => boolean;
}

export interface SiteFolders {
  docs: DocsFolders[];
  /** every blog plugin instance (none when the blog is off) */
  blogs: BlogFolders[];
  /** every pages plugin instance (none when pages are off) */
  pages: PagesFolders[];
  i18nDir: string;
  /** a locale's folder under i18nDir where it is not its name (localeConfigs.<locale>.path: ton's `mandarin` in zh-CN) */
  localeFolders?: Record<string, string>;
}

/** Docusaurus' default exclusions: `_` files and folders (partials), tests. */
export const excluded = (sub: string): boolean =>
  sub.split('/').some((part) => part.startsWith('_') || part === '__tests__') || /\.test\.[jt]sx?$/.test(sub);

const notExcluded = (sub: string): boolean => !excluded(sub);

/** Docusaurus' default include (every .md and .mdx file) and exclude. */
export const defaultContent = (sub: string): boolean => isMarkdown(sub) && !excluded(sub);

const CATEGORY = /(^|\/)_category_\.(json|ya?ml)$/;
const REACT_PAGE = /\.[jt]sx?$/;

const under = (rel: string, dir: string): string | null =>
  dir === '' || dir === '.' ? rel : rel.startsWith(`${dir}/`) ? rel.slice(dir.length + 1) : null;

/** The i18n folder of a content plugin: `docusaurus-plugin-content-docs`, `-community` for a second instance. */
export const pluginDir = (kind: 'docs' | 'blog' | 'pages', id: string): string =>
  `docusaurus-plugin-content-${kind}${id === 'default' ? '' : `-${id}`}`;

/** A file under a blog's folder (or its translations'): a post of that instance, or nothing the blog reads. */
function postKind(blog: BlogFolders, sub: string, locale: string | null): ContentKind {
  if (!(blog.isPost ?? defaultContent)(sub)) return { type: 'other' };
  return { type: 'post', locale, sub, ...(blog.id === 'default' ? {} : { instance: blog.id }) };
}

/**
 * A locale's own authors or tags file of a blog, at the path the blog's has in its folder
 * (`i18n/fr/docusaurus-plugin-content-blog/authors.yml`): Docusaurus reads it for that locale, before the blog's.
 */
function blogDataKind(blog: BlogFolders, sub: string, locale: string): ContentKind | null {
  const instance = blog.id === 'default' ? {} : { instance: blog.id };
  if (blog.authorsFile !== null && sub === under(blog.authorsFile, blog.path)) return { type: 'authors', locale, ...instance };
  if (blog.tagsFile !== null && sub === under(blog.tagsFile, blog.path)) return { type: 'tags', locale, ...instance };
  return null;
}

/** A file under a pages folder (or its translations', which hold Markdown pages only): a page of that instance, or nothing. */
function pageKind(pages: PagesFolders, sub: string, locale: string | null): ContentKind {
  if (!(pages.isPage ?? notExcluded)(sub)) return { type: 'other' };
  const instance = pages.id === 'default' ? {} : { instance: pages.id };
  if (isMarkdown(sub)) return { type: 'page', locale, sub, ...instance };
  return locale === null && REACT_PAGE.test(sub) ? { type: 'reactPage', locale, sub, ...instance } : { type: 'other' };
}

/** Classifies a path of a Docusaurus site; `locale` is null outside the i18n folder. */
export function classifyDocusaurus(rel: string, folders: SiteFolders): ContentKind {
  const docsKind = (docs: DocsFolders, version: string, sub: string, locale: string | null): ContentKind => {
    // a version the site does not build is never read, as Docusaurus never reads it: its problems are not the build's
    if (docs.onlyIncludeVersions?.includes(version) === false || (version === 'current' && docs.includeCurrentVersion === false))
      return { type: 'other' };
    const instance = docs.id === 'default' ? {} : { instance: docs.id };
    if (CATEGORY.test(sub)) return { type: 'category', locale, version, sub, ...instance };
    if (locale === null && docs.tagsFile && sub === docs.tagsFile) return { type: 'tags', locale, ...instance };
    const isDoc = docs.isDoc ?? defaultContent;
    return isDoc(sub) ? { type: 'doc', locale, version, sub, ...instance } : { type: 'other' };
  };
  for (const docs of folders.docs) {
    const instance = docs.id === 'default' ? {} : { instance: docs.id };
    if (rel === docs.versionsFile) return { type: 'versions', ...instance };
    const sidebars = under(rel, docs.versionedSidebarsDir);
    const sidebarsMatch = sidebars === null ? null : /^version-(.+)-sidebars\.json$/.exec(sidebars);
    if (sidebarsMatch) return { type: 'sidebars', version: sidebarsMatch[1]!, ...instance };
    const versioned = under(rel, docs.versionedDocsDir);
    const versionMatch = versioned === null ? null : /^version-([^/]+)\/(.+)$/.exec(versioned);
    if (versionMatch) return docsKind(docs, versionMatch[1]!, versionMatch[2]!, null);
  }
  const i18n = under(rel, folders.i18nDir);
  const localeMatch = i18n === null ? null : /^([^/]+)\/([^/]+)\/(.+)$/.exec(i18n);
  if (localeMatch) {
    const [, folder, plugin, rest] = localeMatch as unknown as [string, string, string, string];
    const moved = folders.localeFolders ?? {};
    const locale = Object.keys(moved).find((code) => moved[code] === folder) ?? folder;
    // a folder named as a locale whose translations live in another is not read, as Docusaurus reads that one
    if (locale === folder && moved[folder] !== undefined) return { type: 'other' };
    for (const docs of folders.docs) {
      if (plugin !== pluginDir('docs', docs.id)) continue;
      const match = /^(current|version-([^/]+))\/(.+)$/.exec(rest);
      return match ? docsKind(docs, match[2] ?? 'current', match[3]!, locale) : { type: 'other' };
    }
    const blog = folders.blogs.find((candidate) => plugin === pluginDir('blog', candidate.id));
    if (blog) return blogDataKind(blog, rest, locale) ?? postKind(blog, rest, locale);
    const pages = folders.pages.find((candidate) => plugin === pluginDir('pages', candidate.id));
    return pages ? pageKind(pages, rest, locale) : { type: 'other' };
  }
  // (a blog's authors and tags files are read by their paths: their kind says only that they are read)
  if (folders.blogs.some((blog) => rel === blog.authorsFile)) return { type: 'authors', locale: null };
  if (folders.blogs.some((blog) => rel === blog.tagsFile)) return { type: 'tags', locale: null };
  // the longest folder first, as for docs: a changelog inside the blog's folder is its own
  for (const blog of [...folders.blogs].sort((a, b) => b.path.length - a.path.length)) {
    const post = under(rel, blog.path);
    if (post !== null) return postKind(blog, post, null);
  }
  for (const pages of [...folders.pages].sort((a, b) => b.path.length - a.path.length)) {
    const page = under(rel, pages.path);
    if (page !== null) return pageKind(pages, page, null);
  }
  // the longest docs folder first: `docs` must not take `docs-api/x.md` (it does not: `under` wants the slash)
  for (const docs of [...folders.docs].sort((a, b) => b.path.length - a.path.length)) {
    const sub = under(rel, docs.path);
    if (sub !== null) return docsKind(docs, 'current', sub, null);
  }
  return { type: 'other' };
}
