import { useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { Manifest } from '../../../src/contracts/manifest.ts';
import {
  ISLAND_ATTRIBUTE,
  MARKDOWN_ELEMENT_ATTRIBUTE as MARKED,
  MARKDOWN_ELEMENT_PARTS,
  type SiteBundleModule,
} from '../../../src/contracts/site-bundle.ts';
import { useContent } from '../hooks/use-content.ts';
import { MARKDOWN_ELEMENTS } from './mdx-component-parts.tsx';
import { hostAround, placeholderPortal, type Placeholder } from './placeholder-portal.tsx';
import { createSiteElement } from './site-elements.ts';
import { useSiteBundle } from './use-site-bundle.ts';

// Docusaurus draws a page's Markdown links, images, inline code, headings and lists with its MDXComponents'
// `a`, `img`, `code`, `h1`-`h6`, `ul` and `li`: a site whose MDXComponents maps them (questdb's `a` marking
// links to its main site), or that swizzled a part (`MDXComponents/Img` wrapping every image in a figure),
// has them drawn its way (its fenced blocks: use-page-code-blocks.tsx). The compiler marked them
// (compiler/markdown/markdown-elements.ts); once the bundle is in, the site's component draws each from
// the props Docusaurus' MDX hands it (`href` and children, `src` and `alt`, a heading's `id`), where the
// compiled one stood. A heading keeps its id, which the TOC and anchors link to, and docgate's `#` link.

// the bundle's theme piece of each part: `MDXComponents/Img` for img
const PARTS = Object.fromEntries(Object.entries(MARKDOWN_ELEMENT_PARTS).map(([tag, part]) => [tag, `MDXComponents/${part}`]));

/**
 * An element of the page as data: what is drawn again through the site's components. A list's, item's or
 * details' children are its own nodes (`live`), moved into what the site's component draws: they may hold
 * islands, code blocks and gated media that other parts of the viewer draw into, and items drawn by the
 * site's `li`. A details' summary is data, a `<summary>` child, as Docusaurus' Details looks for.
 */
interface Snapshot {
  tag: string;
  marked: boolean;
  props: Record<string, unknown>;
  children: (Snapshot | string)[];
  live?: HTMLElement;
}

// the elements whose children stay the page's nodes
const BLOCKS = new Set(['ul', 'li', 'details']);

const NONE: never[] = [];

interface Found {
  element: HTMLElement;
  snapshot: Snapshot;
}

// attribute names React spells otherwise
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
};

/** A `style` attribute as React's style object. */
function styleOf(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const at = declaration.indexOf(':');
    if (at === -1) continue;
    const name = declaration.slice(0, at).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());
    if (key) style[key] = declaration.slice(at + 1).trim();
  }
  return style;
}

/**
 * The element as data, its attributes as React props: a gated file's (`data-gate-src`, not fetched yet) as
 * its `gate:` URL, which the site's elements wait for (gated-media.tsx).
 */
function snapshotOf(element: Element): Snapshot {
  const props: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) {
    // (the sanitizer lets no handler through; none is made a prop if one were there)
    if (name === MARKED || /^on/i.test(name)) continue;
    const gated = /^data-gate-(src|href|poster)$/.exec(name)?.[1];
    if (gated) props[gated] = `gate:${value}`;
    else if (name === 'style') props.style = styleOf(value);
    else props[PROP_NAMES[name] ?? name] = value;
  }
  const tag = element.tagName.toLowerCase();
  const marked = element.hasAttribute(MARKED);
  if (marked && BLOCKS.has(tag)) {
    const summary = tag === 'details' ? element.querySelector(':scope > summary') : null;
    return { tag, marked, props, children: summary ? [snapshotOf(summary)] : [], live: element as HTMLElement };
  }
  const children: Snapshot['children'] = [];
  for (const node of element.childNodes)
    if (node.nodeType === Node.TEXT_NODE) children.push(node.textContent ?? '');
    else if (node instanceof Element) children.push(snapshotOf(node));
  return { tag, marked, props, children };
}

/**
 * The page's own nodes of `element`, moved in where this stands (after a `<template>` React keeps, which a
 * list may hold) while it is drawn, and back into `element` after, where its fallback shows them.
 */
function LiveChildren({ element }: { element: HTMLElement }) {
  const [marker, setMarker] = useState<HTMLTemplateElement | null>(null);
  useLayoutEffect(() => {
    if (!marker) return;
    // a details' summary is drawn from its snapshot
    const nodes = [...element.childNodes].filter(
      (node) => !(element.tagName === 'DETAILS' && node instanceof HTMLElement && node.tagName === 'SUMMARY'),
    );
    marker.after(...nodes);
    return () => element.append(...nodes);
  }, [marker, element]);
  return <template ref={setMarker} />;
}

/** The snapshot drawn again: a marked element through the site's component for its tag, others as they were. */
function drawn(node: Snapshot | string, components: Record<string, ComponentType>): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map((child) => drawn(child, components));
  if (node.live) children.push(<LiveChildren key="live" element={node.live} />);
  const type = (node.marked && components[node.tag]) || node.tag;
  return createSiteElement(type, node.props, ...(children.length > 0 ? children : []));
}

/** A part drawing `tag`: the theme's MDXComponents draws h1-h6 with its Heading, given the level `as`. */
function partFor(tag: string, part: ComponentType): ComponentType {
  if (!/^h[1-6]$/.test(tag)) return part;
  return (props: Record<string, unknown>) => createSiteElement(part as ComponentType<Record<string, unknown>>, { as: tag, ...props });
}

/**
 * The site's component for each of Markdown's elements it draws its own way: its MDXComponents' where that
 * is not the theme's (a spread keeps the theme's, docgate's compiled element), else its swizzled part's.
 */
export function siteComponents(theme: SiteBundleModule['theme']): Record<string, ComponentType> {
  const map = (theme.MDXComponents ?? {}) as Record<string, unknown>;
  const components: Record<string, ComponentType> = {};
  for (const [tag, part] of Object.entries(PARTS)) {
    const mapped = map[tag];
    if (mapped && mapped !== MARKDOWN_ELEMENTS[tag]) components[tag] = mapped as ComponentType;
    else if (theme[part]) components[tag] = partFor(tag, theme[part] as ComponentType);
  }
  return components;
}

/** The site bundle holds the site's MDXComponents or parts, which draw Markdown's own elements. */
export const drawsMarkdownElements = ({ bundle }: Manifest): boolean =>
  bundle?.theme?.some((name) => name === 'MDXComponents' || name.startsWith('MDXComponents/')) ?? false;

// a marked element's placeholder, made once: the same element is put in it again when the site's code is rebuilt (dev)
const placeholders = new WeakMap<HTMLElement, Placeholder>();

/** The placeholder around a compiled element, put in its place: it lays out as the element's parent's child. */
function placeholderOf(element: HTMLElement): Placeholder {
  let made = placeholders.get(element);
  if (!made) {
    made = { element: hostAround(element, 'span', 'markdown-element-host'), fallback: [element] };
    placeholders.set(element, made);
  }
  return made;
}

/**
 * The Markdown links, images, inline code, headings and lists under `root` drawn by the site's MDXComponents, as portals, once the bundle
 * is in (fetched for a page holding one, on a site that draws them); until then, and where its code throws,
 * as compiled. Call it before the page's gated files are fetched: it reads their `data-gate-*` paths.
 */
export function useMarkdownElements(root: RefObject<HTMLElement | null>, html: unknown): ReactNode {
  const { manifest } = useContent();
  const drawsElements = drawsMarkdownElements(manifest);
  const [found, setFound] = useState<Found[]>(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the elements are new whenever React puts new HTML in
  useLayoutEffect(() => {
    // a site that draws none (most) renders nothing again: the state stays the same empty list
    if (!drawsElements || !root.current) return setFound(NONE);
    const marked = [...root.current.querySelectorAll<HTMLElement>(`[${MARKED}]`)];
    // an island's are its code's to draw
    setFound(
      marked.filter((element) => !element.closest(`[${ISLAND_ATTRIBUTE}]`)).map((element) => ({ element, snapshot: snapshotOf(element) })),
    );
  }, [html, root, drawsElements]);
  const bundle = useSiteBundle(found.length > 0);
  const components = useMemo(() => (bundle ? siteComponents(bundle.theme) : null), [bundle]);
  const [targets, setTargets] = useState<(Found & { placeholder: Placeholder })[]>(NONE);
  useLayoutEffect(() => {
    if (!components) return setTargets(NONE);
    const drawnBy = (element: Element) => element.hasAttribute(MARKED) && components[element.tagName.toLowerCase()] !== undefined;
    // the outermost drawn ones: a drawn image inside a drawn link is drawn as part of it; what a drawn list
    // or item holds is the page's own nodes, drawn apart
    const outermost = found.filter(({ element }) => {
      if (!drawnBy(element)) return false;
      for (let at = element.parentElement; at && at !== root.current; at = at.parentElement)
        if (drawnBy(at) && !BLOCKS.has(at.tagName.toLowerCase())) return false;
      return true;
    });
    setTargets(outermost.map((target) => ({ ...target, placeholder: placeholderOf(target.element) })));
  }, [found, components, root]);
  if (!components) return null;
  return targets.map((target, index) => placeholderPortal(target.placeholder, `md:${index}`, drawn(target.snapshot, components)));
}
