import type { Schema } from 'hast-util-sanitize';

// Exactly what this pipeline emits (CommonMark + GFM + footnotes, admonitions, heading anchors, shiki)
// and nothing else: no author-supplied HTML ever reaches the tree, so anything else is a bug or an attack.

const headingAttributes = ['id'];
// shiki with defaultColor: false writes only its colour variables, e.g. `--shiki-light:#24292e;--shiki-dark:#e1e4e8`
const shikiStyle = /^(?:--shiki-(?:light|dark)(?:-bg|-font-style|-font-weight|-text-decoration)?:[#\w -]+;?)+$/;

export const sanitizeSchema: Schema = {
  tagNames: [
    'a',
    'blockquote',
    'br',
    'code',
    'del',
    'div',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'input',
    'li',
    'ol',
    'p',
    'pre',
    'section',
    'span',
    'strong',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'ul',
  ],
  attributes: {
    a: [
      'href',
      'title',
      'id',
      'ariaLabel',
      'ariaDescribedBy',
      'dataFootnoteRef',
      'dataFootnoteBackref',
      ['className', 'hash-link', 'data-footnote-backref'],
    ],
    img: ['src', 'alt', 'title'],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    li: ['id', ['className', 'task-list-item']],
    ul: [['className', 'contains-task-list']],
    ol: ['start', ['className', 'contains-task-list']],
    h1: headingAttributes,
    // the footnotes section is labelled by a visually hidden h2
    h2: [...headingAttributes, ['className', 'sr-only']],
    h3: headingAttributes,
    h4: headingAttributes,
    h5: headingAttributes,
    h6: headingAttributes,
    th: [['align', 'left', 'center', 'right']],
    td: [['align', 'left', 'center', 'right']],
    div: [
      ['className', 'admonition', /^admonition-(?:note|tip|info|warning|danger)$/, 'code-block', 'code-block-title'],
      ['dataLanguage', /^[\w#+.-]+$/],
    ],
    p: [['className', 'admonition-title']],
    section: ['dataFootnotes', ['className', 'footnotes']],
    pre: [
      ['className', 'shiki', 'shiki-themes', 'github-light', 'github-dark', 'line-numbers'],
      ['style', shikiStyle],
      ['tabIndex', 0],
    ],
    span: [
      ['className', 'line', 'highlighted'],
      ['style', shikiStyle],
    ],
    // `showLineNumbers=12`: the line counter starts at 11, so the first line reads 12
    code: [['style', /^counter-reset:line -?\d+$/]],
  },
  required: { input: { type: 'checkbox', disabled: true } },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  // heading ids must match the TOC and anchors; footnote ids are already prefixed by remark-rehype
  clobber: [],
  clobberPrefix: '',
  strip: ['script'],
};
