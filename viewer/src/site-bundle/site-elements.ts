import { createElement, useContext, type ElementType, type Key, type ReactNode } from 'react';
import { STAND_IN_KEY } from '../../../src/contracts/site-bundle.ts';
import { MEDIA_SOURCES, mediaElement, namesGatedMedia } from './gated-media.tsx';
import { StandInNotes } from './stand-in-note.tsx';
import { staticFiles } from './static-files.ts';

// the prop a stand-in's element is given its module's message in (`'@theme/ApiDocMdx' is not installed`)
const MESSAGE = '__docgateStandInMessage';

/**
 * What an element of a stand-in for a module that is not installed renders: only its children.
 * `<GitHubButton>Star</GitHubButton>` says Star, an icon is not drawn, and the rest of the page is
 * there; React would call the stand-in itself (a proxy answering every use with itself) and show nothing.
 */
function StandIn({ children, [MESSAGE]: message }: { children?: ReactNode | (() => unknown); [MESSAGE]?: string }): ReactNode {
  const notes = useContext(StandInNotes);
  // a render-prop child (a function) is nothing React can show
  const shown = typeof children === 'function' ? null : children;
  // one showing nothing is named in its island's note, if the island shows nothing else
  if ((shown === null || shown === undefined) && message !== undefined) notes?.push(message);
  return shown;
}

// the key is looked up when used, not when this module loads: the viewer's chunks import each other, and
// the contract's constant may not be set yet then (a stand-in is a function proxy)
const isStandIn = (value: unknown): boolean =>
  typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[Symbol.for(STAND_IN_KEY)] !== undefined;

const standInMessage = (type: ElementType): string | undefined =>
  isStandIn(type) ? String((type as unknown as Record<symbol, unknown>)[Symbol.for(STAND_IN_KEY)]) : undefined;

// an inlined image with a query appended (`logo + '?v=42'`, neutralino's hero): the same image, as the
// query asked the server for the same file; a base64 payload holds no `?`
const DATA_QUERY = /^(data:[^,]*;base64,[A-Za-z0-9+/=]*)\?.*$/s;
const withoutDataQuery = (value: unknown): string | undefined =>
  typeof value === 'string' && DATA_QUERY.test(value) ? value.replace(DATA_QUERY, '$1') : undefined;

/**
 * A DOM element's props without the stand-in values among them: `style={floatingStyles}` of a missing
 * package's hook is no style object (React throws, and the whole island is lost), so it is left out as
 * the package's other effects are. A `src` naming a static file is that file's inlined copy, or the `gate:`
 * URL of its asset (a path computed at run time). A site component's props stay: it may render a stand-in it is given.
 */
function hostProps(type: ElementType, props: unknown): unknown {
  if (typeof type !== 'string' || typeof props !== 'object' || props === null) return props;
  let kept: Record<string, unknown> | null = null;
  for (const [name, value] of Object.entries(props)) {
    // an image's `src="img/x.svg"` the site's code named: its static file, inlined into the bundle or gated
    const file = MEDIA_SOURCES.has(name) ? (staticFiles.lookUp(value) ?? withoutDataQuery(value)) : undefined;
    if (!isStandIn(value) && file === undefined) continue;
    kept ??= { ...(props as Record<string, unknown>) };
    if (file === undefined) delete kept[name];
    else kept[name] = file;
  }
  return kept ?? props;
}

/**
 * React's createElement, with a stand-in's element showing only its children, no stand-in as a DOM prop,
 * and an element showing a gated static file waiting for it.
 */
export const createSiteElement: typeof createElement = ((type: ElementType, props?: unknown, ...children: unknown[]) => {
  const host = hostProps(type, props);
  if (typeof type === 'string' && namesGatedMedia(host))
    return mediaElement(type, host as Record<string, unknown>, ...(children as ReactNode[]));
  const message = standInMessage(type);
  if (message !== undefined)
    return (createElement as (...args: unknown[]) => unknown)(StandIn, { ...(host as object), [MESSAGE]: message }, ...children);
  return (createElement as (...args: unknown[]) => unknown)(type, host, ...children);
}) as typeof createElement;

// the automatic JSX runtime made of createElement: importing react/jsx-runtime here as a value split it
// out of the sign-in chunk with Rolldown's helpers, which the sign-in page then preloaded
export const jsx = (type: ElementType, props: object, key?: Key) => createSiteElement(type, key === undefined ? props : { ...props, key });
