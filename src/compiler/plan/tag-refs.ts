import type { BlogTag } from '../../contracts/manifest.ts';
import { capitalize, kebabCase } from '../read/docusaurus/kebab-case.ts';
import type { TagsFile } from './blog/yaml-file.ts';
import { joinRoute } from './docs/numbers.ts';

/** A tag as frontmatter writes it: a key of the tags file or a label, or `{ label, permalink }`. */
export type TagRef = string | { label: string; permalink?: string };

/**
 * Tags as Docusaurus resolves them (utils' tags.ts): a key of the tags file takes its label (else the key
 * capitalized), description and permalink (else the key kebab-cased); anything else is an inline tag whose
 * permalink is its label kebab-cased, or the one it gives. `inline` holds the positions of inline tags.
 */
export function docusaurusTags(refs: TagRef[], tagsBase: string, file: TagsFile | null): { tags: BlogTag[]; inline: number[] } {
  const inline: number[] = [];
  const tags = refs.map((ref, i): BlogTag => {
    if (typeof ref === 'string' && file && Object.hasOwn(file, ref)) {
      const entry = file[ref];
      const tag: BlogTag = {
        key: ref,
        label: entry?.label ?? capitalize(ref),
        permalink: joinRoute(tagsBase, entry?.permalink ?? kebabCase(ref)),
      };
      if (entry?.description) tag.description = entry.description;
      return tag;
    }
    inline.push(i);
    const label = typeof ref === 'string' ? ref : ref.label;
    const permalink = typeof ref === 'string' ? kebabCase(ref) : (ref.permalink ?? kebabCase(ref.label));
    return { key: label, label, permalink: joinRoute(tagsBase, permalink) };
  });
  return { tags, inline };
}
