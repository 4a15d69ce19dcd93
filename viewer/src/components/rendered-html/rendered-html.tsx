import { useLayoutEffect, useMemo, useRef } from 'react';
import { rewriteGateRefs } from '../../content/gate-refs.ts';
import { resolveGateAssets } from '../../content/resolve-gate-assets.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useHtmlLinkClicks } from '../../hooks/use-html-link-clicks.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { useCardDescriptions } from '../../hooks/use-shown-page.ts';
import { useLocation } from 'wouter';
import { currentCategoryCards } from '../../lib/current-category.ts';
import { useIslands } from '../../site-bundle/use-islands.tsx';
import { usePageCodeBlocks } from '../../site-bundle/use-page-code-blocks.tsx';
import { useMarkdownElements } from '../../site-bundle/use-markdown-elements.tsx';
import { enhanceCodeBlocks } from './enhance-code-blocks.ts';
import { enhanceDocCardLists } from './enhance-doc-card-lists.ts';
import { enhanceTabs } from './enhance-tabs.ts';
import { followRefresh } from './enhance-refresh.ts';
import { drawMermaid, mermaidSettings } from './enhance-mermaid.ts';
import { useColorMode } from '../../hooks/use-color-mode.ts';
import './mdx.css';

interface RenderedHtmlProps {
  html: string;
  /** HTML the viewer made (a doc's title header), drawn first in the same element */
  lead?: string;
  /** the element's classes: `markdown`, as Docusaurus' content element has, and the theme's class of it */
  className?: string;
}

/** The compiled (sanitized) HTML of a page: internal links route client-side, code gets copy buttons (and is drawn by the site's swizzled CodeBlock), links and images are drawn by the site's MDXComponents, tabs switch, a refresh moves on, Mermaid diagrams are drawn, islands of site code mount from the site bundle. Styled by styles/content.css and mdx.css (tabs, details, themed images). */
export function RenderedHtml({ html, lead = '', className = 'markdown' }: RenderedHtmlProps) {
  const { source, manifest } = useContent();
  const [pathname] = useLocation();
  const onClick = useHtmlLinkClicks();
  const root = useRef<HTMLDivElement>(null);
  const prepared = useMemo(() => ({ __html: lead + rewriteGateRefs(html) }), [lead, html]);
  const t = useThemeString();
  const descriptions = useCardDescriptions();
  const copy = t('theme.CodeBlock.copy', 'Copy');
  const copied = t('theme.CodeBlock.copied', 'Copied');
  const copyLabel = t('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard');
  // before the gated files are fetched (below): the links and images the site draws keep their gate paths
  const markdownElements = useMarkdownElements(root, prepared);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever React puts new HTML in (prepared), which it reads from the DOM
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    enhanceCodeBlocks(element, { copy, copied, label: copyLabel });
    enhanceTabs(element);
    const itemCount = (count: number) => t.plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', count);
    enhanceDocCardLists(element, () => currentCategoryCards(manifest, pathname, itemCount, descriptions));
    resolveGateAssets(element, source);
    return followRefresh(element);
  }, [prepared, source, manifest, pathname, copy, copied, copyLabel, descriptions]);
  const { resolved: colorMode } = useColorMode();
  const mermaid = useMemo(() => mermaidSettings(manifest.site.siteConfig), [manifest.site.siteConfig]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: draws again whenever React puts new HTML in (prepared)
  useLayoutEffect(() => (root.current ? drawMermaid(root.current, colorMode, mermaid) : undefined), [prepared, colorMode, mermaid]);
  const islands = useIslands(root, prepared);
  const codeBlocks = usePageCodeBlocks(root, prepared);

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: routes clicks on the links inside, which keyboards activate themselves */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the very click this handler routes */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the pipeline sanitized this HTML (allow-listed tags, attributes and URL schemes) */}
      <div ref={root} className={className} onClick={onClick} dangerouslySetInnerHTML={prepared} />
      {islands}
      {codeBlocks}
      {markdownElements}
    </>
  );
}
