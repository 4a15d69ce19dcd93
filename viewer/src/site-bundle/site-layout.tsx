import { useState, type ReactNode } from 'react';
import { LoadingScreen } from '../components/loading-screen/loading-screen.tsx';
import { IslandBoundary } from './island-boundary.tsx';
import { LayoutPropsProvider, useShellParts, type LayoutProps } from './layout-context.ts';
import { useHeld, useSiteThemeState } from './site-theme-piece.tsx';

/**
 * The page around the route: a Layout the site swizzled, drawn from the site bundle around every page as
 * Docusaurus draws it (a wrapper's widget, a provider its pages read; the navbar and footer of docgate's
 * page, its `@theme-original/Layout`), with the props the page gives its own `<Layout>`; docgate's page
 * until the bundle is in (held the first time, as it goes around the page) and if the site's throws.
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { Layout: Original } = useShellParts();
  const { Own, loading } = useSiteThemeState<Record<string, unknown>>('Layout');
  const [props, setProps] = useState<LayoutProps | null>(null);
  if (useHeld(loading)) return <LoadingScreen />;
  if (!Own) return <Original>{children}</Original>;
  return (
    <LayoutPropsProvider value={setProps}>
      <IslandBoundary fallback={<Original>{children}</Original>}>
        <Own {...props}>{children}</Own>
      </IslandBoundary>
    </LayoutPropsProvider>
  );
}
