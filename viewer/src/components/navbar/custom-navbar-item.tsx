import type { ComponentType } from 'react';
import { IslandBoundary } from '../../site-bundle/island-boundary.tsx';
import { useSiteThemeState } from '../../site-bundle/site-theme-piece.tsx';

/**
 * A navbar item of a type the site's swizzled NavbarItem/ComponentTypes adds (`type: 'custom-xyz'`), drawn by
 * its component from the site bundle with the item's fields, as Docusaurus' NavbarItem draws it; nothing
 * until the bundle is in, or if the site's map has no such type or its component throws.
 */
export function CustomNavbarItem({ component, props }: { component: string; props: Record<string, unknown> }) {
  const types = useSiteThemeState<never>('NavbarItem/ComponentTypes').Own as unknown as Record<string, unknown> | undefined;
  const Own = types?.[component] as ComponentType<Record<string, unknown>> | undefined;
  if (!Own) return null;
  return (
    <IslandBoundary fallback={null}>
      <Own {...props} />
    </IslandBoundary>
  );
}
