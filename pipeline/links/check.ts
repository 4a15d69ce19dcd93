import { dirname, join, resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import type { SourceRecord } from '../content/source.ts';
import type { PlannedPage } from '../assemble/types.ts';
import { gateUrl, type Asset, type AssetStore } from './assets.ts';
import { resolveFrontmatterImage } from './frontmatter-image.ts';
import { checkHeroLinks } from './hero-links.ts';
import { isExternal, safeDecode, siteRoute, splitUrl } from './url-parts.ts';

export interface LinkResult {
  /** per markdown file: URL as written -> URL in the output (routes, `gate:assets/...`) */
  maps: Map<SourceRecord, Map<string, string>>;
  /** every asset some page references, by output path */
  assets: Map<string, Asset>;
  diagnostics: Diagnostic[];
}

const MARKDOWN = /\.mdx?$/i;
const anchorCache = new WeakMap<object, Set<string>>();

/**
 * Checks every link and asset of every page: a missing route is an error, a missing anchor or an
 * unresolvable `.md` link a warning, a missing asset an error; also builds the URL rewrite maps.
 */
export async function checkLinks(pages: PlannedPage[], contentDir: string, store: AssetStore, baseUrl: string): Promise<LinkResult> {
  const result: LinkResult = { maps: new Map(), assets: new Map(), diagnostics: [] };
  const routes = new Map(pages.map((p) => [p.route.path, p]));
  const routeOfFile = new Map<string, string>();
  for (const page of pages) if (page.source) routeOfFile.set(page.source.abs, page.route.path);
  const anchorsOf = (path: string): Set<string> | null => {
    const output = routes.get(path)?.source?.output;
    if (!output) return null;
    let anchors = anchorCache.get(output);
    if (!anchors) anchorCache.set(output, (anchors = new Set(output.headings.map((h) => h.id))));
    return anchors;
  };
  const warnAnchor = (record: SourceRecord, at: { line: number; column: number }, url: string, path: string, hash: string) => {
    const anchors = anchorsOf(path);
    if (!hash || !anchors || anchors.has(safeDecode(hash))) return;
    const message = `Link '${url}' points to a missing anchor '#${hash}' on ${path}`;
    result.diagnostics.push({ file: record.file, ...at, severity: 'warning', message, rule: 'broken-anchor' });
  };

  for (const page of pages) {
    const record = page.source;
    if (!record?.output || result.maps.has(record)) continue;
    const map = new Map<string, string>();
    result.maps.set(record, map);
    const output = record.output;
    const assetUrls = new Set<string>();
    for (const ref of output.assets) {
      if (isExternal(ref.url) || ref.url.startsWith('data:')) continue;
      const { path } = splitUrl(ref.url);
      const abs = store.locate(safeDecode(path), record.abs);
      const asset = await store.load(abs);
      // `/docs/node.js` looks like a file but may be a route: then it is checked as a link below
      if (!asset && ref.kind === 'file' && routes.has(siteRoute(path, page.route.path, baseUrl))) continue;
      assetUrls.add(ref.url);
      if (!asset) {
        const where = ref.url.startsWith('/') ? 'content/static' : 'the folder of this file';
        const message = `Missing ${ref.kind === 'image' ? 'image' : 'file'} '${ref.url}', expected a file in ${where}`;
        result.diagnostics.push({ file: record.file, line: ref.line, column: ref.column, severity: 'error', message, rule: 'missing-asset' });
        continue;
      }
      result.assets.set(asset.path, asset);
      map.set(ref.url, gateUrl(asset));
    }
    await resolveFrontmatterImage(record, store, map, result);
    for (const link of output.links) {
      if (assetUrls.has(link.url) || isExternal(link.url)) continue;
      const at = { line: link.line, column: link.column };
      const { path, hash } = splitUrl(link.url);
      if (path === '') {
        warnAnchor(record, at, link.url, page.route.path, hash);
        continue;
      }
      if (MARKDOWN.test(path)) {
        const decoded = safeDecode(path);
        const candidates = decoded.startsWith('/')
          ? [join(contentDir, decoded), join(contentDir, 'docs', decoded)]
          : [resolve(dirname(record.abs), decoded)];
        const target = candidates.map((c) => routeOfFile.get(c)).find((r) => r !== undefined);
        if (target === undefined) {
          const message = `Markdown link '${link.url}' does not resolve to a page, expected a path to a .md file in content/`;
          result.diagnostics.push({ file: record.file, ...at, severity: 'warning', message, rule: 'broken-markdown-link' });
          continue;
        }
        map.set(link.url, hash ? `${target}#${hash}` : target);
        warnAnchor(record, at, link.url, target, hash);
        continue;
      }
      const route = siteRoute(path, page.route.path, baseUrl);
      if (!routes.has(route)) {
        const message = `Broken link '${link.url}': the site has no page ${route}`;
        result.diagnostics.push({ file: record.file, ...at, severity: 'error', message, rule: 'broken-link' });
        continue;
      }
      if (route !== path) map.set(link.url, hash ? `${route}#${hash}` : route);
      warnAnchor(record, at, link.url, route, hash);
    }
    checkHeroLinks(page, { routes, baseUrl, map, diagnostics: result.diagnostics, warnAnchor });
  }
  return result;
}
