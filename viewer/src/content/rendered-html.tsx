import { useLayoutEffect, useMemo, useRef } from 'react';
import { useHtmlLinkClicks } from '../chrome/use-html-link-clicks.ts';
import { useContent } from './content-context.ts';
import { enhanceCodeBlocks } from './enhance-code-blocks.ts';
import { enhanceTabs } from './enhance-tabs.ts';
import '../styles/mdx.css';
import { rewriteGateRefs } from './gate-refs.ts';
import { resolveGateAssets } from './resolve-gate-assets.ts';

/** The compiled (sanitized) HTML of a page: internal links route client-side, code gets copy buttons, tabs switch. */
export function RenderedHtml({ html }: { html: string }) {
  const { source } = useContent();
  const onClick = useHtmlLinkClicks();
  const root = useRef<HTMLDivElement>(null);
  const prepared = useMemo(() => ({ __html: rewriteGateRefs(html) }), [html]);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    enhanceCodeBlocks(element);
    enhanceTabs(element);
    resolveGateAssets(element, source);
  }, [prepared, source]);

  return <div ref={root} className="markdown" onClick={onClick} dangerouslySetInnerHTML={prepared} />;
}
