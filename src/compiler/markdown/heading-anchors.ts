import type { Options } from 'rehype-autolink-headings';
import { headingLevel, textOf } from './hast-helpers.ts';

/** rehype-autolink-headings options: `<a class="hash-link" href="#id" aria-label="Direct link to …">#</a>` after the text. */
export const headingAnchors: Options = {
  behavior: 'append',
  // not the hidden footnotes label
  test: (node) => headingLevel(node) > 0,
  properties: (node) => ({ className: ['hash-link'], ariaLabel: `Direct link to ${textOf(node)}` }),
  content: { type: 'text', value: '#' },
};
