// A moved page's stub, `<head><meta http-equiv="refresh" content="1; url=/x" /></head>` in its Markdown,
// reaches the page as an empty link carrying its delay (src/compiler/markdown/mdx/html-element.ts). It is
// followed after the delay, as the browser follows the meta under Docusaurus, by a click: the page's own
// link handling routes a site path in place (use-html-link-clicks.ts).

/** Follows the refresh link under `root`, if any, after its delay; returns what cancels it. */
export function followRefresh(root: HTMLElement): () => void {
  const link = root.querySelector<HTMLAnchorElement>('a[data-refresh][href]');
  if (!link) return () => undefined;
  const seconds = Number(link.dataset.refresh);
  const timer = setTimeout(() => link.click(), Number.isFinite(seconds) ? seconds * 1000 : 0);
  return () => clearTimeout(timer);
}
