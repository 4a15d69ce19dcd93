const GATE_ATTRIBUTE = /\s(src|href|poster)="gate:([^"]+)"/g;

/**
 * Moves `src="gate:x"` / `href="gate:x"` / `poster="gate:x"` into data attributes so the browser never requests a `gate:`
 * URL; the rendered HTML then swaps in blob URLs fetched through the gate.
 */
export function rewriteGateRefs(html: string): string {
  return html.replace(GATE_ATTRIBUTE, (_match, attribute: string, path: string) => ` data-gate-${attribute}="${path}"`);
}

/** The gate path of a `gate:` URL, or null for an ordinary URL. */
export function gatePath(url: string | undefined): string | null {
  return url?.startsWith('gate:') ? url.slice('gate:'.length) : null;
}
