import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { HtmlSpool } from '../../../src/compiler/read/html-spool.ts';
import type { MarkdownOutput } from '../../../src/compiler/markdown/types.ts';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

it("gives back each page's HTML as it was, and leaves no file behind", async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgate-spool-'));
  const spool = new HtmlSpool(dir);
  const pages = ['<p>plain</p>', '<h2 id="ünïcode">Ünïcode — 日本語 🎉</h2>', '', `<pre>${'x'.repeat(100_000)}</pre>`];
  const outputs = pages.map((html) => ({ html }) as MarkdownOutput);
  for (const output of outputs) spool.hold(output);
  expect(await readdir(dir)).toEqual([]);
  // read back twice, in another order than written
  for (const output of [...outputs].reverse()) expect(output.html).toBe(pages[outputs.indexOf(output)]);
  expect(outputs.map((output) => output.html)).toEqual(pages);
  expect(JSON.parse(JSON.stringify(outputs[1]))).toEqual({ html: pages[1] });
  spool.close();
});
