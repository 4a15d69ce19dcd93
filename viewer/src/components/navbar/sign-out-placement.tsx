import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SignOutButton } from '../sign-out-button/sign-out-button.tsx';
import { SIGN_OUT_ATTRIBUTE, SIGN_OUT_CORNER_ATTRIBUTE } from './navbar-content.tsx';
import './navbar.css';

type Place = 'own' | 'fixed' | HTMLElement;

/**
 * Where sign-out goes in the bar drawn now: docgate's own is there, else the bar's right side, else nowhere in
 * it; nowhere in docgate's bar whose items it would crowd.
 */
function placeIn(bar: HTMLElement): Place {
  if (bar.querySelector(`[${SIGN_OUT_ATTRIBUTE}]`)) return 'own';
  if (bar.querySelector(`[${SIGN_OUT_CORNER_ATTRIBUTE}]`)) return 'fixed';
  const right = [...bar.querySelectorAll<HTMLElement>('.navbar__items--right')].at(-1);
  return right ?? 'fixed';
}

/**
 * Keeps docgate's sign-out on every page whatever navbar the site draws (the gate is the product): docgate's
 * navbar content holds it; a site's own content or whole navbar gets it appended to the bar's right side
 * (Infima's `navbar__items--right`, which the theme's and most sites' bars have), where it reads as one of its
 * items; a bar without one (infracost's own markup) gets a small control fixed in the bottom-left corner,
 * where it covers no part of a bar at the top and no back-to-top or chat button at the bottom right.
 */
export function SignOutPlacement({ children }: { children?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place>('own');
  useLayoutEffect(() => {
    const bar = box.current;
    if (!bar) return;
    const look = () => setPlace(placeIn(bar));
    look();
    // the site's bar is drawn once its bundle is in, and may draw its right side later (a client-only part)
    const observer = new MutationObserver(look);
    observer.observe(bar, { childList: true, subtree: true, attributes: true, attributeFilter: [SIGN_OUT_CORNER_ATTRIBUTE] });
    return () => observer.disconnect();
  }, []);
  const placed =
    place === 'own' ? null : place === 'fixed' ? (
      <div className="sign-out-fixed">
        <SignOutButton />
      </div>
    ) : (
      createPortal(
        <div className="navbar__sign-out">
          {/* a site's own bar: a Docusaurus site's */}
          <SignOutButton compact />
        </div>,
        place,
      )
    );
  return (
    // no box of its own: the bar lays out as if this were not here
    <div ref={box} className="navbar-box">
      {children}
      {placed}
    </div>
  );
}
