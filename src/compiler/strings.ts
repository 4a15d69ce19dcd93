// How V8 stores the build's large strings decides much of a build's memory (heap snapshots of a cold
// 2,000-page build): these two helpers keep a string from costing more than its text.

const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/**
 * The same text, stored one byte a character when every character allows it. V8 keeps a string in one
 * byte a character or in two, and concatenating a two-byte piece makes the whole result two-byte, even
 * when every character fits in one: some short strings HTML is built from (a tag name interned by an
 * earlier two-byte use) are two-byte, so a page rendered in this thread came out twice its size, while
 * the same page from a worker came back one-byte through JSON (~30 MB of HTML and as much of page JSON).
 */
export function compactString(text: string): string {
  if (text.length < 256 || BEYOND_LATIN1.test(text)) return text;
  return Buffer.from(text, 'latin1').toString('latin1');
}

/**
 * A copy of `text` that shares nothing with it. A slice of a string keeps the whole string alive:
 * a frontmatter title sliced from a page's text kept the whole page in memory for the build (~20 MB).
 */
export const detachedCopy = (text: string): string => Buffer.from(text).toString();
