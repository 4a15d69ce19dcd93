import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A PNG's first bytes: binary content that must come back byte for byte. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x80]);

/** manifest.json as `docgate build` writes it, its routes in `manifest/routes.json` (which writeSite writes). */
export const rootManifest = (buildId: string, routeParts = ['manifest/routes.json']): string =>
  JSON.stringify({ schemaVersion: 2, buildId, search: { file: 'search/s1.json' }, parts: { routes: routeParts, sidebars: {} } });

/** Writes a small built site (what `docgate build` leaves in dist/site) under `dir`. */
export async function writeSite(dir: string, buildId: string, pageText = 'hello'): Promise<string> {
  const files: Record<string, string | Buffer> = {
    'manifest.json': rootManifest(buildId),
    'manifest/routes.json': '[]',
    'pages/intro.json': JSON.stringify({ title: 'Intro', html: `<p>${pageText}</p><img src="gate:assets/logo.1a2b.png">` }),
    'pages/other.json': JSON.stringify({ title: 'Other', html: '<p>unchanged page</p>' }),
    'search/s1.json': JSON.stringify({ documentCount: 2 }),
    'assets/logo.1a2b.png': PNG_BYTES,
    'blog/rss.xml': '<?xml version="1.0"?><rss><channel><title>Blog é</title></channel></rss>',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

export const tempDir = (prefix: string) => mkdtemp(join(tmpdir(), prefix));
