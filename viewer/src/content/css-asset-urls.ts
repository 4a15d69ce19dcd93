import type { ContentSource } from './content-source.ts';

const GATE_URL = /url\("gate:([^"]+)"\)/g;

/** A stylesheet of the site (its custom.css, the site bundle's) with its `url("gate:...")`s swapped for the files' URLs, fetched through the gate. */
export async function withAssetUrls(css: string, source: ContentSource): Promise<string> {
  const paths = [...new Set([...css.matchAll(GATE_URL)].map((match) => match[1]!))];
  const urls = new Map(await Promise.all(paths.map(async (path) => [path, await source.asset(path)] as const)));
  return css.replace(GATE_URL, (_match, path: string) => `url("${urls.get(path)}")`);
}
