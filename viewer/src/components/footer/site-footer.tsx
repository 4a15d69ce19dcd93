import type { ComponentType } from 'react';
import type { Site } from '../../../../src/contracts/manifest.ts';
import { useContent } from '../../hooks/use-content.ts';
import { IslandBoundary } from '../../site-bundle/island-boundary.tsx';
import { useSiteBundle } from '../../site-bundle/use-site-bundle.ts';
import { Footer } from './footer.tsx';

/**
 * The footer as the site draws it, when it swizzled a Footer of its own making: its component from the
 * site bundle, as Docusaurus renders it on every page; docgate's footer of the config's links until the
 * bundle is in, and if that code fails.
 */
export function SiteFooter({ footer }: { footer: Site['footer'] }) {
  const { manifest } = useContent();
  const bundle = useSiteBundle(manifest.bundle?.theme?.includes('Footer') ?? false);
  const Own = bundle?.theme.Footer as ComponentType | undefined;
  const ours = <Footer footer={footer} />;
  if (!Own) return ours;
  return (
    <IslandBoundary fallback={ours}>
      <Own />
    </IslandBoundary>
  );
}
