import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useSiteNavigate } from '../chrome/use-site-navigate.ts';
import { useContent } from './content-context.ts';
import { enhanceCodeBlocks } from './enhance-code-blocks.ts';
import { rewriteGateRefs } from './gate-refs.ts';
import { resolveGateAssets } from './resolve-gate-assets.ts';

/** The compiled (sanitized) HTML of a page: internal links route client-side, code gets copy buttons. */
export function RenderedHtml({ html, className = '' }: { html: string; className?: string }) {
  const { source } = useContent();
  const navigate = useSiteNavigate();
  const root = useRef<HTMLDivElement>(null);
  const prepared = useMemo(() => ({ __html: rewriteGateRefs(html) }), [html]);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    enhanceCodeBlocks(element);
    resolveGateAssets(element, source);
  }, [prepared, source]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href');
    if (!href || href.startsWith('blob:')) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }

  return <div ref={root} className={`markdown ${className}`} onClick={onClick} dangerouslySetInnerHTML={prepared} />;
}
