import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of the JavaScript index.html loads before first paint: the entry and its modulepreloads. */
export async function measureInitialJs(viewerDir: string): Promise<number> {
  const html = await readFile(join(viewerDir, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  let total = 0;
  for (const [, src] of scripts) {
    const file = await readFile(join(viewerDir, src!.replace(/^\//, '')));
    total += gzipSync(file, { level: 9 }).length;
  }
  return total;
}
