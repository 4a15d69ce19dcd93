/**
 * Scrolls the element named by a `#fragment` into view (under the sticky navbar); false when absent.
 * The page's off-screen blocks are laid out at their real size first (content.css skips them until
 * they near the screen), so the jump lands on the element, not where their estimated sizes put it.
 */
export function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw fragment
  }
  const target = document.getElementById(id);
  if (!target) return false;
  document.documentElement.dataset.fullLayout = '';
  target.scrollIntoView({ block: 'start' });
  return true;
}

let arrivals = 0;

/**
 * A new page shown from its top: its blocks off screen skip layout until this view is painted, then the
 * whole page is laid out, as a script's `scrollIntoView` or the TOC's tracking expects real sizes.
 */
export function scrollToTop(): void {
  const root = document.documentElement;
  delete root.dataset.fullLayout;
  window.scrollTo(0, 0);
  const arrival = ++arrivals;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (arrival === arrivals) root.dataset.fullLayout = '';
    }, 0),
  );
}
