import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const pipelineDir = fileURLToPath(new URL('..', import.meta.url));
const packageJson = fileURLToPath(new URL('../../package.json', import.meta.url));

let memo: Promise<string> | null = null;

/** package version + a hash of every source under pipeline/markdown: a change to the renderer invalidates the cache. */
export function pipelineVersion(): Promise<string> {
  memo ??= computeVersion(join(pipelineDir, 'markdown'));
  return memo;
}

/** The same as pipelineVersion, over any folder of renderer sources (tests point it at a fake). */
export async function computeVersion(sourceDir: string): Promise<string> {
  const hash = createHash('sha256');
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  hash.update(`docgate@${version}\n`);
  const files = await listFiles(sourceDir);
  for (const file of files) {
    hash.update(`${relative(sourceDir, file)}\n`);
    hash.update(await readFile(file));
  }
  return `${version}+${hash.digest('hex').slice(0, 16)}`;
}

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    // no renderer sources yet (or a fake module): the package version alone keys the cache
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
