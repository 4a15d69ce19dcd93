import { PageTitle } from '../../components/page-title/page-title.tsx';
import './not-found-page.css';

/** Any path the manifest does not have. */
export default function NotFoundPage() {
  return (
    <main id="main-content" className="container container--narrow not-found" tabIndex={-1}>
      <PageTitle title="Page Not Found" />
      <p>We could not find what you were looking for.</p>
      <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
    </main>
  );
}
