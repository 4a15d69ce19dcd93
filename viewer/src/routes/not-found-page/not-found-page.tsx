import { PageTitle } from '../../components/page-title/page-title.tsx';
import './not-found-page.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { useRedirect } from '../../hooks/use-redirect.ts';

/** Any path the manifest does not have, unless the site's redirects lead on from it. */
export default function NotFoundPage() {
  const t = useThemeString();
  if (useRedirect()) return null;
  return (
    <main id="main-content" className="container container--narrow not-found" tabIndex={-1}>
      <PageTitle title={t('theme.NotFound.title', 'Page Not Found')} />
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>
        {t(
          'theme.NotFound.p2',
          'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
        )}
      </p>
    </main>
  );
}
