import { useEffect, useState } from 'react';

/** How far below the top of the viewport a heading counts as the one being read (navbar plus a margin). */
export const ACTIVE_HEADING_OFFSET_PX = 100;

/** The id of the heading being read: the last one above the offset line, the first before any, the last at the bottom. */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    function update() {
      frame = 0;
      const headings = list.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
      if (headings.length === 0) return setActive(null);
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && window.scrollY > 0;
      if (atBottom) return setActive(headings[headings.length - 1]!.id);
      let current = headings[0]!.id;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= ACTIVE_HEADING_OFFSET_PX) current = heading.id;
        else break;
      }
      setActive(current);
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);
  return active;
}
