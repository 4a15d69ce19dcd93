import { useEffect } from 'react';

/** Stops the page behind a modal from scrolling; restores the previous overflow on close. */
export function useScrollLock(): void {
  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);
}
