/** Scrolls the element named by a `#fragment` into view (under the sticky navbar); false when absent. */
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
  target.scrollIntoView({ block: 'start' });
  return true;
}
