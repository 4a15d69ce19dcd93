import type { Nodes } from 'mdast';
import { docCardIcon } from '../../../../contracts/doc-card-icon.ts';
import { element, report, type MdxContext } from '../context.ts';
import { island } from '../island.ts';
import { hasDynamicProp, readProps, text, type JsxElement } from '../props.ts';

/**
 * `<Link to="/docs/x">` (or href): a Markdown link, so the link check sees it. Its `id` is an anchor of the
 * page, as Docusaurus' Link collects it: `<Link id="ast-bigint" />` alone is the target of `#ast-bigint`.
 */
export function link(node: JsxElement, context: MdxContext): Nodes[] {
  // `<Link to={release.url}>` of a value only the site's code knows: an island, whose Link routes it, its
  // text until the site bundle runs
  if (hasDynamicProp(node, context, ['to', 'href'])) {
    const placed = island(node, context, () => node.children as Nodes[]);
    if (placed) return placed;
  }
  const props = readProps(node, context);
  const url = text(props.to) ?? text(props.href);
  const id = text(props.id);
  if (url === undefined) return id ? [element('a', { id }, node.children as Nodes[], node.position)] : (node.children as Nodes[]);
  // what Link passes on to its <a>: a class (0g-doc's hero `button button--primary` links), a title, a target
  const attributes: Record<string, unknown> = { ...(id ? { id } : {}) };
  for (const key of ['className', 'title', 'target', 'rel'] as const) {
    const value = text(props[key]);
    if (value) attributes[key] = value;
  }
  // on a line of its own (a paragraph of it alone is unravelled, reduce.ts), the <a> itself, as MDX renders
  // it: a Markdown link there would take a paragraph
  if (node.type === 'mdxJsxFlowElement' || (node.data as { unraveled?: boolean } | undefined)?.unraveled === true)
    return [element('a', { href: url, ...attributes }, node.children as Nodes[], node.position)];
  const data = Object.keys(attributes).length > 0 ? { hProperties: attributes } : undefined;
  return [{ type: 'link', url, children: node.children, data, position: node.position } as Nodes];
}

/**
 * `<Heading as="h2" id="x">`: the heading element, with its `#` link when it has an id, as Docusaurus'
 * Heading renders it; not a Markdown heading, so no slug and no TOC entry (markdown-headings.ts).
 */
export function heading(node: JsxElement, context: MdxContext): Nodes[] {
  const props = readProps(node, context);
  const depth = /^h([1-6])$/.exec(text(props.as) ?? '')?.[1] ?? '2';
  const id = text(props.id);
  const className = text(props.className);
  return [element(`h${depth}`, { ...(id ? { id } : {}), ...(className ? { className } : {}) }, node.children as Nodes[], node.position)];
}

/**
 * `<Translate id="x" description="y">Text</Translate>` or `message="Text"`: the page's locale's code.json
 * message for the id (or, without an id, for the text itself, as Docusaurus keys it), else the text.
 */
export function translate(node: JsxElement, context: MdxContext): Nodes[] {
  const props = readProps(node, context);
  const message = text(props.message);
  const own = node.children.length === 1 && node.children[0]!.type === 'text' ? node.children[0]!.value : message;
  const translated = context.messages[text(props.id) ?? own ?? ''];
  if (translated !== undefined) return [{ type: 'text', value: translated } as Nodes];
  if (node.children.length === 0 && message !== undefined) return [{ type: 'text', value: message } as Nodes];
  return node.children as Nodes[];
}

/** `<Details summary="x">` or with a `<summary>` child: a native details element. */
export function details(node: JsxElement, context: MdxContext): Nodes[] {
  const props = readProps(node, context);
  const summary = text(props.summary);
  const children = node.children as Nodes[];
  const head = summary === undefined ? [] : [element('summary', {}, [{ type: 'text', value: summary } as Nodes])];
  return [
    element('details', { className: ['details'], ...(props.open === true ? { open: true } : {}) }, [...head, ...children], node.position),
  ];
}

/** `<BrowserOnly>{() => ...}</BrowserOnly>`: code that runs in the browser, an island; its fallback, if static, until then. */
export function browserOnly(node: JsxElement, context: MdxContext): Nodes[] {
  const placed = island(node, context, () => {
    const fallback = text(readProps(node, context).fallback);
    return fallback ? [{ type: 'text', value: fallback } as Nodes] : [];
  });
  if (placed) return placed;
  report(context, '<BrowserOnly> content is not rendered: code in a partial is not run; use it in the page itself', node, 'mdx-component');
  const fallback = text(readProps(node, context).fallback);
  return fallback ? [{ type: 'text', value: fallback } as Nodes] : [];
}

/**
 * `<DocCard item={{href, label, description}} />`: a card link. A theme's own card written with props and
 * content (`<DocCard header="Plugins" href="/apis"><p>...</p></DocCard>`, Ionic's) is that card too.
 */
export function docCard(node: JsxElement, context: MdxContext): Nodes[] {
  const props = readProps(node, context);
  const item = props.item as Record<string, unknown> | undefined;
  const href = text(item?.href) ?? text(props.href);
  if (!href) {
    report(context, '<DocCard> needs a static item with href and label, so it shows nothing', node, 'mdx-component');
    return [];
  }
  const label = text(item?.label) ?? text(props.header) ?? text(props.label) ?? text(props.title) ?? href;
  // a theme's own card, written with props and content, has none of Docusaurus' card's emoji
  return [cardLink(href, label, text(item?.description), node, item ? undefined : (node.children as Nodes[]))];
}

/** A card link as Docusaurus' DocCard draws it (its emoji, title and description); with `content`, a theme's own card around it. */
export function cardLink(href: string, label: string, description: string | undefined, node: JsxElement, content?: Nodes[]): Nodes {
  const shown = content ? label : `${docCardIcon({ href })} ${label}`;
  // one line each, the whole text in `title`, as Docusaurus' DocCard
  const children: Nodes[] = [
    element('strong', { className: ['doc-card__title'], title: label }, [{ type: 'text', value: shown } as Nodes]),
  ];
  if (description)
    children.push(
      element('span', { className: ['doc-card__description'], title: description }, [{ type: 'text', value: description } as Nodes]),
    );
  if (content && content.length > 0) children.push(element('div', { className: ['doc-card__description'] }, content));
  return element('div', { className: ['doc-card'] }, [{ type: 'link', url: href, children } as Nodes], node.position);
}

/** `<DocCardList items={[...]} />` with static items: card links; without items, a list the viewer fills with the current category's. */
export function docCardList(node: JsxElement, context: MdxContext): Nodes[] {
  // `items={useCurrentSidebarCategory().items}` (Docusaurus' documented form) is no value to read here: it
  // says the current category's cards, as no items does
  const current = node.attributes.some(
    (attribute) =>
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === 'items' &&
      typeof attribute.value === 'object' &&
      /^\s*useCurrentSidebarCategory\(\s*\)\s*\.\s*items\s*$/.test(attribute.value?.value ?? ''),
  );
  const props = readProps(node, context, current ? (name) => name === 'items' : undefined);
  const { items } = props;
  // cards written inside it (a theme's own DocCardList shows them; Docusaurus' shows its category's and
  // ignores them): what the author wrote, not cards of another list
  const written = node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  if (!Array.isArray(items) && written.length > 0)
    return [element('div', { className: ['doc-card-list'] }, written as Nodes[], node.position)];
  // no items: the current sidebar category's, which the viewer fills in from the manifest's sidebars (as
  // Docusaurus' useCurrentSidebarCategory); `items={useCurrentSidebarCategory().items}` says the same
  if (!Array.isArray(items)) return [element('div', { className: ['doc-card-list'], dataDocCardList: 'current' }, [], node.position)];
  const cards = items.flatMap((item: Record<string, unknown>) => {
    const href = text(item?.href);
    return href ? [cardLink(href, text(item.label) ?? href, text(item.description), node)] : [];
  });
  return [element('div', { className: ['doc-card-list'] }, cards, node.position)];
}

/** Meta's `<OssOnly>`: the public build's content, shown. */
export const ossOnly = (node: JsxElement): Nodes[] => node.children as Nodes[];

/** Meta's `<FbInternalOnly>`: content for its internal build only, left out. */
export const fbInternalOnly = (): Nodes[] => [];
