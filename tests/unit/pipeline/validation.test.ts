import { afterEach, describe, expect, it } from 'vitest';
import { compilerFor, diagnosticLines, MINIMAL_CONFIG, tempSite } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function build(files: Record<string, string | Uint8Array>, config?: object | string) {
  const site = await tempSite(files, typeof config === 'object' ? config : undefined);
  cleanups.push(site.cleanup);
  if (typeof config === 'string') {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${site.root}/content/site.config.json`, config);
  }
  return compilerFor(site.root).build();
}

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

  it('reports a wrong type at the field and warns about unknown fields without failing', async () => {
    const result = await build({ 'docs/intro.md': '---\ntitle: Intro\nsidebar_position: first\ncolour: blue\n---\n\n# Intro\n' });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/intro.md:3:1 error Invalid frontmatter sidebar_position: expected number, received string",
      expect.stringMatching(/^content\/docs\/intro\.md:4:1 warning Unknown frontmatter field 'colour'/),
    ]);
  });

  it('builds with only an unknown-field warning', async () => {
    const result = await build({ 'docs/intro.md': '---\ncolour: blue\n---\n\n# Intro\n' });
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(result.manifest).not.toBeNull();
  });
});

describe('file checks', () => {
  it('rejects empty, binary and non-UTF-8 markdown files', async () => {
    const result = await build({
      ...intro,
      'docs/empty.md': '',
      'docs/binary.md': new Uint8Array([0x23, 0x20, 0x00, 0x01, 0x02]),
      'docs/latin1.md': new Uint8Array([0x23, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a]),
    });
    expect(diagnosticLines(result)).toEqual([
      'content/docs/binary.md:0:0 error Binary file, expected UTF-8 markdown text',
      'content/docs/empty.md:0:0 error Empty file, expected markdown content',
      'content/docs/latin1.md:0:0 error File is not valid UTF-8, expected UTF-8 encoded markdown',
    ]);
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
      `content/docs/my notes.md:0:0 error Invalid route "/docs/my notes": a route may not contain spaces, '?' or '#'; rename the file or set a slug`,
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
    const result = await build({ ...intro, 'docs/a/_category_.json': '{\n  "label": "A",\n  "link": { "type": "doc", "id": "nope" }\n}', 'docs/a/x.md': '# X\n' });
    expect(diagnosticLines(result)).toContain("content/docs/a/_category_.json:3:28 error Category link points to unknown doc id 'nope', expected the id of a doc in this version");
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
    expect(new Set(result.diagnostics.map((d) => d.file))).toEqual(new Set(['content/docs/one.md', 'content/docs/two.md', 'content/docs/three.md']));
  });
});

describe('links', () => {
  it('fails on a link to a missing route and only warns for a missing anchor or an unresolvable .md link', async () => {
    const result = await build({
      'docs/intro.md': '# Intro\n\n## Setup\n\n[gone](/docs/missing)\n\n[anchor](/docs/intro#nope)\n\n[file](./nope.md)\n\n[ok](./intro.md#setup)\n',
    });
    expect(diagnosticLines(result)).toEqual([
      "content/docs/intro.md:5:1 error Broken link '/docs/missing': the site has no page /docs/missing",
      "content/docs/intro.md:7:1 warning Link '/docs/intro#nope' points to a missing anchor '#nope' on /docs/intro",
      "content/docs/intro.md:9:1 warning Markdown link './nope.md' does not resolve to a page, expected a path to a .md file in content/",
    ]);
  });

  it('builds with only link warnings', async () => {
    const result = await build({ 'docs/intro.md': '# Intro\n\n[anchor](#nope)\n\n[file](./nope.md)\n' });
    expect(result.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
    expect(result.manifest).not.toBeNull();
  });

  it('reports a missing image with its position', async () => {
    const result = await build({ 'docs/intro.md': '# Intro\n\nText ![x](./img/missing.png)\n' });
    expect(diagnosticLines(result)).toEqual(["content/docs/intro.md:3:6 error Missing image './img/missing.png', expected a file in the folder of this file"]);
  });

  it('checks navbar and footer links against the routes', async () => {
    const config = { ...MINIMAL_CONFIG, footer: { links: [{ title: 'Docs', items: [{ label: 'Gone', to: '/docs/gone' }] }] } };
    const result = await build(intro, config);
    expect(diagnosticLines(result)[0]).toMatch(/^content\/site\.config\.json:\d+:\d+ error footer\.links\.0\.items\.0\.to: broken link '\/docs\/gone'/);
  });
});
