import { useRef, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen } from '../components/loading-screen/loading-screen.tsx';
import { useContent } from '../hooks/use-content.ts';
import { IslandBoundary } from './island-boundary.tsx';
import { useSiteBundleState } from './use-site-bundle.ts';

/**
 * The site's own version of theme component `name` (one the manifest's bundle lists under `theme`), once
 * the bundle is in; `loading` while it is on its way.
 */
export function useSiteThemeState<Props = { children?: ReactNode }>(
  name: string,
): { Own: ComponentType<Props> | undefined; loading: boolean } {
  const { manifest } = useContent();
  const { bundle, loading } = useSiteBundleState(manifest.bundle?.theme?.includes(name) ?? false);
  return { Own: bundle?.theme[name] as ComponentType<Props> | undefined, loading };
}

/** The site's own version of theme component `name`, once the bundle is in. */
export const useSiteTheme = <Props = { children?: ReactNode }>(name: string): ComponentType<Props> | undefined =>
  useSiteThemeState<Props>(name).Own;

/**
 * Whether a piece around the page (a Root, a Layout) is still held back: `loading`, and never drawn yet.
 * One that arrived after the page was drawn would put a new component above it, and React would mount the
 * whole page again: its state lost, a client module's first page view counted twice. Under Docusaurus it
 * is there from the first render; so it is held, once: a later build's new code (dev) swaps it in under
 * the page already shown.
 */
export function useHeld(loading: boolean): boolean {
  const shown = useRef(false);
  if (loading && !shown.current) return true;
  shown.current = true;
  return false;
}

/**
 * A theme component the site swizzled, drawn from the site bundle as Docusaurus renders it, around
 * `children` if any (a Root), given `props` (a footer part's, as the theme passes them); docgate's own
 * (`fallback`, or the children alone) until the bundle is in, and if that code fails. `className` wraps the
 * site's in an element of that class (a grid's place in the page). `hold`: nothing of the children is drawn
 * until the site's code is in (or failed), the first time.
 */
export function SiteThemePiece({
  name,
  fallback,
  className,
  hold = false,
  props,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  className?: string;
  hold?: boolean;
  props?: object;
  children?: ReactNode;
}) {
  const { Own, loading } = useSiteThemeState<{ children?: ReactNode } & Record<string, unknown>>(name);
  if (useHeld(hold && loading)) return <LoadingScreen />;
  const ours = fallback ?? children;
  if (!Own) return <>{ours}</>;
  const own = (
    <IslandBoundary fallback={ours}>
      <Own {...props}>{children}</Own>
    </IslandBoundary>
  );
  return className ? <div className={className}>{own}</div> : own;
}

/** docgate's theme part `name` (`Ours`), or the one the site swizzled, given the same props, as the theme passes them. */
export function ThemePart<Props extends object>({ name, Ours, props }: { name: string; Ours: ComponentType<Props>; props: Props }) {
  return <SiteThemePiece name={name} props={props} fallback={<Ours {...props} />} />;
}
