import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { SiteCompiler, type CompileResult } from '../../../src/compiler/compile.ts';
import { renderMarkdown } from '../../../src/compiler/markdown/index.ts';
import MiniSearch from 'minisearch';
import type { PageData, SearchDocument } from '../../../src/contracts/manifest.ts';
import { isSearchHead, mergeSearchParts, type SerializedIndex } from '../../../viewer/src/content/search-merge.ts';

export const FIXTURE_ROOT = resolve(import.meta.dirname, '../../fixtures/site');

/** A compiler over the fixture site (or another root) with the real markdown renderer. */
export function compilerFor(root = FIXTURE_ROOT, includeDrafts = false): SiteCompiler {
  return new SiteCompiler({ root, contentDir: join(root, 'content'), includeDrafts, render: renderMarkdown });
}

export const MINIMAL_CONFIG = { title: 'Tiny', url: 'https://tiny.test', baseUrl: '/' };

/** Writes a small content folder into a temp dir; returns its root and a cleanup function. */
export async function tempSite(
  files: Record<string, string | Uint8Array>,
  config: object = MINIMAL_CONFIG,
): Promise<{ root: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'docgate-site-'));
  const all: Record<string, string | Uint8Array> = { 'site.config.json': JSON.stringify(config, null, 2), ...files };
  for (const [rel, content] of Object.entries(all)) {
    const path = join(root, 'content', rel);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
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
