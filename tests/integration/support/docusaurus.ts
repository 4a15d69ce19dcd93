import { cp, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestSchema, type Manifest, type PageData } from '../../../src/contracts/manifest.ts';
import { readBuiltManifest } from './built-manifest.ts';
import { tempDir } from './site-dir.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/docusaurus/', import.meta.url));

/**
 * A copy of a Docusaurus fixture site in a temp folder: outside this checkout, so the packages its
 * config imports resolve as in a site whose node_modules are not installed.
 */
export async function copyDocusaurusFixture(name: string): Promise<string> {
  const dir = await tempDir(`docgate-docusaurus-${name}-`);
  await cp(join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** The page data of every route, for an assertion over all of them. */
export async function readPages(site: string, manifest: Manifest): Promise<PageData[]> {
  return Promise.all(manifest.routes.map((route) => readPage(site, manifest, route.path)));
}

/** The manifest a build wrote, joined from its parts and parsed with its schema. */
export async function readManifest(site: string): Promise<Manifest> {
  const { parts, ...manifest } = await readBuiltManifest(join(site, 'dist/site'));
  return manifestSchema.parse(manifest);
}

/** The page data of a route a build wrote. */
export async function readPage(site: string, manifest: Manifest, path: string): Promise<PageData> {
  const route = manifest.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}; routes: ${manifest.routes.map((r) => r.path).join(', ')}`);
  return JSON.parse(await readFile(join(site, 'dist/site', route.file), 'utf8')) as PageData;
}

/** The site code a build wrote: its bundle's entry and every chunk it loads pages and islands from, joined. */
export async function readSiteCode(site: string): Promise<string> {
  const dir = join(site, 'dist/site/bundle');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.js')).sort();
  return (await Promise.all(files.map((name) => readFile(join(dir, name), 'utf8')))).join('\n');
}

/** The `file:line:column severity message` lines a run printed, without their `(rule)`. */
export const diagnosticLines = (stderr: string): string[] =>
  stderr
    .split('\n')
    .filter((line) => / (warning|error) /.test(line) && !line.startsWith('built '))
    .map((line) => line.replace(/ \([a-z-]+\)$/, ''));
