import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// What a click on a link to a file brings the reader, for the e2e files on links to static files.

export interface Clicked {
  how: string;
  name?: string;
  bytes?: number[];
  type?: string;
}

/**
 * What a click brings: a download's name and bytes, a tab it opened and its bytes (read by the page that made
 * them, which keepBlobs must run in first: Chromium's PDF viewer fetches nothing), or the type of the document
 * it opened in place.
 */
export async function clicked(page: Page, click: () => Promise<void>): Promise<Clicked> {
  const download = page.context().waitForEvent('download', { timeout: 15_000 });
  const tab = page.context().waitForEvent('page', { timeout: 15_000 });
  const inPlace = page.waitForURL(/^blob:/, { timeout: 15_000 });
  await click();
  const first = await Promise.any([
    download.then((file) => ({ how: 'download', file })),
    tab.then((opened) => ({ how: 'tab', opened })),
    inPlace.then(() => ({ how: 'in place', opened: page })),
  ]);
  for (const pending of [download, tab, inPlace]) pending.catch(() => {});
  if ('file' in first) {
    const path = await first.file.path();
    return { how: first.how, name: first.file.suggestedFilename(), bytes: [...readFileSync(path)] };
  }
  const opened = first.opened;
  await opened.waitForURL(/^blob:/, { timeout: 15_000 });
  if (opened === page) return { how: first.how, type: await page.evaluate(() => document.contentType) };
  const bytes = await page.evaluate(
    async (url) => [...new Uint8Array(await (globalThis as unknown as { made: Record<string, Blob> }).made[url]!.arrayBuffer())],
    opened.url(),
  );
  await opened.close();
  return { how: first.how, bytes };
}

/** Run in the page: keeps the blobs it makes, by URL, so that what it opened in a tab can be read (the viewer's CSP lets no fetch of a blob: URL). */
export function keepBlobs(): void {
  const made: Record<string, Blob> = {};
  const create = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = create(blob);
    if (blob instanceof Blob) made[url] = blob;
    return url;
  };
  Object.assign(globalThis, { made });
}

/** What clicked() gives for a file saved under `name` with these bytes. */
export const saved = (name: string, bytes: number[]): Clicked => ({ how: 'download', name, bytes });
