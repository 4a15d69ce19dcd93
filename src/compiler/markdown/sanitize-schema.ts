import type { Schema } from 'hast-util-sanitize';
import { MATHML } from './math-allow-list.ts';
import { PAINT, REFERENCE_ATTRIBUTES, SHAPE_ATTRIBUTES, SVG_ROOT_ATTRIBUTES, SVG_TAGS } from './svg-allow-list.ts';

// What this pipeline emits (CommonMark + GFM + footnotes, admonitions, heading anchors, shiki, the MDX
// theme components) plus the HTML an MDX page may write as JSX (mdx/html-element.ts reports the rest
// before it gets here): anything else is a bug or an attack.

/** HTML elements an MDX page may write, with the attributes (hast property names) each may carry. */
export const AUTHOR_TAGS: Record<string, string[]> = {
  // `name`: an old-style anchor a link's #fragment scrolls to (an <a> name is no window property);
  // `download`: the file is saved instead of shown (karmada's Grafana dashboards)
  a: ['href', 'target', 'rel', 'name', 'tabIndex', 'download'],
  abbr: [],
  // HTML5's sectioning elements, which MDX pages write for their layout and Docusaurus renders (zenstack's <aside>)
  address: [],
  article: [],
  aside: [],
  audio: ['src', 'controls', 'autoPlay', 'loop', 'muted', 'preload'],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  // obsolete, still centred by browsers, and rendered by Docusaurus' React
  center: [],
  cite: [],
  code: [],
  // column widths of a table (`<col style={{ width: '45%' }} />`)
  col: ['span'],
  colgroup: ['span'],
  dd: [],
  del: [],
  details: ['open'],
  // `align`: obsolete, still honoured by browsers and rendered by Docusaurus (`<p align="center">`)
  div: ['align'],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  footer: [],
  h1: ['align'],
  h2: ['align'],
  h3: ['align'],
  h4: ['align'],
  h5: ['align'],
  h6: ['align'],
  header: [],
  hgroup: [],
  hr: [],
  i: [],
  // form controls without a form (dropped, as is `form` naming one): a checklist's boxes a reader ticks, a box
  // to paste into that site code reads (prysm's troubleshooting report), as Docusaurus renders them. No type
  // that submits, uploads or loads (submit, image, file): such an input is a text box
  input: ['type', 'name', 'value', 'checked', 'placeholder', 'disabled', 'readOnly', 'min', 'max', 'step', 'size', 'maxLength'],
  textarea: ['name', 'rows', 'cols', 'placeholder', 'disabled', 'readOnly', 'wrap', 'maxLength'],
  select: ['name', 'multiple', 'size', 'disabled'],
  option: ['value', 'selected', 'disabled', 'label'],
  optgroup: ['label', 'disabled'],
  // `sandbox` only takes powers away from the frame: allowed
  iframe: ['src', 'width', 'height', 'allow', 'allowFullScreen', 'loading', 'referrerPolicy', 'frameBorder', 'scrolling', 'sandbox'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'align'],
  ins: [],
  kbd: [],
  // a styled badge (react-native-ui-lib's "Experimental"), or a caption of the form-less inputs a page shows
  label: ['htmlFor'],
  li: [],
  main: [],
  mark: [],
  nav: [],
  ol: ['start', 'type', 'reversed'],
  p: ['align'],
  pre: [],
  q: [],
  s: [],
  section: [],
  small: [],
  source: ['src', 'type', 'media'],
  span: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  // obsolete, still sized and coloured by browsers, and rendered by Docusaurus' React
  font: ['size', 'color', 'face'],
  samp: [],
  table: ['align', 'width'],
  tbody: [],
  td: ['colSpan', 'rowSpan', 'align', 'vAlign', 'width', 'height'],
  tfoot: [],
  th: ['colSpan', 'rowSpan', 'align', 'vAlign', 'width', 'height'],
  thead: [],
  time: ['dateTime'],
  tr: [],
  u: [],
  ul: [],
  var: [],
  wbr: [],
  video: ['src', 'poster', 'controls', 'autoPlay', 'loop', 'muted', 'playsInline', 'preload', 'width', 'height'],
  // an icon drawn inline (svg-allow-list.ts); fill, stroke, mask and clip-path pass the sanitizer only as PAINTs
  ...Object.fromEntries(
    SVG_TAGS.map((tag) => [
      tag,
      ['fill', 'stroke', ...REFERENCE_ATTRIBUTES, ...SHAPE_ATTRIBUTES, ...(tag === 'svg' ? SVG_ROOT_ATTRIBUTES : [])],
    ]),
  ),
};

/** An embed (a video, a playground) runs its own scripts in its own origin, never navigates the site. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';
/**
 * The powers an author's own `sandbox` may keep (a playground embed asks for forms and modals): none
 * reaches the site's page, and top navigation is never one of them. The sanitizer allows these only.
 */
export const SANDBOX_TOKENS = [...IFRAME_SANDBOX.split(' '), 'allow-forms', 'allow-modals', 'allow-downloads', 'allow-pointer-lock'];

/** Attributes any author element may carry, besides `data-*` and (not on code) a safe `style`. */
export const AUTHOR_ATTRIBUTES = [
  'className',
  'id',
  'title',
  'lang',
  'dir',
  'role',
  'ariaLabel',
  'ariaHidden',
  'ariaLabelledBy',
  'ariaDescribedBy',
];

// code and pre hold shiki's output: their styles stay shiki's own
const STYLED = Object.keys(AUTHOR_TAGS).filter((tag) => tag !== 'code' && tag !== 'pre');

// an author style after mdx/style.ts: `name:value` declarations, nothing that loads or runs anything
export const authorStyle =
  /^(?![\s\S]*(?:url\s*\(|expression\s*\(|image-set\s*\(|javascript:|@import|[\\<>{}"]))(?:-{0,2}[a-zA-Z][\w-]*:[^;]+;?)*$/i;

const headingAttributes = ['id'];
// shiki with defaultColor: false writes only its colour variables, e.g. `--shiki-light:#24292e;--shiki-dark:#e1e4e8`
const shikiStyle = /^(?:--shiki-(?:light|dark)(?:-bg|-font-style|-font-weight|-text-decoration)?:[#\w -]+;?)+$/;

const pipelineTags = [
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
];

type Attributes = NonNullable<Schema['attributes']>;

/** The input types an author's `<input>` keeps: ones that only take what the reader types or picks. */
export const INPUT_TYPES = ['checkbox', 'radio', 'text', 'search', 'number', 'range', 'color', 'date', 'time', 'email', 'url', 'tel'];

const pipelineAttributes: Attributes = {
  a: [
    'href',
    'title',
    'id',
    'ariaLabel',
    'ariaDescribedBy',
    'dataFootnoteRef',
    'dataFootnoteBackref',
    // any class (the '*' entry), as on every element: the pipeline's own (`hash-link`) and an author's
    // (`button button--primary`, a list anchor its CSS hides until hover)
  ],
  img: ['title'],
  // only an https page may be framed
  iframe: [
    ['src', /^https:\/\//i],
    // docgate's own sandbox or an author's within SANDBOX_TOKENS (mdx/html-element.ts), in any order
    ['sandbox', new RegExp(`^(?:(?:${SANDBOX_TOKENS.join('|')})(?: (?=.)|$))*$`)],
  ],
  // the tabs of mdx/components/tabs.ts
  button: [['type', 'button'], ['role', 'tab'], 'ariaSelected', 'tabIndex'],
  // a task list item's box (remark-gfm makes it disabled) or an author's (AUTHOR_TAGS)
  input: [['type', ...INPUT_TYPES], 'disabled', 'checked'],
  li: ['id'],
  ul: [],
  ol: ['start', 'type', 'reversed'],
  h1: headingAttributes,
  // the footnotes section is labelled by a visually hidden h2
  h2: headingAttributes,
  h3: headingAttributes,
  h4: headingAttributes,
  h5: headingAttributes,
  h6: headingAttributes,
  th: [
    ['align', 'left', 'center', 'right'],
    ['vAlign', 'top', 'middle', 'bottom', 'baseline'],
  ],
  td: [
    ['align', 'left', 'center', 'right'],
    ['vAlign', 'top', 'middle', 'bottom', 'baseline'],
  ],
  div: [['role', 'tablist', 'tabpanel'], 'ariaOrientation', 'hidden'],
  p: [],
  section: ['dataFootnotes'],
  pre: [
    ['style', shikiStyle],
    ['tabIndex', 0],
  ],
  // any class, as a div's: shiki's `line`, KaTeX's (`mord`, `vlist-t`), an author's badge
  span: [['style', shikiStyle]],
  // a site's rehype-katex (math-allow-list.ts)
  ...MATHML,
  // `showLineNumbers=12`: the line counter starts at 11, so the first line reads 12
  code: [['style', /^counter-reset:line -?\d+$/]],
  // an author's inline drawing: its paints are colours or its own gradients, never another document's
  ...Object.fromEntries(
    SVG_TAGS.map((tag) => [
      tag,
      [['fill', PAINT], ['stroke', PAINT], ...REFERENCE_ATTRIBUTES.map((name) => [name, PAINT])] as Attributes[string],
    ]),
  ),
};

/** The pipeline's attributes of each tag, then what authors may write on it. */
function mergedAttributes(): Attributes {
  const merged: Attributes = { '*': [...AUTHOR_ATTRIBUTES, 'data*'] };
  for (const tag of new Set([...Object.keys(pipelineAttributes), ...Object.keys(AUTHOR_TAGS)])) {
    const own = pipelineAttributes[tag] ?? [];
    // the first definition of a name is the one that counts: an author style joins the pipeline's
    const styled = STYLED.includes(tag);
    const pipelineStyle = own.find((entry) => Array.isArray(entry) && entry[0] === 'style') as unknown[] | undefined;
    const entries = own.map((entry) =>
      styled && entry === pipelineStyle ? [...pipelineStyle!, authorStyle] : entry,
    ) as Attributes[string];
    merged[tag] = [
      ...entries,
      ...(AUTHOR_TAGS[tag] ?? []),
      ...(styled && !pipelineStyle ? [['style', authorStyle] as [string, RegExp]] : []),
    ];
  }
  return merged;
}

// A link opens what its scheme names, in the browser or an app it hands the URL to (`vscode://file/...`,
// `tel:`), and runs nothing in the page: Docusaurus keeps any scheme. An allowlist all the same, so a
// scheme that runs script (javascript:, vbscript:) or shows author HTML (data:) can never pass.
export const LINK_PROTOCOLS = [
  ...['http', 'https', 'mailto', 'pathname', 'tel', 'sms', 'ftp', 'sftp', 'ssh', 'git', 'irc', 'ircs', 'xmpp'],
  ...['webcal', 'feed', 'news', 'magnet', 'geo', 'matrix', 'slack', 'discord', 'msteams', 'zoommtg', 'tg', 'spotify', 'steam'],
  // editors' and IDEs' deep links, which docs of developer tools use ("open in VS Code", Cursor's MCP install)
  ...['vscode', 'vscode-insiders', 'cursor', 'windsurf', 'zed', 'jetbrains', 'idea', 'x-github-client', 'github-windows', 'obsidian'],
  // browsers' own pages, which an extension's install steps link (scriptcat's `edge://extensions/`)
  ...['chrome', 'edge', 'brave', 'opera', 'vivaldi', 'about', 'moz-extension', 'chrome-extension'],
];

export const sanitizeSchema: Schema = {
  // `style`: a page's own CSS (mdx/html-element.ts), its text made safe after this (style-elements.ts)
  tagNames: [...new Set([...pipelineTags, ...Object.keys(AUTHOR_TAGS), 'button', 'style', ...Object.keys(MATHML)])],
  attributes: mergedAttributes(),
  // none: hast-util-sanitize's default makes every input a disabled checkbox; a task list's is one already
  required: {},
  // pathname: is Docusaurus' way to write a plain same-site link; the link check makes it a path (check-page.ts)
  // data: for an image written into the page (a notebook's plot), which an <img> shows without running
  // anything; an iframe's src is https only (its attribute pattern above)
  protocols: { href: LINK_PROTOCOLS, src: ['http', 'https', 'data'], poster: ['http', 'https', 'data'] },
  // heading ids must match the TOC and anchors; footnote ids are already prefixed by remark-rehype
  clobber: [],
  clobberPrefix: '',
  strip: ['script'],
};
