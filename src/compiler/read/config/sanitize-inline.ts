import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { normalizeStyleAttribute } from '../../markdown/mdx/style.ts';
import { authorStyle } from '../../markdown/sanitize-schema.ts';
import {
  PAINT,
  REFERENCE_ATTRIBUTES,
  SHAPE_ATTRIBUTES,
  SVG_TAGS as SVG_ALLOWED,
  SVG_ROOT_ATTRIBUTES,
} from '../../markdown/svg-allow-list.ts';
import { walk } from '../../markdown/walk.ts';
import { LINK_SCHEMES, shown } from './safe-href.ts';

// Author HTML from the site config (the announcement bar, html navbar items and footer entries) goes into the page as-is, so it is parsed
// as a browser would parse it (entities, control characters and tabs in URLs decoded) and rebuilt
// from an allow-list: a pattern over the source text cannot see `&#106;avascript:`.

// (and a sidebar's: `<hr>` dividers, titles in a `<div>` or `<p>`); a footer's links in a list or a `<nav>`
// (0L Network's social links), which carry a class its custom.css lays out by
const TAGS = [
  'a',
  'b',
  'strong',
  'em',
  'i',
  'u',
  's',
  'code',
  'br',
  'span',
  'small',
  'sup',
  'sub',
  'mark',
  'kbd',
  'abbr',
  'img',
  'hr',
  'div',
  'p',
];
const BLOCK_TAGS = ['nav', 'section', 'ul', 'ol', 'li'];

// an icon drawn inline (a navbar's GitHub or Discord logo, svg-allow-list.ts), with its title
const SVG_TAGS = [...SVG_ALLOWED, 'title'];
// the gradients, clips and masks an icon names by `url(#id)` (a Discord logo's clip-path), as in page HTML
const DRAWN = [
  ['fill', PAINT],
  ['stroke', PAINT],
  ...REFERENCE_ATTRIBUTES.map((name) => [name, PAINT]),
  'id',
  ...SHAPE_ATTRIBUTES,
] as NonNullable<Schema['attributes']>[string];

// their content is code or styling, never words for the reader: it goes with them
const STRIPPED = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'math', 'foreignObject'];

// an icon's size and spacing (a navbar's Discord logo at 24px) as page HTML may set them: declarations that
// load nothing (sanitize-schema.ts); none in SVG
const STYLE: [string, RegExp] = ['style', authorStyle];

const inlineSchema: Schema = {
  tagNames: [...TAGS, ...BLOCK_TAGS, ...SVG_TAGS],
  attributes: {
    svg: [...SVG_ROOT_ATTRIBUTES, 'ariaHidden', 'ariaLabel', 'role', ...DRAWN],
    ...Object.fromEntries(SVG_TAGS.filter((tag) => tag !== 'svg' && tag !== 'title').map((tag) => [tag, DRAWN])),
    // a class for the site's custom.css to style; a separator hidden from screen readers (`aria-hidden`)
    '*': ['className', 'ariaHidden'],
    ...Object.fromEntries([...TAGS, ...BLOCK_TAGS].map((tag) => [tag, [STYLE]])),
    a: ['href', 'title', ['target', '_blank', '_self'], 'rel', 'ariaLabel', STYLE],
    // an abbreviation's expansion, shown on hover
    abbr: ['title', STYLE],
    // a badge in the footer ("Deploys by Netlify")
    img: ['src', 'alt', 'title', 'width', 'height', ['loading', 'lazy', 'eager'], STYLE],
  },
  // compared as written after entity decoding: `JavaScript:` or `java\tscript:` is no allowed scheme
  protocols: { href: LINK_SCHEMES, src: ['http', 'https'] },
  required: {},
  ancestors: {},
  strip: STRIPPED,
  clobber: [],
  clobberPrefix: '',
  allowComments: false,
  allowDoctypes: false,
};

export interface SanitizedHtml {
  html: string;
  /** what the allow-list took out, e.g. `<script>`, `href="javascript:…" on <a>`; empty when nothing was */
  removed: string[];
  /** site paths of images `image` had no file for (left as written) */
  missingImages: string[];
}

/**
 * Keeps a few inline tags (`a` with a safe `href`, `img` from http(s), `b`, `strong`, `em`, `code`, `br`...)
 * and drops the rest. An `img` of a site path (`/img/logo.svg`) gets the URL `image` gives for it: behind
 * the gate the site serves no static folder.
 */
export function sanitizeInlineHtml(html: string, image?: (src: string) => string | null): SanitizedHtml {
  const tree = fromHtml(html, { fragment: true });
  // a style written as the style rule reads it; what could load something (`url()`) is named and goes
  const removed: string[] = [];
  walk<RootContent>(tree, (node) => {
    if (node.type !== 'element' || !TAGS.includes(node.tagName)) return;
    const dropped = normalizeStyleAttribute(node.properties);
    if (dropped.length > 0) removed.push(`${dropped.map((name) => `\`${name}\``).join(', ')} in a style on <${node.tagName}>`);
  });
  const before = partsOf(tree);
  const clean = sanitize(tree, inlineSchema) as Root;
  const after = partsOf(clean);
  for (const [part, count] of before) if (count > (after.get(part) ?? 0)) removed.push(part);
  const missingImages: string[] = [];
  // after the allow-list, which would drop the data: URL an image becomes
  if (image)
    eachSiteImage(clean, (img, src) => {
      const url = image(src);
      if (url === null) missingImages.push(src);
      else img.properties.src = url;
    });
  return { html: toHtml(clean), removed, missingImages };
}

/** `<img src>` values of an HTML string that name a site path (`/img/x.svg`, `img/x.svg`), not another site. */
export function siteImageSources(html: string): string[] {
  const sources: string[] = [];
  eachSiteImage(fromHtml(html, { fragment: true }), (_img, src) => sources.push(src));
  return sources;
}

/** Calls `visit` for each `<img>` of `tree` whose src is a site path: no scheme (`https:`, `data:`), no host (`//cdn`). */
function eachSiteImage(tree: Root, visit: (img: Element, src: string) => void): void {
  walk<RootContent>(tree, (node) => {
    const src = node.type === 'element' && node.tagName === 'img' ? node.properties.src : undefined;
    if (typeof src === 'string' && src !== '' && !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(src)) visit(node as Element, src);
    return undefined;
  });
}

// every element and attribute of a tree, counted, so a comparison shows what the sanitizer took out
function partsOf(tree: Root): Map<string, number> {
  const parts = new Map<string, number>();
  const add = (part: string) => parts.set(part, (parts.get(part) ?? 0) + 1);
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      add(`<${node.tagName}>`);
      // a tag that is not allowed goes with its attributes: naming the tag says it all
      if (TAGS.includes(node.tagName) || SVG_TAGS.includes(node.tagName))
        for (const [name, value] of Object.entries(node.properties)) {
          add(`${name}="${shown(Array.isArray(value) ? value.join(' ') : String(value))}" on <${node.tagName}>`);
        }
      if (!STRIPPED.includes(node.tagName)) visit(node.children);
    }
  };
  visit(tree.children);
  return parts;
}
