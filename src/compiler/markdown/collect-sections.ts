import type { Root } from 'hast';
import type { VFile } from 'vfile';
import type { SearchSection } from './types.ts';
import { headingLevel, normalize, textOf, walkText } from './hast-helpers.ts';

/** Splits the page's plain text into search sections (intro, then each h2/h3) and counts its words. */
export default function rehypeCollectSections() {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [];
    let current: SearchSection = { anchor: '', heading: '', text: '' };
    // one buffer, emptied in place: walkText keeps pushing onto this array
    const parts: string[] = [];
    let parentHeading = '';
    let words = 0;

    const flush = () => {
      current.text = normalize(parts.join(''));
      words += countWords(current.text);
      // an empty intro is not worth a search entry; a heading with nothing under it still is
      if (current.anchor !== '' || current.text !== '') sections.push(current);
      parts.length = 0;
    };

    walkText(tree, parts, (node) => {
      const level = headingLevel(node);
      if (level !== 2 && level !== 3) return false;
      flush();
      const text = textOf(node);
      words += countWords(text);
      if (level === 2) parentHeading = text;
      const heading = level === 3 && parentHeading ? `${parentHeading} > ${text}` : text;
      current = { anchor: String(node.properties.id ?? ''), heading, text: '' };
      return true;
    });
    flush();
    file.data.sections = sections;
    file.data.words = words;
  };
}

const countWords = (text: string): number => (text === '' ? 0 : text.split(' ').length);
