import { NotFoundContent } from '../components/not-found/not-found.tsx';
import { IslandBoundary } from './island-boundary.tsx';
import { useSiteThemeState } from './site-theme-piece.tsx';

/**
 * The page of a path with none: the site's swizzled NotFound (its `<Layout>` is the viewer's, inside the
 * site's Layout drawn around every page), else its NotFound/Content, as Docusaurus draws them; docgate's
 * own without them and if they throw, nothing while their code is on its way (no docgate text flashing first).
 */
export function SiteNotFound() {
  const page = useSiteThemeState('NotFound');
  const content = useSiteThemeState('NotFound/Content');
  if (page.loading || content.loading) return null;
  const Own = page.Own ?? content.Own;
  if (!Own) return <NotFoundContent />;
  return (
    <IslandBoundary fallback={<NotFoundContent />}>
      <Own />
    </IslandBoundary>
  );
}
