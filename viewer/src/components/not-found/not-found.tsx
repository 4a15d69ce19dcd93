import { useThemeString } from '../../hooks/use-theme-string.ts';
import { PageTitle } from '../page-title/page-title.tsx';
import './not-found.css';

/** docgate's 404 text ('Page Not Found' and two lines), also the theme's `@theme/NotFound/Content` a site's NotFound draws. */
export function NotFoundContent() {
  const t = useThemeString();
  return (
    <main id="main-content" className="container not-found" tabIndex={-1}>
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
