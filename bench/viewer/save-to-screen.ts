import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import { signIn } from '../../tests/e2e/support/browser.ts';
import { startDevServer, type DevServer } from '../../tests/e2e/support/dev-server.ts';
import { generateCorpus } from '../pipeline/corpus.ts';
import { measureSignIn } from './browser-timings.ts';

/** The generated docs of the bench corpus (`pages` of them) as extra content under `docs/generated/`, with its site component. */
export async function generatedDocs(pages: number): Promise<Record<string, string>> {
  if (pages <= 0) return {};
  const dir = await mkdtemp(join(tmpdir(), 'docgate-bench-corpus-'));
  try {
    await generateCorpus(dir, { pages: pages + 1 });
    const docs: Record<string, string> = {};
    for (const entry of await readdir(join(dir, 'docs'), { recursive: true, withFileTypes: true })) {
      const full = join(entry.parentPath, entry.name);
      const rel = relative(join(dir, 'docs'), full).split(sep).join('/');
      // the corpus's sections, with their links between each other; and the partial they include; its intro stays out
      if (entry.isFile() && (rel.startsWith('section-') || rel === '_shared.mdx'))
        docs[`docs/generated/${rel}`] = await readFile(full, 'utf8');
    }
    // and the site component its MDX pages import (`@site/src/components/...`)
    for (const entry of await readdir(join(dir, 'src'), { recursive: true, withFileTypes: true })) {
      const full = join(entry.parentPath, entry.name);
      if (entry.isFile()) docs[relative(dir, full).split(sep).join('/')] = await readFile(full, 'utf8');
    }
    return docs;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// waits in the page for a text to be on screen and answers the epoch time it appeared
const WAIT_FOR_TEXT = `(text) => new Promise((resolve) => {
  const seen = () => document.querySelector('main')?.textContent?.includes(text);
  const observer = new MutationObserver(() => {
    if (seen()) { observer.disconnect(); resolve(performance.timeOrigin + performance.now()); }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** What the author loop bench measures on one `docgate dev` server. */
export interface DevLoopFigures {
  saveP50: number;
  saveP95: number;
  /** ms from 'Enter Documentation' to the first doc's h1 (median of 3 fresh sign-ins) */
  signInMs: number;
  /** bytes of manifest files the browser received (as sent, compressed or not) during one sign-in */
  manifestBytes: number;
}

/**
 * On `docgate dev` over the Postline site plus `extraPages` generated pages: sign-in to the first doc,
 * the manifest bytes fetched then, and ms from appending a line to a doc's source to that line on the
 * open, signed-in page (p50 and p95 of `runs` saves).
 */
export async function measureDevLoop(browser: Browser, extraPages: number, runs = 20): Promise<DevLoopFigures> {
  const server: DevServer = await startDevServer({ extraContent: await generatedDocs(extraPages) });
  try {
    const manifestBytes = await measureManifestBytes(browser, server.url);
    const signInMs = await measureSignIn(browser, server.url, 3);
    const { p50, p95 } = await measureSaves(browser, server, runs);
    return { saveP50: p50, saveP95: p95, signInMs, manifestBytes };
  } finally {
    if (process.env.BENCH_DEV_LOG) process.stderr.write(server.output());
    await server.stop();
  }
}

/** Bytes of the `docs_file` responses for manifest files during one sign-in. */
async function measureManifestBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/rpc/docs_file') || !/"path":"manifest[^"]*"/.test(request.postData() ?? '')) return;
      sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${url}/docs/intro`);
    await signIn(page);
    return (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  } finally {
    await context.close();
  }
}

async function measureSaves(browser: Browser, server: DevServer, runs: number): Promise<{ p50: number; p95: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/intro`);
    await signIn(page);
    const source = join(server.root, 'content', 'docs', 'intro.md');
    const timings: number[] = [];
    for (let run = 0; run < runs + 2; run += 1) {
      const marker = `Saved line ${run} ${Date.now().toString(36)}`;
      const shown = page.evaluate(`(${WAIT_FOR_TEXT})(${JSON.stringify(marker)})`) as Promise<number>;
      // the observer is in place before the save
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const saved = Date.now();
      await appendFile(source, `\n${marker}\n`);
      const at = await shown;
      // the first two saves warm the path up, as an author's first edits do
      if (run >= 2) timings.push(at - saved);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
  } finally {
    await context.close();
  }
}
