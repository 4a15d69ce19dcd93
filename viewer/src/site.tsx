import { ColorModeProvider } from './chrome/color-mode-provider.tsx';
import { SiteShell } from './chrome/site-shell.tsx';
import { useContent } from './content/content-context.ts';
import { ContentProvider } from './content/content-provider.tsx';
import { routeModules } from './routes/route-modules.ts';
import './styles/chrome.css';
import './styles/content.css';
import './styles/blog.css';

function ThemedShell() {
  const { manifest } = useContent();
  return (
    <ColorModeProvider config={manifest.site.colorMode}>
      <SiteShell />
    </ColorModeProvider>
  );
}

/** The documentation site, in its own chunk: only a signed-in reader downloads it. */
export default function Site() {
  return (
    <ContentProvider>
      <ThemedShell />
    </ContentProvider>
  );
}

/** Starts fetching every route view chunk (code only); a failure just leaves it to load on visit. */
export function preloadRouteViews(): void {
  for (const view of Object.values(routeModules)) view.preload().catch(() => {});
}
