// lodash's kebabCase, which Docusaurus makes tag permalinks with: accents dropped, apostrophes removed,
// words split at case changes and between letters and digits (`Docusaurus v2` -> `docusaurus-v-2`).
const WORD = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|[\p{L}\p{M}]+/gu;

/** `Hello World` -> `hello-world`, `fooBar` -> `foo-bar`, `HTMLParser` -> `html-parser`. */
export function kebabCase(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '');
  return (plain.match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}

/** lodash's capitalize: `hello WORLD` -> `Hello world`, the label Docusaurus gives a tags.yml key without one. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
