import type { ServerResponse } from 'node:http';

// The response headers of the local server, in one place; the README's hosting section gives the same
// for a static host.

/**
 * The viewer's Content-Security-Policy. Scripts come only from the viewer's own files (no inline script,
 * no eval) and from blob: URLs: the site bundle (a site's components and React pages) is content, so it
 * is never a file of the viewer's origin; the viewer fetches it through the gate after sign-in and
 * imports it from a blob: URL it made itself (viewer/src/site-bundle/load-site-bundle.ts). A page cannot
 * make one: its HTML is sanitized and holds no script. Styles allow 'unsafe-inline' because the compiled pages carry style attributes (shiki's
 * colour variables, a code block's first line number) that no hash can list; a style attribute cannot
 * run script. `connect` adds origins the viewer may call besides its own (a Supabase project).
 */
export function contentSecurityPolicy(connect: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    // gated images arrive as blob: URLs; pages may show images from other sites
    "img-src 'self' blob: data: https:",
    // a video site code names arrives inlined in the site bundle as a data: URL (actualbudget's home page)
    "media-src 'self' blob: data: https:",
    // a site stylesheet's fonts arrive through the gate as blob: URLs
    "font-src 'self' data: blob:",
    ["connect-src 'self'", ...connect].join(' '),
    // videos and demos embedded in docs
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer of the local server carries. */
export function setBaseHeaders(res: ServerResponse): void {
  res.setHeader('x-content-type-options', 'nosniff');
  // page paths can name what a reader reads: no other site learns them
  res.setHeader('referrer-policy', 'no-referrer');
}

/** Headers of the viewer's files and its runtime config: the policy, and no framing (older browsers too). */
export function setViewerHeaders(res: ServerResponse, csp: string): void {
  res.setHeader('content-security-policy', csp);
  res.setHeader('x-frame-options', 'DENY');
}

/** Gate answers (sign-in, sessions, files) are personal: no cache, shared or private, may keep them. */
export function setNoStore(res: ServerResponse): void {
  res.setHeader('cache-control', 'no-store');
}
