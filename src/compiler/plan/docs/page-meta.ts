import type { DocFrontmatter } from '../../read/frontmatter-schema.ts';
import type { EditUrlFunction } from '../../read/layout.ts';
import type { SourceRecord } from '../../read/source.ts';
import type { PlanContext } from '../types.ts';

/** Where a Docusaurus site's edit link of one file points: its plugin's editUrl, folder and file. */
export interface EditTarget {
  url: string | EditUrlFunction | null;
  /** the folder the URL names, relative to the site folder: `docs`, `versioned_docs/version-1.0`, `blog` */
  dir: string;
  /** the file relative to that folder */
  path: string;
  /** what an editUrl function is called with */
  params: Record<string, string>;
}

/**
 * The edit URL of a file: custom_edit_url wins (null hides it); else docgate's layout appends the path
 * under content/ to the config's editUrl, and a Docusaurus site asks its plugin's editUrl (a string gets
 * the folder and the file appended, a function is called as Docusaurus calls it).
 */
export function editUrlOf(record: SourceRecord, ctx: PlanContext, target?: EditTarget): string | null {
  const custom = (record.frontmatter as DocFrontmatter | null)?.custom_edit_url;
  if (custom !== undefined) return custom;
  if (target) {
    if (typeof target.url === 'function') return target.url(target.params) ?? null;
    if (!target.url) return null;
    return joinUrl(target.url, target.dir, target.path);
  }
  const base = ctx.config.editUrl;
  if (!base) return null;
  return base.endsWith('/') ? base + record.contentRel : `${base}/${record.contentRel}`;
}

/** `https://x/tree/main/`, `docs`, `a/b.md` -> `https://x/tree/main/docs/a/b.md`, as Docusaurus' normalizeUrl joins them. */
function joinUrl(base: string, ...parts: string[]): string {
  const rest = parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
  return `${base.replace(/\/+$/, '')}/${rest}`;
}

const iso = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/**
 * Last update: frontmatter last_update, else the file's last commit, else its mtime. `shown` is what
 * the docs plugin shows (Docusaurus' showLastUpdateTime and showLastUpdateAuthor); docgate's layout shows both.
 */
export function lastUpdatedOf(
  record: SourceRecord,
  ctx: PlanContext,
  shown: { time: boolean; author: boolean } = { time: true, author: true },
): { at: string; author?: string } | null {
  if (!shown.time && !shown.author) return null;
  const fm = (record.frontmatter as DocFrontmatter | null)?.last_update;
  const commit = ctx.git.get(record.contentRel);
  const at = fm?.date ? iso(fm.date) : (commit?.at ?? record.mtime);
  const author = shown.author ? (fm?.author ?? commit?.author) : undefined;
  return author ? { at, author } : { at };
}
