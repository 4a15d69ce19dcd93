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
  const outputs = pages.map((html) => ({ html, sections: [] }) as unknown as MarkdownOutput);
  for (const output of outputs) spool.hold(output);
  expect(await readdir(dir)).toEqual([]);
  // read back twice, in another order than written
  for (const output of [...outputs].reverse()) expect(output.html).toBe(pages[outputs.indexOf(output)]);
  expect(outputs.map((output) => output.html)).toEqual(pages);
  expect(JSON.parse(JSON.stringify(outputs[1]))).toEqual({ html: pages[1], sections: [] });
  spool.close();
});

it("gives back each page's search sections as they were, and leaves them out of the output object", async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgate-spool-'));
  const spool = new HtmlSpool(dir);
  const sections = [
    [{ heading: '', anchor: '', text: 'Intro — ünïcode 日本語' }],
    [],
    [
      { heading: 'A "quoted" heading', anchor: 'a', text: 'line\nbreak' },
      { heading: 'B', anchor: 'b', text: 'x'.repeat(50_000) },
    ],
  ] as MarkdownOutput['sections'][];
  const outputs = sections.map((s, i) => ({ html: `<p>${i}</p>`, sections: structuredClone(s) }) as MarkdownOutput);
  for (const output of outputs) spool.hold(output);
  for (const output of [...outputs].reverse()) expect(output.sections).toEqual(sections[outputs.indexOf(output)]);
  // read back twice: a copy each time, the spool's own stays as it was
  outputs[2]!.sections[0]!.text = 'changed';
  expect(outputs[2]!.sections).toEqual(sections[2]);
  expect(Object.getOwnPropertyDescriptor(outputs[0], 'sections')?.get).toBeTypeOf('function');
  expect(outputs.map((output) => output.html)).toEqual(['<p>0</p>', '<p>1</p>', '<p>2</p>']);
  spool.close();
});
