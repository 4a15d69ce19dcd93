import { NotFoundContent } from '../../components/not-found/not-found.tsx';
import { useRedirect } from '../../hooks/use-redirect.ts';

/** Any path the manifest does not have, unless the site's redirects lead on from it. */
export default function NotFoundPage() {
  if (useRedirect()) return null;
  return <NotFoundContent />;
}
