import type { SourceRecord } from '../../read/source.ts';

/** A page description: the frontmatter's, else the excerpt of its source, as Docusaurus makes it (markdown/excerpt.ts). */
export function descriptionOf(record: SourceRecord | null, explicit: string | undefined): string {
  return explicit ?? record?.output?.excerpt ?? '';
}
