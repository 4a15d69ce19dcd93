import { describe, expect, it } from 'vitest';
import { compilerFor, diagnosticLines, MINIMAL_CONFIG, memorySite, pageAt } from './helpers.ts';

const build = (files: Record<string, string | Uint8Array>, config?: object | string) => compilerFor(memorySite(files, config)).build();

const intro = { 'docs/intro.md': '# Intro\n\nHello.\n' };

describe('site.config.json validation', () => {
  it('names the dotted field path, what was expected and where the field is', async () => {
    const config = `{
  "title": "Tiny",
  "url": "https://tiny.test",
  "baseUrl": "/",
  "navbar": {
    "items": [
      { "to": "/docs/intro", "label": "Docs" },
      { "type": "search" },
      { "type": "search", "position": "middle" }
    ]
  }
}`;
    const result = await build(intro, config);
    expect(diagnosticLines(result)).toContain("content/site.config.json:9:27 error navbar.items.2.position: expected 'left' or 'right'");
    expect(result.entries).toEqual([]);
    expect(result.manifest).toBeNull();
  });

  it('reports a missing required field and a wrong type', async () => {
    const result = await build(intro, { url: 'https://tiny.test', baseUrl: '/', blog: { postsPerPage: 'ten' } });
    const lines = diagnosticLines(result);
    expect(lines.some((l) => l.includes('error title: required, expected string'))).toBe(true);
    expect(lines.some((l) => /site\.config\.json:\d+:\d+ error blog\.postsPerPage: expected number, received string/.test(l))).toBe(true);
  });

  it('points at an unknown field and a mistyped nested field by their dotted paths', async () => {
    const config =
      '{\n  "title": "Tiny",\n  "url": "https://tiny.test",\n  "baseUrl": "/",\n  "colour": "blue",\n  "i18n": { "locales": "en" }\n}';
    const result = await build(intro, config);
    expect(diagnosticLines(result)).toEqual([
      "content/site.config.json:5:3 error (root): unknown field 'colour'",
      'content/site.config.json:6:13 error i18n.locales: expected array, received string',
    ]);
  });

  it('reports a default locale missing from the locales and an inverted TOC range at their fields', async () => {
    const config =
      '{\n  "title": "Tiny",\n  "url": "https://tiny.test",\n  "baseUrl": "/",\n  "i18n": { "defaultLocale": "fr", "locales": ["en"] },\n  "toc": { "minHeadingLevel": 4, "maxHeadingLevel": 3 }\n}';
    const result = await build(intro, config);
    expect(diagnosticLines(result)).toEqual([
      'content/site.config.json:5:13 error i18n.defaultLocale: expected the defaultLocale to be one of locales',
      'content/site.config.json:6:34 error toc.maxHeadingLevel: expected maxHeadingLevel >= minHeadingLevel',
    ]);
  });

  it('reports invalid JSON with its line and column', async () => {
    const result = await build(intro, '{\n  "title": "Tiny",\n  "url": \n}');
    expect(result.diagnostics[0]).toMatchObject({ file: 'content/site.config.json', line: 4, severity: 'error' });
  });
});

describe('frontmatter validation', () => {
  it('reports malformed YAML at its file, line and column', async () => {
    const result = await build({ 'docs/intro.md': '---\ntitle: Intro\ntags: [a, b\n---\n\n# Intro\n' });
    const d = result.diagnostics.find((x) => x.rule === 'frontmatter');
    expect(d).toMatchObject({ file: 'content/docs/intro.md', line: 3, severity: 'error' });
    expect(d!.column).toBeGreaterThan(0);
    expect(d!.message).toMatch(/^Invalid YAML frontmatter: /);
  });

  it('reads frontmatter that only js-yaml accepts as Docusaurus reads it, with a warning at the fault', async () => {
    const result = await build({
      ...intro,
      'blog/authors.yml': 'hamza:\n  name: Hamza\n',
      'blog/tags.yml': 'release:\n  label: Releases\n',
      'blog/2022-11-24-release.md': '---\ntitle: Release\nauthors: [hamza] tags: [release]\n---\n\nText.\n',
    });
    expect(diagnosticLines(result)).toEqual([
      'content/blog/2022-11-24-release.md:3:18 warning Invalid YAML frontmatter (Unexpected scalar at node end), read as Docusaurus reads it (js-yaml); expected valid YAML, e.g. one field a line',
    ]);
    const post = pageAt(result, '/blog/release') as unknown as { title: string; tags: { label: string }[] };
    expect(post.title).toBe('Release');
    expect(post.tags.map((t) => t.label)).toEqual(['Releases']);
  });

  it('reports a wrong type at the field and warns about unknown fields without failing', async () => {
    const result = await build({ 'docs/intro.md': '---\ntitle: Intro\nsidebar_position: first\ncolour: blue\n---\n\n# Intro\n' });
    expect(diagnosticLines(result)).toEqual([
      'content/docs/intro.md:3:1 error Invalid frontmatter sidebar_position: expected number, received string',
      expect.stringMatching(/^content\/docs\/intro\.md:4:1 warning Unknown frontmatter field 'colour'/),
    ]);
  });

  it('reports frontmatter that is opened but never closed instead of swallowing the page', async () => {
    const result = await build({ 'docs/intro.md': '---\ntitle: Intro\n\n# Intro\n\nBody.\n' });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/intro.md:1:1 error Frontmatter opened with '---' is never closed, expected a line '---' after its last field",
    ]);
  });

  it('reports a TOC range whose maximum is below its minimum at the field', async () => {
    const result = await build({ 'docs/intro.md': '---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n\n# Intro\n' });
    expect(diagnosticLines(result)).toEqual([
      'content/docs/intro.md:3:1 error Invalid frontmatter toc_max_heading_level: 3 is below the minimum level 4, expected toc_min_heading_level <= toc_max_heading_level',
    ]);
  });

  it('reports a frontmatter mapping that is a list or a scalar, and a duplicated key', async () => {
    const result = await build({
      ...intro,
      'docs/list.md': '---\n- a\n- b\n---\n\n# List\n',
      'docs/twice.md': '---\ntitle: A\ntitle: B\n---\n\n# Twice\n',
    });
    expect(diagnosticLines(result)).toEqual([
      'content/docs/list.md:2:1 error Invalid frontmatter: expected a YAML mapping of fields',
      'content/docs/twice.md:3:1 error Invalid YAML frontmatter: Map keys must be unique',
    ]);
  });

  it('reports a date that is no date at its field', async () => {
    const result = await build({
      'docs/intro.md': '---\nlast_update:\n  date: last tuesday\n---\n\n# Intro\n',
      'blog/2024-01-01-post.md': '---\ndate: 2024-13-45\n---\n\nBody.\n',
    });
    expect(diagnosticLines(result)).toEqual([
      "content/blog/2024-01-01-post.md:2:1 error Invalid frontmatter date: expected a date like '2025-01-31'",
      "content/docs/intro.md:3:3 error Invalid frontmatter last_update.date: expected a date like '2025-01-31'",
    ]);
  });

  it('reads a YAML timestamp without leading zeros as the date it is (Docusaurus reads it so)', async () => {
    const result = await build({ 'blog/post.md': '---\ntitle: Post\ndate: 2023-2-07T0:00:00.000Z\n---\n\nBody.\n' });
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest?.blog.posts.map((post) => post.date)).toEqual(['2023-02-07']);
  });

  it('builds with only an unknown-field warning', async () => {
    const result = await build({ 'docs/intro.md': '---\ncolour: blue\n---\n\n# Intro\n' });
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(result.manifest).not.toBeNull();
  });
});

describe('file checks', () => {
  it('rejects empty, binary and non-UTF-8 markdown files, pointing at the offending byte', async () => {
    const result = await build({
      ...intro,
      'docs/empty.md': '',
      'docs/blank.md': '\n  \n',
      'docs/binary.md': new Uint8Array([0x23, 0x20, 0x00, 0x01, 0x02]),
      'docs/latin1.md': new Uint8Array([0x23, 0x20, 0x41, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]),
    });
    expect(diagnosticLines(result)).toEqual([
      'content/docs/binary.md:1:3 error Binary file (a NUL byte here), expected UTF-8 markdown text',
      'content/docs/blank.md:1:1 error Empty file, expected markdown content',
      'content/docs/empty.md:1:1 error Empty file, expected markdown content',
      'content/docs/latin1.md:2:4 error File is not valid UTF-8 (first invalid byte here), expected UTF-8 encoded markdown',
    ]);
  });

  it('refuses a markdown file over the size limit with a message instead of stalling the build', async () => {
    const huge = `# Huge\n\n${'Lorem ipsum dolor sit amet. '.repeat(50_000)}\n`;
    // a generated table padded with spaces to wide columns (typedoc's) holds little text: it builds
    const padded = `# Padded\n\n| Name${' '.repeat(8000)} | Type |\n| --- | --- |\n${`| a${' '.repeat(8000)} | b |\n`.repeat(200)}`;
    // and a notebook's page holding its plots as data: URLs, one token each to the parser, builds too
    const plots = `# Plots\n\n![plot](data:image/png;base64,${'iVBORw0KGgo'.repeat(110_000)}=)\n`;
    const result = await build({ ...intro, 'docs/huge.md': huge, 'docs/padded.md': padded, 'docs/plots.md': plots });
    expect(diagnosticLines(result)).toEqual([
      'content/docs/huge.md:1:1 error File holds 1124 KB of text beside whitespace, more than the 1024 KB a page may hold; split it into several pages',
    ]);
    expect(padded.length).toBeGreaterThan(1024 * 1024);
  });

  it('ignores a binary file in docs/ that is not markdown and not linked', async () => {
    const result = await build({ ...intro, 'docs/diagram.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]) });
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest?.routes.map((r) => r.path)).toEqual(['/docs/intro']);
  });

  it('reports two files with the same route and two docs with the same id', async () => {
    const result = await build({
      ...intro,
      'docs/a.md': '---\nslug: /intro\n---\n\n# A\n',
      'docs/b.md': '---\nid: c\n---\n\n# B\n',
      'docs/c.md': '# C\n',
    });
    const lines = diagnosticLines(result);
    expect(lines.some((l) => /^content\/docs\/(a|intro)\.md:\d+:\d+ error Duplicate route \/docs\/intro/.test(l))).toBe(true);
    expect(lines.some((l) => /^content\/docs\/(b|c)\.md:\d+:\d+ error Duplicate doc id 'c'/.test(l))).toBe(true);
  });

  it('reports a file name that cannot be a route instead of crashing', async () => {
    const result = await build({ ...intro, 'docs/my notes.md': '# Notes\n' });
    expect(diagnosticLines(result)).toEqual([
      `content/docs/my notes.md:1:1 error Invalid route "/docs/my notes": a route may not contain spaces, '?' or '#'; rename the file or set a slug`,
    ]);
  });

  it('reports a pagination_next that names no doc at the field', async () => {
    const result = await build({ 'docs/intro.md': '---\ntitle: Intro\npagination_next: nope\n---\n\n# Intro\n' });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/intro.md:3:1 error pagination_next points to unknown doc id 'nope', expected the id of a doc in this version (or null to hide the link)",
    ]);
  });

  it('reports two posts with the same slug and a post without a date at the file start', async () => {
    const result = await build({
      ...intro,
      'blog/2024-01-01-same.md': 'One.\n',
      'blog/2024-02-01-same.md': 'Two.\n',
      'blog/undated.md': 'No date.\n',
    });
    expect(diagnosticLines(result)).toEqual([
      'content/blog/2024-01-01-same.md:1:1 error Duplicate route /blog/same, already produced by content/blog/2024-02-01-same.md; change the file name or its slug',
      "content/blog/undated.md:1:1 error Blog post has no valid date, expected a file name like YYYY-MM-DD-slug.md or a 'date' field",
    ]);
  });

  it('reports malformed and mistyped authors.yml and tags.yml at their lines', async () => {
    const result = await build({
      ...intro,
      'blog/authors.yml': 'ann:\n  name: 3\n',
      'blog/tags.yml': 'hello:\n  label: [x\n',
      'blog/2024-01-01-post.md': 'Body.\n',
    });
    expect(diagnosticLines(result)).toEqual([
      'content/blog/authors.yml:2:9 error ann.name: expected string, received number',
      expect.stringMatching(/^content\/blog\/tags\.yml:3:1 error Invalid YAML: /),
    ]);
  });

  it('reports a missing author avatar at its line in authors.yml', async () => {
    const result = await build({
      ...intro,
      'blog/authors.yml': 'ann:\n  name: Ann\n  image_url: /img/ann.png\n',
      'blog/2024-01-01-post.md': '---\nauthors: [ann]\n---\n\nBody.\n',
    });
    expect(diagnosticLines(result)).toEqual([
      "content/blog/authors.yml:3:14 error Missing author image '/img/ann.png', expected it under content/static/",
    ]);
  });

  it('reports a generated page with an impossible route at the file and field that define it', async () => {
    const result = await build({
      ...intro,
      'docs/g/_category_.json': '{\n  "link": { "type": "generated-index", "slug": "/all guides" }\n}',
      'docs/g/x.md': '# X\n',
      'blog/tags.yml': 'news:\n  label: News\nhow to:\n  label: How to\n  permalink: /how to\n',
      'blog/2024-01-01-post.md': '---\ntags: [news, how to]\n---\n\nBody.\n',
    });
    expect(diagnosticLines(result)).toEqual([
      expect.stringMatching(/^content\/blog\/tags\.yml:3:1 error Invalid route "\/blog\/tags\/how to"/),
      expect.stringMatching(/^content\/docs\/g\/_category_\.json:2:40 error Invalid route "\/docs\/all guides"/),
    ]);
  });

  it('reports a category link cycle', async () => {
    const result = await build({
      ...intro,
      'docs/a/_category_.json': '{ "label": "A", "link": { "type": "doc", "id": "a/b/inner" } }',
      'docs/a/outer.md': '# Outer\n',
      'docs/a/b/_category_.json': '{ "label": "B", "link": { "type": "doc", "id": "a/outer" } }',
      'docs/a/b/inner.md': '# Inner\n',
    });
    const cycle = result.diagnostics.find((d) => d.rule === 'category-cycle');
    expect(cycle).toMatchObject({ severity: 'error', line: 1 });
    expect(cycle!.message).toMatch(/Category link cycle: (A -> B -> A|B -> A -> B)/);
  });

  it('reports a category linking to an unknown doc at the id field', async () => {
    const result = await build({
      ...intro,
      'docs/a/_category_.json': '{\n  "label": "A",\n  "link": { "type": "doc", "id": "nope" }\n}',
      'docs/a/x.md': '# X\n',
    });
    expect(diagnosticLines(result)).toContain(
      "content/docs/a/_category_.json:3:28 error Category link points to unknown doc id 'nope', expected the id of a doc in this version",
    );
  });

  it('finds a category link\'s doc by its id inside the folder first (`"id": "README"`), as Docusaurus\' generator', async () => {
    const result = await build({
      ...intro,
      'docs/community/_category_.json': '{ "label": "Community", "link": { "type": "doc", "id": "README" } }',
      'docs/community/README.md': '# Join us\n',
      'docs/community/chat.md': '# Chat\n',
    });
    expect(diagnosticLines(result)).toEqual([]);
    const sidebar = Object.values(result.manifest!.sidebars)[0]!;
    expect(sidebar.find((item) => 'label' in item && item.label === 'Community')).toMatchObject({
      type: 'category',
      path: '/docs/community',
      items: [{ type: 'doc', label: 'Chat' }],
    });
  });

  it('reports an unknown blog author as an error and an unknown tag as a warning', async () => {
    const result = await build({
      ...intro,
      'blog/authors.yml': 'ann:\n  name: Ann\n',
      'blog/2024-05-01-post.md': '---\nauthors: [ann, zed]\ntags: [mystery]\n---\n\nBody.\n',
    });
    expect(diagnosticLines(result)).toEqual([
      expect.stringMatching(/^content\/blog\/2024-05-01-post\.md:2:16 error Unknown author 'zed'/),
      expect.stringMatching(/^content\/blog\/2024-05-01-post\.md:3:8 warning Unknown tag 'mystery'/),
    ]);
  });

  it('collects the problems of every file instead of stopping at the first', async () => {
    const result = await build({ 'docs/one.md': '', 'docs/two.md': '---\ndraft: maybe\n---\n# Two\n', 'docs/three.md': '[x](/nowhere)\n' });
    expect(new Set(result.diagnostics.map((d) => d.file))).toEqual(
      new Set(['content/docs/one.md', 'content/docs/two.md', 'content/docs/three.md']),
    );
  });
});

describe('links', () => {
  it('fails on a link to a missing route and only warns for a missing anchor or an unresolvable .md link', async () => {
    const result = await build({
      'docs/intro.md':
        '# Intro\n\n## Setup\n\n[gone](/docs/missing)\n\n[anchor](/docs/intro#nope)\n\n[file](./nope.md)\n\n[ok](./intro.md#setup) [title](#intro)\n',
    });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/intro.md:5:1 error Broken link '/docs/missing': the site has no page /docs/missing",
      "content/docs/intro.md:7:1 warning Link '/docs/intro#nope' points to a missing anchor '#nope' on /docs/intro",
      "content/docs/intro.md:9:1 warning Markdown link './nope.md' does not resolve to a page, expected a path to a .md or .mdx file of the site's content",
    ]);
  });

  it('builds with only link warnings', async () => {
    const result = await build({ 'docs/intro.md': '# Intro\n\n[anchor](#nope)\n\n[file](./nope.md)\n' });
    expect(result.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
    expect(result.manifest).not.toBeNull();
  });

  it('reports a missing image with its position', async () => {
    const result = await build({ 'docs/intro.md': '# Intro\n\nText ![x](./img/missing.png)\n' });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/intro.md:3:6 error Missing image './img/missing.png', expected a file in the folder of this file",
    ]);
  });

  it("counts an author's <a name> and element ids as anchors a link may point at", async () => {
    const result = await build({
      'docs/intro.md': '# Intro\n\n[old](./api.mdx#module_Api+start) [box](./api.mdx#box) [gone](./api.mdx#nope)\n',
      'docs/api.mdx': '# API\n\n<a name="module_Api+start"></a>\n\n### api.start()\n\n<div id="box">Boxed.</div>\n',
    });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/intro.md:3:56 warning Link './api.mdx#nope' points to a missing anchor '#nope' on /docs/api",
    ]);
  });

  it('fails on a home page hero button to a missing route, at the frontmatter field', async () => {
    const home =
      '---\nhero:\n  actions:\n    - label: Start\n      to: /docs/intro\n    - label: API\n      to: /docs/api\n      primary: true\n---\n\nHome.\n';
    const result = await build({ ...intro, 'pages/index.md': home });
    expect(diagnosticLines(result)).toEqual([
      "content/pages/index.md:7:7 error Broken link '/docs/api' in hero.actions.1.to: the site has no page /docs/api",
    ]);
    expect(result.manifest).toBeNull();
  });

  it('resolves a relative hero button link to its route and warns about a missing anchor', async () => {
    const home = '---\nhero:\n  actions:\n    - label: Start\n      to: docs/intro/#nope\n---\n\nHome.\n';
    const result = await build({ ...intro, 'pages/index.md': home });
    expect(diagnosticLines(result)).toEqual([
      "content/pages/index.md:5:7 warning Link 'docs/intro/#nope' points to a missing anchor '#nope' on /docs/intro",
    ]);
    expect(pageAt(result, '/')).toMatchObject({ hero: { actions: [{ label: 'Start', to: '/docs/intro#nope' }] } });
  });

  it('resolves a bare .md link from the page folder, else from its docs version root, as Docusaurus does', async () => {
    const nested = '# Struct\n\n[html](concepts/html/introduction.md#top)\n\n[sibling](props.md)\n\n[gone](concepts/nope.md)\n';
    const result = await build({
      ...intro,
      'docs/concepts/html/introduction.md': '# HTML\n\n## Top\n',
      'docs/advanced/struct/intro.md': nested,
      'docs/advanced/struct/props.md': '# Props\n',
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/concepts/html/introduction.md': '# HTML 1.0\n',
      'versioned_docs/version-1.0/advanced/intro.md': '# Old\n\n[html](concepts/html/introduction.md)\n',
    });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/advanced/struct/intro.md:7:1 warning Markdown link 'concepts/nope.md' does not resolve to a page, expected a path to a .md or .mdx file of the site's content",
    ]);
    const html = JSON.stringify(pageAt(result, '/docs/advanced/struct/intro'));
    expect(html).toContain('href=\\"/docs/concepts/html/introduction#top\\"');
    expect(html).toContain('href=\\"/docs/advanced/struct/props\\"');
    expect(JSON.stringify(pageAt(result, '/docs/1.0/advanced/intro'))).toContain('href=\\"/docs/1.0/concepts/html/introduction\\"');
  });

  it('reports a link with a broken percent-escape as a broken link instead of crashing', async () => {
    const result = await build({ ...intro, 'docs/b.md': '# B\n\n[x](%E0%A4%A)\n' });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/b.md:3:1 error Broken link '%E0%A4%25A': the site has no page /docs/%E0%A4%25A",
    ]);
  });

  it('checks a link to a route with a dot in its name as a link, not as a missing file', async () => {
    const result = await build({ ...intro, 'docs/node.js.md': '# Node\n\n[self](/docs/node.js) [report](./report.pdf)\n' });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/node.js.md:3:23 error Missing file './report.pdf', expected a file in the folder of this file",
    ]);
  });

  it("normalizes a navbar or footer path with a trailing slash, and keeps the anchor of one that has it, as Docusaurus links it (redux's Need help?)", async () => {
    const ok = await build(intro, {
      ...MINIMAL_CONFIG,
      navbar: { items: [{ label: 'Docs', to: '/docs/intro/' }] },
      footer: { links: [{ title: 'D', items: [{ label: 'I', to: 'docs/intro' }] }] },
    });
    expect(ok.diagnostics).toEqual([]);
    expect(ok.manifest!.site.navbar.items[0]).toMatchObject({ to: '/docs/intro' });
    expect(ok.manifest!.site.footer.links[0]!.items[0]).toEqual({ label: 'I', to: '/docs/intro' });
    const anchored = await build(intro, {
      ...MINIMAL_CONFIG,
      navbar: { items: [{ label: 'Docs', to: '/docs/intro#top' }] },
      footer: { links: [{ title: 'D', items: [{ label: 'Help', to: 'docs/intro?x=1#help' }] }] },
    });
    expect(anchored.diagnostics).toEqual([]);
    expect(anchored.manifest!.site.navbar.items[0]).toMatchObject({ href: '/docs/intro#top' });
    expect(anchored.manifest!.site.footer.links[0]!.items[0]).toEqual({ label: 'Help', href: '/docs/intro?x=1#help' });
  });

  it('takes a navbar or footer `to` that is a URL as the external link Docusaurus makes of it', async () => {
    const result = await build(intro, {
      ...MINIMAL_CONFIG,
      navbar: { items: [{ label: 'GitHub', to: 'https://github.com/acme/docs' }] },
      footer: { links: [{ title: 'More', items: [{ label: 'Chat', to: 'https://discord.com/invite/x' }] }] },
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.site.navbar.items[0]).toMatchObject({ label: 'GitHub', href: 'https://github.com/acme/docs' });
    expect(result.manifest!.site.footer.links[0]!.items[0]).toEqual({ label: 'Chat', href: 'https://discord.com/invite/x' });
  });

  it('checks navbar and footer links against the routes', async () => {
    const config = { ...MINIMAL_CONFIG, footer: { links: [{ title: 'Docs', items: [{ label: 'Gone', to: '/docs/gone' }] }] } };
    const result = await build(intro, config);
    expect(diagnosticLines(result)[0]).toMatch(
      /^content\/site\.config\.json:\d+:\d+ error footer\.links\.0\.items\.0\.to: broken link '\/docs\/gone'/,
    );
  });
});
