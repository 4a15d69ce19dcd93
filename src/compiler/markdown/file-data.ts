import type { AssetEntry, HeadingEntry, SearchSection, UrlEntry } from './types.ts';

// what the transforms leave on `file.data` for render.ts to assemble into MarkdownOutput
declare module 'vfile' {
  interface DataMap {
    /** text of the leading h1, removed from the tree */
    title: string | null;
    /** source offset of the first top-level `<!-- truncate -->` */
    truncateOffset: number;
    headings: HeadingEntry[];
    links: UrlEntry[];
    assets: AssetEntry[];
    sections: SearchSection[];
    words: number;
  }
}
