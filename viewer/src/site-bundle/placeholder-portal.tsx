import { useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IslandBoundary } from './island-boundary.tsx';

/** An element of a page's HTML that site code is drawn into, and the static content it held. */
export interface Placeholder {
  element: HTMLElement;
  /** the placeholder's static content, shown until the site's code renders and again if it throws */
  fallback: ChildNode[];
}

/** An element of `tag` put in `element`'s place, holding it: what the site's code is drawn into in its stead. */
export function hostAround(element: HTMLElement, tag: 'div' | 'span', className: string): HTMLElement {
  const host = document.createElement(tag);
  host.className = className;
  element.replaceWith(host);
  host.append(element);
  return host;
}

/**
 * `children` (the site's code) drawn into the placeholder in place of its static content, which comes
 * back if the code throws (an island, a page's code block drawn by the site's CodeBlock).
 */
export const placeholderPortal = (target: Placeholder, key: string, children: ReactNode): ReactNode =>
  createPortal(
    <IslandBoundary fallback={<Restore target={target} />}>
      <Mounted target={target}>{children}</Mounted>
    </IslandBoundary>,
    target.element,
    key,
  );

/** The site code's rendering takes the place of the static content. */
function Mounted({ target, children }: { target: Placeholder; children: ReactNode }) {
  useLayoutEffect(() => {
    // a node the site's code took in already (the static code block its CodeBlock draws) stays where it is
    for (const node of target.fallback) if (node.parentNode === target.element) node.remove();
  }, [target]);
  return <>{children}</>;
}

/** Puts the static content back after the site's code threw. */
function Restore({ target }: { target: Placeholder }) {
  useLayoutEffect(() => {
    target.element.append(...target.fallback);
  }, [target]);
  return null;
}
