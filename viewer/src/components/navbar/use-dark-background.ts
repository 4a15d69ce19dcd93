import { useLayoutEffect, useState, type RefObject } from 'react';

// A site's custom.css may colour `.navbar` dark for its own swizzled navbar, with its own light links: docgate's
// navbar (until the site's is in, or around the site's swizzled parts) then gets the dark bar and keeps its
// dark text, title and sign-out unreadable on it. Infima's dark navbar style (`navbar--dark`) gives light
// items; its own background is dark too, so once it is on, the bar stays dark and the choice stays.

const RGB = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/;

/** WCAG's relative luminance of a computed `rgb()`/`rgba()` colour; null for a see-through or unparsed one. */
export function luminance(color: string): number | null {
  const match = RGB.exec(color);
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? Number.parseFloat(match[4]) / 100 : Number(match[4]);
  if (alpha < 0.5) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const STYLESHEET = new Set(['STYLE', 'LINK']);
const restyles = (record: MutationRecord): boolean =>
  record.type === 'attributes' ||
  STYLESHEET.has(record.target.nodeName) ||
  STYLESHEET.has(record.target.parentNode?.nodeName ?? '') ||
  [...record.addedNodes, ...record.removedNodes].some((node) => STYLESHEET.has(node.nodeName));

/**
 * True while the element's computed background is dark in the light colour mode, though the site's config
 * names no navbar style: looked at again as stylesheets arrive (the site's come through the gate after the
 * first render) and as the colour mode changes.
 */
export function useDarkBackground(ref: RefObject<HTMLElement | null>, styled: boolean): boolean {
  const [dark, setDark] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (styled || !element) return;
    const look = () => {
      const light = document.documentElement.dataset.theme !== 'dark';
      const shade = luminance(getComputedStyle(element).backgroundColor);
      setDark(light && shade !== null && shade < 0.2);
    };
    look();
    // a stylesheet added, removed or rewritten, or the colour mode: not every change of <head> (a page's title)
    const observer = new MutationObserver((records) => {
      if (records.some(restyles)) look();
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [ref, styled]);
  return dark && !styled;
}
