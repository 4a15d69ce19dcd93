import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { CompileResult } from '../../../src/compiler/compile.ts';
import { diskFolder } from '../../../src/compiler/read/content-folder.ts';
import type { SearchDocument } from '../../../src/contracts/manifest.ts';
import { renderMarkdown } from '../../../src/compiler/markdown/index.ts';
import { MINIMAL_CONFIG, compilerFor, diagnosticLines, entryText, fixtureSite, memorySite, pageAt, searchIndexOf } from './helpers.ts';

/** Everything a reader sees of a build except the ids that depend on the order of edits. */
function visible(result: CompileResult) {
  const pages = Object.fromEntries(result.manifest!.routes.map((r) => [r.path, entryText(result, r.file)]));
  return { pages, diagnostics: diagnosticLines(result), manifest: { ...result.manifest!, buildId: '', search: null } };
}

const ids = (index: MiniSearch<SearchDocument>, query: string) =>
  index
    .search(query)
    .map((hit) => `${hit.id} ${hit.score.toFixed(6)}`)
    .sort();

describe('update() after edits', () => {
  it('gives the pages, diagnostics and search results of a fresh build', async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    await compiler.build();
    const rel = 'docs/01-guides/01-getting-started.md';
    const original = site.text(rel);
    let updated: CompileResult | null = null;
    for (const words of ['zebras graze', 'giraffes browse', 'zebras return']) {
      const file = site.write(rel, `${original}\n## Herds\n\nA closing sentence: ${words}.\n`);
      updated = await compiler.update([{ type: 'change', file }]);
    }
    const fresh = await compilerFor(site).build();
    expect(visible(updated!)).toEqual(visible(fresh));
    const [a, b] = [searchIndexOf(updated!), searchIndexOf(fresh)];
    expect(a.documentCount).toBe(b.documentCount);
    for (const query of ['zebras', 'giraffes', 'herds', 'install', 'getting started']) expect(ids(a, query)).toEqual(ids(b, query));
    expect(ids(a, 'giraffes')).toEqual([]);
    expect(ids(a, 'zebras').some((hit) => hit.startsWith('/docs/guides/getting-started#herds'))).toBe(true);
  });
});

describe('update() after body-only edits, which reuse the last plan', () => {
  it("gives a fresh build's pages and manifest when a doc's first paragraph and a page's body change", async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    await compiler.build();
    const doc = 'docs/reference/overview.md';
    const page = 'pages/markdown-page.md';
    // no description in its frontmatter: the first paragraph is the description, a body-derived field
    site.write(doc, site.text(doc).replace(/\n\n([^#\n])/, '\n\nA rewritten opening paragraph about otters.\n\n$1'));
    site.write(page, `${site.text(page)}\n## Otters\n\nThey hold hands.\n`);
    const updated = await compiler.update([
      { type: 'change', file: site.path(doc) },
      { type: 'change', file: site.path(page) },
    ]);
    const fresh = await compilerFor(site).build();
    expect(visible(updated)).toEqual(visible(fresh));
    expect(pageAt(updated, '/docs/reference/overview').description).toContain('otters');
    expect(pageAt(updated, '/markdown-page').toc.map((h) => h.id)).toContain('otters');
  });

  it("gives a fresh build's generated index when a doc on one of its cards gets a new first paragraph", async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    await compiler.build();
    const doc = 'docs/01-guides/01-getting-started.md';
    site.write(doc, site.text(doc).replace('The first guide.', 'A guide about beavers.'));
    const updated = await compiler.update([{ type: 'change', file: site.path(doc) }]);
    const fresh = await compilerFor(site).build();
    expect(visible(updated)).toEqual(visible(fresh));
    const index = pageAt(updated, '/docs/category/guides');
    expect(index.kind === 'docCategoryIndex' && index.items[0]).toEqual({
      label: 'Getting started',
      path: '/docs/guides/getting-started',
      description: 'A guide about beavers.',
    });
  });

  it("gives a fresh build's output after body edits of a translated, an unlisted and a draft doc", async () => {
    const site = fixtureSite();
    const rels = ['i18n/fr/docs/intro.md', 'docs/unlisted-note.md', 'docs/draft-note.md'];
    const compiler = compilerFor(site, true);
    await compiler.build();
    const files = rels.map((rel) => site.write(rel, `${site.text(rel)}\n## Ajout\n\nUne ligne de plus.\n`));
    const updated = await compiler.update(files.map((file) => ({ type: 'change' as const, file })));
    expect(visible(updated)).toEqual(visible(await compilerFor(site, true).build()));
    expect(pageAt(updated, '/fr/docs/intro').toc.map((h) => h.text)).toContain('Ajout');
    expect(pageAt(updated, '/docs/draft-note').html).toContain('Une ligne de plus.');
  });

  it("gives a fresh build's posts, lists, feeds and blog index after a post's body grows", async () => {
    const site = fixtureSite();
    const rel = 'blog/2024-01-15-hello-world.md';
    const compiler = compilerFor(site);
    const before = await compiler.build();
    const grown = site
      .text(rel)
      .replace('The first post of the blog.', `The first post of the blog, now with news.\n\n${'word '.repeat(900)}`);
    const updated = await compiler.update([{ type: 'change', file: site.write(rel, grown) }]);
    expect(visible(updated)).toEqual(visible(await compilerFor(site).build()));
    const minutes = (result: CompileResult) => result.manifest!.blog.posts.find((p) => p.path === '/blog/hello-world')!.readingTimeMinutes;
    expect(minutes(updated)).toBeGreaterThan(minutes(before)!);
    expect(entryText(updated, 'blog/rss.xml')).toContain('now with news');
    const list = pageAt(updated, '/blog/tags/hello');
    expect(list.kind === 'blogTag' && list.posts.find((p) => p.path === '/blog/hello-world')!.summaryHtml).toContain('now with news');
  });

  it("gives a fresh build's output after a body edit of a second blog's post, planning that blog again", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgate-blogs-'));
    try {
      await cp(resolve(import.meta.dirname, '../../fixtures/docusaurus/blogs'), dir, { recursive: true });
      const compiler = compilerFor(diskFolder(dir), false, { root: dir });
      await compiler.build();
      const file = join(dir, 'changelog/2024-02-01-v1.1.md');
      await writeFile(file, (await readFile(file, 'utf8')).replace('Fixes for', 'Otter-proof fixes for'));
      const updated = await compiler.update([{ type: 'change', file }]);
      expect(visible(updated)).toEqual(visible(await compilerFor(diskFolder(dir), false, { root: dir }).build()));
      expect(entryText(updated, 'blog/changelog/rss.xml')).toContain('Otter-proof');
      const list = pageAt(updated, '/changelog');
      expect(list.kind === 'blogList' && list.posts[1]!.summaryHtml).toContain('Otter-proof');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('re-plans when an edit changes the first heading, since the title feeds sidebars and neighbours', async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    await compiler.build();
    const rel = 'docs/reference/overview.md';
    const file = site.write(rel, site.text(rel).replace('# Reference overview', '# API overview'));
    const updated = await compiler.update([{ type: 'change', file }]);
    const fresh = await compilerFor(site).build();
    expect(visible(updated)).toEqual(visible(fresh));
    expect(JSON.stringify(updated.manifest!.sidebars)).toContain('"label":"API overview"');
  });

  it('keeps an edit that failed to build in the plan that later edits patch', async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    await compiler.build();
    const [broken, other] = ['docs/intro.md', 'docs/reference/publishing.md'];
    const brokenText = site.text(broken);
    const failed = await compiler.update([{ type: 'change', file: site.write(broken, `${brokenText}\nSee [nowhere](/docs/nowhere).\n`) }]);
    expect(failed.manifest).toBeNull();
    // a body-only edit elsewhere: the broken link is still there, so is its error
    const still = await compiler.update([{ type: 'change', file: site.write(other, `${site.text(other)}\nOne more line.\n`) }]);
    expect(diagnosticLines(still).filter((line) => line.includes('error'))).toEqual([
      expect.stringMatching(/^content\/docs\/intro\.md:\d+:\d+ error .*\/docs\/nowhere/),
    ]);
    const fixedFile = site.write(broken, `${brokenText}\nSee [the overview page](/docs/reference/overview).\n`);
    const fixed = await compiler.update([{ type: 'change', file: fixedFile }]);
    expect(visible(fixed)).toEqual(visible(await compilerFor(site).build()));
    expect(pageAt(fixed, '/docs/intro').html).toContain('the overview page');
    expect(pageAt(fixed, '/docs/reference/posting').html).toContain('One more line.');
  });
});

describe('update() after a partial is saved', () => {
  it('renders the pages that inline it, and no longer one that stopped inlining it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgate-partials-'));
    try {
      const files: Record<string, string> = {
        'site.config.json': JSON.stringify(MINIMAL_CONFIG),
        'docs/_shared.md': 'The first version.\n',
        'docs/a.mdx': "import Shared from './_shared.md';\n\n# A\n\n<Shared />\n",
        'docs/b.mdx': "import Shared from './_shared.md';\n\n# B\n\n<Shared />\n",
      };
      const save = async (rel: string, text: string) => {
        await mkdir(dirname(join(dir, rel)), { recursive: true });
        await writeFile(join(dir, rel), text);
        return { type: 'change' as const, file: join(dir, rel) };
      };
      for (const [rel, text] of Object.entries(files)) await save(rel, text);
      const rendered: string[] = [];
      const compiler = compilerFor(diskFolder(dir), false, {
        root: dir,
        render: (input) => {
          rendered.push(input.file);
          return renderMarkdown(input);
        },
      });
      await compiler.build();
      rendered.length = 0;
      const first = await compiler.update([await save('docs/_shared.md', 'The second version.\n')]);
      expect(rendered.sort()).toEqual(['docs/a.mdx', 'docs/b.mdx']);
      expect(pageAt(first, '/docs/a').html).toContain('second version');
      await compiler.update([await save('docs/b.mdx', '# B\n\nOn its own now.\n')]);
      rendered.length = 0;
      const second = await compiler.update([await save('docs/_shared.md', 'The third version.\n')]);
      expect(rendered).toEqual(['docs/a.mdx']);
      expect(visible(second)).toEqual(visible(await compilerFor(diskFolder(dir), false, { root: dir }).build()));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the search index of a large site', () => {
  it("is split into parts, an edit rewrites only its page's part, and it searches like a fresh build", async () => {
    const words = ['kettle', 'zebra', 'lantern', 'orchid', 'harbor'];
    const files: Record<string, string> = {};
    for (let i = 0; i < 140; i++)
      files[`docs/page-${i}.md`] = `# Page ${i}\n\nAbout the ${words[i % 5]} number w${i}.\n\n## More\n\nA ${words[(i + 2) % 5]} again.\n`;
    const site = memorySite(files);
    const compiler = compilerFor(site);
    const before = await compiler.build();
    const partsOf = (result: CompileResult): string[] => JSON.parse(entryText(result, result.manifest!.search.file)).parts;
    expect(partsOf(before).length).toBeGreaterThan(1);
    const file = site.write('docs/page-7.md', '# Page 7\n\nNow about a walrus.\n');
    const after = await compiler.update([{ type: 'change', file }]);
    expect(partsOf(after).filter((p) => !partsOf(before).includes(p))).toHaveLength(1);
    const fresh = await compilerFor(site).build();
    expect(entryText(fresh, fresh.manifest!.search.file)).toBe(entryText(await compilerFor(site).build(), fresh.manifest!.search.file));
    const [a, b] = [searchIndexOf(after), searchIndexOf(fresh)];
    expect(a.documentCount).toBe(b.documentCount);
    for (const query of [...words, 'walrus', 'w7', 'w71', 'more']) expect(ids(a, query)).toEqual(ids(b, query));
    expect(ids(a, 'walrus')).toHaveLength(1);
    // every part's postings of a word count: 28 intros and 28 second sections name each word
    expect(ids(a, 'kettle')).toHaveLength(56);
  });
});

describe('links after an edit', () => {
  it('re-checks a page whose anchor target lost its heading, and clears the warning when it is back', async () => {
    const site = memorySite({
      'docs/a.md': '# A\n\nSee [install](./b.md#install).\n',
      'docs/b.md': '# B\n\n## Install\n\nSteps.\n',
    });
    const compiler = compilerFor(site);
    const first = await compiler.build();
    expect(diagnosticLines(first)).toEqual([]);
    const renamed = await compiler.update([{ type: 'change', file: site.write('docs/b.md', '# B\n\n## Setup\n\nSteps.\n') }]);
    expect(diagnosticLines(renamed)).toEqual([
      "content/docs/a.md:3:5 warning Link './b.md#install' points to a missing anchor '#install' on /docs/b",
    ]);
    const restored = await compiler.update([{ type: 'change', file: site.write('docs/b.md', '# B\n\n## Install\n\nSteps.\n') }]);
    expect(diagnosticLines(restored)).toEqual([]);
  });

  it("reports a fresh build's link problems, in its order, through body edits that break and fix links", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++)
      files[`docs/p${i}.md`] = `# P${i}\n\nSee [next](./p${(i + 1) % 12}.md#part-${(i + 1) % 12}).\n\n## Part ${i}\n`;
    // problems of their own on pages the edits never touch, before and after the edited ones
    files['docs/p1.md'] = '# P1\n\nSee [x](./p2.md#nope).\n\n## Part 1\n';
    files['docs/p9.md'] = '# P9\n\nSee [y](./p10.md#nada).\n\n## Part 9\n';
    const site = memorySite(files);
    const compiler = compilerFor(site);
    await compiler.build();
    const same = async (result: CompileResult) => expect(diagnosticLines(result)).toEqual(diagnosticLines(await compilerFor(site).build()));
    // p5 loses the anchor p4 links to: p4 warns, between p1's and p9's warnings
    const lost = await compiler.update([
      { type: 'change', file: site.write('docs/p5.md', '# P5\n\nSee [next](./p6.md#part-6).\n\n## Renamed\n') },
    ]);
    expect(diagnosticLines(lost)).toHaveLength(3);
    await same(lost);
    // a broken link added to p7's body stops the build; the fix of p5 alone leaves it reported
    const broken = await compiler.update([
      { type: 'change', file: site.write('docs/p7.md', '# P7\n\nSee [gone](/docs/gone).\n\n## Part 7\n') },
    ]);
    expect(broken.manifest).toBeNull();
    await same(broken);
    const back = await compiler.update([{ type: 'change', file: site.write('docs/p5.md', files['docs/p5.md']!) }]);
    expect(diagnosticLines(back).filter((line) => line.includes(' error '))).toEqual([
      expect.stringMatching(/^content\/docs\/p7\.md:3:5 error .*\/docs\/gone/),
    ]);
    await same(back);
    const fixed = await compiler.update([{ type: 'change', file: site.write('docs/p7.md', files['docs/p7.md']!) }]);
    expect(fixed.manifest).not.toBeNull();
    expect(diagnosticLines(fixed)).toHaveLength(2);
    expect(visible(fixed)).toEqual(visible(await compilerFor(site).build()));
  });

  it('resolves a broken link once its page is added, and an image once its file is added', async () => {
    const site = memorySite({ 'docs/a.md': '# A\n\nSee [c](/docs/c).\n\n![logo](./logo.svg)\n' });
    const compiler = compilerFor(site);
    const first = await compiler.build();
    expect(first.diagnostics.map((d) => d.rule).sort()).toEqual(['broken-link', 'broken-markdown-image']);
    const added = await compiler.update([{ type: 'add', file: site.write('docs/c.md', '# C\n') }]);
    expect(added.diagnostics.map((d) => d.rule)).toEqual(['broken-markdown-image']);
    const logo = site.write('docs/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const withLogo = await compiler.update([{ type: 'add', file: logo }]);
    expect(withLogo.diagnostics).toEqual([]);
    expect(withLogo.entries.some((e) => e.path.startsWith('assets/') && e.path.endsWith('.svg'))).toBe(true);
    const removed = await compiler.update([{ type: 'unlink', file: site.remove('docs/c.md') }]);
    expect(removed.diagnostics.map((d) => d.rule)).toEqual(['broken-link']);
  });

  it('serves the new avatar of an author after the image file is saved again', async () => {
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${fill}"/></svg>`;
    const site = memorySite({
      'docs/intro.md': '# Intro\n',
      'blog/authors.yml': 'bob:\n  name: Bob\n  image_url: /img/bob.svg\n',
      'blog/2024-05-01-hello.md': '---\nauthors: [bob]\n---\n\n# Hello\n\nBody.\n',
      'static/img/bob.svg': svg('red'),
    });
    const compiler = compilerFor(site);
    const avatarOf = (result: CompileResult) => {
      const post = pageAt(result, '/blog/hello');
      if (post.kind !== 'blogPost') throw new Error('kind');
      return { page: post.authors[0]!.imageUrl, manifest: result.manifest!.blog.authors.bob!.imageUrl };
    };
    const before = avatarOf(await compiler.build());
    const result = await compiler.update([{ type: 'change', file: site.write('static/img/bob.svg', svg('blue')) }]);
    const after = avatarOf(result);
    expect(after.page).toMatch(/^gate:assets\/[0-9a-f]{12}\.svg$/);
    expect(after.page).not.toBe(before.page);
    expect(after.manifest).toBe(after.page);
    const asset = result.entries.find((e) => `gate:${e.path}` === after.page);
    expect(Buffer.from(asset!.content).toString()).toContain('blue');
  });
});
