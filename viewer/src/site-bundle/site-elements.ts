import { createElement, type ElementType, type Key } from 'react';
import { STAND_IN_KEY } from '../../../src/contracts/site-bundle.ts';

const throwers = new Map<string, ElementType>();

/**
 * The element type to render for `type`: itself, or for the stand-in of a module that is not installed
 * (which never throws where site code calls it), a component that throws its message, so the island's
 * boundary shows its static content instead of React rendering the stand-in as nothing.
 */
function renderable(type: ElementType): ElementType {
  // the key is looked up here, not when this module loads: the viewer's chunks import each other, and
  // the contract's constant may not be set yet then
  const message = (type as unknown as Record<symbol, unknown> | null)?.[Symbol.for(STAND_IN_KEY)];
  if (typeof message !== 'string') return type;
  let thrower = throwers.get(message);
  if (!thrower) {
    thrower = () => {
      throw new Error(message);
    };
    throwers.set(message, thrower);
  }
  return thrower;
}

/** React's createElement, with a stand-in's element throwing when it renders. */
export const createSiteElement: typeof createElement = ((type: ElementType, ...rest: unknown[]) =>
  (createElement as (...args: unknown[]) => unknown)(renderable(type), ...rest)) as typeof createElement;

// the automatic JSX runtime made of createElement: importing react/jsx-runtime here as a value split it
// out of the sign-in chunk with Rolldown's helpers, which the sign-in page then preloaded
export const jsx = (type: ElementType, props: object, key?: Key) => createSiteElement(type, key === undefined ? props : { ...props, key });
