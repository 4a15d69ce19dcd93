import type { Nodes } from 'mdast';
import { find, html, svg } from 'property-information';
import { SVG_TAGS } from '../svg-allow-list.ts';
import { AUTHOR_ATTRIBUTES, AUTHOR_TAGS, IFRAME_SANDBOX, INPUT_TYPES, LINK_PROTOCOLS, SANDBOX_TOKENS } from '../sanitize-schema.ts';
import { element, report, type MdxContext } from './context.ts';
import { island } from './island.ts';
import { readProps, type JsxElement } from './props.ts';
import { styleString } from './style.ts';
import { evaluateProgram, type Scope } from './evaluate.ts';
import type { Program } from 'estree';
import { JSX_MEDIA } from '../collect-urls.ts';
import { MATHML } from '../math-allow-list.ts';

const SVG_ELEMENTS = new Set(SVG_TAGS);

// HTML written as JSX (`<div className="x">`, `<img src=... />`, `<details>`) becomes the same hast
// element, through the sanitizer like everything else. What the sanitizer would drop silently is
// reported here first, where the author's position is known.

// elements whose content is code or would change the page around it: dropped whole
const DROPPED = new Set(['script', 'link', 'meta', 'base', 'object', 'embed', 'form', 'noscript', 'template', 'frame', 'frameset']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite', 'action', 'formAction']);
// `pathname:///x` is Docusaurus' plain same-site link, made a path by the link check as in Markdown links
const SAFE_URL = /^(?:https?:|mailto:|pathname:|[^:]*$)/i;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// an image or poster written into the page as a data: URL shows without running anything; a link may
// have any scheme a Markdown link may (`<a href="vscode:extension/...">`, radon's install links)
const safeUrl = (property: string, url: string): boolean =>
  SAFE_URL.test(url) ||
  ((property === 'src' || property === 'poster') && /^data:image\//i.test(url)) ||
  (property === 'href' && LINK_PROTOCOLS.includes(SCHEME.exec(url)?.[1]?.toLowerCase() ?? ''));
const GLOBAL = new Set(AUTHOR_ATTRIBUTES);
const HANDLER = /^on[a-zA-Z]/;
const ALT_ELEMENTS = new Set(['img', 'area', 'input']);
const MEDIA = new Set(['img', 'video', 'audio', 'source']);
// React's uncontrolled form props: the attribute the page starts with (a textarea's value is its text)
const REACT_DEFAULTS: Record<string, string> = { defaultChecked: 'checked', defaultValue: 'value' };

/** The hast element an HTML element written as JSX stands for, or its children when it cannot be one. */
export function htmlElement(node: JsxElement, context: MdxContext): Nodes[] {
  const name = node.name!;
  // Docusaurus' `<head>` in Markdown: <title> and <meta> for the HTML head, which search engines read;
  // a gated site has none to tell, and the page's title comes from its frontmatter or heading. A refresh
  // is kept: it moves the reader on
  if (name === 'head') return refreshOf(node, context);
  if (name === 'style') return styleElement(node, context);
  if (DROPPED.has(name)) {
    report(context, `<${name}> is not rendered: pages hold no scripts, stylesheet links or forms`, node, 'mdx-html');
    return [];
  }
  // an element with event handlers, or a button, is code: an island of the site bundle, whose fallback
  // is the element without its handlers (a button: its label)
  const handled = node.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && HANDLER.test(attribute.name));
  if (handled || name === 'button') {
    const fallback = () => (name === 'button' ? (node.children as Nodes[]) : dataElement(node, name, context, () => true));
    const placed = island(node, context, fallback);
    if (placed) return placed;
  }
  return dataElement(node, name, context);
}

/**
 * `<style>{`.hero { ... }`}</style>`: the page's own CSS, which Docusaurus renders where it is written and
 * which applies while the page is open (0g-doc's home page); style-elements.ts keeps its text CSS only.
 */
function styleElement(node: JsxElement, context: MdxContext): Nodes[] {
  const parts: string[] = [];
  for (const child of node.children) {
    const program = (child as { data?: { estree?: Program } }).data?.estree;
    const value =
      child.type === 'text'
        ? child.value
        : (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') && program
          ? evaluateProgram(program, context.bindings.scope as Scope)
          : null;
    const css = typeof value === 'string' ? value : value && typeof value === 'object' && value.ok ? value.value : null;
    if (typeof css !== 'string') {
      report(
        context,
        '<style> is not rendered: expected its CSS as text or a template string (`<style>{`...`}</style>`)',
        node,
        'mdx-html',
      );
      return [];
    }
    parts.push(css);
  }
  return [element('style', {}, [{ type: 'text', value: parts.join('') } as Nodes], node.position)];
}

// `1; url=/docs/intro`, `0;URL='https://x.dev'`
const REFRESH = /^\s*(\d+(?:\.\d+)?)\s*[;,]\s*(?:url\s*=\s*)?(['"]?)([^'"]+)\2\s*$/i;

/**
 * A `<meta http-equiv="refresh" content="1; url=/x">` of a `<head>`, the stub a moved page leaves
 * (rushstack's 44): an empty link the viewer follows after the delay (enhance-refresh.ts), which the link
 * check checks as any link; nothing for the rest of the head.
 */
function refreshOf(head: JsxElement, context: MdxContext): Nodes[] {
  for (const child of head.children) {
    if ((child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') || child.name !== 'meta') continue;
    const props = readProps(child, context);
    const equiv = props.httpEquiv ?? props['http-equiv'];
    const match = typeof equiv === 'string' && equiv.toLowerCase() === 'refresh' ? REFRESH.exec(String(props.content ?? '')) : null;
    // no text: nothing shows
    if (match) return [element('a', { href: match[3]!.trim(), dataRefresh: match[1] }, [], child.position)];
  }
  return [];
}

/** The element as data; `quiet` handlers are left out without a warning (an island runs them). */
function dataElement(node: JsxElement, name: string, context: MdxContext, quiet?: () => boolean): Nodes[] {
  // event handlers are code: named, never evaluated
  const props = readProps(node, context, (key) => {
    if (!HANDLER.test(key)) return false;
    if (quiet?.()) return true;
    report(
      context,
      `\`${key}\` on <${name}> is dropped: handlers in a partial are not run; write the element in the page itself`,
      node,
      'mdx-handler',
    );
    return true;
  });
  if (name === 'button') {
    // a button does nothing without its handler: its label stays in the text
    report(context, '<button> is rendered as its content: a button in a partial is not run; write it in the page itself', node, 'mdx-html');
    return node.children as Nodes[];
  }
  // MathML written by hand (bsky's 2<sup>33</sup> as <msup>): the elements KaTeX writes, which the sanitizer keeps
  const allowed = AUTHOR_TAGS[name] ?? MATHML[name];
  if (!allowed) {
    report(context, `<${name}> is not an element docgate renders, so only its content is shown`, node, 'mdx-html');
    return node.children as Nodes[];
  }
  const properties: Record<string, unknown> = {};
  let children = node.children as Nodes[];
  // an SVG shape's `fill-rule` is its fillRule, as React passes SVG's own attribute names through
  const schema = SVG_ELEMENTS.has(name) ? svg : html;
  for (const [written, value] of Object.entries(props)) {
    const key = REACT_DEFAULTS[written] ?? written;
    if (name === 'textarea' && key === 'value') {
      if (typeof value === 'string' || typeof value === 'number') children = [{ type: 'text', value: String(value) }];
      continue;
    }
    if (name === 'input' && key === 'type' && !INPUT_TYPES.includes(String(value).toLowerCase())) {
      report(
        context,
        `type="${String(value).slice(0, 20)}" on <input> is dropped, so it is a text box: expected one of ${INPUT_TYPES.join(', ')}`,
        node,
        'mdx-html',
      );
      continue;
    }
    // React's own props, never an attribute of the element: nothing is lost (agenta's `<article key>`);
    // nor is an `alt` where no browser reads one (keploy's `<a alt>`, 36 warnings)
    if (key === 'key' || key === 'ref' || (key === 'alt' && !ALT_ELEMENTS.has(name))) continue;
    // the element's content as HTML (ton's table cells with <br>): raw HTML, which a Docusaurus site's
    // pages render through the sanitizer (raw-html-tree.ts) and others warn of
    if (key === 'dangerouslySetInnerHTML') {
      const inner = value !== null && typeof value === 'object' ? (value as { __html?: unknown }).__html : undefined;
      if (typeof inner === 'string') children = [{ type: 'html', value: inner, ...(node.position ? { position: node.position } : {}) }];
      else report(context, `\`${key}\` on <${name}> is not static HTML text, so it is not rendered`, node, 'mdx-html');
      continue;
    }
    const property = find(schema, key).property;
    if (property === 'style') {
      const { css, dropped } = styleString(value);
      if (dropped.length > 0)
        report(
          context,
          `style on <${name}>: ${dropped.join(', ')} dropped, expected plain CSS values without url() or escapes`,
          node,
          'mdx-html',
        );
      if (css !== '') properties.style = css;
      continue;
    }
    if (!GLOBAL.has(property) && !allowed.includes(property) && !property.startsWith('data')) {
      report(
        context,
        `\`${key}\` on <${name}> is not rendered; expected one of: ${[...allowed, 'className', 'id', 'style', 'title'].join(', ')}`,
        node,
        'mdx-html',
      );
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      report(context, `\`${key}\` on <${name}> is not text, a number or a boolean, so it is not rendered`, node, 'mdx-html');
      continue;
    }
    if (URL_ATTRIBUTES.has(property) && typeof value === 'string' && !safeUrl(property, value.trim())) {
      report(
        context,
        `\`${key}="${value.slice(0, 40)}"\` on <${name}> is not rendered: expected an http(s), mailto or site URL`,
        node,
        'mdx-url',
      );
      continue;
    }
    // a URL as the browser reads it: without the spaces around it (kmesh's `src=" https://youtube.com/..."`)
    if (URL_ATTRIBUTES.has(property) && typeof value === 'string') properties[property] = value.trim();
    else properties[property] = property === 'className' && typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : value;
  }
  // a protocol-relative embed (`//player.bilibili.com/...`) is https on the site's https origin
  if (name === 'iframe' && typeof properties.src === 'string' && properties.src.startsWith('//'))
    properties.src = `https:${properties.src}`;
  if (name === 'iframe' && !/^https:\/\//i.test(String(properties.src ?? ''))) {
    report(context, '<iframe> is not rendered: expected a src starting with https://', node, 'mdx-url');
    return [];
  }
  // an embed (a video, a playground) runs its own scripts in its own origin, never navigates the site
  if (name === 'iframe')
    properties.sandbox = sandboxOf(properties.sandbox, (dropped) =>
      report(
        context,
        `\`sandbox\` on <iframe>: ${dropped.join(', ')} not granted, the frame could act on the site's page`,
        node,
        'mdx-html',
      ),
    );
  // collect-urls.ts reads and removes it: a missing file or page named here is what Docusaurus leaves unchecked
  if (MEDIA.has(name) || name === 'a') properties[JSX_MEDIA] = true;
  return [element(name, properties, children, node.position)];
}

/** The frame's sandbox: docgate's own, or the author's narrowed to SANDBOX_TOKENS (an empty one takes every power). */
function sandboxOf(written: unknown, warn: (dropped: string[]) => void): string {
  if (written === undefined) return IFRAME_SANDBOX;
  const tokens = String(written === true ? '' : written)
    .split(/\s+/)
    .filter(Boolean);
  const dropped = tokens.filter((token) => !SANDBOX_TOKENS.includes(token));
  if (dropped.length > 0) warn(dropped);
  return tokens.filter((token) => SANDBOX_TOKENS.includes(token)).join(' ');
}
