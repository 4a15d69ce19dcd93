import { z } from 'zod';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { manifestSchema, SCHEMA_VERSION, type Manifest } from '../schema/manifest.ts';
import type { SiteConfig } from '../config/schema.ts';
import { configLinks, configRoute, siteFromConfig } from '../config/site.ts';
import { contentHash } from '../content/hash.ts';
import { buildFeeds } from '../blog/feeds.ts';
import { checkLinks, type LinkCache } from '../links/check.ts';
import { rewriteUrls } from '../markdown/index.ts';
import { gateUrl, type AssetStore } from '../links/assets.ts';
import { authorImageAt, resolveAuthorImages } from './author-images.ts';
import { SEARCH_OPTIONS, type LiveSearchIndex } from '../search/index.ts';
import type { PageFiles } from './page-files.ts';
import type { SitePlan } from './plan-site.ts';

export interface OutputEntry {
  path: string;
  content: string | Uint8Array;
}

export interface EmitResult {
  entries: OutputEntry[];
  diagnostics: Diagnostic[];
  manifest: Manifest | null;
  buildId: string | null;
}

export interface EmitContext {
  config: SiteConfig;
  configFile: string;
  locateConfig: (path: (string | number)[]) => { line: number; column: number };
  contentDir: string;
  assets: AssetStore;
  pageFiles: PageFiles;
  search: LiveSearchIndex;
  /** link results of the last emit, reused for pages whose links cannot have changed */
  links?: LinkCache;
  /** diagnostics gathered before planning: config, reading, frontmatter, rendering */
  diagnostics: Diagnostic[];
}

let schemaJson: string | null = null;
/** The manifest's JSON Schema, generated from the zod schema the code validates with. */
export const manifestJsonSchema = (): string =>
  (schemaJson ??= JSON.stringify(z.toJSONSchema(manifestSchema, { target: 'draft-2020-12', unrepresentable: 'any' }), null, 2));

let schemaHashValue: string | null = null;
const schemaHash = (): string => (schemaHashValue ??= contentHash(manifestJsonSchema()));

/** Checks links, resolves assets and turns the plan into output entries, or into diagnostics only. */
export async function emitSite(plan: SitePlan, ctx: EmitContext): Promise<EmitResult> {
  const { config } = ctx;
  const diagnostics = [...ctx.diagnostics, ...plan.diagnostics];
  const links = await checkLinks(plan.pages, ctx.contentDir, ctx.assets, config.baseUrl, ctx.links);
  diagnostics.push(...links.diagnostics);
  const routes = new Set(plan.pages.map((p) => p.route.path));
  for (const link of configLinks(config)) {
    // a `to` that is no site path at all is reported by siteFromConfig
    const path = configRoute(link.to, config.baseUrl);
    if (path === null || routes.has(path)) continue;
    const message = `${link.path.join('.')}: broken link '${link.to}', the site has no page ${path}`;
    diagnostics.push({ file: ctx.configFile, ...ctx.locateConfig(link.path), severity: 'error', message, rule: 'broken-link' });
  }

  const current = plan.versions[0]!;
  const staticAssets = new Map<string, { path: string; bytes: Uint8Array }>();
  for (const src of [config.navbar.logo?.src, config.favicon]) {
    if (!src || /^[a-z][a-z\d+.-]*:|^\/\//i.test(src)) continue;
    const asset = await ctx.assets.load(ctx.assets.locate(`/${src.replace(/^\/+/, '')}`, ctx.contentDir));
    if (asset) staticAssets.set(src, asset);
  }
  const mapped = siteFromConfig(config, {
    sidebarStarts: new Map(current.mainDoc ? [[config.docs.sidebarId, firstDocPath(plan) ?? current.mainDoc.path]] : []),
    docPaths: new Map(current.docs.map((d) => [d.id, d.path])),
    staticUrl: (src) => {
      const asset = staticAssets.get(src);
      return asset ? gateUrl(asset) : null;
    },
    locate: ctx.locateConfig,
    file: ctx.configFile,
  });
  diagnostics.push(...mapped.diagnostics);
  const avatars = await resolveAuthorImages(plan, ctx.assets, ctx.contentDir);
  for (const src of avatars.missing) {
    const message = `Missing author image '${src}', expected it under content/static/`;
    const at = authorImageAt(plan, src, ctx.configFile.replace(/site\.config\.json$/, 'blog/authors.yml'));
    diagnostics.push({ ...at, severity: 'error', message, rule: 'missing-asset' });
  }
  const sorted = sortDiagnostics(diagnostics);
  if (hasErrors(sorted)) return { entries: [], diagnostics: sorted, manifest: null, buildId: null };

  const { routes: routeList, files } = ctx.pageFiles.emit(plan.pages, links.maps);
  ctx.search.sync(plan.pages);
  const search = ctx.search.toFiles();
  const feeds = buildFeeds(config, plan.blog.listed, (post) =>
    rewriteUrls(post.record.output!.html, links.maps.get(post.record) ?? new Map()),
  );

  const entries: OutputEntry[] = [];
  for (const [path, content] of files) entries.push({ path, content });
  for (const asset of [...links.assets.values(), ...staticAssets.values(), ...avatars.emitted]) entries.push({ path: asset.path, content: asset.bytes });
  entries.push(search.head, ...search.parts);
  entries.push({ path: 'blog/rss.xml', content: feeds.rss });
  entries.push({ path: 'blog/atom.xml', content: feeds.atom });
  entries.push({ path: 'manifest.schema.json', content: manifestJsonSchema() });
  const unique = new Map(entries.map((e) => [e.path, e]));
  const list = [...unique.values()].sort((a, b) => (a.path < b.path ? -1 : 1));

  // hashed names stand for their content; the feeds and schema are hashed here
  const named = list.map((e) => (e.path.startsWith('blog/') ? `${e.path}:${contentHash(e.content)}` : e.path));
  const buildId = contentHash(`${named.join('\n')}\n${schemaHash()}`);
  const manifest = manifestSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    buildId,
    site: mapped.site,
    versions: plan.versionMeta,
    routes: routeList,
    sidebars: plan.sidebars,
    blog: { ...plan.blog.manifest, feeds: { rss: 'blog/rss.xml', atom: 'blog/atom.xml' } },
    // the head: it lists the index's parts, which the viewer merges (viewer/src/content/search-merge.ts)
    search: { file: search.head.path, options: SEARCH_OPTIONS },
  } satisfies Manifest);
  list.push({ path: 'manifest.json', content: JSON.stringify(manifest) });
  list.sort((a, b) => (a.path < b.path ? -1 : 1));
  return { entries: list, diagnostics: sorted, manifest, buildId };
}

function firstDocPath(plan: SitePlan): string | undefined {
  const find = (items: SitePlan['sidebars'][string]): string | undefined => {
    for (const item of items) {
      if (item.type === 'doc') return item.path;
      if (item.type === 'category') {
        const inner = item.path ?? find(item.items);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  return find(plan.versions[0]!.sidebar);
}
