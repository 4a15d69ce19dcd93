import { posix } from 'node:path';
import type { DocFrontmatter } from '../../read/frontmatter-schema.ts';
import type { SourceRecord } from '../../read/source.ts';
import { joinRoute, stripNumberPrefix } from './numbers.ts';

/** A doc's identity and place: what routes, sidebars and pagination are derived from. */
export interface DocInfo {
  record: SourceRecord;
  frontmatter: DocFrontmatter;
  version: string;
  /** null for the default locale */
  locale: string | null;
  /** e.g. `backend/installation` */
  id: string;
  /** raw folder names from the docs root, with number prefixes */
  dirs: string[];
  /** raw file name without extension */
  fileName: string;
  isIndex: boolean;
  /** the route base of the doc's version in its locale: `/docs`, `/docs/next`, `/fr/docs` */
  base: string;
  path: string;
  title: string;
  position: number | undefined;
  /** the source folder's doc, when the default locale's own i18n folder gave this one: what other locales build from */
  source?: DocInfo;
}

/** Base route of a docs version in a locale: `/docs`, `/docs/1.0`, `/fr/docs`. */
export function docsBase(version: string, locale: string | null): string {
  return joinRoute(locale ? `/${locale}` : '/', 'docs', version === 'current' ? '' : version);
}

/** Computes id, route, title and position of a doc the way Docusaurus does; `base` defaults to docgate's `/docs`. */
export function docInfo(
  record: SourceRecord,
  sub: string,
  version: string,
  locale: string | null,
  base: string = docsBase(version, locale),
): DocInfo {
  // a record is replaced when its file changes, so the record (and the base it sits under) is the cache key
  const cached = memo.get(record);
  if (cached?.base === base) return cached;
  const info = computeDocInfo(record, sub, version, locale, base);
  memo.set(record, info);
  return info;
}

const memo = new WeakMap<SourceRecord, DocInfo>();

function computeDocInfo(record: SourceRecord, sub: string, version: string, locale: string | null, root: string): DocInfo {
  const fm = record.frontmatter as DocFrontmatter;
  const parts = sub.split('/');
  const rawFile = parts.pop()!;
  const fileName = rawFile.replace(/\.mdx?$/i, '');
  const dirs = parts;
  // `parse_number_prefixes: false` keeps `01-intro` as the doc's name
  const strip = fm.parse_number_prefixes === false ? (name: string) => ({ name, position: undefined }) : stripNumberPrefix;
  const cleanDirs = dirs.map((d) => strip(d).name);
  const stripped = strip(fileName);
  // as Docusaurus' isCategoryIndex: the file's name as written (`01-index` is no index), or the name of its
  // folder as written, in any case (`Guide/guide.md` is; `1-array/array.md` is not: databend's 4 docs)
  const folder = dirs[dirs.length - 1];
  const isIndex = /^(index|readme)$/i.test(fileName) || (folder !== undefined && fileName.toLowerCase() === folder.toLowerCase());
  const base = fm.id ?? stripped.name;
  const id = [...cleanDirs, base].join('/');
  let path: string;
  if (fm.slug !== undefined) {
    // a relative slug is resolved from the doc's folder, as Docusaurus' resolvePathname does: `./readme`,
    // `../overview` (pact's language guides were at `/go/./readme`, which no browser asks for)
    path = fm.slug.startsWith('/') ? joinRoute(root, fm.slug) : joinRoute(root, posix.resolve(`/${cleanDirs.join('/')}`, fm.slug));
  } else if (isIndex) {
    // as Docusaurus: a category index (index.md, README.md, a file named as its folder) is its folder, whatever its id
    path = joinRoute(root, ...cleanDirs);
  } else {
    path = joinRoute(root, ...cleanDirs, base);
  }
  // as Docusaurus: without a title or an h1, the doc's id in its folder (its frontmatter `id`, else the file's name)
  const title = fm.title ?? record.output?.title ?? base;
  return {
    record,
    frontmatter: fm,
    version,
    locale,
    id,
    dirs,
    fileName,
    isIndex,
    base: root,
    path,
    title,
    position: fm.sidebar_position ?? stripped.position,
  };
}
