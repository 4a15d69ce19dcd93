import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const markdownDir = fileURLToPath(new URL('../markdown', import.meta.url));
const packageJson = fileURLToPath(new URL('../../../package.json', import.meta.url));

let memo: Promise<string> | null = null;

/** package version + a hash of every source under src/compiler/markdown: a change to the renderer invalidates the cache. */
export function pipelineVersion(): Promise<string> {
  memo ??= computeVersion();
  return memo;
}

async function computeVersion(): Promise<string> {
  const hash = createHash('sha256');
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  hash.update(`docgate@${version}\n`);
  const entries = await readdir(markdownDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) {
    hash.update(`${relative(markdownDir, file)}\n`);
    hash.update(await readFile(file));
  }
  return `${version}+${hash.digest('hex').slice(0, 16)}`;
}
