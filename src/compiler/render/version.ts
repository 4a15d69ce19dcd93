import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot, packageVersion } from '../../package.ts';

// set by scripts/build-cli.mjs: the package holds no sources to hash
declare const __DOCGATE_RENDER_HASH__: string | undefined;
declare const __DOCGATE_COMPILER_HASH__: string | undefined;

// the packages whose code decides a page's HTML: an upgrade of any of them must not serve cached pages
export const RENDER_PACKAGES = [
  'unified',
  'micromark',
  'micromark-extension-gfm',
  'mdast-util-from-markdown',
  'mdast-util-to-hast',
  'remark-parse',
  'remark-gfm',
  'remark-directive',
  'remark-rehype',
  'rehype-autolink-headings',
  'rehype-sanitize',
  'rehype-stringify',
  'hast-util-to-html',
  'github-slugger',
  'shiki',
  '@shikijs/core',
  '@shikijs/langs',
  '@shikijs/themes',
];

let memo: Promise<string> | null = null;

/**
 * The renderer's version in the cache key: docgate's version, a hash of the sources the render thread
 * imports (scripts/render-sources.mjs; in a checkout, all of src/compiler and src/contracts: rendering
 * reaches well beyond src/compiler/markdown) and the installed versions of the packages it renders with.
 */
export function pipelineVersion(): Promise<string> {
  memo ??= Promise.resolve().then(() => rendererVersion());
  return memo;
}

/** The version string from its parts; `versionOf` tells a package's installed version. */
export function rendererVersion(versionOf: (name: string) => string = installedVersion): string {
  const hash = createHash('sha256');
  hash.update(`docgate@${packageVersion()}\n`);
  hash.update(`${typeof __DOCGATE_RENDER_HASH__ === 'string' ? __DOCGATE_RENDER_HASH__ : checkoutHash()}\n`);
  for (const name of RENDER_PACKAGES) hash.update(`${name}@${versionOf(name)}\n`);
  return `${packageVersion()}+${hash.digest('hex').slice(0, 16)}`;
}

let compiler: string | undefined;

/**
 * The version of everything that makes the build's files out of rendered pages: docgate's version, a
 * hash of src/compiler and src/contracts, and zod's version, whose schemas check and shape each page
 * file (what a file kept from the last build is made again by).
 */
export function compilerVersion(versionOf: (name: string) => string = installedVersion): string {
  if (versionOf === installedVersion && compiler) return compiler;
  const sources = typeof __DOCGATE_COMPILER_HASH__ === 'string' ? __DOCGATE_COMPILER_HASH__ : checkoutHash();
  const version = `${packageVersion()}+${sources}+zod@${versionOf('zod')}`;
  if (versionOf === installedVersion) compiler = version;
  return version;
}

let checkout: string | undefined;

/** A checkout's hash of src/compiler and src/contracts, read once a process: both versions key on it there. */
function checkoutHash(): string {
  checkout ??= sourceHash(['.', '../contracts']);
  return checkout;
}

/** A hash of the sources in these folders, relative to src/compiler (a checkout: tests, tsx). */
function sourceHash(folders: string[]): string {
  const compilerDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const hash = createHash('sha256');
  for (const folder of folders) {
    const dir = join(compilerDir, folder);
    const files = readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const file of files) hash.update(`${relative(compilerDir, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The version in `node_modules/<name>/package.json` nearest the package, the way node resolves it; `none` if absent. */
export function installedVersion(name: string, from = packageRoot): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dirname(dir) === dir) return 'none';
  }
}
