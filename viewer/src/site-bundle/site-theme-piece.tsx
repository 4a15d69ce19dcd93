import type { ComponentType, ReactNode } from 'react';
import { useContent } from '../hooks/use-content.ts';
import { IslandBoundary } from './island-boundary.tsx';
import { useSiteBundle } from './use-site-bundle.ts';

/**
 * A theme component the site swizzled (one the manifest's bundle lists under `theme`), drawn from the
 * site bundle as Docusaurus renders it, around `children` if any (a Root); docgate's own (`fallback`, or
 * the children alone) until the bundle is in, and if that code fails. `className` wraps the site's in an
 * element of that class (a grid's place in the page).
 */
export function SiteThemePiece({
  name,
  fallback,
  className,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const { manifest } = useContent();
  const bundle = useSiteBundle(manifest.bundle?.theme?.includes(name) ?? false);
  const Own = bundle?.theme[name] as ComponentType<{ children?: ReactNode }> | undefined;
  const ours = fallback ?? children;
  if (!Own) return <>{ours}</>;
  const own = (
    <IslandBoundary fallback={ours}>
      <Own>{children}</Own>
    </IslandBoundary>
  );
  return className ? <div className={className}>{own}</div> : own;
}
