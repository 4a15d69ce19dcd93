import type { DocFrontmatter } from '../../read/frontmatter-schema.ts';
import type { SourceRecord } from '../../read/source.ts';
import type { PlanContext } from '../types.ts';

/** The edit URL of a file: custom_edit_url wins (null hides it), else config editUrl + path under content/. */
export function editUrlOf(record: SourceRecord, ctx: PlanContext): string | null {
  const custom = (record.frontmatter as DocFrontmatter | null)?.custom_edit_url;
  if (custom !== undefined) return custom;
  const base = ctx.config.editUrl;
  if (!base) return null;
  return base.endsWith('/') ? base + record.contentRel : `${base}/${record.contentRel}`;
}

const iso = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/** Last update: frontmatter last_update, else the file's last commit, else its mtime. */
export function lastUpdatedOf(record: SourceRecord, ctx: PlanContext): { at: string; author?: string } {
  const fm = (record.frontmatter as DocFrontmatter | null)?.last_update;
  const commit = ctx.git.get(record.contentRel);
  const at = fm?.date ? iso(fm.date) : (commit?.at ?? record.mtime);
  const author = fm?.author ?? commit?.author;
  return author ? { at, author } : { at };
}
