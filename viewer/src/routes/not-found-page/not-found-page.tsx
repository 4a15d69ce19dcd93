import { useRedirect } from '../../hooks/use-redirect.ts';
import { SiteNotFound } from '../../site-bundle/site-not-found.tsx';

/** Any path the manifest does not have, unless the site's redirects lead on from it. */
export default function NotFoundPage() {
  if (useRedirect()) return null;
  return <SiteNotFound />;
}
