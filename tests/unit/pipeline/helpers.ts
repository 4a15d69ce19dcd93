import { joinManifest, type LoadedManifest } from '../../../src/contracts/manifest-parts.ts';
import type { StoredManifest } from '../../../src/contracts/manifest.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import MiniSearch from 'minisearch';
import { SiteCompiler, type CompileOptions, type CompileResult } from '../../../src/compiler/compile.ts';
import { renderMarkdown } from '../../../src/compiler/markdown/index.ts';
import type { ContentFolder } from '../../../src/compiler/read/content-folder.ts';
import { memoryFolder, type MemoryFolder, type MemoryFolderOptions } from '../../../src/compiler/read/memory-folder.ts';
import type { PageData, SearchDocument } from '../../../src/contracts/manifest.ts';
import type { PlannedPage } from '../../../src/compiler/plan/types.ts';
import { isSearchHead, mergeSearchParts, type SerializedIndex } from '../../../viewer/src/content/search-merge.ts';

/** The fixture site most pipeline tests build: docs, blog, pages, a locale. */
export const FIXTURE_CONTENT = resolve(import.meta.dirname, '../../fixtures/sites/full/content');

export const MINIMAL_CONFIG = { title: 'Tiny', url: 'https://tiny.test', baseUrl: '/' };

/** A compiler over a content folder (the fixture site by default) with the real markdown renderer. */
export function compilerFor(
  folder: ContentFolder = fixtureSite(),
  includeDrafts = false,
  options: Partial<CompileOptions> = {},
): SiteCompiler {
  return new SiteCompiler({ root: dirname(folder.dir), folder, includeDrafts, render: renderMarkdown, ...options });
}

/**
 * A small site in memory: the files given plus a site.config.json made of `config` (a string is
 * written as it is, to test JSON errors). Diagnostics name its files `content/...`.
 */
export function memorySite(
  files: Record<string, string | Uint8Array>,
  config: object | string = MINIMAL_CONFIG,
  options?: MemoryFolderOptions,
): MemoryFolder {
  const configText = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  return memoryFolder({ 'site.config.json': configText, ...files }, options);
}

/** A folder's files (`docs/intro.md` -> bytes), read once, to build or edit in memory. */
export function readFolder(dir: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    files[relative(dir, abs).split(sep).join('/')] = new Uint8Array(readFileSync(abs));
  }
  return files;
}

let fixtureFiles: Record<string, Uint8Array> | null = null;

/** A fresh in-memory copy of the fixture site, which a test may edit. */
export function fixtureSite(): MemoryFolder {
  fixtureFiles ??= readFolder(FIXTURE_CONTENT);
  return memoryFolder(fixtureFiles);
}

/** The page data of a route in a compile result. */
export function pageAt(result: CompileResult, path: string): PageData {
  const route = result.manifest?.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}; routes: ${result.manifest?.routes.map((r) => r.path).join(', ')}`);
  const entry = result.entries.find((e) => e.path === route.file);
  return JSON.parse(String(entry!.content)) as PageData;
}

/** Text of an entry by path. */
export const entryText = (result: CompileResult, path: string): string =>
  String(result.entries.find((e) => e.path === path)?.content ?? '');

/** The manifest a build wrote, joined from manifest.json and the parts it names, every sidebar included. */
/** The site bundle's code, every chunk of it (a site's own code sits in whichever chunk the bundler gave it). */
export const siteCode = (result: CompileResult): string =>
  result.entries
    .filter((entry) => /^bundle\/.*\.js$/.test(entry.path))
    .map((entry) => String(entry.content))
    .join('\n');

export const storedManifest = (result: CompileResult): Promise<LoadedManifest> =>
  joinManifest(JSON.parse(entryText(result, 'manifest.json')) as StoredManifest, (path) => JSON.parse(entryText(result, path)));

/** Diagnostics as `file:line:column severity message` lines, easy to assert on. */
export const diagnosticLines = (result: CompileResult): string[] =>
  result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);

/** The search index of a compile result, loaded the way the viewer loads it (parts merged). */
export function searchIndexOf(result: CompileResult): MiniSearch<SearchDocument> {
  const read = (path: string): unknown => JSON.parse(entryText(result, path));
  const data = read(result.manifest!.search.file);
  const whole = isSearchHead(data) ? mergeSearchParts(data.parts.map((part) => read(part) as SerializedIndex)) : data;
  return MiniSearch.loadJS<SearchDocument>(whole as Parameters<typeof MiniSearch.loadJS>[0], result.manifest!.search.options);
}

/** Puts a getter on each page's route (but those of `except`) that counts its reads: what an edit's step looked at. */
export function countingRoutes(pages: PlannedPage[], except: PlannedPage[]): { count: number } {
  const reads = { count: 0 };
  for (const page of pages) {
    if (except.includes(page)) continue;
    const route = page.route;
    Object.defineProperty(page, 'route', {
      get: () => {
        reads.count += 1;
        return route;
      },
    });
  }
  return reads;
}
