import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/excerpt: docs, a post and a page without a frontmatter description, which get
// the one Docusaurus' createExcerpt makes from their source (the values a Docusaurus build of it shows)
describe('descriptions of a Docusaurus site made from the page source', () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('excerpt');
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds without a problem', () => {
    expect(diagnosticLines(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it("shows each doc's first source line with text on its generated-index card", async () => {
    const index = await readPage(dir, manifest, '/docs/category/guide');
    const cards = index.kind === 'docCategoryIndex' ? index.items.map((item) => [item.label, item.description]) : [];
    expect(cards).toEqual([
      ['heading', 'Getting started'],
      ['Helpers', "Here's a playground link."],
      ['Lines', 'First line of a paragraph'],
      ['Relations', 'Kysely IS NOT an ORM.'],
    ]);
  });

  it("gives a doc's page the same description", async () => {
    expect((await readPage(dir, manifest, '/docs/guide/helpers')).description).toBe("Here's a playground link.");
  });

  it("describes a post by its text after its title, which Docusaurus' blog removes first", async () => {
    expect((await readPage(dir, manifest, '/blog/2024/01/05/csharp')).description).toBe('A post about C#, briefly.');
  });

  it('describes a Markdown page by its first line, quote marks and emoji stripped', async () => {
    expect((await readPage(dir, manifest, '/about')).description).toBe('A quoted first line');
  });
});
