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
  path: string;
  title: string;
  position: number | undefined;
}

/** Base route of a docs version in a locale: `/docs`, `/docs/1.0`, `/fr/docs`. */
export function docsBase(version: string, locale: string | null): string {
  return joinRoute(locale ? `/${locale}` : '/', 'docs', version === 'current' ? '' : version);
}

/** Computes id, route, title and position of a doc the way Docusaurus does. */
export function docInfo(record: SourceRecord, sub: string, version: string, locale: string | null): DocInfo {
  // a record is replaced when its file changes, so the record itself is the cache key
  const cached = memo.get(record);
  if (cached) return cached;
  const info = computeDocInfo(record, sub, version, locale);
  memo.set(record, info);
  return info;
}

const memo = new WeakMap<SourceRecord, DocInfo>();

function computeDocInfo(record: SourceRecord, sub: string, version: string, locale: string | null): DocInfo {
  const fm = record.frontmatter as DocFrontmatter;
  const parts = sub.split('/');
  const rawFile = parts.pop()!;
  const fileName = rawFile.replace(/\.mdx?$/i, '');
  const dirs = parts;
  const cleanDirs = dirs.map((d) => stripNumberPrefix(d).name);
  const stripped = stripNumberPrefix(fileName);
  const isIndex = /^(index|readme)$/i.test(stripped.name) || stripped.name === cleanDirs[cleanDirs.length - 1];
  const base = fm.id ?? stripped.name;
  const id = [...cleanDirs, base].join('/');
  const root = docsBase(version, locale);
  let path: string;
  if (fm.slug !== undefined) {
    path = fm.slug.startsWith('/') ? joinRoute(root, fm.slug) : joinRoute(root, ...cleanDirs, fm.slug);
  } else if (isIndex && fm.id === undefined) {
    path = joinRoute(root, ...cleanDirs);
  } else {
    path = joinRoute(root, ...cleanDirs, base);
  }
  const title = fm.title ?? record.output?.title ?? stripped.name;
  return {
    record,
    frontmatter: fm,
    version,
    locale,
    id,
    dirs,
    fileName,
    isIndex,
    path,
    title,
    position: fm.sidebar_position ?? stripped.position,
  };
}
