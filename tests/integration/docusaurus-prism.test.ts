import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/prism: `additionalLanguages: ['rego']` and a swizzled prism-include-languages
// that loads them and requires the site's own grammar for ```zmodel (src/theme/prism-zmodel.js), as
// zenstack's docs do; shiki has neither language. Sixty more pages make the build render in worker threads.
const PAGES = 60;
const KEYWORD = '<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">';

describe('code in the Prism languages of a Docusaurus site', () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('prism');
    const schema = await readFile(join(dir, 'docs/schema.md'), 'utf8');
    for (let n = 1; n <= PAGES; n++) await writeFile(join(dir, `docs/schema-${n}.md`), schema.replace('# Schema', `# Schema ${n}`));
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds without a problem: no language is unknown', () => {
    expect(diagnosticLines(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it("highlights the site's own grammar and a listed prismjs language, on every page, in the colours of shiki's themes", async () => {
    for (const path of ['/docs/schema', ...Array.from({ length: PAGES }, (_, n) => `/docs/schema-${n + 1}`)]) {
      const { html } = await readPage(dir, manifest, path);
      expect(html).toContain(
        `<div class="code-block language-zmodel codeBlockContainer_docgate theme-code-block" data-language="zmodel"><div class="codeBlockTitle_docgate code-block-title">schema.zmodel</div>`,
      );
      expect(html).toContain(`${KEYWORD}model</span>`);
      expect(html).toContain('<span class="line highlighted">');
      expect(html).toContain(`<div class="code-block language-rego codeBlockContainer_docgate theme-code-block" data-language="rego">`);
      expect(html).toContain(`${KEYWORD}package</span>`);
    }
  });

  it('renders the pages again when a grammar the site requires changes, though no page did', async () => {
    const grammar = join(dir, 'src/theme/prism-zmodel.js');
    await writeFile(grammar, (await readFile(grammar, 'utf8')).replace('datasource|generator|model|', 'datasource|generator|'));
    const again = await runCli(['build'], { cwd: dir });
    expect(diagnosticLines(again.stderr)).toEqual([]);
    const { html } = await readPage(dir, await readManifest(dir), '/docs/schema');
    expect(html).not.toContain(`${KEYWORD}model</span>`);
    expect(html).toContain(`${KEYWORD}package</span>`);
  });
});
