import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompileResult } from '../../../src/compiler/compile.ts';
import type { SearchDocument } from '../../../src/contracts/manifest.ts';
import { compilerFor, diagnosticLines, entryText, FIXTURE_ROOT, pageAt, searchIndexOf, tempSite } from './helpers.ts';

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

// a copy of the fixture site that the edit tests change and restore
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docgate-incr-'));
  await cp(join(FIXTURE_ROOT, 'content'), join(root, 'content'), { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('update() after edits', () => {
  it('gives the pages, diagnostics and search results of a fresh build', async () => {
    const compiler = compilerFor(root);
    await compiler.build();
    const file = join(root, 'content/docs/01-guides/01-getting-started.md');
    const original = await readFile(file, 'utf8');
    try {
      let updated: CompileResult | null = null;
      for (const words of ['zebras graze', 'giraffes browse', 'zebras return']) {
        await writeFile(file, `${original}\n## Herds\n\nA closing sentence: ${words}.\n`);
        updated = await compiler.update([{ type: 'change', file }]);
      }
      const fresh = await compilerFor(root).build();
      expect(visible(updated!)).toEqual(visible(fresh));
      const [a, b] = [searchIndexOf(updated!), searchIndexOf(fresh)];
      expect(a.documentCount).toBe(b.documentCount);
      for (const query of ['zebras', 'giraffes', 'herds', 'install', 'getting started']) expect(ids(a, query)).toEqual(ids(b, query));
      expect(ids(a, 'giraffes')).toEqual([]);
      expect(ids(a, 'zebras').some((hit) => hit.startsWith('/docs/guides/getting-started#herds'))).toBe(true);
    } finally {
      await writeFile(file, original);
    }
  });
});

describe('update() after body-only edits, which reuse the last plan', () => {
  it("gives a fresh build's pages and manifest when a doc's first paragraph and a page's body change", async () => {
    const compiler = compilerFor(root);
    await compiler.build();
    const doc = join(root, 'content/docs/reference/overview.md');
    const page = join(root, 'content/pages/markdown-page.md');
    const [docText, pageText] = await Promise.all([readFile(doc, 'utf8'), readFile(page, 'utf8')]);
    try {
      // no description in its frontmatter: the first paragraph is the description, a body-derived field
      await writeFile(doc, docText.replace(/\n\n([^#\n])/, '\n\nA rewritten opening paragraph about otters.\n\n$1'));
      await writeFile(page, `${pageText}\n## Otters\n\nThey hold hands.\n`);
      const updated = await compiler.update([
        { type: 'change', file: doc },
        { type: 'change', file: page },
      ]);
      const fresh = await compilerFor(root).build();
      expect(visible(updated)).toEqual(visible(fresh));
      expect(pageAt(updated, '/docs/reference/overview').description).toContain('otters');
      expect(pageAt(updated, '/markdown-page').toc.map((h) => h.id)).toContain('otters');
    } finally {
      await Promise.all([writeFile(doc, docText), writeFile(page, pageText)]);
    }
  });

  it("gives a fresh build's output after body edits of a translated, an unlisted and a draft doc", async () => {
    const files = ['content/i18n/fr/docs/intro.md', 'content/docs/unlisted-note.md', 'content/docs/draft-note.md'].map((f) =>
      join(root, f),
    );
    const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
    const compiler = compilerFor(root, true);
    await compiler.build();
    try {
      await Promise.all(files.map((file, i) => writeFile(file, `${texts[i]}\n## Ajout\n\nUne ligne de plus.\n`)));
      const updated = await compiler.update(files.map((file) => ({ type: 'change' as const, file })));
      expect(visible(updated)).toEqual(visible(await compilerFor(root, true).build()));
      expect(pageAt(updated, '/fr/docs/intro').toc.map((h) => h.text)).toContain('Ajout');
      expect(pageAt(updated, '/docs/draft-note').html).toContain('Une ligne de plus.');
    } finally {
      await Promise.all(files.map((file, i) => writeFile(file, texts[i]!)));
    }
  });

  it("gives a fresh build's posts, lists, feeds and blog index after a post's body grows", async () => {
    const file = join(root, 'content/blog/2024-01-15-hello-world.md');
    const original = await readFile(file, 'utf8');
    const compiler = compilerFor(root);
    const before = await compiler.build();
    try {
      await writeFile(
        file,
        original.replace('The first post of the blog.', `The first post of the blog, now with news.\n\n${'word '.repeat(900)}`),
      );
      const updated = await compiler.update([{ type: 'change', file }]);
      expect(visible(updated)).toEqual(visible(await compilerFor(root).build()));
      const minutes = (result: CompileResult) =>
        result.manifest!.blog.posts.find((p) => p.path === '/blog/hello-world')!.readingTimeMinutes;
      expect(minutes(updated)).toBeGreaterThan(minutes(before));
      expect(entryText(updated, 'blog/rss.xml')).toContain('now with news');
      const list = pageAt(updated, '/blog/tags/hello');
      expect(list.kind === 'blogTag' && list.posts.find((p) => p.path === '/blog/hello-world')!.summaryHtml).toContain('now with news');
    } finally {
      await writeFile(file, original);
    }
  });

  it('re-plans when an edit changes the first heading, since the title feeds sidebars and neighbours', async () => {
    const compiler = compilerFor(root);
    await compiler.build();
    const file = join(root, 'content/docs/reference/overview.md');
    const original = await readFile(file, 'utf8');
    try {
      await writeFile(file, original.replace('# Reference overview', '# API overview'));
      const updated = await compiler.update([{ type: 'change', file }]);
      const fresh = await compilerFor(root).build();
      expect(visible(updated)).toEqual(visible(fresh));
      expect(JSON.stringify(updated.manifest!.sidebars)).toContain('"label":"API overview"');
    } finally {
      await writeFile(file, original);
    }
  });

  it('keeps an edit that failed to build in the plan that later edits patch', async () => {
    const compiler = compilerFor(root);
    await compiler.build();
    const broken = join(root, 'content/docs/intro.md');
    const other = join(root, 'content/docs/reference/publishing.md');
    const [brokenText, otherText] = await Promise.all([readFile(broken, 'utf8'), readFile(other, 'utf8')]);
    try {
      await writeFile(broken, `${brokenText}\nSee [nowhere](/docs/nowhere).\n`);
      const failed = await compiler.update([{ type: 'change', file: broken }]);
      expect(failed.manifest).toBeNull();
      // a body-only edit elsewhere: the broken link is still there, so is its error
      await writeFile(other, `${otherText}\nOne more line.\n`);
      const still = await compiler.update([{ type: 'change', file: other }]);
      expect(diagnosticLines(still).filter((line) => line.includes('error'))).toEqual([
        expect.stringMatching(/^content\/docs\/intro\.md:\d+:\d+ error .*\/docs\/nowhere/),
      ]);
      await writeFile(broken, `${brokenText}\nSee [the overview page](/docs/reference/overview).\n`);
      const fixed = await compiler.update([{ type: 'change', file: broken }]);
      expect(visible(fixed)).toEqual(visible(await compilerFor(root).build()));
      expect(pageAt(fixed, '/docs/intro').html).toContain('the overview page');
      expect(pageAt(fixed, '/docs/reference/posting').html).toContain('One more line.');
    } finally {
      await Promise.all([writeFile(broken, brokenText), writeFile(other, otherText)]);
    }
  });
});

describe('the search index of a large site', () => {
  it("is split into parts, an edit rewrites only its page's part, and it searches like a fresh build", async () => {
    const words = ['kettle', 'zebra', 'lantern', 'orchid', 'harbor'];
    const files: Record<string, string> = {};
    for (let i = 0; i < 140; i++)
      files[`docs/page-${i}.md`] = `# Page ${i}\n\nAbout the ${words[i % 5]} number w${i}.\n\n## More\n\nA ${words[(i + 2) % 5]} again.\n`;
    const site = await tempSite(files);
    try {
      const compiler = compilerFor(site.root);
      const before = await compiler.build();
      const partsOf = (result: CompileResult): string[] => JSON.parse(entryText(result, result.manifest!.search.file)).parts;
      expect(partsOf(before).length).toBeGreaterThan(1);
      const file = join(site.root, 'content/docs/page-7.md');
      await writeFile(file, '# Page 7\n\nNow about a walrus.\n');
      const after = await compiler.update([{ type: 'change', file }]);
      expect(partsOf(after).filter((p) => !partsOf(before).includes(p))).toHaveLength(1);
      const fresh = await compilerFor(site.root).build();
      expect(entryText(fresh, fresh.manifest!.search.file)).toBe(
        entryText(await compilerFor(site.root).build(), fresh.manifest!.search.file),
      );
      const [a, b] = [searchIndexOf(after), searchIndexOf(fresh)];
      expect(a.documentCount).toBe(b.documentCount);
      for (const query of [...words, 'walrus', 'w7', 'w71', 'more']) expect(ids(a, query)).toEqual(ids(b, query));
      expect(ids(a, 'walrus')).toHaveLength(1);
      // every part's postings of a word count: 28 intros and 28 second sections name each word
      expect(ids(a, 'kettle')).toHaveLength(56);
    } finally {
      await site.cleanup();
    }
  });
});

describe('links after an edit', () => {
  it('re-checks a page whose anchor target lost its heading, and clears the warning when it is back', async () => {
    const site = await tempSite({
      'docs/a.md': '# A\n\nSee [install](./b.md#install).\n',
      'docs/b.md': '# B\n\n## Install\n\nSteps.\n',
    });
    try {
      const compiler = compilerFor(site.root);
      const first = await compiler.build();
      expect(diagnosticLines(first)).toEqual([]);
      const b = join(site.root, 'content/docs/b.md');
      await writeFile(b, '# B\n\n## Setup\n\nSteps.\n');
      const renamed = await compiler.update([{ type: 'change', file: b }]);
      expect(diagnosticLines(renamed)).toEqual([
        "content/docs/a.md:3:5 warning Link './b.md#install' points to a missing anchor '#install' on /docs/b",
      ]);
      await writeFile(b, '# B\n\n## Install\n\nSteps.\n');
      expect(diagnosticLines(await compiler.update([{ type: 'change', file: b }]))).toEqual([]);
    } finally {
      await site.cleanup();
    }
  });

  it('resolves a broken link once its page is added, and an image once its file is added', async () => {
    const site = await tempSite({ 'docs/a.md': '# A\n\nSee [c](/docs/c).\n\n![logo](./logo.svg)\n' });
    try {
      const compiler = compilerFor(site.root);
      const first = await compiler.build();
      expect(first.diagnostics.map((d) => d.rule).sort()).toEqual(['broken-link', 'missing-asset']);
      const c = join(site.root, 'content/docs/c.md');
      await writeFile(c, '# C\n');
      const added = await compiler.update([{ type: 'add', file: c }]);
      expect(added.diagnostics.map((d) => d.rule)).toEqual(['missing-asset']);
      const logo = join(site.root, 'content/docs/logo.svg');
      await writeFile(logo, '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const withLogo = await compiler.update([{ type: 'add', file: logo }]);
      expect(withLogo.diagnostics).toEqual([]);
      expect(withLogo.entries.some((e) => e.path.startsWith('assets/') && e.path.endsWith('.svg'))).toBe(true);
      await unlink(c);
      const removed = await compiler.update([{ type: 'unlink', file: c }]);
      expect(removed.diagnostics.map((d) => d.rule)).toEqual(['broken-link']);
    } finally {
      await site.cleanup();
    }
  });
  it('serves the new avatar of an author after the image file is saved again', async () => {
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${fill}"/></svg>`;
    const site = await tempSite({
      'docs/intro.md': '# Intro\n',
      'blog/authors.yml': 'bob:\n  name: Bob\n  image_url: /img/bob.svg\n',
      'blog/2024-05-01-hello.md': '---\nauthors: [bob]\n---\n\n# Hello\n\nBody.\n',
      'static/img/bob.svg': svg('red'),
    });
    try {
      const compiler = compilerFor(site.root);
      const avatarOf = (result: CompileResult) => {
        const post = pageAt(result, '/blog/hello');
        if (post.kind !== 'blogPost') throw new Error('kind');
        return { page: post.authors[0]!.imageUrl, manifest: result.manifest!.blog.authors.bob!.imageUrl };
      };
      const before = avatarOf(await compiler.build());
      const file = join(site.root, 'content/static/img/bob.svg');
      await writeFile(file, svg('blue'));
      const result = await compiler.update([{ type: 'change', file }]);
      const after = avatarOf(result);
      expect(after.page).toMatch(/^gate:assets\/[0-9a-f]{12}\.svg$/);
      expect(after.page).not.toBe(before.page);
      expect(after.manifest).toBe(after.page);
      const asset = result.entries.find((e) => `gate:${e.path}` === after.page);
      expect(Buffer.from(asset!.content).toString()).toContain('blue');
    } finally {
      await site.cleanup();
    }
  });
});
