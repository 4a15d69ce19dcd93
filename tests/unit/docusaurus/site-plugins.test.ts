import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/compiler/markdown/index.ts';
import type { MarkdownInput } from '../../../src/compiler/markdown/types.ts';
import { createRenderer } from '../../../src/compiler/render/index.ts';

let dir: string;
let configFile: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgate-plugins-'));
  configFile = join(dir, 'docusaurus.config.mjs');
  await writeFile(
    join(dir, 'upper.mjs'),
    "export default function upper(options = {}) {\n  const visit = (node) => {\n    if (node.type === 'text') node.value = node.value.replace(/up\\((\\w+)\\)/g, (_, w) => (options.prefix ?? '') + w.toUpperCase());\n    for (const child of node.children ?? []) visit(child);\n  };\n  return (tree) => visit(tree);\n}\n",
  );
  await writeFile(
    configFile,
    "import upper from './upper.mjs';\nimport missing from 'remark-not-installed';\nexport default { title: 'T', url: 'https://t.dev', baseUrl: '/',\n  presets: [['classic', { docs: { remarkPlugins: [[upper, { prefix: '>' }], missing] } }]] };\n",
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const page = (fingerprint: string): MarkdownInput => ({
  file: 'docs/a.md',
  source: 'Say up(hello).\n\n:::important\n\nKeep it.\n\n:::\n\n:::custom\n\nMine.\n\n:::\n',
  lineOffset: 0,
  tocMinLevel: 2,
  tocMaxLevel: 3,
  site: { admonitions: { keywords: ['important', 'custom'] }, plugins: { configFile, scope: 'docs:default', fingerprint } },
});

describe("a site's remark plugins and admonition keywords", () => {
  it('run on the pages of their content plugin, skipping a plugin whose package is not installed', async () => {
    const output = await renderMarkdown(page('a'));
    expect(output.diagnostics).toEqual([]);
    expect(output.html).toContain('<p>Say >HELLO.</p>');
    expect(output.html).toContain(
      '<div class="admonition admonition-info"><div class="admonitionHeading_docgate admonition-title">important</div>',
    );
    expect(output.html).toContain(
      '<div class="admonition admonition-info"><div class="admonitionHeading_docgate admonition-title">Custom</div>',
    );
  });

  it('run in the render threads too, and a new fingerprint renders the page again', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docgate-plugins-cache-'));
    try {
      const renderer = createRenderer({ cacheDir, version: 'test', threads: 2, inProcessBelow: 1, startWorkers: true });
      const outputs = await Promise.all([page('a'), { ...page('a'), file: 'docs/b.md' }].map(renderer.render));
      expect(renderer.stats().renderedInWorkers).toBeGreaterThan(0);
      for (const output of outputs) expect(output.html).toContain('<p>Say >HELLO.</p>');
      await renderer.render(page('b'));
      expect(renderer.stats()).toMatchObject({ requests: 3, cacheHits: 0 });
      await renderer.close();
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('that throw on a page leave it rendered without them, with a warning saying so', async () => {
    const broken = join(dir, 'docusaurus.broken.mjs');
    await writeFile(
      join(dir, 'boom.mjs'),
      "import fiddle from 'fiddle-not-installed';\nexport default () => () => { fiddle.create().then(() => {}); };\n",
    );
    await writeFile(
      broken,
      "import boom from './boom.mjs';\nexport default { title: 'T', url: 'https://t.dev', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [boom] } }]] };\n",
    );
    const output = await renderMarkdown({
      ...page('c'),
      site: { ...page('c').site, plugins: { configFile: broken, scope: 'docs:default', fingerprint: 'c' } },
    });
    expect(output.html).toContain('<p>Say up(hello).</p>');
    expect(output.diagnostics.map((d) => `${d.severity} ${d.message}`)).toEqual([
      expect.stringMatching(/^warning The site's remark or rehype plugins failed on this page \(.+\), so it is rendered without them$/),
    ]);
  });

  it("that call a package not installed leave the page as written, not what its stand-in gives (OmniTrust's find-and-replace)", async () => {
    // the pattern is built with a package the site has not installed
    await writeFile(
      join(dir, 'replace.mjs'),
      "import escape from 'escape-regexp-not-installed';\nexport default (options) => { const pattern = RegExp('(' + escape('%NAME') + ')', 'g');\n  return (tree) => { const visit = (node) => { if (node.type === 'text') node.value = node.value.replace(pattern, options.name); for (const child of node.children ?? []) visit(child); }; visit(tree); }; };\n",
    );
    const file = join(dir, 'docusaurus.replace.mjs');
    await writeFile(
      file,
      "import replace from './replace.mjs';\nexport default { title: 'T', url: 'https://t.dev', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [[replace, { name: 'Kit' }]] } }]] };\n",
    );
    const output = await renderMarkdown({
      ...page('r'),
      source: 'Made by %NAME.\n',
      site: { plugins: { configFile: file, scope: 'docs:default', fingerprint: 'r' } },
    });
    // the stand-in's answer would have been written into the text (`[missing ...]`, `undefined...`)
    expect(output.html).toBe('<p>Made by %NAME.</p>');
    expect(output.diagnostics.map((d) => d.message)).toEqual([
      "The site's remark or rehype plugins failed on this page ('escape-regexp-not-installed' is not installed), so it is rendered without them",
    ]);
  });
});
