import type { SourceRecord } from '../../read/source.ts';

/** A page description: the frontmatter's, else the start of the first section's text. */
export function descriptionOf(record: SourceRecord | null, explicit: string | undefined): string {
  if (explicit !== undefined) return explicit;
  if (record && memo.has(record)) return memo.get(record)!;
  const description = fromText(record);
  if (record) memo.set(record, description);
  return description;
}

const memo = new WeakMap<SourceRecord, string>();

function fromText(record: SourceRecord | null): string {
  const text = record?.output?.sections.find((s) => s.text.trim() !== '')?.text.trim() ?? '';
  if (text.length <= 160) return text;
  const cut = text.slice(0, 160);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : 160)}...`;
}
