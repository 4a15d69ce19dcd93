import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

const sites: string[] = [];
const site = async (name: string) => {
  const dir = await copyDocusaurusFixture(name);
  sites.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(sites.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('docgate build in a Docusaurus site', () => {
  it('builds the site in place from its docusaurus.config.ts, adding no file of its own but the output', async () => {
    const dir = await site('config');
    const before = (await readdir(dir)).sort();
    const run = await runCli(['build'], { cwd: dir });
    expect(run.stderr).not.toMatch(/ error /);
    expect(run.code).toBe(0);
    expect((await readdir(dir)).sort()).toEqual([...before, '.docgate', 'dist'].sort());

    const manifest = await readManifest(dir);
    // the async function export was called: its awaited title is the site's; its posts have no tags and no
    // authors, so its blog has no tags page and no authors page, as under Docusaurus
    expect(manifest.site.title).toBe('Fixture Docs');
    expect(manifest.routes.map((r) => r.path)).toEqual([
      '/about',
      '/guide/guides/setup',
      '/guide/intro',
      '/news',
      '/news/2024/01/02/first',
      '/news/2024/03/04/second',
      '/news/archive',
      '/news/page/2',
    ]);
    expect(manifest.blog).toMatchObject({ path: '/news', title: 'Fixture blog', description: 'News', postsPerPage: 1 });
    expect(manifest.site.navbar.items).toEqual([
      { type: 'link', label: 'Guide', to: '/guide/intro', position: 'left', versioned: true, docLink: true },
      { type: 'link', label: 'News', to: '/news', position: 'left' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'right',
        items: [
          { label: 'Setup', to: '/guide/guides/setup' },
          { label: 'GitHub', href: 'https://github.com/acme/site' },
          // an html entry, through the inline allow-list
          { label: '', html: '<b>Community</b><img src="x">' },
        ],
      },
    ]);
    expect(manifest.site.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false });
    expect(manifest.site.announcementBar).toMatchObject({ id: 'v2', content: 'Version 2 is out' });
  });

  it("runs the docs plugin's own remark and rehype plugins and honours its TOC depth and edit links", async () => {
    const dir = await site('config');
    expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
    const manifest = await readManifest(dir);
    const intro = await readPage(dir, manifest, '/guide/intro');
    // remark-shout.mjs turned shout(hello) into HELLO; rehype-mark.mjs made the <em> a <strong>
    expect(intro.html).toContain('Say HELLO with <strong>emphasis</strong>.');
    expect(intro.toc.map((h) => h.level)).toEqual([2, 3, 4]);
    expect(intro.editUrl).toBe('https://github.com/acme/site/tree/main/docs/intro.md');
    expect(intro.lastUpdated).not.toBeNull();
    // the blog has no editUrl
    expect((await readPage(dir, manifest, '/news/2024/01/02/first')).editUrl).toBeNull();
  });

  it('warns once per missing package and per plugin it leaves out, and follows onBrokenLinks and onBrokenAnchors', async () => {
    const dir = await site('config');
    const run = await runCli(['build'], { cwd: dir });
    expect(run.code).toBe(0);
    const lines = diagnosticLines(run.stderr);
    expect(lines).toEqual([
      // onBrokenLinks: 'warn'; the missing anchor of ./guides/setup.md#nowhere is ignored (onBrokenAnchors: 'ignore')
      "docs/intro.md:11:5 warning Broken link '/guide/missing': the site has no page /guide/missing",
      // (prism-react-renderer, not installed either, is not missed: docgate has its themes)
      `docusaurus.config.ts:5:24 warning presets.0.1.docs.remarkPlugins.1: 'remark-abbr' is not installed, so the remark plugin it provides is skipped and what it adds to pages is missing; run npm install in ${dir} to install the site's packages`,
      // a dropdown's html entry keeps what cannot run script; its image names no file of the site
      "docusaurus.config.ts:49:202 warning themeConfig.navbar.items.2.items.2.value: missing image 'x', expected it under static/; shown broken",
      'docusaurus.config.ts:49:202 warning themeConfig.navbar.items.2.items.2.value: removed unsafe HTML: onError="alert(1)" on <img>; allowed are a few inline tags and http(s), mailto and tel links',
    ]);
  });

  it("makes the client redirects plugin's redirects (its rules, createRedirects, fromExtensions) and stops on one to a page the site lacks", async () => {
    const dir = await site('config');
    expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
    const manifest = await readManifest(dir);
    const redirects = JSON.parse(await readFile(join(dir, 'dist', 'site', manifest.redirects!), 'utf8'));
    expect(redirects).toMatchObject({
      '/guide/old-intro': '/guide/intro',
      '/start': '/guide/intro',
      '/chat': 'https://chat.acme.dev/join',
      '/how-to/setup': '/guide/guides/setup',
      '/guide/intro.html': '/guide/intro',
      '/about.html': '/about',
    });
    // no redirect leaves from a page the site has (`/.html` is no path Docusaurus makes either)
    for (const route of manifest.routes) expect(redirects).not.toHaveProperty(route.path);

    const config = join(dir, 'docusaurus.config.ts');
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace("to: 'https://chat.acme.dev/join'", "to: '/guide/gone'"));
    const run = await runCli(['build'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(diagnosticLines(run.stderr).filter((line) => line.includes(' error '))).toEqual([
      expect.stringMatching(
        /^docusaurus\.config\.ts:41:\d+ error plugins\.0\.1\.redirects\.1\.to: a redirect to '\/guide\/gone', which the site has no page for$/,
      ),
    ]);
  });

  it('survives a site module whose import, started when it loads, fails before its plugin awaits it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgate-late-import-'));
    sites.push(dir);
    await mkdir(join(dir, 'docs'));
    await mkdir(join(dir, 'plugins'));
    // as apify's docs write a rehype plugin, with its package not installed
    await writeFile(
      join(dir, 'plugins', 'late.js'),
      "const visit = import('unist-util-visit').then((m) => m.visit);\nexports.rehypeLate = () => async (tree) => { (await visit)(tree, 'element', () => {}); };\n",
    );
    await writeFile(
      join(dir, 'docusaurus.config.js'),
      "const { rehypeLate } = require('./plugins/late');\nmodule.exports = { title: 'T', url: 'https://t.dev', baseUrl: '/', presets: [['classic', { docs: { rehypePlugins: [rehypeLate] }, blog: false }]] };\n",
    );
    await writeFile(join(dir, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
    const run = await runCli(['build'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([
      `docs/intro.md:1:1 warning The site's remark or rehype plugins failed on this page (Cannot find package 'unist-util-visit' imported from ${join(dir, 'plugins', 'late.js')}), so it is rendered without them`,
    ]);
    expect((await readManifest(dir)).routes.map((r) => r.path)).toEqual(['/docs/intro']);
  });

  it('fails on a config error, naming its Docusaurus field path', async () => {
    const dir = await site('config');
    const config = join(dir, 'docusaurus.config.ts');
    await writeFile(
      config,
      "export default { title: 'T', url: 'https://t.dev', baseUrl: '/',\n  themeConfig: { navbar: { items: [{ to: '/guide/intro', position: 'middle' }] } } };\n",
    );
    const run = await runCli(['build'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(diagnosticLines(run.stderr)).toEqual([
      "docusaurus.config.ts:2:58 error themeConfig.navbar.items.0.position: expected 'left' or 'right'",
    ]);
  });

  it('reports a config that does not load at its line, without a stack trace', async () => {
    const dir = await site('config');
    await writeFile(join(dir, 'docusaurus.config.ts'), "export default {\n  title: 'T',\n  url: ,\n};\n");
    const run = await runCli(['build'], { cwd: dir });
    expect(run.code).toBe(1);
    const [line, ...rest] = diagnosticLines(run.stderr);
    expect(line).toMatch(/^docusaurus\.config\.ts:3:\d+ error Could not load the config: /);
    expect(rest).toEqual([]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('keeps stdout for the --json summary alone when the config prints as it loads (in every render thread too)', async () => {
    const dir = await site('config');
    const config = join(dir, 'docusaurus.config.ts');
    await writeFile(config, `console.log('hello from the config');\n${await readFile(config, 'utf8')}`);
    const run = await runCli(['build', '--json'], { cwd: dir });
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true });
    expect(run.stderr).toContain('hello from the config');
  });

  it('names the packages that are not installed when the config fails after running without them', async () => {
    const dir = await site('config');
    // an env schema library the config runs: its stand-in leads the config to its own "can't happen"
    await writeFile(
      join(dir, 'docusaurus.config.js'),
      [
        "const { z } = require('zod');",
        "const env = z.object({ MODE: z.enum(['a', 'b']).default('a') }).parse(process.env);",
        'function pick() {',
        '  switch (env.MODE) {',
        "    case 'a': return 'A';",
        "    case 'b': return 'B';",
        '    default: throw new Error("Can\'t happen");',
        '  }',
        '}',
        "module.exports = { title: 'T ' + pick(), url: 'https://t.dev', baseUrl: '/' };",
      ].join('\n'),
    );
    await rm(join(dir, 'docusaurus.config.ts'), { force: true });
    const run = await runCli(['build'], { cwd: dir });
    expect(run.code).toBe(1);
    const [line, ...rest] = diagnosticLines(run.stderr);
    expect(line).toMatch(
      /^docusaurus\.config\.js:7:\d+ error Could not load the config: Can't happen; it ran without 'zod', not installed: run npm install in .+ to install the site's packages$/,
    );
    expect(rest).toEqual([]);
  });
});
