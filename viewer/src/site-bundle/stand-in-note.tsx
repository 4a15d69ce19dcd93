import { createContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Placeholder } from './placeholder-portal.tsx';

/**
 * The messages of the stand-ins drawn with no children inside an island (`'@theme/ApiDocMdx' is not
 * installed`): each such element shows nothing, which the island's note then names.
 */
export const StandInNotes = createContext<string[] | null>(null);

/**
 * An island and, when what it drew is nothing but stand-ins' elements showing nothing, a note saying what
 * is missing: redocusaurus' `<ApiDocMdx id="api" />` alone on a page left it blank under its title.
 */
export function NotedIsland({ target, children }: { target: Placeholder; children: ReactNode }) {
  const notes = useRef<string[]>([]);
  const [note, setNote] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (notes.current.length === 0) return;
    // what the island drew: the placeholder's nodes but its static content, which is removed after this
    const drawn = [...target.element.childNodes].filter((node) => !target.fallback.includes(node));
    if (
      drawn.every(
        (node) => node.textContent?.trim() === '' && !(node instanceof Element && node.querySelector('img, svg, video, iframe, canvas')),
      )
    )
      setNote(notes.current[0]!);
  }, [target]);
  return (
    <StandInNotes.Provider value={notes.current}>
      {children}
      {note !== null && (
        <div className="alert alert--secondary docgate-stand-in-note" role="note">
          This part of the page is not shown: {note}.
        </div>
      )}
    </StandInNotes.Provider>
  );
}
