import { z } from 'zod';

/**
 * A build's redirects file (`redirects/<hash>.json`, named by the manifest's `redirects`): an old path of
 * the site, as the viewer looks paths up (no base URL, no trailing slash, a locale's prefix kept) -> where it
 * leads: a path of the site (with its query or anchor, if written) or the URL of another site.
 */
export const redirectsSchema = z.record(z.string(), z.string());

export type Redirects = z.infer<typeof redirectsSchema>;
