import { ColorModeProvider } from './chrome/color-mode-provider.tsx';
import { SiteShell } from './chrome/site-shell.tsx';
import { useContent } from './content/content-context.ts';
import { ContentProvider } from './content/content-provider.tsx';
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
