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

// scripts written without spaces between words: Han, kana, Hangul, Thai, Lao, Khmer, Myanmar
const UNSPACED = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
let segmenter: Intl.Segmenter | undefined;

/**
 * Words of a text for search and reading time: spaces part them, but in Chinese, Japanese, Korean or Thai
 * the word segmenter does, as Docusaurus' reading time counts (openyurt's posts read 1 min for 6).
 */
function countWords(text: string): number {
  if (text === '') return 0;
  if (!UNSPACED.test(text)) return text.split(' ').length;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return words;
}
