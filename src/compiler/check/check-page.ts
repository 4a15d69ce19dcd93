import { dirname, join, resolve } from 'node:path';
import { error, warning } from '../diagnostics/diagnostic.ts';
import type { SourceRecord } from '../read/source.ts';
import type { PlannedPage } from '../plan/types.ts';
import { gateUrl, type Asset } from './assets.ts';
import { resolveFrontmatterImage } from './frontmatter-image.ts';
import { checkHeroLinks } from './hero-links.ts';
import { linkBaseOf, type PageLinks, type SiteIndex } from './page-links.ts';
import { contentRoot, translatedLinkTarget } from './translated-link.ts';
import { namedFileUrl } from '../../contracts/url-scheme.ts';
import { isExternal, pathnameLink, safeDecode, safeDecodeUri, siteRoute, splitUrl } from './url-parts.ts';

const MARKDOWN = /\.mdx?$/i;

/** Checks one page's links, assets, frontmatter image and hero buttons. */
export async function checkPage(page: PlannedPage, site: SiteIndex): Promise<PageLinks> {
  const record = page.source!;
  const output = record.output!;
  const { routes, baseUrl, store } = site;
  const base = linkBaseOf(page, site.trailingSlash);
  const links: PageLinks = {
    route: page.route.path,
    map: new Map(),
    assets: [],
    diagnostics: [],
    anchorDeps: new Map(),
    assetDeps: new Map(),
  };
  const { map, diagnostics } = links;
  const load = async (abs: string): Promise<Asset | null> => {
    const asset = await store.load(abs);
    links.assetDeps.set(abs, asset);
    return asset;
  };
  const warnAnchor = (from: SourceRecord, at: { line: number; column: number }, url: string, path: string, hash: string) => {
    if (!hash) return;
    const target = routes.get(path)?.source?.output ?? null;
    links.anchorDeps.set(path, target);
    if (!target || site.anchorsOf(target).has(safeDecode(hash))) return;
    const message = `Link '${url}' points to a missing anchor '#${hash}' on ${path}`;
    diagnostics.push({ ...warning('broken-anchor', from.file, at, message), targets: [path] });
  };

  // a translated page's locale is built under its own baseUrl (`/fr/`), with a copy of the static files
  const prefix = localePrefix(page);
  const localeBase = prefix === null ? null : `${baseUrl}${prefix.slice(1)}/`;
  // a file the page names goes out with the build, its URL the gated one; the fragment stays: a site's CSS
  // picks `img[src$='#gh-dark-mode-only']` by it, as Docusaurus documents
  // a link's file carries its name, which the reader's download is saved under (url-scheme.ts namedFileUrl)
  const linked = new Set(output.links.map((link) => link.url));
  const serve = (url: string, asset: Asset, path = url): void => {
    links.assets.push(asset);
    const { hash } = splitUrl(url);
    const gated = linked.has(url) ? namedFileUrl(gateUrl(asset), path) : gateUrl(asset);
    map.set(url, hash ? `${gated}#${hash}` : gated);
  };
  const assetUrls = new Set<string>();
  for (const ref of output.assets) {
    if (isExternal(ref.url) || ref.url.startsWith('data:')) continue;
    const { path } = splitUrl(ref.url);
    const decoded = safeDecode(path);
    let asset = await load(store.locate(decoded, record.abs));
    // else the file the browser fetches, as Docusaurus leaves the URL as written: `<img src="/docs/img/a.gif">`
    // under baseUrl `/docs/`, `/fr/img/a.gif` on a fr page (gladys'), and an HTML or JSX `<img src="../../x.png">`
    // that is no file beside the page, resolved against the page's URL (OutlineFoundation's /images/x.png)
    const relative = ref.jsx && !path.startsWith('/') && !decoded.startsWith('@site/');
    const fetched = path.startsWith('/')
      ? decoded
      : relative
        ? safeDecode(new URL(path, `http://site${baseUrl}${base.slice(1)}`).pathname)
        : null;
    const served = fetched === null ? null : servedPath(fetched, baseUrl, localeBase);
    if (!asset && served !== null && served !== decoded) asset = await load(store.locate(served, record.abs));
    // `/docs/node.js` looks like a file but may be a route: then it is checked as a link below
    if (!asset && ref.kind === 'file' && routes.has(siteRoute(path, base, baseUrl))) continue;
    assetUrls.add(ref.url);
    if (!asset) {
      // `@site/static/x.mp4` names its place from the site folder
      const where = ref.url.startsWith('/')
        ? site.staticDirs.join(' or ')
        : decoded.startsWith('@site/')
          ? `the site folder, at ${decoded.slice('@site/'.length)}`
          : `the folder of this file${relative && served !== null ? ` or, as the browser resolves it from the page's URL (${served}), in ${site.staticDirs.join(' or ')}` : ''}`;
      const message = `Missing ${ref.kind === 'image' ? 'image' : 'file'} '${ref.url}', expected a file in ${where}`;
      if (ref.jsx && site.jsxMediaUnchecked) {
        // Docusaurus builds it, and the reader sees a broken image: say so without failing the build
        diagnostics.push(warning('missing-asset', record.file, ref, `${message} (shown broken, as Docusaurus would)`));
      } else if (ref.kind === 'file' && !ref.jsx) {
        // a link with a dot in its last part (`lexical.StateConfig`, `report.pdf`) and no such file is an
        // ordinary link to Docusaurus, which its broken-link check judges: onBrokenLinks applies
        diagnostics.push({ ...error('broken-link', record.file, ref, message), targets: [siteRoute(path, base, baseUrl)] });
      } else
        diagnostics.push(error(ref.kind === 'image' && !ref.jsx ? 'broken-markdown-image' : 'missing-asset', record.file, ref, message));
      continue;
    }
    serve(ref.url, asset);
  }
  await resolveFrontmatterImage(record, store, links, load, { lenient: site.jsxMediaUnchecked, staticDirs: site.staticDirs });
  for (const link of output.links) {
    // Docusaurus' `pathname:///x.html`: a plain link to that path, left unchecked; a file of the static folders
    // there (`pathname:///data/rooms.csv`), which Docusaurus' host serves, is the file through the gate
    const plain = pathnameLink(link.url);
    if (plain !== null) {
      const { path } = splitUrl(plain);
      const decoded = safeDecode(path);
      const file = /\.\w+$/.test(path) ? await load(store.locate(servedPath(decoded, baseUrl, localeBase) ?? decoded, record.abs)) : null;
      if (file) serve(link.url, file, path);
      else map.set(link.url, plain);
      continue;
    }
    if (assetUrls.has(link.url) || isExternal(link.url)) continue;
    const at = { line: link.line, column: link.column };
    const { path, hash } = splitUrl(link.url);
    if (path === '') {
      warnAnchor(record, at, link.url, page.route.path, hash);
      continue;
    }
    if (MARKDOWN.test(path)) {
      const decoded = safeDecode(path);
      // a partial's bare link, rebased to the partial's folder, else from the content roots (the page's folder is no candidate)
      const candidates = [
        ...markdownCandidates(decoded, record, site.contentDir),
        ...(link.bare === undefined ? [] : markdownCandidates(safeDecode(splitUrl(link.bare).path), record, site.contentDir).slice(1)),
      ];
      const target =
        candidates.map((c) => site.routeOfFile.get(c)).find((r) => r !== undefined) ??
        (decoded.startsWith('@site/') || decoded.startsWith('/') ? undefined : translatedLinkTarget(page, decoded, site));
      if (target === undefined) {
        const message = `Markdown link '${link.url}' does not resolve to a page, expected a path to a .md or .mdx file of the site's content`;
        diagnostics.push({ ...warning('broken-markdown-link', record.file, at, message), targets: candidates });
        continue;
      }
      map.set(link.url, hash ? `${target}#${hash}` : target);
      warnAnchor(record, at, link.url, target, hash);
      continue;
    }
    const route = linkRoute(path, base, baseUrl, page, routes);
    if (!routes.has(route)) {
      // a static file without an extension (botkube's `/k8s/export-config-job-tpl`), which Docusaurus serves as it is
      const served = path.startsWith('/') ? servedPath(safeDecode(path), baseUrl, localeBase) : null;
      const file = served === null ? null : await load(store.locate(served, record.abs));
      if (file) {
        serve(link.url, file);
        continue;
      }
      if (link.jsx && site.jsxMediaUnchecked) {
        // Docusaurus checks Markdown links and <Link>, not an <a> written in MDX: it builds, the reader gets a
        // page not found; said without failing the build (homarr's onBrokenLinks: 'throw')
        const message = `Link '${link.url}' of an <a> leads to no page (${route}); Docusaurus does not check it, the reader gets a page not found`;
        diagnostics.push(warning('mdx-url', record.file, at, message));
        continue;
      }
      const message = `Broken link '${link.url}': the site has no page ${route}`;
      diagnostics.push({ ...error('broken-link', record.file, at, message), targets: [route] });
      continue;
    }
    if (route !== path) map.set(link.url, hash ? `${route}#${hash}` : route);
    warnAnchor(record, at, link.url, route, hash);
  }
  checkHeroLinks(page, { routes, baseUrl, base, map, diagnostics, warnAnchor });
  return links;
}

/**
 * The static path of a URL the browser fetches: without the locale's baseUrl (`/fr/`) or else the site's;
 * null when it is under neither, where the site serves nothing.
 */
function servedPath(pathname: string, baseUrl: string, localeBase: string | null): string | null {
  for (const prefix of [localeBase, baseUrl])
    if (prefix !== null && pathname.startsWith(prefix)) return `/${pathname.slice(prefix.length)}`;
  return null;
}

/** `/fr` for a page of a locale other than the default, which Docusaurus builds under its own URL; null otherwise. */
function localePrefix(page: PlannedPage): string | null {
  const prefix = `/${page.route.locale}`;
  return page.route.path === prefix || page.route.path.startsWith(`${prefix}/`) ? prefix : null;
}

/**
 * The page a link path leads to, as Docusaurus' link check finds it: the path decoded, else as decodeURI
 * leaves it (`Why%3F` to cardano's `Why%3F.md`), else in another letter case, as React Router matches
 * (casdoor's `/docs/monitoring/prometheus` to `Prometheus.md`). The decoded path when none is a page.
 */
function linkRoute(path: string, base: string, baseUrl: string, page: PlannedPage, routes: ReadonlyMap<string, unknown>): string {
  const route = localeRoute(siteRoute(path, base, baseUrl), path, page, routes);
  if (routes.has(route)) return route;
  const kept = localeRoute(siteRoute(path, base, baseUrl, safeDecodeUri), path, page, routes);
  if (routes.has(kept)) return kept;
  // only for a link that missed: a scan of the routes, not an index every check keeps
  const lower = route.toLowerCase();
  for (const candidate of routes.keys()) if (candidate.toLowerCase() === lower) return candidate;
  return route;
}

/**
 * Where a link leads from a translated page: an absolute one (`/docs/support`) to that page in the page's
 * locale (`/fr/docs/support`), as Docusaurus builds each locale under its own base URL, when there is one.
 */
function localeRoute(route: string, written: string, page: PlannedPage, routes: ReadonlyMap<string, unknown>): string {
  const prefix = localePrefix(page);
  if (prefix === null || !written.startsWith('/') || route === prefix || route.startsWith(`${prefix}/`)) return route;
  const localized = route === '/' ? prefix : `${prefix}${route}`;
  return routes.has(localized) ? localized : route;
}

/**
 * The files a Markdown link may name, first match wins. As Docusaurus resolves them: `./x.md` and `../x.md`
 * from the page's folder, `/x.md` from the content folder's root or the site folder, and a bare
 * `guide/x.md` from the page's folder or else those roots (yew's docs link `concepts/html/introduction.mdx`
 * from any depth).
 */
function markdownCandidates(decoded: string, record: SourceRecord, contentDir: string): string[] {
  if (decoded.startsWith('@site/')) return [join(contentDir, decoded.slice('@site/'.length))];
  const fromFile = resolve(dirname(record.abs), decoded);
  if (decoded.startsWith('./') || decoded.startsWith('../')) return [fromFile];
  const root = contentRoot(record);
  const fromRoots = [...(root === null ? [] : [join(root, decoded)]), join(contentDir, decoded)];
  return decoded.startsWith('/') ? [...fromRoots, join(contentDir, 'docs', decoded)] : [fromFile, ...fromRoots];
}
