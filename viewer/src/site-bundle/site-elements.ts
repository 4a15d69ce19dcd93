import { createElement, type ElementType, type Key, type ReactNode } from 'react';
import { STAND_IN_KEY } from '../../../src/contracts/site-bundle.ts';

/**
 * What an element of a stand-in for a module that is not installed renders: only its children.
 * `<GitHubButton>Star</GitHubButton>` says Star, an icon is not drawn, and the rest of the page is
 * there; React would call the stand-in itself (a proxy answering every use with itself) and show nothing.
 */
function StandIn({ children }: { children?: ReactNode | (() => unknown) }): ReactNode {
  // a render-prop child (a function) is nothing React can show
  return typeof children === 'function' ? null : children;
}

function renderable(type: ElementType): ElementType {
  // the key is looked up here, not when this module loads: the viewer's chunks import each other, and
  // the contract's constant may not be set yet then
  const standIn = (type as unknown as Record<symbol, unknown> | null)?.[Symbol.for(STAND_IN_KEY)] !== undefined;
  return standIn ? StandIn : type;
}

/** React's createElement, with a stand-in's element showing only its children. */
export const createSiteElement: typeof createElement = ((type: ElementType, ...rest: unknown[]) =>
  (createElement as (...args: unknown[]) => unknown)(renderable(type), ...rest)) as typeof createElement;

// the automatic JSX runtime made of createElement: importing react/jsx-runtime here as a value split it
// out of the sign-in chunk with Rolldown's helpers, which the sign-in page then preloaded
export const jsx = (type: ElementType, props: object, key?: Key) => createSiteElement(type, key === undefined ? props : { ...props, key });
