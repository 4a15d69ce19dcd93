import { createElement, type ElementType, type ReactNode } from 'react';
import { useAssetUrl } from '../hooks/use-asset-url.ts';

// A static file site code reaches by a path it computes is a gated asset (static-files.ts): its `gate:`
// URL is no URL the browser can load, so the element waits for the file to come through the gate.

/** The props naming an element's media, which a `gate:` URL may be in. */
export const MEDIA_SOURCES = new Set(['src', 'poster']);

/** Whether an element's props name a gated file. */
export const namesGatedMedia = (props: unknown): boolean =>
  typeof props === 'object' &&
  props !== null &&
  Object.entries(props).some(([name, value]) => MEDIA_SOURCES.has(name) && typeof value === 'string' && value.startsWith('gate:'));

// `logo + '?v=42'` asks for the same file
const withoutQuery = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('gate:') ? value.replace(/[?#].*$/, '') : undefined;

type Props = { as: ElementType; src?: unknown; poster?: unknown } & Record<string, unknown>;

/** A site element whose `src` or `poster` is a `gate:` URL, given the file's URL once it is fetched. */
export function GatedMedia({ as, src, poster, ...rest }: Props) {
  const gatedSrc = withoutQuery(src);
  const gatedPoster = withoutQuery(poster);
  const srcUrl = useAssetUrl(gatedSrc);
  const posterUrl = useAssetUrl(gatedPoster);
  // a <source> whose src comes later is never played: its <video> chose among its sources when it was
  // put in, so it goes in once its file is there
  if (as === 'source' && gatedSrc && !srcUrl) return null;
  return createElement(as, {
    ...rest,
    ...(src === undefined ? {} : { src: gatedSrc ? srcUrl : src }),
    ...(poster === undefined ? {} : { poster: gatedPoster ? posterUrl : poster }),
  });
}

/** An element of `as`, waiting for its file when its `src` or `poster` is a gated one. */
export const mediaElement = (as: ElementType, props: Record<string, unknown>, ...children: ReactNode[]): ReactNode =>
  namesGatedMedia(props) ? createElement(GatedMedia, { ...props, as }, ...children) : createElement(as, props, ...children);
