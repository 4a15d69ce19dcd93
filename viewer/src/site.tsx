import { BuildErrorOverlay } from './components/build-error-overlay/build-error-overlay.tsx';
import { ColorModeProvider } from './components/color-mode-provider/color-mode-provider.tsx';
import { SiteShell } from './components/site-shell/site-shell.tsx';
import { ContentProvider } from './content/content-provider.tsx';
import { useContent } from './hooks/use-content.ts';
import { useInfimaLook } from './hooks/use-infima-look.ts';
import { useSiteStylesheets } from './hooks/use-site-stylesheets.ts';
import { routeModules } from './routes/route-modules.ts';
// compiled page bodies (.markdown); the components bring their own stylesheets
import './styles/content.css';
import './styles/infima-admonitions.css';
import { isDocusaurusSite } from './lib/docusaurus-site.ts';

function ThemedShell() {
  const { manifest, source } = useContent();
  useSiteStylesheets(manifest.site.stylesheets, source);
  // a Docusaurus site's: the manifest carries its config
  useInfimaLook(isDocusaurusSite(manifest));
  return (
    <ColorModeProvider config={manifest.site.colorMode}>
      <SiteShell />
    </ColorModeProvider>
  );
}

/** The documentation site, in its own chunk: only a signed-in reader downloads it. */
export default function Site() {
  return (
    <>
      <ContentProvider>
        <ThemedShell />
      </ContentProvider>
      {/* outside the content: a first build that failed has no manifest, and its errors still show */}
      <BuildErrorOverlay />
    </>
  );
}

/** Starts fetching every route view chunk (code only); a failure just leaves it to load on visit. */
export function preloadRouteViews(): void {
  for (const view of Object.values(routeModules)) view.preload().catch(() => {});
}
