import { createElement, type ElementType, type ReactNode } from 'react';
import { fileOfGatePath } from '../../../src/contracts/url-scheme.ts';
import { type AssetUse, browserShows } from '../content/content-source.ts';
import { gatePath } from '../content/gate-refs.ts';
import { useAssetUrls } from '../hooks/use-asset-url.ts';
import { useContent } from '../hooks/use-content.ts';

// A file site code shows that is a gated asset: a static file it reaches by a path it computes
// (static-files.ts), or a large image it imports (compiler/bundle/gated-assets.ts). Its `gate:` URL is no
// URL the browser can load, so the element waits for the file to come through the gate: in `src` and
// `poster`, in a `style`'s `url()` (a hero's background), and in a link's `href`.

/** The props naming an element's media, which a `gate:` URL may be in. */
export const MEDIA_SOURCES = new Set(['src', 'poster']);

const GATE_IN_STYLE = /gate:([^'")\s?#]+)[^'")\s]*/g;
// `logo + '?v=42'` asks for the same file
const gatePathOf = (value: unknown): string | null =>
  typeof value === 'string' ? (gatePath(value)?.replace(/[?#].*$/, '') ?? null) : null;

/** Each gate path an element's props name, and how it is used (a link's may be opened as a document). */
function gatedPaths(props: Record<string, unknown>): Map<string, AssetUse> {
  const paths = new Map<string, AssetUse>();
  for (const name of MEDIA_SOURCES) {
    const path = gatePathOf(props[name]);
    if (path) paths.set(path, 'show');
  }
  const href = gatePathOf(props.href);
  if (href) paths.set(href, 'link');
  if (typeof props.style === 'object' && props.style !== null)
    for (const value of Object.values(props.style))
      if (typeof value === 'string') for (const match of value.matchAll(GATE_IN_STYLE)) paths.set(match[1]!, 'show');
  return paths;
}

const isGate = (value: unknown): boolean => typeof value === 'string' && value.startsWith('gate:');

/** Whether an element's props name a gated file: asked of every element site code makes, so nothing is built to answer. */
export function namesGatedMedia(props: unknown): boolean {
  if (typeof props !== 'object' || props === null) return false;
  const { src, poster, href, style } = props as Record<string, unknown>;
  if (isGate(src) || isGate(poster) || isGate(href)) return true;
  if (typeof style !== 'object' || style === null) return false;
  for (const value of Object.values(style)) if (typeof value === 'string' && value.includes('gate:')) return true;
  return false;
}

type Props = { as: ElementType } & Record<string, unknown>;

/** A site element naming gated files, given their URLs once they are fetched. */
export function GatedMedia({ as, ...props }: Props) {
  const { source } = useContent();
  const paths = gatedPaths(props);
  const urls = useAssetUrls(paths);
  // a <source> whose src comes later is never played: its <video> chose among its sources when it was
  // put in, so it goes in once its file is there
  const src = gatePathOf(props.src);
  if (as === 'source' && src && !urls.has(src)) return null;
  const resolved = (value: unknown) => {
    const path = gatePathOf(value);
    return path ? urls.get(path) : value;
  };
  const out: Record<string, unknown> = { ...props };
  for (const name of [...MEDIA_SOURCES, 'href']) if (name in props) out[name] = resolved(props[name]);
  // a Markdown link's file the browser would not show (a zip) is saved under the name its gate URL carries
  const href = gatePathOf(props.href);
  const named =
    href && urls.has(href) && props.download === undefined
      ? fileOfGatePath(gatePath(props.href as string)!.replace(/#.*$/, '')).name
      : null;
  if (named && !browserShows(source.typeOf(href!) ?? '')) out.download = named;
  if (typeof props.style === 'object' && props.style !== null)
    out.style = Object.fromEntries(
      Object.entries(props.style).map(([name, value]) => [
        name,
        typeof value === 'string' ? value.replace(GATE_IN_STYLE, (_whole, path: string) => urls.get(path) ?? 'about:blank') : value,
      ]),
    );
  return createElement(as, out);
}

/** An element of `as`, waiting for its files when it names gated ones. */
export const mediaElement = (as: ElementType, props: Record<string, unknown>, ...children: ReactNode[]): ReactNode =>
  namesGatedMedia(props) ? createElement(GatedMedia, { ...props, as }, ...children) : createElement(as, props, ...children);
