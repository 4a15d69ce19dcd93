import { relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { error, WHOLE_FILE, type Diagnostic } from './diagnostics/diagnostic.ts';
import type { LoadedSite } from './read/layout.ts';
import { loadSite } from './read/site.ts';
import { readText, type ContentFolder } from './read/content-folder.ts';
import type { LastCommit } from './read/git.ts';
import { isBuiltLocale } from './read/config/built-locale.ts';
import { loadSource, unreadRecord, type MarkdownKind, type SourceRecord } from './read/source.ts';
import type { RenderFn } from './render/types.ts';
import { AssetStore } from './check/assets.ts';
import { LinkCache } from './check/check.ts';
import { LiveSearchIndex, type RemotePart } from './emit/search/index.ts';
import { SearchPartCache } from './emit/search/part-cache.ts';
import { PageFiles, type PageFileSink } from './emit/page-files.ts';
import type { PageFileIndex } from './emit/page-file-index.ts';
import { planContext, planSite, type SitePlan } from './plan/plan-site.ts';
import { patchPlan } from './plan/patch-plan.ts';
import { blogContent } from './plan/blog/docusaurus-content.ts';
import { ManifestCheck } from './check/manifest-check.ts';
import { emitSite, type EmitResult } from './emit/emit.ts';
import { RemoteFiles } from './emit/remote-files.ts';
import { SiteBundler } from './bundle/bundle.ts';
import { staticFolderFiles, withStaticChanges } from './emit/static-index.ts';
import type { FrontmatterMemo } from './read/frontmatter-memo.ts';
import type { HtmlSpool } from './read/html-spool.ts';
import type { SiteMarkdownOptions } from './markdown/types.ts';

export interface CompileOptions {
  /** project root; diagnostics use paths relative to it ('content/docs/intro.md') */
  root: string;
  /** the content folder: the files on disk (diskFolder), or in memory for tests */
  folder: ContentFolder;
  /** false for `build`, true for `watch` */
  includeDrafts: boolean;
  render: RenderFn;
  /** fetches the stylesheets and fonts a site names on another host; without it, into memory only */
  remoteFiles?: RemoteFiles;
  /** where serialized search parts are kept between builds; without it every build indexes every page */
  searchCacheDir?: string;
  /** called once a full build has read and rendered every file; it assembles the site once this settles */
  onRendered?: () => void | Promise<void>;
  /** another thread that makes search parts while this one makes the page files */
  searchParts?: RemotePart;
  /** build the site bundle of the site's code pieces with Vite (the folder is on disk) */
  bundle?: boolean;
  /** parsed frontmatter kept between builds (`docgate build`); watch mode parses each saved file */
  frontmatterMemo?: FrontmatterMemo;
  /** takes each page file as it is made instead of the result's entries (`docgate build`: one build, no edits) */
  pageSink?: PageFileSink;
  /** the page files of the last build, by their inputs: those still the same are kept (with pageSink) */
  pageIndex?: PageFileIndex;
  /** keeps the HTML of docs and pages out of memory until their page files are made (`docgate build`) */
  htmlSpool?: HtmlSpool;
}

/** What a compile gives: output entries, every diagnostic, and the manifest unless an error stopped it. */
export type CompileResult = EmitResult;

export interface FileChange {
  type: 'add' | 'change' | 'unlink';
  /** absolute path under the content folder */
  file: string;
}

// files read and rendered at once: enough to keep every render thread busy
const READ_LANES = 16;

// files planning reads as text; a React page is read only to know it is there
const TEXT_KINDS = new Set(['category', 'authors', 'tags', 'versions', 'sidebars', 'reactPage']);
const posix = (path: string): string => path.split(sep).join('/');

/**
 * The site compiler: `build` reads and renders everything; `update` re-reads and re-renders only the
 * changed files and re-derives routes, sidebars, lists and the manifest from the kept per-file state.
 */
export class SiteCompiler {
  private readonly records = new Map<string, SourceRecord>();
  /** a file pages inline (a partial) -> the pages that inline it: a save of it renders them again */
  private readonly inliners = new Map<string, Set<string>>();
  /** every record's own diagnostics, in record order; null once a record with some came or went */
  private recordDiagnostics: Diagnostic[] | null = null;
  private readonly texts = new Map<string, string>();
  private loaded: LoadedSite | null = null;
  private readonly partialAliases = new WeakMap<object, Record<string, string>>();
  private git = new Map<string, LastCommit>();
  private readonly assets: AssetStore;
  private readonly pageFiles: PageFiles;
  private readonly search: LiveSearchIndex;
  private readonly partCache: SearchPartCache | null;
  private readonly links = new LinkCache();
  private readonly manifestCheck = new ManifestCheck();
  private readonly bundler: SiteBundler | undefined;
  private readonly remote: RemoteFiles;
  private lastPlan: SitePlan | null = null;
  /** the static folders' media (site-relative): a new list whenever one of them comes, goes or changes */
  private staticFiles: readonly string[] = [];
  /** the plan of the records as they are now, whether or not it could be emitted: edits patch it */
  private currentPlan: SitePlan | null = null;
  /** content/ relative to the root, as diagnostics about the whole folder name it */
  private readonly contentPrefix: string;
  /** the global data the last plan's posts gave and its JSON, while the bundle holding it is reused */
  private lastPosts: { made: Awaited<ReturnType<SiteCompiler['plannedPostsData']>>; json: string | null } | null = null;
  /** each post's text as the posts' data last read it: a file read again gets a new record */
  private readonly postTexts = new WeakMap<SourceRecord, string | null>();

  constructor(private readonly options: CompileOptions) {
    this.assets = new AssetStore(options.folder);
    this.remote = options.remoteFiles ?? new RemoteFiles(null);
    this.pageFiles = new PageFiles(options.pageSink, options.pageIndex);
    this.partCache = options.searchCacheDir ? new SearchPartCache(options.searchCacheDir) : null;
    this.search = new LiveSearchIndex(this.partCache, options.searchParts ?? null);
    this.contentPrefix = posix(relative(options.root, options.folder.dir)) || '.';
    this.bundler = options.bundle ? new SiteBundler(options.root, options.folder.dir) : undefined;
  }

  /** Full compile of content/ into output entries. */
  async build(): Promise<CompileResult> {
    this.records.clear();
    this.inliners.clear();
    this.recordDiagnostics = null;
    this.texts.clear();
    this.assets.clear();
    // a host that did not answer is asked again by a full build, not by each save
    this.remote.retryFailures();
    this.pageFiles.clear();
    this.search.reset();
    this.links.clear();
    this.currentPlan = null;
    const { folder } = this.options;
    // the folder is listed once the config has loaded: a Docusaurus config may write docs as it loads
    // (idb's require of a script that generates them), which Docusaurus then reads
    const [git] = await Promise.all([folder.history(), this.readConfig()]);
    const files = await folder.files();
    this.git = git;
    this.staticFiles = staticFolderFiles(files, this.loaded?.layout?.staticDirs ?? []);
    // content folders beside the site folder (a Docusaurus site's `path: '../docs'`), with their history
    for (const rel of this.loaded?.layout?.outside ?? []) {
      const beside = await folder.beside?.(rel);
      if (!beside) continue;
      files.push(...beside.files);
      for (const [file, commit] of beside.history) git.set(file, commit);
    }
    // a few files at a time, each read, then rendered: reading all 1,000 pages of the bench corpus at
    // once held every one of them, parsed, until its turn to render came (+25-50 MB peak RSS, and twice
    // the young-generation survivors on this thread)
    const queue = files.sort();
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < queue.length) await this.readFile(posix(queue[next++]!));
    };
    await Promise.all(Array.from({ length: READ_LANES }, lane));
    await this.options.onRendered?.();
    return this.derive();
  }

  /** Applies file changes: re-reads/re-renders only those files, re-derives the rest. */
  async update(changes: FileChange[]): Promise<CompileResult> {
    const rels = changes.map((c) => ({ ...c, rel: posix(relative(this.options.folder.dir, c.file)) }));
    // the config, or a file it reads when loaded (a Docusaurus site's sidebars), loads the whole site again
    const layout = this.loaded?.layout;
    if (!layout || rels.some((c) => layout.configFiles.has(c.rel))) return this.build();
    this.staticFiles = withStaticChanges(this.staticFiles, rels, layout.staticDirs);
    // pages that inline a changed partial render again, as edits of their own
    const inlining = new Set(rels.flatMap((c) => [...(this.inliners.get(this.fileName(c.rel)) ?? [])]));
    for (const rel of inlining) {
      const record = this.records.get(rel);
      if (record && !rels.some((c) => c.rel === rel)) rels.push({ type: 'change', file: record.abs, rel });
    }
    // old record -> new, while every change is an edit of a file planning may not need to see again
    let swaps: Map<SourceRecord, SourceRecord> | null = new Map();
    for (const change of rels) {
      this.assets.invalidate(change.file);
      const before = this.records.get(change.rel);
      if (change.type === 'unlink') {
        this.forget(change.rel);
        this.texts.delete(change.rel);
      } else {
        await this.readFile(change.rel);
      }
      const after = this.records.get(change.rel);
      // a file that came, went or is no markdown page (category, authors, versions) shapes the plan; so
      // does an image, which may be an author's avatar: planning resolves those into the plan's authors
      if (change.type !== 'change' || this.texts.has(change.rel) || !before || !after) swaps = null;
      else swaps?.set(before, after);
    }
    return this.derive(swaps);
  }

  /** After a successful build: removes the cached search parts it did not ask for; returns how many went. */
  pruneSearchCache(): number {
    return this.partCache?.prune() ?? 0;
  }

  /** Content folders outside the site folder, absolute: a watcher watches them too. */
  get outsideFolders(): string[] {
    return (this.loaded?.layout?.outside ?? []).map((dir) => resolve(this.options.folder.dir, dir));
  }

  /** The last successful plan, for `docgate version` (sidebar snapshot). */
  get plan(): SitePlan | null {
    return this.lastPlan;
  }

  private fileName(rel: string): string {
    return posix(relative(this.options.root, `${this.options.folder.dir}/${rel}`));
  }

  private async readConfig(): Promise<void> {
    this.loaded = await loadSite(this.options.folder, (rel) => this.fileName(rel));
    if (this.loaded.layout) this.assets.setStaticDirs(this.loaded.layout.staticDirs);
  }

  private async readFile(rel: string): Promise<void> {
    const layout = this.loaded?.layout;
    if (!layout) return;
    const kind = layout.classify(rel);
    const { folder } = this.options;
    // normalized: a folder beside the site folder is `../docs/...` (links resolve to normalized paths)
    const abs = resolve(folder.dir, rel);
    if (TEXT_KINDS.has(kind.type)) {
      const text = readText(folder, abs);
      if (text === null) this.texts.delete(rel);
      else this.texts.set(rel, text);
      return;
    }
    if (kind.type !== 'doc' && kind.type !== 'post' && kind.type !== 'page') return;
    const config = this.loaded?.config;
    if (!config) return;
    const bytes = folder.read(abs);
    const mtime = bytes && folder.mtime(abs);
    if (!bytes || !mtime) {
      this.forget(rel);
      return;
    }
    const base = { abs, file: this.fileName(rel), contentRel: rel, kind: kind as MarkdownKind, mtime };
    // a translation into a locale the config does not build is not compiled, as Docusaurus never reads
    // it: planning warns once about its folder (ruyisdk's German pages stopped the build on an MDX error)
    const record = !isBuiltLocale(kind.locale, config.i18n)
      ? unreadRecord(base)
      : await loadSource(
          base,
          bytes,
          config,
          this.options.render,
          {
            root: this.options.root,
            siteDir: this.contentPrefix,
            docusaurus: layout.kind === 'docusaurus',
            preprocess: layout.preprocess,
            parseFrontMatter: layout.parseFrontMatter,
            postFrontmatter: layout.postsData !== undefined,
          },
          this.withPartialAliases(layout.markdown(kind as MarkdownKind)),
          this.options.frontmatterMemo,
        );
    // a post's HTML is also its summary on the blog's lists, each of which would read it back
    if (record.output && this.options.htmlSpool && record.kind.type !== 'post') this.options.htmlSpool.hold(record.output);
    // most edits leave a file's problems as they were (none): the list of every file's stays
    if (record.diagnostics.length > 0 || this.records.get(rel)?.diagnostics.length) this.recordDiagnostics = null;
    this.setRecord(rel, record);
  }

  /**
   * A page's render options with the site code's import aliases, relative to the project root, as the
   * partials it imports name them (`@daggerTypes/x.mdx`, an alias dagger's config gives webpack).
   */
  private withPartialAliases(site: SiteMarkdownOptions | undefined): SiteMarkdownOptions | undefined {
    const layout = this.loaded?.layout;
    if (!site || !layout?.aliases) return site;
    // once per loaded config, not per file read
    let partialAliases = this.partialAliases.get(layout);
    if (!partialAliases) {
      const root = this.options.root;
      partialAliases = Object.fromEntries(Object.entries(layout.aliases).map(([name, dir]) => [name, posix(relative(root, dir))]));
      this.partialAliases.set(layout, partialAliases);
    }
    return { ...site, partialAliases };
  }

  private async derive(swaps: Map<SourceRecord, SourceRecord> | null = null): Promise<CompileResult> {
    try {
      return await this.deriveUnsafe(swaps);
    } catch (thrown) {
      this.currentPlan = null;
      // a bug of ours must read as one line naming the content folder, never as a stack trace
      const diagnostics = this.sourceDiagnostics();
      diagnostics.push(
        error('internal', this.contentPrefix, WHOLE_FILE, `Internal error while assembling the site: ${describeError(thrown)}`),
      );
      return { entries: [], diagnostics, manifest: null, buildId: null };
    }
  }

  private async deriveUnsafe(swaps: Map<SourceRecord, SourceRecord> | null): Promise<CompileResult> {
    const loaded = this.loaded!;
    const { config, layout } = loaded;
    if (!config || !layout) return { entries: [], diagnostics: loaded.diagnostics, manifest: null, buildId: null };
    const inputs = {
      config,
      layout,
      records: this.records,
      texts: this.texts,
      git: this.git,
      includeDrafts: this.options.includeDrafts,
      contentPrefix: this.contentPrefix,
      configFile: loaded.configFile,
      locateConfig: loaded.locate,
    };
    // a body-only edit keeps every route, sidebar and title: re-planning a thousand pages would only
    // make the same plan in new objects, and every later step would then compare them all again
    const patched = swaps && this.currentPlan ? patchPlan(this.currentPlan, swaps, planContext(inputs)) : null;
    const plan = patched?.plan ?? (await planSite(inputs));
    this.currentPlan = plan;
    // the posts' data is made of the planned posts alone: an edit of no post keeps it (and its bundle)
    const postEdited =
      !patched || !this.lastPosts || [...swaps!].some(([before, after]) => before.kind.type === 'post' || after.kind.type === 'post');
    let postsUnchanged = !postEdited;
    if (postEdited) {
      const made = await this.plannedPostsData(plan);
      const json = made && JSON.stringify(made.data);
      // the bundle holds the data the posts give: an edited post's is new
      postsUnchanged = json === this.lastPosts?.json;
      this.lastPosts = { made, json };
    }
    const posts = this.lastPosts!.made;
    const sourceDiagnostics =
      plan.ignoredFiles.size > 0 ? this.sourceDiagnostics().filter((d) => !plan.ignoredFiles.has(d.file)) : this.sourceDiagnostics();
    const result = await emitSite(plan, {
      config,
      layout,
      configFile: loaded.configFile,
      locateConfig: loaded.locate,
      configPath: loaded.fieldPath,
      contentDir: this.options.folder.dir,
      assets: this.assets,
      remote: this.remote,
      pageFiles: this.pageFiles,
      search: this.search,
      links: this.links,
      manifestCheck: this.manifestCheck,
      bundler: this.bundler,
      staticFiles: this.staticFiles,
      // an edit of page bodies whose islands are the same: the bundle cannot have changed (a site component
      // that changed is no page body edit), so its ~400 inputs are not looked at again at 2,000 pages
      ...(patched ? { edit: patched.edit } : {}),
      codeUnchanged: patched !== null && postsUnchanged && [...swaps!].every(([before, after]) => sameIslands(before, after)),
      ...(posts ? { globalData: posts.data } : {}),
      diagnostics: posts ? [...sourceDiagnostics, ...posts.diagnostics] : sourceDiagnostics,
    });
    if (result.manifest) this.lastPlan = plan;
    return result;
  }

  /** What the site's plugins that take the blog's posts make of the plan's posts; null without such plugins. */
  private async plannedPostsData(plan: SitePlan) {
    const { config, layout } = this.loaded!;
    if (!layout?.postsData || !config) return null;
    const { folder } = this.options;
    const options = {
      siteDir: resolve(folder.dir),
      baseUrl: config.baseUrl,
      defaultLocale: config.i18n.defaultLocale,
      read: (record: SourceRecord) => {
        if (!this.postTexts.has(record)) this.postTexts.set(record, readText(folder, record.abs));
        return this.postTexts.get(record)!;
      },
    };
    return layout.postsData((dir, locale) => blogContent(plan, dir, locale, options));
  }

  private forget(rel: string): void {
    if (this.records.get(rel)?.diagnostics.length) this.recordDiagnostics = null;
    this.setRecord(rel, null);
  }

  /** Puts a page's record in place (null: takes it out), and which files it inlines. */
  private setRecord(rel: string, record: SourceRecord | null): void {
    for (const file of this.records.get(rel)?.dependencies ?? []) {
      const pages = this.inliners.get(file);
      if (pages?.delete(rel) && pages.size === 0) this.inliners.delete(file);
    }
    if (!record) {
      this.records.delete(rel);
      return;
    }
    this.records.set(rel, record);
    for (const file of record.dependencies) {
      const pages = this.inliners.get(file) ?? new Set<string>();
      this.inliners.set(file, pages.add(rel));
    }
  }

  // the config's and every file's own problems, found while reading
  private sourceDiagnostics(): Diagnostic[] {
    this.recordDiagnostics ??= [...this.records.values()].flatMap((r) => r.diagnostics);
    return [...(this.loaded?.diagnostics ?? []), ...this.recordDiagnostics];
  }
}

/** Whether two renders of a page hold the same code pieces (an island's id names its code). */
function sameIslands(before: SourceRecord, after: SourceRecord): boolean {
  const ids = (record: SourceRecord) => (record.output?.islands ?? []).map((island) => island.id).join('\n');
  return ids(before) === ids(after);
}

/** A thrown value as one line; a zod error names its first issue's path. */
function describeError(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid data';
  }
  return error instanceof Error ? error.message : String(error);
}
