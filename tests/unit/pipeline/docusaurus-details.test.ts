import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allAlternates } from '../../../src/contracts/alternates.ts';
import { formatDiagnostic } from '../../../src/compiler/diagnostics/diagnostic.ts';
import { diskFolder } from '../../../src/compiler/read/content-folder.ts';
import { compilerFor, pageAt, siteCode } from './helpers.ts';
import type { SidebarItem } from '../../../src/contracts/manifest.ts';
import type { BlogContent } from '../../../src/compiler/plan/blog/docusaurus-content.ts';
import { importSiteBundle } from '../bundle/support/bundle-files.ts';

// a Docusaurus site naming no Prism theme has Docusaurus' default, palenight, in both colour modes
const PALENIGHT =
  'data-prism-theme="" style="--docgate-prism-light:#bfc7d5;--docgate-prism-light-bg:#292d3e;--docgate-prism-dark:#bfc7d5;--docgate-prism-dark-bg:#292d3e"';

// a test may make several sites: each is removed after it
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function docusaurusSite(config: string, files: Record<string, string>, imports = '', bundle = false) {
  const dir = await docusaurusFolder(config, files, imports);
  return compilerFor(diskFolder(dir), false, { root: dir, bundle }).build();
}

/** A Docusaurus site of these config fields and files, in a folder removed after the test. */
async function docusaurusFolder(config: string, files: Record<string, string>, imports = ''): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgate-links-'));
  dirs.push(dir);
  await writeFile(
    join(dir, 'docusaurus.config.mjs'),
    `${imports}export default { title: 'T', url: 'https://t.dev', baseUrl: '/', presets: [['classic', {}]], ${config} };\n`,
  );
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
  return dir;
}

const DOCS = {
  'docs/guides/setup/install.md': '# Install\n\nSee [the types](../../models/types#arrays).\n',
  'docs/guides/models/types.md': '# Types\n\n## Arrays\n\nText.\n',
  'docs/guides/index.md': '# Guides\n\nStart with [installing](setup/install).\n',
};

describe("a Docusaurus site's relative URL links", () => {
  it('resolve from inside the page with trailingSlash: true, as the browser resolves them from its URL ending in a slash', async () => {
    const result = await docusaurusSite('trailingSlash: true', DOCS);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(pageAt(result, '/docs/guides/setup/install').html).toContain('href="/docs/guides/models/types#arrays"');
  });

  it('resolve from the page path without it, and with trailingSlash: false a category index gets no slash either', async () => {
    const without = await docusaurusSite("onBrokenLinks: 'warn'", DOCS);
    expect(without.diagnostics.filter((d) => d.rule === 'broken-link').map((d) => d.message)).toEqual([
      "Broken link '../../models/types#arrays': the site has no page /docs/models/types",
    ]);
    // the index's URL ends with a slash by default: its link is from inside /docs/guides/
    expect(pageAt(without, '/docs/guides').html).toContain('href="/docs/guides/setup/install"');
    const off = await docusaurusSite('trailingSlash: false', {
      'docs/guides/index.md': DOCS['docs/guides/index.md'],
      'docs/guides/setup/install.md': '# Install\n',
    });
    expect(off.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([
      "Broken link 'setup/install': the site has no page /docs/setup/install",
    ]);
  });

  it('keep an MDX <a href="pathname:///api/x"> as a plain link to the path, as the Markdown form', async () => {
    const result = await docusaurusSite('', {
      'docs/intro.mdx': '# Intro\n\n<a href="pathname:///api/x/index.html">API</a> and [docs](pathname:///api/y)\n',
    });
    expect(result.diagnostics).toEqual([]);
    const html = pageAt(result, '/docs/intro').html;
    expect(html).toContain('href="/api/x/index.html"');
    expect(html).toContain('href="/api/y"');
  });

  it('make a pathname:// link to a file of the static folder, and a Markdown link to a file, its gated asset carrying the name it is saved under', async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md':
        '# Intro\n\n[data](pathname:///data/rooms%20list.csv), [kit](/files/kit.zip#top) and [API](pathname:///api/x.html)\n',
      'static/data/rooms list.csv': 'room,seats\n',
      'static/files/kit.zip': 'PK',
    });
    expect(result.diagnostics).toEqual([]);
    const hrefs = [...pageAt(result, '/docs/intro').html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      expect.stringMatching(/^gate:assets\/[0-9a-f]{12}\.csv\?name=rooms%20list\.csv$/),
      expect.stringMatching(/^gate:assets\/[0-9a-f]{12}\.zip\?name=kit\.zip#top$/),
      '/api/x.html',
    ]);
  });

  it("keep a navbar link written pathname:///api/v7 as the plain path it names, as Docusaurus' Link does", async () => {
    const result = await docusaurusSite(
      "themeConfig: { navbar: { items: [{ type: 'dropdown', label: 'API', items: [{ label: 'v7', href: 'pathname:///api/v7' }] }] } }",
      { 'docs/intro.md': '# Intro\n' },
    );
    expect(result.diagnostics).toEqual([]);
    expect(JSON.stringify(result.manifest!.site.navbar.items)).toContain('"href":"/api/v7"');
  });
});

describe('a Docusaurus site', () => {
  it('builds an empty file as an empty page named by its file, as Docusaurus does, with a warning', async () => {
    const result = await docusaurusSite('', { 'docs/intro.md': '# Intro\n', 'docs/sign-in/saml.mdx': '' });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'warning docs/sign-in/saml.mdx:1 Empty file, built as an empty page as Docusaurus builds it',
    ]);
    const page = pageAt(result, '/docs/sign-in/saml');
    expect(page.title).toBe('saml');
    expect(page.html).toBe('');
  });

  it('finds a navbar logo written with the baseUrl (/docs/img/logo.svg) in its static folder, as useBaseUrl does not prefix it twice', async () => {
    const result = await docusaurusSite(
      "baseUrl: '/docs/', staticDirectories: ['src/static'], themeConfig: { navbar: { logo: { alt: 'Logo', src: '/docs/img/logo.svg' } } }",
      { 'docs/intro.md': '# Intro\n', 'src/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.site.navbar.logo?.src).toMatch(/^gate:assets\/[0-9a-f]{12}\.svg$/);
  });

  it("shows an HTML <img> whose relative src is no file beside the page from the static file the browser resolves it to against the page's URL", async () => {
    const result = await docusaurusSite(
      "markdown: { format: 'detect' }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]]",
      {
        // OutlineFoundation's: /vpn/advanced/floating-ips + ../../../images/x.png is /images/x.png
        'docs/vpn/advanced/floating-ips.md':
          '# Floating IPs\n\n<img src="../../../images/set-hostname.png" alt="Set hostname">\n\n<img src="../gone.png" alt="Gone">\n',
        'static/images/set-hostname.png': 'png-bytes',
      },
    );
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      "docs/vpn/advanced/floating-ips.md:5 Missing image '../gone.png', expected a file in the folder of this file or, as the browser resolves it from the page's URL (/vpn/gone.png), in static (shown broken, as Docusaurus would)",
    ]);
    expect(pageAt(result, '/vpn/advanced/floating-ips').html).toMatch(/<img src="gate:assets\/[0-9a-f]{12}\.png" alt="Set hostname">/);
  });

  it('builds with a missing Markdown image as a warning under markdown.hooks.onBrokenMarkdownImages: warn, as Docusaurus 3.9', async () => {
    const result = await docusaurusSite("markdown: { hooks: { onBrokenMarkdownImages: 'warn' } }", {
      'docs/intro.md': '# Intro\n\n![Gone](./gone.png)\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "docs/intro.md:3:1 warning Missing image './gone.png', expected a file in the folder of this file (broken-markdown-image)",
    ]);
    expect(result.manifest).not.toBeNull();
  });

  it("names where an @site/ path's missing file was expected: the site folder, not the page's (alovajs' videos)", async () => {
    const result = await docusaurusSite("markdown: { hooks: { onBrokenMarkdownImages: 'warn' } }", {
      'docs/intro.md': '# Intro\n\n![Demo](@site/static/video/demo.gif)\n',
    });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "Missing image '@site/static/video/demo.gif', expected a file in the site folder, at static/video/demo.gif",
    ]);
  });

  it("keeps a locale or version menu's dropdownItemsBefore/After: links, docs and sanitized html", async () => {
    const result = await docusaurusSite(
      "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ type: 'html', value: '<hr style=\"margin: 0.3rem 0;\">' }, { href: 'https://crowdin.com/project/x', label: 'Help Us Translate' }] }, { type: 'docsVersionDropdown', dropdownItemsBefore: [{ type: 'doc', docId: 'intro', label: 'Start' }] }] } }",
      { 'docs/intro.md': '# Intro\n' },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [locale, version] = result.manifest!.site.navbar.items;
    expect(locale).toMatchObject({
      type: 'localeDropdown',
      after: [
        // casbin's divider keeps its spacing, written as the style rule reads it
        { label: '', html: '<hr style="margin:0.3rem 0">' },
        { label: 'Help Us Translate', href: 'https://crowdin.com/project/x' },
      ],
    });
    expect(version).toMatchObject({ type: 'docsVersionDropdown', before: [{ label: 'Start', to: '/docs/intro' }] });
  });

  it("loads its config under NODE_ENV 'production', as docusaurus build, or 'development' under docgate dev, and leaves this process's own", async () => {
    const own = process.env.NODE_ENV;
    const title = "tagline: 'env ' + process.env.NODE_ENV + ' ' + process.env.BABEL_ENV";
    expect((await docusaurusSite(title, { 'docs/intro.md': '# Intro\n' })).manifest!.site.tagline).toBe('env production production');
    process.env.DOCGATE_NODE_ENV = 'development';
    try {
      expect((await docusaurusSite(title, { 'docs/intro.md': '# Intro\n' })).manifest!.site.tagline).toBe('env development development');
    } finally {
      delete process.env.DOCGATE_NODE_ENV;
    }
    expect(process.env.NODE_ENV).toBe(own);
  });

  it('reads numbers YAML finds where frontmatter means text (title: 2024, keywords: [404]) as that text, as Docusaurus', async () => {
    const result = await docusaurusSite('', {
      'docs/2024.md': '---\ntitle: 2024\nsidebar_label: 2024\npagination_label: 12\nkeywords: [404, fiber]\n---\n\nThe year.\n',
      'blog/2024-01-01-x.md': '---\ntitle: 42\ndescription: 42\ntags: [2024]\n---\n\nPost.\n',
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(pageAt(result, '/docs/2024').title).toBe('2024');
    expect(result.manifest!.routes.some((route) => route.path === '/blog/tags/2024')).toBe(true);
  });

  it("resolves site code's imports through docusaurus-plugin-module-alias's aliases, without a warning for the plugin", async () => {
    const result = await docusaurusSite(
      "plugins: [['docusaurus-plugin-module-alias', { alias: { '@components': './src/components' } }]]",
      {
        'docs/intro.mdx': "import Hello from '@components/Hello';\n\n# Intro\n\n<Hello />\n",
        'src/components/Hello.js': 'export default function Hello() {\n  return <b>hello-alias-5d2</b>;\n}\n',
      },
      '',
      true,
    );
    expect(result.diagnostics).toEqual([]);
    const bundle = siteCode(result);
    expect(bundle).toContain('hello-alias-5d2');
  });

  it("keeps a navbar link's html, sanitized, with its static image inside, as the link's content (alovajs' icon links)", async () => {
    const items =
      "{ href: 'https://github.com/acme', position: 'right', html: '<img src=\"/img/gh.svg\" alt=\"GitHub\" onerror=\"alert(1)\">' }, { to: '/docs/intro', html: 'Home <b>bold</b>' }";
    const result = await docusaurusSite(`themeConfig: { navbar: { items: [${items}] } }`, {
      'docs/intro.md': '# Intro\n',
      'static/img/gh.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const links = result.manifest!.site.navbar.items.filter((item) => item.type === 'link');
    expect(links.map((link) => [link.label, link.html])).toEqual([
      ['', expect.stringMatching(/^<img src="data:image\/svg\+xml[^"]*" alt="GitHub">$/)],
      ['Home bold', 'Home <b>bold</b>'],
    ]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('removed unsafe HTML')]);
  });

  it("runs the site's swizzled DocCardList where a page imports @theme/DocCardList, as Docusaurus does (linea's cards)", async () => {
    const swizzled =
      "import { useCurrentSidebarSiblings } from '@docusaurus/plugin-content-docs/client';\nexport default function DocCardList({ items }) {\n  const list = items ?? useCurrentSidebarSiblings();\n  return <ul>{list.map((item) => <li key={item.href}>swizzled-card-3f1 {item.label}</li>)}</ul>;\n}\n";
    const files = {
      'docs/guide/index.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Guide\n\n<DocCardList />\n",
      'docs/guide/one.md': '# One\n',
      'src/theme/DocCardList/index.js': swizzled,
    };
    const result = await docusaurusSite('', files, '', true);
    // no note that the swizzled DocCardList is not used: it is
    expect(result.diagnostics).toEqual([]);
    const html = pageAt(result, '/docs/guide').html;
    expect(html).toContain('data-docgate-island');
    expect(html).not.toContain('doc-card-list');
    const bundle = siteCode(result);
    expect(bundle).toContain('swizzled-card-3f1');
    // without it, docgate's own cards, drawn at build time
    const { 'src/theme/DocCardList/index.js': _swizzled, ...plain } = files;
    const own = await docusaurusSite('', plain, '', true);
    expect(pageAt(own, '/docs/guide').html).toContain('doc-card-list');
  });

  it("draws generated index pages' and a page's <DocCardList /> cards with the site's swizzled DocCard, as the theme's DocCardList does", async () => {
    const files = {
      'sidebars.js':
        "module.exports = { s: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/one'] }, 'overview'] };",
      'docs/guides/one.md': '# One\n',
      'docs/overview.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Overview\n\n<DocCardList />\n",
      'src/theme/DocCard/index.js': 'export default function DocCard({ item }) {\n  return <b>own-card-7c2 {item.label}</b>;\n}\n',
    };
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", files, '', true);
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.bundle?.theme).toEqual(['DocCardList']);
    const bundle = siteCode(result);
    expect(bundle).toContain('own-card-7c2');
    // a page's own <DocCardList /> is site code too: the theme's, around the site's DocCard
    expect(pageAt(result, '/docs/overview').html).toContain('data-docgate-island');
    // without a swizzled DocCard, docgate's cards: no theme piece in the bundle
    const { 'src/theme/DocCard/index.js': _card, ...plain } = files;
    const own = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", plain, '', true);
    expect(own.manifest!.bundle?.theme).toBeUndefined();
    expect(pageAt(own, '/docs/overview').html).toContain('doc-card-list');
  });

  it("takes a site component's literal id prop as an anchor it renders, as Docusaurus learns of it when rendering; other anchors still warn", async () => {
    const result = await docusaurusSite('', {
      'docs/api.mdx':
        'import Reference from \'@site/src/components/Reference\';\n\n# API\n\n| Option | Meaning |\n| --- | --- |\n| <Reference id="bodylimit">BodyLimit</Reference> | Max body size |\n',
      'docs/guide.md': '# Guide\n\nSee [BodyLimit](./api.mdx#bodylimit) and [gone](./api.mdx#nothere).\n',
      'src/components/Reference.js':
        'export default function Reference({ id, children }) {\n  return <span id={id}>{children}</span>;\n}\n',
      // an admonition (a directive, whose attributes are no JSX props) inside a component
      'docs/box.mdx':
        'import Reference from \'@site/src/components/Reference\';\n\n# Box\n\n<Reference>\n\n:::note{title="Careful"}\n\nInside.\n\n:::\n\n</Reference>\n',
    });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "Link './api.mdx#nothere' points to a missing anchor '#nothere' on /docs/api",
    ]);
  });

  it('names the packages its package.json depends on that are not installed when its config fails with its own error', async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'package.json': '{ "dependencies": { "@docusaurus/core": "3.7.0", "search-internals-pkg": "1.0.0" } }\n',
      },
      "throw new Error('search-internals-pkg/dist/utils is gone: update patchSearch()');\n",
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      `Could not load the config: search-internals-pkg/dist/utils is gone: update patchSearch(); the site's package.json names 'search-internals-pkg', not installed: run npm install in ${dirs[0]} to install the site's packages`,
    ]);
  });

  it("resolves site code's imports through the resolve.alias an inline plugin's configureWebpack returns, without a warning for it", async () => {
    const result = await docusaurusSite(
      "plugins: [function aliasPlugin(context) { return { name: 'alias', configureWebpack() { return { resolve: { alias: { '@widgets': context.siteDir + '/src/widgets' } } }; } }; }]",
      {
        'docs/intro.mdx': "import Card from '@widgets/Card';\n\n# Intro\n\n<Card />\n",
        'src/widgets/Card.js': 'export default function Card() {\n  return <b>card-alias-8e4</b>;\n}\n',
      },
      '',
      true,
    );
    expect(result.diagnostics).toEqual([]);
    const bundle = siteCode(result);
    expect(bundle).toContain('card-alias-8e4');
  });

  it("resolves the tsconfig's paths where a plugin adds tsconfig-paths-webpack-plugin to webpack (tianji's shadcn @/components)", async () => {
    const result = await docusaurusSite(
      "plugins: [() => ({ name: 'paths', configureWebpack() { return { resolve: { plugins: [new TsconfigPathsPlugin()] } }; } })]",
      {
        'docs/intro.mdx': "import Hello from '@/components/Hello';\n\n# Intro\n\n<Hello />\n",
        'src/components/Hello.js': 'export default function Hello() {\n  return <b>hello-paths-7c1</b>;\n}\n',
        // as TypeScript reads it: a comment and a trailing comma
        'tsconfig.json': '{\n  // shadcn\n  "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["./src/*"] }, },\n}\n',
      },
      'class TsconfigPathsPlugin {}\n',
      true,
    );
    expect(result.diagnostics).toEqual([]);
    const bundle = siteCode(result);
    expect(bundle).toContain('hello-paths-7c1');
  });

  it('reads a blog plugin wrapped in a function of the config, and a wrapper that sets its own id and path as a blog of its own (HAMi)', async () => {
    const wrapper =
      "async function localizedBlogPlugin(context, opts) {\n  return (await import('@docusaurus/plugin-content-blog')).default(context, opts);\n}";
    const result = await docusaurusSite(
      `presets: [['classic', { blog: false }]], plugins: [[${wrapper}, { showReadingTime: true }], ['./src/plugins/changelog/index.js', { routeBasePath: '/changelog', authorsMapPath: 'authors.json' }]]`,
      {
        'docs/intro.md': '# Intro\n',
        'blog/2024-01-01-hello.md': '---\ntitle: Hello\nauthors: [jane]\n---\n\nHello from the blog.\n',
        'blog/authors.yml': 'jane:\n  name: Jane Doe\n',
        'src/plugins/changelog/index.js':
          "import pluginContentBlog from '@docusaurus/plugin-content-blog';\nexport default async function ChangelogPlugin(context, options) {\n  return pluginContentBlog(context, { ...options, path: 'changelog/source', id: 'changelog' });\n}\n",
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(pageAt(result, '/blog/2024/01/01/hello').title).toBe('Hello');
    // its changelog folder is one its own code writes from a file as it loads, which docgate does not run
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "plugins.1.1.path: blog folder 'changelog/source' of blog 'changelog' does not exist, so it has no posts; a script, or the plugin's own code docgate does not run, may make it",
      "plugins.0: plugin 'localizedBlogPlugin' is read as @docusaurus/plugin-content-blog, which it wraps, with its options; what it adds beyond them is missing",
      "plugins.1: plugin './src/plugins/changelog/index.js' is read as @docusaurus/plugin-content-blog, which it wraps, with its options; what it adds beyond them is missing",
    ]);
  });

  it("runs a remark plugin an ES module config require()s from an ES module, whose namespace jiti gives (weaviate's remark-math)", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { remarkPlugins: [shout] } }]]",
      {
        'docs/intro.md': '# Intro\n\nquiet words\n',
        'plugins/shout.mjs':
          "import { visit } from 'unist-util-visit';\nexport default function shout() {\n  return (tree) => visit(tree, 'text', (node) => { node.value = node.value.toUpperCase(); });\n}\n",
      },
      "const shout = require('./plugins/shout.mjs');\n",
    );
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/intro').html).toContain('QUIET WORDS');
  });

  it("imports files as the module.rules of an inline plugin's configureWebpack say: raw-loader text, yaml-loader data (frigate)", async () => {
    const plugin = `function rules() { return { name: 'rules', configureWebpack() { return { module: { rules: [
      { test: /\\.txt$/, use: 'raw-loader' },
      { test: /\\.ya?ml$/, use: [{ loader: require.resolve('yaml-loader'), options: {} }] },
      { test: /\\.ts$/, use: 'babel-loader' },
    ] } }; } }; }`;
    const result = await docusaurusSite(
      `plugins: [${plugin}]`,
      {
        'docs/intro.mdx':
          "import labels from './labels.txt';\nimport config from './config.yml';\n\n# Intro\n\n<pre>{labels}{config.detect.fps}</pre>\n",
        'docs/labels.txt': 'label-text-5c2\n',
        'docs/config.yml': 'detect:\n  fps: 31415\n',
      },
      "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n",
      true,
    );
    // the loaders are not installed, and need not be
    expect(result.diagnostics).toEqual([]);
    const bundle = siteCode(result);
    expect(bundle).toContain('label-text-5c2');
    expect(bundle).toContain('31415');
  });

  it("keeps docgate's React when a plugin aliases `react` into the site's node_modules, which is not installed (questdb)", async () => {
    const result = await docusaurusSite(
      "plugins: [function aliasPlugin(context) { return { name: 'alias', configureWebpack() { return { resolve: { alias: { react: context.siteDir + '/node_modules/react', '@widgets': context.siteDir + '/src/widgets' } } }; } }; }]",
      {
        'docs/intro.mdx': "import Card from '@widgets/Card';\n\n# Intro\n\n<Card />\n",
        'src/widgets/Card.js':
          "import { useState } from 'react';\nexport default function Card() {\n  const [n] = useState(7);\n  return <b>card-react-{n}</b>;\n}\n",
      },
      '',
      true,
    );
    expect(result.diagnostics).toEqual([]);
    const bundle = siteCode(result);
    expect(bundle).toContain('card-react-');
    expect(bundle).not.toContain('node_modules/react');
  });

  it("resolves a custom.css url('@site/static/img/x.png') to the gated file, as Docusaurus' css-loader does", async () => {
    const result = await docusaurusSite("presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]]", {
      'docs/intro.md': '# Intro\n',
      'src/css/custom.css': ".card { background: url('@site/static/img/card.png'); }\n",
      'static/img/card.png': 'png-bytes',
    });
    expect(result.diagnostics).toEqual([]);
    const sheet = result.entries.find((entry) => entry.path === result.manifest!.site.stylesheets![0]);
    expect(new TextDecoder().decode(sheet!.content as Uint8Array)).toMatch(/url\("gate:assets\/[0-9a-f]{12}\.png"\)/);
  });

  it("inlines a partial imported through a webpack alias, as webpack resolves it (dagger's 18 type references)", async () => {
    const result = await docusaurusSite(
      "plugins: [function aliasPlugin(context) { return { name: 'alias', configureWebpack() { return { resolve: { alias: { '@parts': context.siteDir + '/partials' } } }; } }; }]",
      {
        'docs/intro.mdx': "import Shared from '@parts/_shared.mdx';\n\n# Intro\n\n<Shared />\n",
        'partials/_shared.mdx': 'Shared **text** from the alias.\n',
      },
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(pageAt(result, '/docs/intro').html).toContain('<p>Shared <strong>text</strong> from the alias.</p>');
  });

  it("inlines a custom.css @import that names a webpack alias ('@css/vars.css'), as webpack resolves it", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]], plugins: [function aliasPlugin(context) { return { name: 'alias', configureWebpack: () => ({ resolve: { alias: { '@css': context.siteDir + '/src/css' } } }) }; }]",
      {
        'docs/intro.md': '# Intro\n',
        'src/css/custom.css': "@import '@css/vars.css';\n.x { color: var(--brand-9d1); }\n",
        'src/css/vars.css': ':root { --brand-9d1: #123456; }\n',
      },
    );
    expect(result.diagnostics).toEqual([]);
    const sheet = result.entries.find((entry) => entry.path === result.manifest!.site.stylesheets![0]);
    expect(new TextDecoder().decode(sheet!.content as Uint8Array)).toContain('--brand-9d1: #123456');
  });

  it("shows an image an MDX page imports (import shot from './shot.png'; <img src={shot}>) through the gate, as Docusaurus' file loader", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.mdx': 'import shot from \'./assets/shot.png\';\n\n# Intro\n\n<img src={shot} alt="Shot" />\n',
      'docs/assets/shot.png': 'png-bytes',
    });
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/intro').html).toMatch(/<img src="gate:assets\/[0-9a-f]{12}\.png" alt="Shot">/);
  });

  it("leads a navbar doc item naming a generated index by its slug to that page, as Docusaurus lists it among the docs (react-native-ui-lib's COMPONENTS)", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { navbar: { items: [{ type: 'doc', docId: '/category/basic', label: 'Components' }] } }",
      {
        'sidebars.js':
          "module.exports = { s: [{ type: 'category', label: 'Basic', link: { type: 'generated-index' }, items: ['button'] }] };",
        'docs/button.md': '# Button\n',
      },
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.site.navbar.items).toEqual([
      { type: 'link', label: 'Components', to: '/docs/category/basic', versioned: true, docLink: true, position: 'left' },
    ]);
  });

  it("ends the bar with a search on a site with Algolia's search, a search theme or its own SearchBar and no search item, as Docusaurus' navbar does (openkruise's), a button where it is DocSearch's", async () => {
    const items = "navbar: { items: [{ to: '/docs/intro', label: 'Docs' }] }";
    const docs = { 'docs/intro.md': '# Intro\n' };
    // the bar's own, not an item of the config: drawn after the colour mode toggle
    const search = { type: 'search', position: 'right', implicit: true };
    const algolia = await docusaurusSite(`themeConfig: { algolia: { appId: 'X', apiKey: 'Y', indexName: 'z' }, ${items} }`, docs);
    // Algolia's is DocSearch's compact button, the local search themes' a box
    expect(algolia.manifest!.site.navbar.items.slice(1)).toEqual([{ ...search, button: true }]);
    const local = await docusaurusSite(`themes: ['@easyops-cn/docusaurus-search-local'], themeConfig: { ${items} }`, docs);
    expect(local.manifest!.site.navbar.items.slice(1)).toEqual([search]);
    const own = await docusaurusSite(`themeConfig: { ${items} }`, { ...docs, 'src/theme/SearchBar.js': 'export default () => null;\n' });
    expect(own.manifest!.site.navbar.items.slice(1)).toEqual([search]);
    // placed by the config: where it says; no search at all: none, as the classic template has
    const placed = await docusaurusSite(
      "themeConfig: { algolia: { appId: 'X', apiKey: 'Y', indexName: 'z' }, navbar: { items: [{ type: 'search', position: 'left' }] } }",
      docs,
    );
    expect(placed.manifest!.site.navbar.items).toEqual([{ type: 'search', position: 'left', button: true }]);
    const typesense = await docusaurusSite(`themes: ['docusaurus-theme-search-typesense'], themeConfig: { ${items} }`, docs);
    expect(typesense.manifest!.site.navbar.items.slice(1)).toEqual([{ ...search, button: true }]);
    const none = await docusaurusSite(`themeConfig: { ${items} }`, docs);
    expect(none.manifest!.site.navbar.items.map((item) => item.type)).toEqual(['link']);
  });

  it('draws the light footer when the config names no style, as Docusaurus does', async () => {
    const light = await docusaurusSite("themeConfig: { footer: { copyright: 'C' } }", { 'docs/intro.md': '# Intro\n' });
    expect(light.manifest!.site.footer.style).toBe('light');
    const dark = await docusaurusSite("themeConfig: { footer: { style: 'dark', copyright: 'C' } }", { 'docs/intro.md': '# Intro\n' });
    expect(dark.manifest!.site.footer.style).toBe('dark');
  });

  it('keeps a docsVersion navbar item, with its label and `to` when it has them', async () => {
    const result = await docusaurusSite(
      "themeConfig: { navbar: { items: [{ type: 'docsVersion', position: 'right' }, { type: 'docsVersion', label: 'Docs', to: '/docs/intro' }] } }",
      { 'docs/intro.md': '# Intro\n' },
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.site.navbar.items).toEqual([
      { type: 'docsVersion', position: 'right' },
      { type: 'docsVersion', label: 'Docs', to: '/docs/intro', position: 'left' },
    ]);
  });

  it("gives another docs instance's version menu (docsPluginId) that instance's versions", async () => {
    const result = await docusaurusSite(
      "plugins: [['@docusaurus/plugin-content-docs', { id: 'contrib', path: 'contrib', routeBasePath: 'contrib' }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'docsVersionDropdown', docsPluginId: 'contrib' }] } }",
      {
        'docs/intro.md': '# Intro\n',
        'contrib/intro.md': '# Contrib\n',
        'contrib_versions.json': '["2.0"]\n',
        'contrib_versioned_docs/version-2.0/intro.md': '# Contrib 2.0\n',
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [main, contrib] = result.manifest!.site.navbar.items;
    expect(main).toEqual({ type: 'docsVersionDropdown', position: 'left' });
    expect(contrib).toMatchObject({ type: 'docsVersionDropdown', docsPluginId: 'contrib' });
    expect(result.manifest!.versions.map((v) => v.name)).toEqual(['current']);
    expect(result.manifest!.instanceVersions?.contrib?.map((v) => [v.name, v.path, v.mainDocPath])).toEqual([
      ['current', '/contrib/next', '/contrib/next/intro'],
      ['2.0', '/contrib', '/contrib/intro'],
    ]);
  });

  it('takes a translated doc by its path, extension included (its own id may differ), and builds no translation without an original', async () => {
    const result = await docusaurusSite("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }", {
      'docs/intro.md': '# Intro\n',
      'docs/platform/build.md': '# Build\n\nEnglish.\n',
      // the same path, another id: the French text of the same doc
      'i18n/fr/docusaurus-plugin-content-docs/current/platform/build.md': '---\nid: install\n---\n\n# Construire\n\nFrançais.\n',
      // a file English no longer has, with MDX Docusaurus would never parse
      'i18n/fr/docusaurus-plugin-content-docs/current/gone.mdx': '# Parti\n\n{1 +}\n',
      // a stub at the path of an original of another extension, which Docusaurus never reads (MeteoSwiss)
      'docs/model.mdx': '# Model\n\nThe whole English page.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/model.md': '# Modèle\n\nVoir la page anglaise.\n',
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual([
      "i18n/fr/docusaurus-plugin-content-docs/current/gone.mdx Translated doc 'gone' has no original in docs/ (a file at the same path), so it is not built, as Docusaurus does not read it",
      "i18n/fr/docusaurus-plugin-content-docs/current/model.md Translated doc 'model' has no original in docs/ (a file at the same path), so it is not built, as Docusaurus does not read it",
    ]);
    expect(pageAt(result, '/fr/docs/model').html).toContain('The whole English page.');
    // at the route its own id gives, as Docusaurus routes it, and the English page's French one
    expect(pageAt(result, '/fr/docs/platform/install').html).toContain('Français');
    // not the path with /fr put in front, so the route says where it is, and that /fr/docs/platform/build is another page's
    const build = result.manifest!.routes.find((route) => route.path === '/docs/platform/build')!;
    expect(build.alternates).toEqual({ fr: '/fr/docs/platform/install' });
    expect(allAlternates(result.manifest!, build)).toEqual({ fr: '/fr/docs/platform/install' });
  });

  it("names a doc a category links by the doc's words in previous/next and by the category in its breadcrumbs, as Docusaurus does (jitsi)", async () => {
    const sidebars = `module.exports = { s: [
      'intro',
      { type: 'category', label: 'The Guide', link: { type: 'doc', id: 'guide/overview' }, items: ['guide/one', { type: 'doc', id: 'guide/two', label: 'Second' }] },
    ] };`;
    const doc = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nText.\n`;
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", {
      'sidebars.js': sidebars,
      'docs/intro.md': doc('Intro'),
      'docs/guide/overview.md': doc('Overview', 'pagination_label: Guide overview\n'),
      'docs/guide/one.md': doc('One', 'sidebar_label: First\n'),
      'docs/guide/two.md': doc('Two'),
    });
    expect(result.diagnostics).toEqual([]);
    const links = (path: string) => {
      const page = pageAt(result, path);
      return [page.prev?.title ?? null, page.next?.title ?? null];
    };
    expect(links('/docs/intro')).toEqual([null, 'Guide overview']);
    expect(links('/docs/guide/overview')).toEqual(['Intro', 'First']);
    // a sidebar item's own label wins
    expect(links('/docs/guide/one')).toEqual(['Guide overview', 'Second']);
    expect(pageAt(result, '/docs/guide/overview').breadcrumbs).toEqual([{ label: 'The Guide' }]);
    expect(pageAt(result, '/docs/guide/one').breadcrumbs).toEqual([
      { label: 'The Guide', path: '/docs/guide/overview' },
      { label: 'First' },
    ]);
  });

  it("names a doc with no title nor h1 by its frontmatter id, as Docusaurus does (kotest's home in each of 12 versions)", async () => {
    const result = await docusaurusSite('', { 'docs/index.md': '---\nid: home\nslug: /\n---\n\nWelcome.\n', 'docs/setup.md': 'Steps.\n' });
    expect(result.diagnostics).toEqual([]);
    expect([pageAt(result, '/docs').title, pageAt(result, '/docs/setup').title]).toEqual(['home', 'setup']);
  });

  it("reads a _category_.json with a trailing comma, as Docusaurus reads category files as YAML (databend's build failed)", async () => {
    const result = await docusaurusSite('', {
      'docs/ddl/_category_.json': '{\n  "label": "DDL",\n  "position": 1,\n}\n',
      'docs/ddl/create.md': '# Create\n',
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.sidebars.tutorialSidebar ?? Object.values(result.manifest!.sidebars)[0]).toMatchObject([
      { type: 'category', label: 'DDL' },
    ]);
  });

  it('builds the docs its config writes as it loads, as Docusaurus loads the config before it reads content (idb)', async () => {
    const write =
      "import { mkdirSync, writeFileSync } from 'node:fs';\nmkdirSync(new URL('./docs/gen/', import.meta.url), { recursive: true });\nwriteFileSync(new URL('./docs/gen/api.md', import.meta.url), '# API\\n');\n";
    const result = await docusaurusSite('', { 'docs/intro.md': '# Intro\n\nSee [the API](./gen/api.md).\n' }, write);
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/gen/api').title).toBe('API');
  });

  it("builds a blog whose author image is not there, warning, as Docusaurus never checks it (crawlee's whole build stopped)", async () => {
    const result = await docusaurusSite("presets: [['classic', { docs: false }]]", {
      'blog/authors.yml': 'ann:\n  name: Ann\n  image_url: ./img/ann.webp\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\nauthors: ann\n---\n\nHi.\n',
    });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.rule}`)).toEqual(['warning missing-asset']);
    expect(result.manifest!.routes.map((route) => route.path)).toContain('/blog/2024/01/01/hello');
  });

  it("finds a customCss written from the site folder's root (/src/css/custom.css), as webpack's roots do (crawlee's every page)", async () => {
    const result = await docusaurusSite("presets: [['classic', { theme: { customCss: '/src/css/custom.css' } }]]", {
      'docs/intro.md': '# Intro\n',
      'src/css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
    });
    expect(result.diagnostics).toEqual([]);
    const sheet = result.entries.find((entry) => entry.path === result.manifest!.site.stylesheets![0]);
    expect(new TextDecoder().decode(sheet!.content as Uint8Array)).toContain('#123456');
  });

  it("keeps a Markdown image's fragment on its gated URL, for GitHub-style themed images (clearml's 427)", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n\n![Light](./img/a.png#gh-light-mode-only)\n',
      'docs/img/a.png': 'png bytes',
    });
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/intro').html).toMatch(/<img src="gate:assets\/[\da-f]+\.png#gh-light-mode-only" alt="Light">/);
  });

  it("takes a doc for its folder's index as Docusaurus does, by the names as written (databend's 1-array/array.md)", async () => {
    const result = await docusaurusSite('', {
      'docs/1-array/array.md': '# Array\n',
      'docs/1-array/index.md': '# Arrays\n',
      'docs/Guide/guide.md': '# Guide\n',
      'docs/intro/01-index.md': '# Intro index\n',
    });
    expect(result.diagnostics).toEqual([]);
    const routes = result.manifest!.routes.map((route) => route.path);
    expect(routes).toEqual(expect.arrayContaining(['/docs/array', '/docs/array/array', '/docs/Guide', '/docs/intro/index']));
    expect(pageAt(result, '/docs/array').title).toBe('Arrays');
  });

  it('marks a right-to-left locale as Docusaurus does: by its localeConfigs direction, else by its language (ar, he)', async () => {
    const result = await docusaurusSite(
      "i18n: { defaultLocale: 'en', locales: ['en', 'ar', 'he', 'fa'], localeConfigs: { fa: { direction: 'ltr' }, en: { direction: 'ltr' } } }",
      { 'docs/intro.md': '# Intro\n' },
    );
    expect(result.manifest!.site.locales.map(({ code, direction }) => [code, direction ?? 'ltr'])).toEqual([
      ['en', 'ltr'],
      ['ar', 'rtl'],
      ['he', 'rtl'],
      ['fa', 'ltr'],
    ]);
  });

  it("shows a translated page's image written with its locale's prefix (/fr/img/x.jpg) from the static files, which Docusaurus copies into each locale's build", async () => {
    const result = await docusaurusSite("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }", {
      'docs/intro.md': '# Intro\n\n<img src="/img/switch.jpg" alt="switch" />\n',
      // gladys' French docs; the relative one the browser resolves from /fr/docs/intro to /fr/img/switch.jpg
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
        '# Intro FR\n\n<img src="/fr/img/switch.jpg" alt="interrupteur" />\n\n<img src="../img/switch.jpg" alt="relatif" />\n',
      'static/img/switch.jpg': 'jpg-bytes',
    });
    expect(result.diagnostics).toEqual([]);
    const html = pageAt(result, '/fr/docs/intro').html;
    expect(html).toMatch(/<img src="gate:assets\/[0-9a-f]{12}\.jpg" alt="interrupteur">/);
    expect(html).toMatch(/<img src="gate:assets\/[0-9a-f]{12}\.jpg" alt="relatif">/);
  });

  it("reads a locale's translations from the folder its localeConfigs path names, as Docusaurus does (ton's mandarin in i18n/zh-CN)", async () => {
    const result = await docusaurusSite(
      "i18n: { defaultLocale: 'en', locales: ['en', 'mandarin'], localeConfigs: { mandarin: { label: '简体中文', path: 'zh-CN' } } }",
      {
        'docs/intro.md': '# Intro\n',
        'i18n/zh-CN/docusaurus-plugin-content-docs/current/intro.md': '# 介绍\n',
        'i18n/zh-CN/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: '下一页' } }),
        // a folder named as the locale is not read: its translations live in zh-CN
        'i18n/mandarin/docusaurus-plugin-content-docs/current/intro.md': '# Wrong\n',
      },
    );
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/mandarin/docs/intro').title).toBe('介绍');
    expect(result.manifest!.site.translations?.mandarin?.theme?.['theme.docs.paginator.next']).toBe('下一页');
  });

  it("builds a locale's blog post only as the translation of a post of the blog folder, as Docusaurus does (semantic-router's zh-Hans welcome)", async () => {
    const result = await docusaurusSite("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }", {
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md': '---\ntitle: Bonjour\n---\n\nSalut.\n',
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-fr-only.md': '---\ntitle: Seulement\ntags: [fr]\n---\n\nFR.\n',
    });
    expect(result.diagnostics.filter((d) => d.rule === 'i18n').map((d) => `${d.file} ${d.severity}`)).toEqual([
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-fr-only.md warning',
    ]);
    const paths = result.manifest!.routes.map((route) => route.path);
    expect(paths).toContain('/fr/blog/2024/01/01/hello');
    expect(paths.filter((path) => path.includes('fr-only') || path.includes('/tags/fr'))).toEqual([]);
  });

  it("builds a second blog, so links into it hold under onBrokenLinks: 'throw' (meltano's 0 routes)", async () => {
    const result = await docusaurusSite(
      "onBrokenLinks: 'throw', plugins: [['@docusaurus/plugin-content-blog', { id: 'changelog', routeBasePath: 'changelog', path: './changelog' }]], themeConfig: { navbar: { items: [{ to: '/changelog', label: 'Changelog' }] } }",
      { 'docs/intro.md': '# Intro\n\nSee [the changes](/changelog).\n', 'changelog/2024-01-01-v1.md': '---\ntitle: v1\n---\n\nFirst.\n' },
    );
    expect(result.diagnostics).toEqual([]);
    const changelog = result.manifest!.routes.filter((route) => route.path.startsWith('/changelog'));
    expect(changelog.map((route) => [route.path, route.blog])).toContainEqual(['/changelog/2024/01/01/v1', 'changelog']);
  });

  it("numbers an author's later pages as the site's Docusaurus does: page/2 from 3.10 (stellar), authors/2 before (jellyfin)", async () => {
    const post = (day: string) => `---\ntitle: Post ${day}\nauthors: ann\n---\n\nText.\n`;
    const authorPages = async (core: string) => {
      const result = await docusaurusSite("presets: [['classic', { docs: false, blog: { postsPerPage: 1 } }]]", {
        'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': core } }),
        'blog/authors.yml': 'ann:\n  name: Ann\n  page: true\n',
        'blog/2024-01-01-a.md': post('01'),
        'blog/2024-01-02-b.md': post('02'),
      });
      expect(result.diagnostics).toEqual([]);
      const paths = result.manifest!.routes.map((route) => route.path);
      expect(paths).toContain('/blog/page/2');
      return paths.filter((path) => path.startsWith('/blog/authors/ann'));
    };
    expect(await authorPages('^3.10.1')).toEqual(['/blog/authors/ann', '/blog/authors/ann/page/2']);
    expect(await authorPages('3.9.2')).toEqual(['/blog/authors/ann', '/blog/authors/ann/authors/2']);
  });

  it('gives a doc in no sidebar no breadcrumbs, as Docusaurus does (ts-jest: 48 pages)', async () => {
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", {
      'sidebars.js': "module.exports = { s: [{ type: 'category', label: 'Guide', items: ['intro'] }] };",
      'docs/intro.md': '# Intro\n',
      'docs/options/extra.md': '# Extra\n',
    });
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/intro').breadcrumbs).toEqual([{ label: 'Guide' }, { label: 'Intro' }]);
    expect(pageAt(result, '/docs/options/extra').breadcrumbs).toEqual([]);
  });

  it('keeps the className of sidebar categories (in sidebars.js and _category_.json) and external links', async () => {
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", {
      'docs/intro.md': '# Intro\n',
      'docs/rust/index.md': '# Rust\n',
      'docs/langs/go/start.md': '# Go\n',
      'docs/langs/go/_category_.json': '{ "label": "Go", "className": "sidebar-lang-go" }\n',
      'sidebars.js':
        "module.exports = { s: ['intro', { type: 'category', label: 'Rust', className: 'sidebar-lang-rust', items: ['rust/index'] }, { type: 'autogenerated', dirName: 'langs' }, { type: 'link', label: 'GitHub', href: 'https://github.com/x/y', className: 'sidebar-github' }] };\n",
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const classes = (items: SidebarItem[]): (string | undefined)[] =>
      items.flatMap((item) => [...('className' in item ? [item.className] : []), ...(item.type === 'category' ? classes(item.items) : [])]);
    expect(classes(result.manifest!.sidebars.s!)).toEqual(['sidebar-lang-rust', 'sidebar-lang-go', 'sidebar-github']);
  });

  it("keeps the className of dropdown, locale, version, search and html navbar items, for the site's CSS", async () => {
    const result = await docusaurusSite(
      "themeConfig: { navbar: { items: [{ type: 'dropdown', label: 'More', className: 'header-short-screen', items: [{ to: '/docs/intro', label: 'Intro' }] }, { type: 'localeDropdown', className: 'locale-x' }, { type: 'docsVersionDropdown', className: 'version-x' }, { type: 'search', className: 'search-x' }, { type: 'html', value: '<b>Hi</b>', className: 'html-x' }] } }",
      { 'docs/intro.md': '# Intro\n' },
    );
    expect(result.manifest!.site.navbar.items.map((item) => [item.type, 'className' in item ? item.className : undefined])).toEqual([
      ['dropdown', 'header-short-screen'],
      ['localeDropdown', 'locale-x'],
      ['docsVersionDropdown', 'version-x'],
      ['search', 'search-x'],
      ['html', 'html-x'],
    ]);
  });

  it("inlines a site image of the config's HTML (a footer entry's logo) as a data: URL, and warns of a missing one", async () => {
    const result = await docusaurusSite(
      'themeConfig: { footer: { links: [{ title: \'More\', items: [{ html: \'<a href="https://x.dev"><img src="/img/x.svg" alt="X"></a> <img src="img/gone.png" alt="Gone">\' }] }] } }',
      { 'docs/intro.md': '# Intro\n', 'static/img/x.svg': '<svg xmlns="http://www.w3.org/2000/svg" data-x="7c2"/>' },
    );
    const [entry] = result.manifest!.site.footer.links[0]!.items;
    const src = /<img src="([^"]+)" alt="X">/.exec(entry!.html!)?.[1] ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(src.split(',')[1]!, 'base64').toString()).toContain('data-x="7c2"');
    expect(entry!.html).toContain('<img src="img/gone.png" alt="Gone">');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^docusaurus\.config\.mjs:1:\d+ warning themeConfig\.footer\.links\.0\.items\.0\.html: missing image 'img\/gone\.png', expected it under static\/; shown broken \(missing-asset\)$/,
      ),
    ]);
  });

  it('judges a link with a dot in its last part and no such file as a link, by onBrokenLinks (lexical.StateConfig)', async () => {
    const result = await docusaurusSite("onBrokenLinks: 'warn'", {
      'docs/intro.md': '# Intro\n\nSee [StateConfig](/docs/api/classes/lexical.StateConfig).\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "docs/intro.md:3:5 warning Missing file '/docs/api/classes/lexical.StateConfig', expected a file in static (broken-link)",
    ]);
    expect(pageAt(result, '/docs/intro').html).toContain('href="/docs/api/classes/lexical.StateConfig"');
  });

  it('says once per locale folder the config does not name that its files are ignored, and compiles none of them (wails, ruyisdk)', async () => {
    const result = await docusaurusSite("i18n: { defaultLocale: 'en', locales: ['en'] }", {
      'docs/intro.md': '# Intro\n',
      'i18n/ru/docusaurus-plugin-content-docs/current/intro.md': '# Введение\n',
      // Docusaurus never reads it: its MDX error is no error of the build
      'i18n/ru/docusaurus-plugin-content-docs/current/more.md': '# Ещё\n\n<div>unclosed\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "i18n/ru/docusaurus-plugin-content-docs/current/intro.md:1:1 warning Locale 'ru' is not in the config's i18n.locales (en); its 2 files ignored (i18n)",
    ]);
  });

  it("only warns of an <a> written in MDX that leads to no page, which Docusaurus does not check (homarr's onBrokenLinks: 'throw')", async () => {
    const result = await docusaurusSite("onBrokenLinks: 'throw'", {
      'docs/faq.mdx': '# FAQ\n\nSee <a href="/docs/advanced/icons">the icons</a> and [the setup](/docs/setup).\n',
    });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.message.split(':')[0]}`)).toEqual([
      "warning mdx-url Link '/docs/advanced/icons' of an <a> leads to no page (/docs/advanced/icons); Docusaurus does not check it, the reader gets a page not found",
      "error broken-link Broken link '/docs/setup'",
    ]);
  });

  it("serves a static file without an extension that a link names, as Docusaurus serves static/ as it is, saved under its name (botkube's job template)", async () => {
    const result = await docusaurusSite("onBrokenLinks: 'throw'", {
      'docs/intro.mdx': '# Intro\n\nDownload <a href="/k8s/job-tpl">the template</a> or [it](/k8s/job-tpl).\n',
      'static/k8s/job-tpl': 'apiVersion: batch/v1\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const hrefs = [...pageAt(result, '/docs/intro').html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) expect(href).toMatch(/^gate:assets\/[0-9a-f]{12}\.bin\?name=job-tpl$/);
  });

  it("names a generated index page, its cards and previous/next in the locale's sidebar words, as Docusaurus translates the sidebar first", async () => {
    const sidebars = `module.exports = { s: [
      'intro',
      { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['setup', { type: 'category', label: 'Advanced', items: ['deep'] }] },
    ] };`;
    const words = {
      'sidebar.s.category.Guides': { message: 'Guides FR' },
      'sidebar.s.category.Advanced': { message: 'Avancé' },
      'sidebar.s.category.Guides.link.generated-index.description': { message: 'Tous les guides' },
    };
    const result = await docusaurusSite(
      "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]",
      {
        'sidebars.js': sidebars,
        'docs/intro.md': '# Intro\n',
        'docs/setup.md': '# Setup\n',
        'docs/deep.md': '# Deep\n',
        'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify(words),
        'i18n/fr/docusaurus-plugin-content-docs/current/setup.md': '# Installation\n',
      },
    );
    expect(result.diagnostics).toEqual([]);
    const index = pageAt(result, '/fr/docs/category/guides');
    expect([index.title, index.description]).toEqual(['Guides FR', 'Tous les guides']);
    expect(index.kind === 'docCategoryIndex' && index.items.map((item) => item.label)).toEqual(['Installation', 'Avancé']);
    expect(pageAt(result, '/fr/docs/intro').next?.title).toBe('Guides FR');
    expect(result.manifest!.routes.find((route) => route.path === '/fr/docs/category/guides')?.title).toBe('Guides FR');
    // the default locale keeps the sidebar's own words
    expect(pageAt(result, '/docs/category/guides').title).toBe('Guides');
  });

  it("gives each version and docs instance its own translated sidebar words and version label (version-<name>.json, a second instance's current.json)", async () => {
    const guides = "{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['setup'] }";
    const message = (words: Record<string, string>) =>
      JSON.stringify(Object.fromEntries(Object.entries(words).map(([key, text]) => [key, { message: text }])));
    const result = await docusaurusSite(
      `i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' }]],
      themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }] } }`,
      {
        'sidebars.js': `module.exports = { s: ['intro', ${guides}] };`,
        'sidebarsCommunity.js': "module.exports = { c: [{ type: 'category', label: 'Team', items: ['team'] }] };",
        'docs/intro.md': '# Intro\n',
        'docs/setup.md': '# Setup\n',
        'versions.json': '["1.0"]',
        'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({
          s: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['setup'] }],
        }),
        'versioned_docs/version-1.0/intro.md': '# Intro\n',
        'versioned_docs/version-1.0/setup.md': '# Setup\n',
        'community/team.md': '# Team\n',
        'i18n/fr/docusaurus-plugin-content-docs/current.json': message({
          'version.label': 'Suivante',
          'sidebar.s.category.Guides': 'Guides (à venir)',
        }),
        'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json': message({
          'version.label': 'Un',
          'sidebar.s.category.Guides': 'Guides un',
        }),
        'i18n/fr/docusaurus-plugin-content-docs-community/current.json': message({ 'sidebar.c.category.Team': 'Équipe' }),
      },
    );
    expect(result.diagnostics).toEqual([]);
    const fr = result.manifest!.site.translations?.fr;
    expect(fr?.sidebar).toEqual({
      'sidebar.s.category.Guides': 'Guides (à venir)',
      'sidebar.version-1.0/s.category.Guides': 'Guides un',
      'sidebar.community/c.category.Team': 'Équipe',
    });
    expect(fr?.versions).toEqual({ '/docs/next': 'Suivante', '/docs': 'Un' });
    // the released version's generated index and previous/next read its own file, the next version's its own
    expect(pageAt(result, '/fr/docs/category/guides').title).toBe('Guides un');
    expect(pageAt(result, '/fr/docs/intro').next?.title).toBe('Guides un');
    expect(pageAt(result, '/fr/docs/next/category/guides').title).toBe('Guides (à venir)');
  });

  it("reads the default locale's own i18n folder first, as Docusaurus does: its docs, posts and sidebar words (iceberg's Chinese site root)", async () => {
    const words = { 'sidebar.defaultSidebar.category.Guide': { message: 'Guide (traduit)' } };
    const result = await docusaurusSite("i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] }", {
      'docs/intro.md': '# Intro (source)\n\nSource text.\n',
      'docs/guide/_category_.json': '{ "label": "Guide", "link": { "type": "generated-index" } }',
      'docs/guide/step.md': '# Step\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nSource post.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction (traduite)\n\nTexte traduit.\n',
      // a translation without a source file is not built, as Docusaurus globs the source folder
      'i18n/fr/docusaurus-plugin-content-docs/current/orphan.md': '# Orphan\n',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify(words),
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md': '---\ntitle: Bonjour\n---\n\nArticle traduit.\n',
    });
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/intro').title).toBe('Introduction (traduite)');
    expect(pageAt(result, '/docs/intro').html).toContain('Texte traduit.');
    expect(pageAt(result, '/blog/2024/01/01/hello').title).toBe('Bonjour');
    expect(result.manifest!.routes.map((route) => route.path)).not.toContain('/docs/orphan');
    // the generated index and previous/next take the default locale's sidebar words too
    expect(pageAt(result, '/docs/category/guide').title).toBe('Guide (traduit)');
    expect(pageAt(result, '/docs/guide/step').prev?.title).toBe('Guide (traduit)');
    expect(result.manifest!.site.translations?.fr?.sidebar).toEqual({ 'sidebar.defaultSidebar.category.Guide': 'Guide (traduit)' });
    // the English locale builds from the source, as its own folder has nothing: its docs and posts
    expect(pageAt(result, '/en/docs/intro').title).toBe('Intro (source)');
    expect(pageAt(result, '/en/blog/2024/01/01/hello').title).toBe('Hello');
  });

  it("cards every item of a generated index as Docusaurus: external links, a category's description, a category of external links (iceberg)", async () => {
    const sidebars = `module.exports = { s: [
      'intro',
      { type: 'category', label: 'Mixed', link: { type: 'generated-index' }, items: [
        'other',
        { type: 'link', label: 'External link', href: 'https://docusaurus.io', description: 'Some link description' },
        { type: 'category', label: 'Described', description: 'Some category description',
          items: [{ type: 'link', label: 'Nested', href: 'https://example.org' }] },
        { type: 'category', label: 'Plain', items: ['deep'] },
        { type: 'link', label: 'Sneaky', href: 'javascript:alert(1)' },
      ] },
    ] };`;
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", {
      'sidebars.js': sidebars,
      'docs/intro.md': '# Intro\n',
      'docs/other.md': '---\ndescription: The other page\n---\n\n# Other\n',
      'docs/deep.md': '# Deep\n',
    });
    const index = pageAt(result, '/docs/category/mixed');
    expect(index.kind === 'docCategoryIndex' && index.items).toEqual([
      { label: 'Other', path: '/docs/other', description: 'The other page' },
      { label: 'External link', href: 'https://docusaurus.io', description: 'Some link description' },
      { label: 'Described', href: 'https://example.org', description: 'Some category description', category: true },
      { label: 'Plain', path: '/docs/deep', description: '1 item', category: true },
    ]);
    // a link that could run script is no card and no sidebar entry, with a warning
    expect(result.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("Sidebar link 'Sneaky' is left out")]);
    expect(JSON.stringify(result.manifest!.sidebars)).not.toContain('javascript:');
  });

  it("keeps a sidebar link to pathname:///x: a static file's gated asset, which the build holds, else the plain path (kaia's PDF)", async () => {
    const sidebars = `module.exports = { main: [
      'intro',
      { type: 'link', label: 'Full Document', href: 'pathname:///files/spec.pdf' },
      { type: 'category', label: 'More', items: [{ type: 'link', label: 'API', href: 'pathname:///api/v7/' }] },
    ] };`;
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", {
      'sidebars.js': sidebars,
      'docs/intro.md': '# Intro\n',
      'static/files/spec.pdf': '%PDF-1.4 spec\n',
    });
    expect(result.diagnostics).toEqual([]);
    const [, file, more] = result.manifest!.sidebars.main!;
    expect(file).toEqual({
      type: 'link',
      label: 'Full Document',
      href: expect.stringMatching(/^gate:assets\/[0-9a-f]+\.pdf\?name=spec\.pdf$/),
    });
    const asset = result.entries.find((entry) => file!.type === 'link' && file.href.startsWith(`gate:${entry.path}?`));
    expect(Buffer.from(asset!.content as Uint8Array).toString()).toBe('%PDF-1.4 spec\n');
    expect(more!.type === 'category' && more.items).toEqual([{ type: 'link', label: 'API', href: 'pathname:///api/v7/' }]);
  });

  it("makes a navbar's and a footer's link to a static file its gated asset, carrying its name, and keeps a dropdown's and any other (Docusaurus' host serves the file at its path)", async () => {
    const result = await docusaurusSite(
      `themeConfig: {
        navbar: { items: [{ href: '/files/kit.zip', label: 'Kit' }, { type: 'dropdown', label: 'More', items: [{ href: 'pathname:///data/rooms.csv', label: 'Rooms' }, { href: '/api/x.html', label: 'API' }] }] },
        footer: { links: [{ title: 'Files', items: [{ label: 'Room list', href: '/data/rooms.csv' }] }] },
      }`,
      { 'docs/intro.md': '# Intro\n', 'static/files/kit.zip': 'PK', 'static/data/rooms.csv': 'room,seats\n' },
    );
    expect(result.diagnostics).toEqual([]);
    const { navbar, footer } = result.manifest!.site;
    const [kit, more] = navbar.items;
    expect(kit).toMatchObject({ label: 'Kit', href: expect.stringMatching(/^gate:assets\/[0-9a-f]{12}\.zip\?name=kit\.zip$/) });
    const rooms = expect.stringMatching(/^gate:assets\/[0-9a-f]{12}\.csv\?name=rooms\.csv$/);
    // a dropdown's menu draws plain links: its entries stay as written
    expect(more!.type === 'dropdown' && more.items).toEqual([
      { label: 'Rooms', href: '/data/rooms.csv' },
      { label: 'API', href: '/api/x.html' },
    ]);
    expect(footer.links[0]!.items).toEqual([{ label: 'Room list', href: rooms }]);
    const bytes = (href: string) =>
      Buffer.from(result.entries.find((entry) => href.startsWith(`gate:${entry.path}?`))!.content as Uint8Array).toString();
    expect(bytes(footer.links[0]!.items[0]!.href!)).toBe('room,seats\n');
  });

  it("gives a doc two sidebars list the last of them, as Docusaurus' map of doc ids to sidebars does (Flagsmith's API pages)", async () => {
    const sidebars = `module.exports = {
      main: ['intro', { type: 'category', label: 'API', className: 'hidden', items: ['api/flags', 'api/identities'] }],
      api: [{ type: 'category', label: 'API reference', items: ['api/flags', 'api/identities'] }],
    };`;
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", {
      'sidebars.js': sidebars,
      'docs/intro.md': '# Intro\n',
      'docs/api/flags.md': '# Flags endpoint\n',
      'docs/api/identities.md': '# Identities endpoint\n',
    });
    expect(result.diagnostics).toEqual([]);
    const flags = pageAt(result, '/docs/api/flags');
    expect(flags.kind === 'doc' && flags.sidebar).toBe('api');
    expect([flags.prev, flags.next?.title]).toEqual([null, 'Identities endpoint']);
    expect(flags.breadcrumbs.map((crumb) => crumb.label)).toEqual(['API reference', 'Flags endpoint']);
  });

  it("reads a _category_.json generated-index link's image and keywords, as Docusaurus' schema allows (homarr's widgets)", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n\nSee [the widgets](/docs/category/widgets).\n',
      'docs/widgets/_category_.json':
        '{ "label": "Widgets", "link": { "type": "generated-index", "image": "/img/w.png", "keywords": ["widgets"] } }',
      'docs/widgets/clock.md': '# Clock\n',
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.routes.map((route) => route.path)).toContain('/docs/category/widgets');
  });

  it("makes npm2yarn's tabs of the converters its options list, a custom one's by its function (openapi-qraft's `yarn exec`)", async () => {
    const converters = "[['yarn', (code) => code.replace(/\\bnpx\\b/g, 'yarn exec')], 'pnpm']";
    const result = await docusaurusSite(
      `presets: [['classic', { blog: false, docs: { remarkPlugins: [[npm2yarn, { sync: true, converters: ${converters} }]] } }]]`,
      { 'docs/intro.md': '# Intro\n\n```bash npm2yarn\nnpx qraft generate\n```\n' },
      "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';\n",
    );
    expect(result.diagnostics).toEqual([]);
    const html = pageAt(result, '/docs/intro').html.replace(/<span[^>]*>|<\/span>/g, '');
    expect([...html.matchAll(/role="tab"[^>]*data-value="([^"]+)">([^<]+)</g)].map((m) => `${m[1]}:${m[2]}`)).toEqual([
      'npm:npm',
      'yarn:yarn',
      'pnpm:pnpm',
    ]);
    expect(html).toContain('<code class="codeBlockLines_docgate">yarn exec qraft generate</code>');
  });

  it("takes an h1 after a component or text as the page's content title, shown in its place and nowhere else (node-mysql2)", async () => {
    const result = await docusaurusSite('', {
      'docs/named.md': '---\ntitle: Sidebar Name\n---\n\nSome text first.\n\n# Real Title\n\nBody.\n',
      'docs/plain.md': 'Some text first.\n\n# Plain Title\n\nBody.\n',
    });
    expect(result.diagnostics).toEqual([]);
    const named = pageAt(result, '/docs/named');
    expect([named.title, named.hideTitle, named.heading]).toEqual(['Sidebar Name', true, undefined]);
    expect(named.html).toContain('>Real Title<');
    // without a frontmatter title, the content title names the page, as Docusaurus' metadata.title
    expect([pageAt(result, '/docs/plain').title, pageAt(result, '/docs/plain').hideTitle]).toEqual(['Plain Title', true]);
  });

  it("resolves a doc's relative slug from its folder, as Docusaurus' resolvePathname (pact's ./readme guides)", async () => {
    const result = await docusaurusSite('', {
      'docs/guides/go/readme.md':
        '---\nslug: ./readme\n---\n\n# Go\n\nSee [the overview](/docs/guides/overview-up) and [installing](/docs/guides/go/installation).\n',
      'docs/guides/go/overview.md': '---\nslug: ../overview-up\n---\n\n# Overview\n',
      'docs/guides/go/install.md': '---\nslug: installation\n---\n\n# Install\n',
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.routes.map((route) => route.path).sort()).toEqual([
      '/docs/guides/go/installation',
      '/docs/guides/go/readme',
      '/docs/guides/overview-up',
    ]);
  });

  it("makes no archive page when the blog's archiveBasePath is null, as Docusaurus documents it (Azure/AKS)", async () => {
    const post = '---\ntitle: Hello\ntags: [a]\n---\n\nText.\n';
    const off = await docusaurusSite("presets: [['classic', { docs: false, blog: { routeBasePath: '/', archiveBasePath: null } }]]", {
      'blog/2024-01-01-hello.md': post,
    });
    expect(off.diagnostics).toEqual([]);
    expect(off.manifest!.routes.map((route) => route.path).sort()).toEqual(['/', '/2024/01/01/hello', '/tags', '/tags/a']);
    const on = await docusaurusSite("presets: [['classic', { docs: false, blog: { routeBasePath: '/' } }]]", {
      'blog/2024-01-01-hello.md': post,
    });
    expect(on.manifest!.routes.map((route) => route.path)).toContain('/archive');
  });

  it("links a generated-index category whose slug holds a # to that heading, with no page of its own (markov-root/atlas' 15 categories)", async () => {
    const sidebars = `module.exports = { s: [
      'forecasting',
      { type: 'category', label: 'Trends', link: { type: 'generated-index', slug: '/forecasting#trends' }, items: ['trends/linear'] },
    ] };`;
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]]", {
      'sidebars.js': sidebars,
      'docs/forecasting.md': '# Forecasting\n\n## Trends\n\nText.\n',
      'docs/trends/linear.md': '# Linear trends\n',
      'docs/trends/_category_.json': '{ "label": "Trends", "link": { "type": "generated-index", "slug": "/forecasting#seasons" } }',
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.routes.map((route) => route.path).sort()).toEqual(['/docs/forecasting', '/docs/trends/linear']);
    const category = result.manifest!.sidebars.s!.find((item) => item.type === 'category');
    expect(category).toMatchObject({ label: 'Trends', path: '/docs/forecasting#trends' });
    // previous/next go from page to page: the heading link is no stop of its own
    const linear = pageAt(result, '/docs/trends/linear');
    expect(linear.prev?.title).toBe('Forecasting');
    expect(linear.breadcrumbs.map((crumb) => crumb.label)).toEqual(['Trends', 'Linear trends']);
  });

  it("names and places an autogenerated category without _category_ by its index doc's sidebar_label or title and sidebar_position", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n',
      'docs/zz-quickstart/index.md': '---\nsidebar_label: Quick start\nsidebar_position: 0\n---\n\n# Quick start guide\n',
      'docs/zz-quickstart/setup.md': '# Setup\n',
      // no sidebar_label: the index doc's title, its h1 here (open-webui's 28 categories were folder names)
      'docs/zzz-getting-started/index.md': '# Getting Started\n',
      'docs/zzz-getting-started/install.md': '# Install\n',
      // a folder of its index doc alone is that doc, not an empty category (homarr's widget folders)
      'docs/zzzz-clock/index.md': '# Clock widget\n',
    });
    expect(result.diagnostics).toEqual([]);
    const items = result.manifest!.sidebars.tutorialSidebar ?? Object.values(result.manifest!.sidebars)[0]!;
    expect(items.map((item) => [item.type, 'label' in item ? item.label : undefined])).toEqual([
      ['category', 'Quick start'],
      ['doc', 'Intro'],
      ['category', 'Getting Started'],
      ['doc', 'Clock widget'],
    ]);
  });

  it("names a doc's id on its route where its path does not give it, for a site's version switcher", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n',
      'docs/guides/setup.md': '# Setup\n',
      'docs/guides/moved.md': '---\nslug: /start-here\n---\n\n# Moved\n',
      // an id of its own names the path, unless a slug says another
      'docs/guides/named.md': '---\nid: own-name\n---\n\n# Named\n',
      'docs/guides/both.md': '---\nid: own-id\nslug: /elsewhere\n---\n\n# Both\n',
      'docs/reference/index.md': '# Reference\n',
    });
    expect(result.diagnostics).toEqual([]);
    const ids = result.manifest!.routes.filter((route) => route.kind === 'doc').map((route) => [route.path, route.docId]);
    expect(ids.sort()).toEqual([
      ['/docs/elsewhere', 'guides/own-id'],
      ['/docs/guides/own-name', undefined],
      ['/docs/guides/setup', undefined],
      ['/docs/intro', undefined],
      ['/docs/reference', 'reference/index'],
      ['/docs/start-here', 'guides/moved'],
    ]);
  });

  it("records a doc's sidebar_label on its route when it is not the title, for a translation's sidebar entry", async () => {
    const result = await docusaurusSite("i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }", {
      'docs/intro.md': '---\nsidebar_label: Introduce\n---\n\n# Introduction\n',
      'i18n/zh/docusaurus-plugin-content-docs/current/intro.md': '---\nsidebar_label: 介绍\n---\n\n# 简介\n',
    });
    const labels = result.manifest!.routes.filter((route) => route.kind === 'doc').map((route) => [route.path, route.sidebarLabel]);
    expect(labels).toEqual([
      ['/docs/intro', 'Introduce'],
      ['/zh/docs/intro', '介绍'],
    ]);
  });

  it("uses a navbar or footer href as written under a baseUrl: a page of the site, or another site's path on the host", async () => {
    const result = await docusaurusSite(
      "baseUrl: '/sub/', themeConfig: { navbar: { items: [{ href: '/legacy-site/docs/intro', label: 'Legacy' }, { href: '/sub/docs/intro', label: 'Intro' }] } }",
      { 'docs/intro.md': '# Intro\n' },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const hrefs = result.manifest!.site.navbar.items.map((item) => ('href' in item ? item.href : undefined));
    expect(hrefs).toEqual(['https://t.dev/legacy-site/docs/intro', '/docs/intro']);
  });

  it("builds only the locales the site's build script builds (electron's `docusaurus build --locale en`)", async () => {
    const config = "i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] }";
    const files = { 'docs/intro.md': '# Intro\n', 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro FR\n' };
    const only = await docusaurusSite(config, { ...files, 'package.json': '{ "scripts": { "build": "docusaurus build --locale en" } }\n' });
    expect(only.manifest!.site.locales.map((locale) => locale.code)).toEqual(['en']);
    expect(only.manifest!.routes.filter((route) => /^\/(fr|de)\//.test(route.path))).toEqual([]);
    const all = await docusaurusSite(config, { ...files, 'package.json': '{ "scripts": { "build": "docusaurus build" } }\n' });
    expect(all.manifest!.site.locales.map((locale) => locale.code)).toEqual(['en', 'fr', 'de']);
  });

  it("links a translated doc's and post's edit button to the translation with editLocalizedFiles (chaos-mesh's ~280 docs)", async () => {
    const edit = "editUrl: 'https://github.com/o/r/edit/main/', editLocalizedFiles: true";
    const result = await docusaurusSite(
      `i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }, presets: [['classic', { docs: { ${edit} }, blog: { ${edit} } }]]`,
      {
        'docs/intro.md': '# Intro\n',
        'i18n/zh/docusaurus-plugin-content-docs/current/intro.md': '# 介绍\n',
        'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
        'i18n/zh/docusaurus-plugin-content-blog/2024-01-01-hello.md': '---\ntitle: 你好\n---\n\n嗨。\n',
      },
    );
    expect(pageAt(result, '/docs/intro').editUrl).toBe('https://github.com/o/r/edit/main/docs/intro.md');
    expect(pageAt(result, '/zh/docs/intro').editUrl).toBe(
      'https://github.com/o/r/edit/main/i18n/zh/docusaurus-plugin-content-docs/current/intro.md',
    );
    expect(pageAt(result, '/blog/2024/01/01/hello').editUrl).toBe('https://github.com/o/r/edit/main/blog/2024-01-01-hello.md');
    expect(pageAt(result, '/zh/blog/2024/01/01/hello').editUrl).toBe(
      'https://github.com/o/r/edit/main/i18n/zh/docusaurus-plugin-content-blog/2024-01-01-hello.md',
    );
  });

  it("leaves out the blog posts and pages its blog and pages options exclude, as it does docs (openkruise's AGENTS.md notes)", async () => {
    const exclude = "exclude: ['**/NOTES.md']";
    const result = await docusaurusSite(`presets: [['classic', { docs: { ${exclude} }, blog: { ${exclude} }, pages: { ${exclude} } }]]`, {
      'docs/intro.md': '# Intro\n',
      'docs/NOTES.md': '# Notes\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
      'blog/NOTES.md': '# Maintainer notes\n',
      'src/pages/about.md': '# About\n',
      'src/pages/NOTES.md': '# Notes\n',
      'src/pages/index.js': 'export default () => null;\n',
    });
    const paths = result.manifest!.routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/docs/intro', '/blog/2024/01/01/hello', '/about', '/']));
    expect(paths.filter((path) => /notes/i.test(path))).toEqual([]);
  });

  it("highlights a code block that names no language in prism.defaultLanguage, as Docusaurus does (mikro-orm's 100 blocks)", async () => {
    const result = await docusaurusSite("themeConfig: { prism: { defaultLanguage: 'ts' } }", {
      'docs/intro.md': '# Intro\n\n```\nconst answer: number = 42;\n```\n\n```text\nplain words\n```\n',
    });
    expect(result.diagnostics).toEqual([]);
    const html = pageAt(result, '/docs/intro').html;
    // shiki colours the keyword; the block that says text stays plain
    expect(html).toMatch(/<span style="[^"]*">const<\/span>/);
    expect(html).toContain('plain words');
  });

  it("marks code lines with the site's own prism.magicComments and removes them, as Docusaurus does (openfeature's 99 lines)", async () => {
    const magic = `magicComments: [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-error-line', line: 'error-next-line' },
    ]`;
    const result = await docusaurusSite(`themeConfig: { prism: { ${magic} } }`, {
      'docs/intro.md':
        '# Intro\n\n```js {3}\n// error-next-line\nthrow oops;\n// highlight-next-line\nconst kept = 1;\nconst plain = 2;\n```\n',
    });
    expect(result.diagnostics).toEqual([]);
    const html = pageAt(result, '/docs/intro').html;
    expect(html).not.toMatch(/error-next-line|highlight-next-line/);
    expect(html).toMatch(/<span class="line code-block-error-line magic-line">.*throw/);
    expect(html).toMatch(/<span class="line highlighted">.*kept/);
    // `{3}` in the meta string (lines counted without the comments) takes the first magic comment's class: the highlight
    expect(html).toMatch(/<span class="line highlighted">.*plain/);
  });

  it("carries the whole config as data for the site's code (useDocusaurusContext().siteConfig.presets; mikro-orm's /versions)", async () => {
    const result = await docusaurusSite(
      "organizationName: 'acme', themeConfig: { navbar: { title: 'Acme' } }, plugins: [() => ({ name: 'inline' })]",
      {
        'docs/intro.md': '# Intro\n',
      },
    );
    const siteConfig = result.manifest!.site.siteConfig!;
    expect(siteConfig.organizationName).toBe('acme');
    expect(siteConfig.presets).toEqual([['classic', {}]]);
    expect(siteConfig.themeConfig).toMatchObject({ navbar: { title: 'Acme' } });
    // a function is no data: left out, as JSON would
    expect(siteConfig.plugins).toEqual([null]);
  });

  it("keeps a footer html item in the locale's translated chrome (electron's Mastodon link was an empty link)", async () => {
    const result = await docusaurusSite(
      `themeConfig: { footer: { links: [{ title: 'Community', items: [{ label: 'X', href: 'https://x.example' }, { html: '<a href="https://social.example/@me" rel="me">Mastodon</a>' }] }] } }`,
      { 'docs/intro.md': '# Intro\n', 'i18n/en/code.json': '{ "homepage.tagline": { "message": "Hello" } }\n' },
    );
    expect(result.diagnostics).toEqual([]);
    const translated = Object.values(result.manifest!.site.translations ?? {});
    expect(translated).toHaveLength(1);
    expect(translated[0]!.footer.links[0]!.items[1]!.html).toContain('Mastodon</a>');
  });

  it("sends the navbar logo's srcDark and the footer's logo through the gate, the footer logo with its link and width", async () => {
    const result = await docusaurusSite(
      "themeConfig: { navbar: { logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' } }, footer: { logo: { alt: 'OSS', src: '/img/oss.svg', href: 'https://opensource.example', width: 160 }, copyright: 'c' } }",
      {
        'docs/intro.md': '# Intro\n',
        'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" data-light="1"/>',
        'static/img/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" data-dark="1"/>',
        'static/img/oss.svg': '<svg xmlns="http://www.w3.org/2000/svg" data-oss="1"/>',
      },
    );
    expect(result.diagnostics).toEqual([]);
    const { navbar, footer } = result.manifest!.site;
    const asset = /^gate:assets\/[0-9a-f]{12}\.svg$/;
    expect(navbar.logo?.src).toMatch(asset);
    expect(navbar.logo?.srcDark).toMatch(asset);
    expect(navbar.logo?.srcDark).not.toBe(navbar.logo?.src);
    expect(footer.logo).toMatchObject({ alt: 'OSS', href: 'https://opensource.example', width: 160 });
    expect(footer.logo?.src).toMatch(asset);
  });

  it('warns, naming its own static folders, and leaves the logo out when it is missing, as Docusaurus does not check it', async () => {
    const result = await docusaurusSite(
      "staticDirectories: ['src/static'], themeConfig: { navbar: { logo: { alt: 'Logo', src: 'img/none.svg' } } }",
      {
        'docs/intro.md': '# Intro\n',
      },
    );
    expect(result.diagnostics.map((d) => `${d.severity} ${d.message}`)).toEqual([
      "warning themeConfig.navbar.logo.src: missing file 'img/none.svg', expected it under src/static/; left out",
    ]);
    expect(result.manifest!.site.navbar.logo).toBeUndefined();
  });

  it("builds a site on Meta's internaldocs preset (a wrapper of the classic one) as its public build, the package not installed", async () => {
    const result = await docusaurusSite(
      `presets: [[createRequire(import.meta.url).resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), {
        docs: { sidebarPath: './sidebars.cjs', editUrl: fbContent({ internal: 'https://internal.example/', external: 'https://github.com/o/r/edit/main/' }) },
      }]]`,
      {
        'docs/intro.md': '# Intro\n',
        'docs/internal.md': '# Internal\n',
        'sidebars.cjs':
          "const { fbInternalOnly } = require('docusaurus-plugin-internaldocs-fb/internal');\nmodule.exports = { docs: ['intro', ...fbInternalOnly(['internal'])] };\n",
      },
      "import { createRequire } from 'node:module';\nimport { fbContent } from 'docusaurus-plugin-internaldocs-fb/internal';\n",
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(pageAt(result, '/docs/intro').editUrl).toBe('https://github.com/o/r/edit/main/docs/intro.md');
    expect(result.manifest!.sidebars.docs!.map((item) => ('label' in item ? item.label : ''))).toEqual(['Intro']);
  });

  it('reads a fork of the classic preset (its docs, blog and pages options) as the classic preset, saying so', async () => {
    const result = await docusaurusSite(
      `presets: [['@ionic-docs/preset-classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false, theme: { customCss: './src/css/custom.css' } }]]`,
      { 'docs/index.md': '# Home\n', 'docs/guide.md': '# Guide\n', 'src/css/custom.css': ':root { --ifm-color-primary: #3880ff; }\n' },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.manifest!.routes.map((route) => route.path)).toEqual(['/', '/guide']);
    expect(result.manifest!.site.stylesheets).toHaveLength(1);
    expect(result.diagnostics.map((d) => d.message)).toContain(
      "presets.0: preset '@ionic-docs/preset-classic' is read as @docusaurus/preset-classic, whose docs, blog and pages options it takes; what it adds beyond them is missing",
    );
  });

  it('reads a config whose plugins are a local package not built yet and a package not installed, as written', async () => {
    const result = await docusaurusSite(
      "plugins: [require.resolve('./plugins/llm'), require('./plugins/llm'), require('docusaurus-plugin-not-installed')]",
      // cypress's docs: the plugin's package.json names a dist/ its prebuild script makes
      { 'docs/intro.md': '# Intro\n', 'plugins/llm/package.json': '{ "name": "llm", "main": "dist/index.js" }\n' },
      "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n",
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.manifest!.routes.map((route) => route.path)).toEqual(['/docs/intro']);
    expect(result.diagnostics.filter((d) => d.message.includes('is not run by docgate')).map((d) => d.message)).toEqual([
      "plugins.0: plugin './plugins/llm' is not run by docgate: what it adds to the site is missing",
      "plugins.1: plugin './plugins/llm' is not run by docgate: what it adds to the site is missing",
      "plugins.2: plugin 'docusaurus-plugin-not-installed' is not run by docgate: what it adds to the site is missing",
    ]);
  });

  it("compiles what the site's markdown.preprocessor makes of each Markdown file, and names a file it fails on", async () => {
    const config = `markdown: { preprocessor: ({ filePath, fileContent }) => {
      if (filePath.endsWith('broken.md')) throw new Error('no variables here');
      return fileContent.replaceAll('@VERSION@', '2.1');
    } }`;
    const files = {
      'docs/install.md': '---\ntitle: Install @VERSION@\n---\n\nRun `tool@@VERSION@`.\n',
      'blog/2024-01-01-p.md': '# Release @VERSION@\n\nOut now.\n',
      // a partial too, as Docusaurus' mdx-loader runs it on every file it compiles
      'docs/uses.mdx': "import Shared from './_shared.mdx';\n\n# Uses\n\n<Shared />\n",
      'docs/_shared.mdx': 'Shared by version @VERSION@.\n',
    };
    const result = await docusaurusSite(config, files);
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/install').title).toBe('Install 2.1');
    expect(pageAt(result, '/docs/install').html).toContain('<code>tool@2.1</code>');
    expect(pageAt(result, '/blog/2024/01/01/p').title).toBe('Release 2.1');
    expect(pageAt(result, '/docs/uses').html).toContain('Shared by version 2.1.');
    const failed = await docusaurusSite(config, { ...files, 'docs/broken.md': '# Broken\n' });
    expect(failed.diagnostics.map(formatDiagnostic)).toEqual([
      "docs/broken.md:1:1 error The site's markdown.preprocessor failed on this file (no variables here), so the page is not built; Docusaurus stops on it too (config)",
    ]);
  });

  it("reads frontmatter with the site's markdown.parseFrontMatter, over docgate's reader as its default", async () => {
    const config = `markdown: { parseFrontMatter: async (params) => {
      const { filePath, fileContent } = params;
      if (filePath.endsWith('broken.md')) throw new Error('unreadable');
      // a block of its own syntax (TOML-like), split by the function itself
      if (fileContent.startsWith('+++')) {
        const end = fileContent.indexOf('\\n+++', 3);
        const fields = fileContent.slice(4, end).split('\\n').map((line) => line.split(' = '));
        return { frontMatter: Object.fromEntries(fields.map(([k, v]) => [k, JSON.parse(v)])), content: fileContent.slice(end + 5) };
      }
      const result = await params.defaultParseFrontMatter(params);
      result.frontMatter.description ??= 'Described by the site';
      return result;
    } }`;
    const files = {
      'docs/a.md': '---\nsidebar_position: 1\n---\n\n# A\n\nText.\n',
      'docs/b.md': '+++\ntitle = "Toml title"\nsidebar_position = 2\n+++\n\nBody [text](./missing.md).\n',
    };
    const result = await docusaurusSite(config, files);
    expect(pageAt(result, '/docs/a').description).toBe('Described by the site');
    expect(pageAt(result, '/docs/b').title).toBe('Toml title');
    expect(pageAt(result, '/docs/b').html).toContain('Body');
    // the body's lines are the file's: a broken link in it is reported at its own line
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/^docs\/b\.md:6:6 warning /)]);
    const failed = await docusaurusSite(config, { ...files, 'docs/broken.md': '# Broken\n' });
    expect(failed.diagnostics.map(formatDiagnostic)).toContain(
      "docs/broken.md:1:1 error The site's markdown.parseFrontMatter failed on this file (unreadable) (frontmatter)",
    );
  });

  it('turns ```mermaid fences into diagrams with markdown.mermaid, in docs and blog posts, without a warning', async () => {
    const files = { 'docs/a.md': '# A\n\n```mermaid\ngraph TD;\n  A-->B;\n```\n', 'blog/2024-01-01-p.md': '# P\n\n```mermaid\npie\n```\n' };
    const drawn = await docusaurusSite("markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid']", files);
    expect(drawn.diagnostics.map((d) => d.message)).toEqual([]);
    expect(pageAt(drawn, '/docs/a').html).toContain(
      '<div class="docusaurus-mermaid-container" data-mermaid=""><pre class="mermaid-source">graph TD;',
    );
    expect(pageAt(drawn, '/blog/2024/01/01/p').html).toContain('<pre class="mermaid-source">pie</pre>');
    const code = await docusaurusSite('', files);
    expect(pageAt(code, '/docs/a').html).not.toContain('data-mermaid');
  });

  it('keeps the case of heading ids with markdown.anchors.maintainCase, so links written in that case reach them', async () => {
    const files = {
      'docs/a.md': '# Retries\n\n## Timeouts\n\n## Max Wait {#max-wait}\n',
      'docs/b.md': '# B\n\nSee [timeouts](./a.md#Timeouts) and [waiting](./a.md#max-wait).\n',
    };
    const kept = await docusaurusSite("onBrokenAnchors: 'throw', markdown: { anchors: { maintainCase: true } }", files);
    expect(kept.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(pageAt(kept, '/docs/a').toc.map((heading) => heading.id)).toEqual(['Timeouts', 'max-wait']);
    expect(pageAt(kept, '/docs/a').html).toContain('<h2 id="Timeouts">');
    const lower = await docusaurusSite("onBrokenAnchors: 'warn'", files);
    expect(pageAt(lower, '/docs/a').toc.map((heading) => heading.id)).toEqual(['timeouts', 'max-wait']);
    expect(lower.diagnostics.map((d) => d.message)).toContain("Link './a.md#Timeouts' points to a missing anchor '#Timeouts' on /docs/a");
  });

  it('names a file of the site that a sidebars file imports but that is not there, in the sidebars file, without asking for npm install', async () => {
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.cjs' } }]]", {
      'docs/intro.md': '# Intro\n',
      // apify's docs: the API sidebar is generated by `docusaurus gen-api-docs` first
      'sidebars.cjs': "const api = require('./sidebar.ts');\nmodule.exports = { docs: ['intro', ...api] };\n",
    });
    expect(result.diagnostics.filter((d) => d.message.includes('./sidebar.ts')).map(formatDiagnostic)).toEqual([
      "sidebars.cjs:1:21 warning './sidebar.ts' does not exist, so docgate reads an empty stand-in for it; the site's build may make it first (a script, or a plugin docgate does not run) (config)",
    ]);
  });

  it("builds a site whose whole sidebars file is one its build generates, with Docusaurus' default sidebar from the folders and a warning (webdriverio)", async () => {
    const result = await docusaurusSite("presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]]", {
      'docs/intro.md': '# Intro\n',
      'docs/guides/setup.md': '# Setup\n',
      // webdriverio's: `docs:generate` writes sidebars.json before Docusaurus builds
      'sidebars.ts': "import sidebars from './sidebars.json';\nexport default sidebars;\n",
    });
    expect(result.diagnostics.filter((d) => d.file === 'sidebars.ts').map(formatDiagnostic)).toEqual([
      "sidebars.ts:1:22 warning './sidebars.json' does not exist, so docgate reads an empty stand-in for it; the site's build may make it first (a script, or a plugin docgate does not run) (config)",
      "sidebars.ts:1:22 warning The sidebars come from './sidebars.json', which is not there: the docs get one sidebar made from their folders until it is (sidebar)",
    ]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(Object.keys(result.manifest!.sidebars)).toEqual(['defaultSidebar']);
    expect(pageAt(result, '/docs/guides/setup')).toMatchObject({ sidebar: 'defaultSidebar' });
  });

  it('builds a site whose API docs and their sidebar a plugin it does not run generates: what they lack warns', async () => {
    const result = await docusaurusSite(
      `presets: [['classic', { docs: { sidebarPath: './sidebars.cjs' } }]], plugins: ['docusaurus-plugin-openapi-docs'],
       themeConfig: { navbar: { items: [{ type: 'doc', docId: 'apify-api', label: 'API' }, { type: 'doc', docId: 'intro', label: 'Docs' }] } }`,
      {
        'docs/intro.md': '# Intro\n',
        // apify's: the category's items are the generated sidebar, `docusaurus gen-api-docs` makes it first
        'sidebars.cjs': "module.exports = { docs: ['intro', { type: 'category', label: 'API', items: require('./sidebar.ts') }] };\n",
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.manifest!.site.navbar.items.map((item) => ('label' in item ? item.label : ''))).toEqual(['Docs']);
    expect(result.diagnostics.map((d) => d.message)).toContain(
      "themeConfig.navbar.items.0.docId: unknown doc id 'apify-api'; the site's plugin 'docusaurus-plugin-openapi-docs', which docgate does not run, may make it",
    );
  });

  it("builds a site whose sidebar names docs a plugin it does not run writes (typedoc's API index): the entries warn and drop out", async () => {
    const result = await docusaurusSite(
      `presets: [['classic', { docs: { sidebarPath: './sidebars.cjs' } }]], plugins: [['docusaurus-plugin-typedoc', { out: './docs/api' }]]`,
      {
        'docs/intro.md': '# Intro\n',
        'sidebars.cjs':
          "module.exports = { docs: ['intro', 'api/globals', { type: 'category', label: 'API', link: { type: 'doc', id: 'api/index' }, items: [] }] };\n",
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.manifest!.routes.map((route) => route.path)).toContain('/docs/intro');
    expect(result.diagnostics.filter((d) => d.rule === 'sidebar').map((d) => d.message)).toEqual([
      "Sidebar refers to unknown doc id 'api/globals', expected the id of a doc in this version; the site's plugin 'docusaurus-plugin-typedoc', which docgate does not run, may make it",
      "Sidebar refers to unknown doc id 'api/index', expected the id of a doc in this version; the site's plugin 'docusaurus-plugin-typedoc', which docgate does not run, may make it",
    ]);
  });

  it("warns of a missing image written as HTML in a CommonMark page, which Docusaurus does not check; a Markdown one still fails (kotest's 0 routes)", async () => {
    const result = await docusaurusSite("markdown: { format: 'detect' }", {
      'docs/intro.md': '# Intro\n\n<img src="img/logo.png" alt="Logo" />\n\n![Gone](./gone.png)\n',
    });
    expect(result.diagnostics.map((d) => `${d.line} ${d.severity} ${d.rule}`)).toEqual([
      '3 warning missing-asset',
      '5 error broken-markdown-image',
    ]);
    const partial = await docusaurusSite("markdown: { format: 'detect' }", {
      'docs/intro.md': '# Intro\n\n<img src="img/logo.png" alt="Logo" />\n',
    });
    expect(partial.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(pageAt(partial, '/docs/intro').html).toBe('<img src="img/logo.png" alt="Logo">');
  });

  it("shows a page's own h1 as Docusaurus does, whatever its frontmatter title and hide_title say", async () => {
    const result = await docusaurusSite('', {
      'docs/gsoc.md': '---\ntitle: GSoC Contribution Guide\n---\n\n# Getting Started with GSoC\n\nText.\n',
      'docs/hidden.md': '---\ntitle: Hidden\nhide_title: true\n---\n\n# Shown anyway\n\nText.\n',
      'docs/plain.md': '---\ntitle: Plain\nhide_title: true\n---\n\nText.\n',
      'src/pages/about.md': '---\ntitle: About us\n---\n\nNo heading of its own.\n',
    });
    const gsoc = pageAt(result, '/docs/gsoc');
    // the sidebar and the document title keep the frontmatter's
    expect([gsoc.title, gsoc.heading, gsoc.hideTitle]).toEqual(['GSoC Contribution Guide', 'Getting Started with GSoC', false]);
    expect(result.manifest!.routes.find((route) => route.path === '/docs/gsoc')!.title).toBe('GSoC Contribution Guide');
    const hidden = pageAt(result, '/docs/hidden');
    expect([hidden.heading, hidden.hideTitle]).toEqual(['Shown anyway', false]);
    expect(pageAt(result, '/docs/plain').hideTitle).toBe(true);
    // a Docusaurus Markdown page shows no title but its own h1
    expect(pageAt(result, '/about').hideTitle).toBe(true);
  });

  it("gives the site's remark plugins the page's frontmatter as file.data.frontMatter, in Markdown and MDX pages", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { remarkPlugins: [note] } }]]",
      {
        // supertokens' remarkDocItemDescription reads its options from the frontmatter
        'plugins/note.mjs':
          "export default function note() {\n  return (tree, file) => {\n    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Note: ' + file.data.frontMatter.note }] });\n  };\n}\n",
        'docs/a.md': '---\nnote: from the frontmatter\n---\n\n# A\n',
        'docs/b.mdx': '---\nnote: in MDX\n---\n\n# B\n',
      },
      "import note from './plugins/note.mjs';\n",
    );
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/a').html).toContain('<p>Note: from the frontmatter</p>');
    expect(pageAt(result, '/docs/b').html).toContain('<p>Note: in MDX</p>');
  });

  it('never reads the versions onlyIncludeVersions leaves out, the current one included, as Docusaurus never reads them', async () => {
    const result = await docusaurusSite("presets: [['classic', { docs: { onlyIncludeVersions: ['1.0'], sidebarPath: false } }]]", {
      'versions.json': '["1.0"]\n',
      'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
      // keploy's docs/ and older versions hold pages that no longer compile
      'docs/intro.md': '# Next\n\n{1 +}\n',
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest!.routes.map((route) => route.path)).toEqual(['/docs/intro']);
  });

  it('finds an image written with the baseUrl, and a /static/ path of the site folder as webpack resolves it', async () => {
    const result = await docusaurusSite(
      "baseUrl: '/docs/', presets: [['classic', { docs: {}, theme: { customCss: './src/css/custom.css' } }]]",
      {
        'docs/intro.mdx': '# Intro\n\n<img src="/docs/img/record-api.gif?raw=true" />\n',
        'static/img/record-api.gif': 'GIF89a',
        'static/fonts/mono.ttf': 'font',
        // supertokens' fonts.css
        'src/css/custom.css': "@font-face { font-family: Mono; src: url('/static/fonts/mono.ttf'); }\n",
      },
    );
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/docs/intro').html).toMatch(/<img src="gate:assets\/[0-9a-f]{12}\.gif">/);
  });

  it("keeps the footer copyright's HTML, as Docusaurus renders it, through the inline allow-list", async () => {
    const result = await docusaurusSite(
      'themeConfig: { footer: { copyright: \'Copyright © 2024 <a href="https://keploy.io">Keploy</a>.<br><script>alert(1)</script>\' } }',
      { 'docs/intro.md': '# Intro\n' },
    );
    expect(result.manifest!.site.footer.copyright).toBe('Copyright © 2024 <a href="https://keploy.io">Keploy</a>.<br>');
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^themeConfig\.footer\.copyright: removed unsafe HTML: <script>/),
    ]);
  });

  it('leaves out a Sass customCss it cannot compile (no sass package installed), saying so, rather than send it as CSS', async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: {}, theme: { customCss: ['./src/css/custom.scss', './src/css/plain.css'] } }]], plugins: ['docusaurus-plugin-sass']",
      {
        'docs/intro.md': '# Intro\n',
        'src/css/custom.scss': ":root { --ifm-font-color-base: #1a1a1a; }\n// dark\n[data-theme='dark'] { --ifm-font-color-base: #fff; }\n",
        'src/css/plain.css': ':root { --ifm-color-primary: #ff0000; }\n',
      },
    );
    expect(result.manifest!.site.stylesheets).toHaveLength(1);
    expect(result.diagnostics.map((d) => `${d.file} ${d.message}`)).toContain(
      "src/css/custom.scss Custom CSS 'src/css/custom.scss' is Sass, which docusaurus-plugin-sass compiles with the site's sass package, not installed here: the site is shown without it; run npm install in the site folder",
    );
  });

  it("compiles a Sass customCss with the site's own sass package", async () => {
    const result = await docusaurusSite("presets: [['classic', { docs: {}, theme: { customCss: './src/css/custom.scss' } }]]", {
      'docs/intro.md': '# Intro\n',
      'src/css/custom.scss': '$primary: #ff0000;\n:root { --ifm-color-primary: #{$primary}; }\n',
      // a stand-in for sass: its compile() is what docgate calls
      'node_modules/sass/package.json': '{ "name": "sass", "main": "index.js" }\n',
      'node_modules/sass/index.js':
        "exports.compile = (file) => ({ css: require('node:fs').readFileSync(file, 'utf8').replace(/^\\$primary: (.*);\\n/, '').replace('#{$primary}', '#ff0000') });\n",
    });
    expect(result.diagnostics).toEqual([]);
    const [sheet] = result.manifest!.site.stylesheets!;
    const css = result.entries.find((entry) => entry.path === sheet)!.content as Uint8Array;
    expect(new TextDecoder().decode(css)).toBe(':root { --ifm-color-primary: #ff0000; }\n');
  });

  it("compiles a Less customCss with the site's own less package, and leaves one out with a warning without it", async () => {
    const files = {
      'docs/intro.md': '# Intro\n',
      'src/css/index.less': '@primary: #ff0000;\n// a comment Less ends at the line\n:root { --ifm-color-primary: @primary; }\n',
    };
    const config =
      "presets: [['classic', { docs: {}, theme: { customCss: './src/css/index.less' } }]], plugins: ['docusaurus-plugin-less']";
    const without = await docusaurusSite(config, files);
    expect(without.manifest!.site.stylesheets ?? []).toEqual([]);
    expect(without.diagnostics.map((d) => d.message)).toEqual([
      "Custom CSS 'src/css/index.less' is Less, which docusaurus-plugin-less compiles with the site's less package, not installed here: the site is shown without it; run npm install in the site folder",
    ]);
    const installed = await docusaurusSite(config, {
      ...files,
      // a stand-in for less: its render() is what docgate calls
      'node_modules/less/package.json': '{ "name": "less", "main": "index.js" }\n',
      'node_modules/less/index.js':
        "exports.render = async (text) => ({ css: text.replace(/^@primary: (.*);\\n/, '').replace(/^\\/\\/.*\\n/m, '').replace('@primary', '#ff0000') });\n",
    });
    expect(installed.diagnostics).toEqual([]);
    const css = installed.entries.find((entry) => entry.path === installed.manifest!.site.stylesheets![0])!.content as Uint8Array;
    expect(new TextDecoder().decode(css)).toBe(':root { --ifm-color-primary: #ff0000; }\n');
  });

  it("resolves a partial's bare .md link from the partial's folder, else from the docs folder, as Docusaurus does (chaos-mesh's 24)", async () => {
    const result = await docusaurusSite('', {
      'docs/guides/setup/install.mdx': "import Common from '../../common/_steps.md';\n\n# Install\n\n<Common />\n",
      'docs/common/_steps.md': 'See [the overview](overview.md) and [the note](note.md).\n',
      'docs/overview.md': '# Overview\n',
      'docs/common/note.md': '# Note\n',
    });
    expect(result.diagnostics).toEqual([]);
    const html = pageAt(result, '/docs/guides/setup/install').html;
    expect(html).toContain('href="/docs/overview"');
    expect(html).toContain('href="/docs/common/note"');
  });

  it('reports a broken partial once however many pages import it', async () => {
    const page = (n: number) => `import Shared from './_shared.mdx';\n\n# Page ${n}\n\n<Shared />\n`;
    const result = await docusaurusSite('', { 'docs/a.mdx': page(1), 'docs/b.mdx': page(2), 'docs/_shared.mdx': 'Text {1 +}\n' });
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`)).toEqual(['docs/_shared.mdx:1 mdx-syntax']);
  });

  it("keeps the navbar's style, an icon link's class and accessible name, and no title where the config has none", async () => {
    const result = await docusaurusSite(
      "themeConfig: { navbar: { style: 'primary', items: [{ href: 'https://github.com/x/y', className: 'header-github-link', 'aria-label': 'GitHub repository', position: 'right' }] } }",
      { 'docs/intro.md': '# Intro\n' },
    );
    expect(result.diagnostics).toEqual([]);
    const { navbar } = result.manifest!.site;
    expect([navbar.title, navbar.style]).toEqual(['', 'primary']);
    expect(navbar.items).toEqual([
      {
        type: 'link',
        label: '',
        href: 'https://github.com/x/y',
        className: 'header-github-link',
        ariaLabel: 'GitHub repository',
        position: 'right',
      },
    ]);
  });

  it('makes one tag page of blog tags that differ only in case, as Docusaurus groups them by permalink', async () => {
    const post = (date: string, tag: string) => `---\ntitle: Post ${date}\ntags: [${tag}]\n---\n\nText.\n`;
    const result = await docusaurusSite("presets: [['classic', { docs: false, blog: { onInlineTags: 'ignore' } }]]", {
      'blog/2024-07-18-assetpack.md': post('2024-07-18', 'Web'),
      'blog/2025-04-29-layout.md': post('2025-04-29', 'web'),
    });
    expect(result.diagnostics).toEqual([]);
    const tagPages = result.manifest!.routes.filter((route) => route.path.startsWith('/blog/tags/'));
    expect(tagPages.map((route) => route.path)).toEqual(['/blog/tags/web']);
    // the label of its newest post's tag, as Docusaurus takes the first it meets
    expect(pageAt(result, '/blog/tags/web').title).toBe('2 posts tagged with "web"');
  });

  it("leads an absolute link of a translated page to that page in the page's locale, as Docusaurus' locale base URL does", async () => {
    const result = await docusaurusSite("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, onBrokenAnchors: 'throw'", {
      'docs/intro.md': '# Intro\n\nSee [support](/docs/support#help).\n',
      'docs/support.md': '# Support\n\n## Help\n',
      // apache/answer: a translated page links to its locale's page, whose heading is translated
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro\n\nVoir [le support](/docs/support#aide).\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/support.md': '# Support\n\n## Aide\n',
    });
    expect(result.diagnostics).toEqual([]);
    expect(pageAt(result, '/fr/docs/intro').html).toContain('href="/fr/docs/support#aide"');
    expect(pageAt(result, '/docs/intro').html).toContain('href="/docs/support#help"');
  });

  it('reads a local plugin that wraps the blog plugin (as Docusaurus documents extending it) as the blog plugin, saying so', async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { blog: false }]], plugins: [['./plugins/blog-plugin', { blogTitle: 'Answer Blog', postsPerPage: 16 }]]",
      {
        'docs/intro.md': '# Intro\n',
        // apache/answer-website's: the blog plugin's content, with featured posts and categories of its own
        'plugins/blog-plugin.js':
          "const blogPluginExports = require('@docusaurus/plugin-content-blog');\nmodule.exports = async function blogPlugin(context, options) {\n  const blog = await blogPluginExports.default(context, options);\n  return { ...blog, name: 'blog-plugin' };\n};\n",
        'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.manifest!.routes.map((route) => route.path)).toContain('/blog/2024/01/02/hello');
    expect(result.manifest!.blog.title).toBe('Answer Blog');
    expect(result.diagnostics.map((d) => d.message)).toContain(
      "plugins.0: plugin './plugins/blog-plugin' is read as @docusaurus/plugin-content-blog, which it wraps, with its options; what it adds beyond them is missing",
    );
  });

  it.each([
    ["written in the call (tramline's changelog)", "path.join(context.siteDir, 'changelog/source')", ''],
    [
      "held in a variable first, as Docusaurus' own changelog plugin has it (telegram-bot-sdk's)",
      'generateDir',
      "  const generateDir = path.join(context.siteDir, 'changelog/source');\n",
    ],
  ])('reads the path and id a wrapper of the blog plugin passes it itself, its folder %s', async (_, path, before) => {
    const result = await docusaurusSite(
      "onBrokenLinks: 'throw', presets: [['classic', { blog: false }]], plugins: [['./src/plugins/changelog/index.js', { routeBasePath: '/changelog', blogTitle: 'Changelog' }]]",
      {
        'docs/intro.md': '# Intro\n\nSee the [release](/changelog/2024/01/02/release).\n',
        'src/plugins/changelog/index.js': `const path = require('path');\nconst pluginContentBlog = require('@docusaurus/plugin-content-blog');\nmodule.exports = async function ChangelogPlugin(context, options) {\n${before}  const blogPlugin = await pluginContentBlog.default(context, {\n    ...options,\n    path: ${path},\n    id: 'changelog',\n  });\n  return { ...blogPlugin, name: 'changelog-plugin', contentLoaded: async ({ actions }) => actions.addRoute({ path: '/x', component: '@theme/X' }) };\n};\n`,
        'changelog/source/2024-01-02-release.md': '---\ntitle: Release\n---\n\nWhat changed.\n',
        // a blog folder of no blog: its posts are not the changelog's
        'blog/2023-05-05-other.md': '---\ntitle: Other\n---\n\nNot a changelog post.\n',
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.manifest!.blog.path).toBe('/changelog');
    expect(result.manifest!.blog.posts.map((post) => post.path)).toEqual(['/changelog/2024/01/02/release']);
  });

  it("runs the loadContent of a wrapper whose wrapped plugin is installed, which writes its posts first (telegram-bot-sdk's changelog from CHANGELOG.md)", async () => {
    const wrapper = [
      "const path = require('path');",
      "const fs = require('fs');",
      "const pluginContentBlog = require('@docusaurus/plugin-content-blog');",
      'module.exports = async function ChangelogPlugin(context, options) {',
      "  const generateDir = path.join(context.siteDir, 'changelog/source');",
      "  const blogPlugin = await pluginContentBlog.default(context, { ...options, path: generateDir, id: 'changelog' });",
      '  return {',
      '    ...blogPlugin,',
      "    name: 'changelog-plugin',",
      '    async loadContent() {',
      '      fs.mkdirSync(generateDir, { recursive: true });',
      "      fs.writeFileSync(path.join(generateDir, '2024-01-02-release.md'), '---\\ntitle: Release\\n---\\n\\nFrom CHANGELOG.md.\\n');",
      '      return blogPlugin.loadContent();',
      '    },',
      '  };',
      '};',
    ].join('\n');
    const result = await docusaurusSite(
      "onBrokenLinks: 'throw', presets: [['classic', { blog: false }]], plugins: [['./src/plugins/changelog/index.js', { routeBasePath: '/changelog' }]]",
      {
        'docs/intro.md': '# Intro\n\nSee the [release](/changelog/2024/01/02/release).\n',
        'src/plugins/changelog/index.js': `${wrapper}\n`,
        // the blog plugin as the site's install has it (a stand-in: its loadContent reads nothing here)
        'node_modules/@docusaurus/plugin-content-blog/package.json': '{ "name": "@docusaurus/plugin-content-blog", "main": "index.js" }\n',
        'node_modules/@docusaurus/plugin-content-blog/index.js':
          "exports.default = async () => ({ name: 'docusaurus-plugin-content-blog', loadContent: async () => ({ blogPosts: [] }) });\n",
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.manifest!.blog.posts.map((post) => post.path)).toEqual(['/changelog/2024/01/02/release']);
  });

  it("resolves a link to a client redirect's old path as a link to its page, in the linking page's locale (unraid's translated release notes)", async () => {
    const result = await docusaurusSite(
      "onBrokenLinks: 'throw', i18n: { defaultLocale: 'en', locales: ['en', 'de'] }, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]], plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old-page', to: '/new-page' }] }]]",
      {
        'docs/index.md': '---\nslug: /\n---\n# Home\n\nSee [the moved page](/old-page#part).\n',
        'docs/new-page.md': '# New page\n\n## Part\n\nText.\n',
        'i18n/de/docusaurus-plugin-content-docs/current/index.md':
          '---\nslug: /\n---\n# Startseite\n\nSiehe [die verschobene Seite](/old-page).\n',
        'i18n/de/docusaurus-plugin-content-docs/current/new-page.md': '# Neue Seite\n\nText.\n',
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    expect(pageAt(result, '/').html).toContain('href="/old-page#part"');
    // the German reader's link leads to the German page, through the locale's own redirect
    expect(pageAt(result, '/de').html).toContain('href="/de/old-page"');
  });

  it("names the site's prebuild script, which docgate does not run, once, at its line in package.json", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n',
      // pixijs generates its tutorial pages first; pnpm copies its docs into a version
      'package.json':
        '{\n  "name": "site",\n  "scripts": {\n    "prebuild": "npm run generate",\n    "build": "docusaurus build"\n  }\n}\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "package.json:4:5 warning the site's prebuild script (`npm run generate`) is not run by docgate: files it makes (copied versions, generated docs or sidebars) are missing until you run it (config)",
    ]);
  });

  it("warns of a redirect to a page the prebuild script may make, as of a link to it (stryker's redirects into its cloned docs stopped the build)", async () => {
    const config = "plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old-guide', to: '/docs/cloned/guide' }] }]]";
    const result = await docusaurusSite(config, {
      'docs/intro.md': '# Intro\n\n[Guide](/docs/cloned/guide)\n',
      'package.json': '{\n  "scripts": {\n    "prebuild": "bash clone_docs.sh",\n    "build": "docusaurus build"\n  }\n}\n',
    });
    const redirect = result.diagnostics.find((d) => d.message.includes("a redirect to '/docs/cloned/guide'"));
    expect(redirect).toMatchObject({ severity: 'warning' });
    expect(redirect?.message).toContain("the site's prebuild script (`bash clone_docs.sh`)");
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it("gives a locale's posts its own authors.yml and tags.yml, as Docusaurus reads them from the locale's blog folder first", async () => {
    const result = await docusaurusSite("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }", {
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\nauthors: [ana]\ntags: [release]\n---\n\nHi.\n',
      'blog/authors.yml': 'ana:\n  name: Ana\n  title: Engineer\n',
      'blog/tags.yml': 'release:\n  label: Release\n  permalink: /release\n',
      'i18n/fr/docusaurus-plugin-content-blog/authors.yml': 'ana:\n  name: Ana\n  title: Ingénieure\n',
      'i18n/fr/docusaurus-plugin-content-blog/tags.yml': 'release:\n  label: Version\n  permalink: /version\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const post = (path: string) => pageAt(result, path) as Extract<ReturnType<typeof pageAt>, { kind: 'blogPost' }>;
    expect(post('/blog/2024/01/01/hello').authors[0]?.title).toBe('Engineer');
    expect(post('/blog/2024/01/01/hello').tags).toEqual([{ key: 'release', label: 'Release', permalink: '/blog/tags/release' }]);
    // the French post, untranslated, with the French authors and tags (it had the English ones)
    expect(post('/fr/blog/2024/01/01/hello').authors[0]?.title).toBe('Ingénieure');
    expect(post('/fr/blog/2024/01/01/hello').tags).toEqual([{ key: 'release', label: 'Version', permalink: '/fr/blog/tags/version' }]);
  });

  it("names the prebuild script, not a plugin, as the likely maker of a doc a sidebar lists that is not there (pnpm's copied version)", async () => {
    const config = "presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]], plugins: ['docusaurus-plugin-copy-page-button']";
    const result = await docusaurusSite(config, {
      'docs/intro.md': '# Intro\n',
      'sidebars.js': "export default { docs: ['intro', 'installation'] };\n",
      'package.json': '{\n  "scripts": {\n    "prebuild": "node copy-docs.js",\n    "build": "docusaurus build"\n  }\n}\n',
    });
    const missing = result.diagnostics.map((d) => d.message).filter((message) => message.includes("'installation'"));
    expect(missing).toHaveLength(1);
    expect(missing[0]).toContain(
      "; the site's prebuild script (`node copy-docs.js`) (and 1 more), which docgate does not run, may make it",
    );
  });

  it('names a pre script once when the start script runs it itself (yarn prestart && docusaurus start)', async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n',
      'package.json':
        '{\n  "scripts": {\n    "prestart": "node gen.js",\n    "start": "yarn prestart && docusaurus start",\n    "build": "docusaurus build"\n  }\n}\n',
    });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "the site's prestart script (`node gen.js`) is not run by docgate: files it makes (copied versions, generated docs or sidebars) are missing until you run it",
    ]);
  });

  it("names the site's swizzled theme components, which docgate's viewer does not use, once; its own src/theme components are no news", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n',
      'src/theme/MDXContent/index.js': 'export default function MDXContent({ children }) { return children; }\n',
      'src/theme/ILPClientsTable.js': 'export default function Table() { return null; }\n',
      // a part of MDXComponents, which pages draw with: not named
      'src/theme/MDXComponents/Details/index.js': 'export default function Details(props) { return null; }\n',
      'src/theme/MDXComponents/index.js': "import MDXComponents from '@theme-original/MDXComponents';\nexport default MDXComponents;\n",
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/theme/MDXContent:1:1 warning the site's swizzled theme component (MDXContent) is not used: docgate's viewer draws its own pages and theme components (of the swizzled ones, it draws a Root, DocCard and DocCardList of the site's own, a CodeBlock that wraps @theme-original/CodeBlock or is of the site's own making, DocItem's Layout, Footer and Content, a DocBreadcrumbs, DocVersionBanner, DocVersionBadge, DocPaginator and TOC, a BlogPostItem that wraps @theme-original/BlogPostItem or is made of its parts, and its Footer, a Layout that wraps @theme-original/Layout or draws @theme/Navbar, NotFound and its Content, a Navbar, its Layout, Content, Logo, ColorModeToggle, Search and MobileSidebar/Toggle, NavbarItem/ComponentTypes, a Footer, its Layout, Links, Links/MultiColumn, Links/Simple, LinkItem, Logo and Copyright, and MDXComponents/A, Img, Code, Pre, Heading, Ul, Li and Details, which draw the pages' Markdown elements) (config)",
    ]);
  });

  it("draws a swizzled DocItem/Layout and DocItem/Footer from the site bundle, each doc's frontmatter as written for their useDoc(); DocItem's other parts are named", async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': '---\nfeedback: thumbs\nhide_title: true\n---\n\n# Intro\n',
        'src/theme/DocItem/Layout/index.js':
          "import Layout from '@theme-original/DocItem/Layout';\nexport default function L(props) { return <><p>Ask AI</p><Layout {...props} /></>; }\n",
        'src/theme/DocItem/Footer.js':
          "import Paginator from '@theme/DocItem/Paginator';\nexport default function F() { return <Paginator />; }\n",
        'src/theme/DocItem/Metadata/index.js': 'export default function M() { return null; }\n',
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/theme/DocItem/Metadata:1:1 warning the site's swizzled theme component (DocItem/Metadata) is not used: docgate's viewer draws its own pages and theme components (of the swizzled ones, it draws a Root, DocCard and DocCardList of the site's own, a CodeBlock that wraps @theme-original/CodeBlock or is of the site's own making, DocItem's Layout, Footer and Content, a DocBreadcrumbs, DocVersionBanner, DocVersionBadge, DocPaginator and TOC, a BlogPostItem that wraps @theme-original/BlogPostItem or is made of its parts, and its Footer, a Layout that wraps @theme-original/Layout or draws @theme/Navbar, NotFound and its Content, a Navbar, its Layout, Content, Logo, ColorModeToggle, Search and MobileSidebar/Toggle, NavbarItem/ComponentTypes, a Footer, its Layout, Links, Links/MultiColumn, Links/Simple, LinkItem, Logo and Copyright, and MDXComponents/A, Img, Code, Pre, Heading, Ul, Li and Details, which draw the pages' Markdown elements) (config)",
    ]);
    expect(result.manifest!.bundle?.theme).toEqual(['DocItem/Layout', 'DocItem/Footer']);
    expect(pageAt(result, '/docs/intro')).toMatchObject({ frontMatter: { feedback: 'thumbs', hide_title: true } });
  });

  it('draws a swizzled DocBreadcrumbs, DocPaginator and TOC from the site bundle, with no warning (helm adds a Docs crumb, cypress hides them, ory puts a call to action under the TOC)', async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/DocBreadcrumbs/index.js': "export default function DocBreadcrumbs() {\n  return ' ';\n}\n",
        'src/theme/DocPaginator.js':
          "import Original from '@theme-original/DocPaginator';\nexport default function P(props) { return <><p>Next up</p><Original {...props} /></>; }\n",
        'src/theme/TOC/index.js':
          "import TOC from '@theme-original/TOC';\nexport default function T(props) { return <div><TOC {...props} /><p>Try the cloud</p></div>; }\n",
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.bundle?.theme).toEqual(['DocBreadcrumbs', 'DocPaginator', 'TOC']);
  });

  it("draws a BlogPostItem ejected from the theme, made of its parts, from the site bundle, each post's frontmatter as written for its useBlogPost(); 2.x's, which reads props docgate does not pass, is named", async () => {
    const ejected = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'blog/2024-01-02-hello.md': '---\ntitle: Hello\nimage: https://example.com/cover.png\n---\n\nHi.\n',
        'src/theme/BlogPostItem/index.js': [
          "import Container from '@theme/BlogPostItem/Container';",
          "import Header from '@theme/BlogPostItem/Header';",
          "import Content from '@theme/BlogPostItem/Content';",
          "import Footer from '@theme/BlogPostItem/Footer';",
          'export default function BlogPostItem({ children }) {',
          '  return <Container><Header /><Content>{children}</Content><Footer /><p>Comments</p></Container>;',
          '}',
        ].join('\n'),
      },
      '',
      true,
    );
    expect(ejected.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(ejected.manifest!.bundle?.theme).toEqual(['BlogPostItem']);
    // its useBlogPost().frontMatter, on the post's page and in the list, is the frontmatter as written
    const frontMatter = { title: 'Hello', image: 'https://example.com/cover.png' };
    expect(pageAt(ejected, '/blog/2024/01/02/hello')).toMatchObject({ frontMatter });
    expect(pageAt(ejected, '/blog')).toMatchObject({ posts: [{ frontMatter }] });
    const old = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
        'src/theme/BlogPostItem/index.js': 'export default function BlogPostItem({ metadata }) {\n  return <h1>{metadata.title}</h1>;\n}\n',
      },
      '',
      true,
    );
    expect(old.diagnostics.map((d) => d.message.split(':')[0])).toEqual(["the site's swizzled theme component (BlogPostItem) is not used"]);
    expect(old.manifest!.bundle?.theme ?? []).toEqual([]);
    expect(pageAt(old, '/blog/2024/01/02/hello')).not.toHaveProperty('frontMatter');
  });

  it("draws a swizzled Navbar, its parts and NavbarItem/ComponentTypes' custom items from the site bundle; the parts it does not draw are named", async () => {
    const result = await docusaurusSite(
      "themeConfig: { navbar: { title: 'Site', items: [{ type: 'custom-greeting', text: 'hi', position: 'right' }] } },",
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/Navbar/index.js': "import Layout from '@theme/Navbar/Layout';\nexport default function N() { return <Layout />; }\n",
        'src/theme/Navbar/Content/index.js':
          "import C from '@theme-original/Navbar/Content';\nexport default function W() { return <C />; }\n",
        'src/theme/Navbar/MobileSidebar/Toggle/index.js': 'export default function T() { return null; }\n',
        'src/theme/Navbar/MobileSidebar/Header/index.js': 'export default function H() { return null; }\n',
        'src/theme/Navbar/MobileSidebar/index.js': 'export default function M() { return null; }\n',
        'src/theme/NavbarItem/ComponentTypes.js':
          "import C from '@theme-original/NavbarItem/ComponentTypes';\nexport default { ...C, 'custom-greeting': () => null };\n",
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/theme/Navbar/MobileSidebar/Header:1:1 warning the site's swizzled theme components (Navbar/MobileSidebar/Header, Navbar/MobileSidebar) are not used: docgate's viewer draws its own pages and theme components (of the swizzled ones, it draws a Root, DocCard and DocCardList of the site's own, a CodeBlock that wraps @theme-original/CodeBlock or is of the site's own making, DocItem's Layout, Footer and Content, a DocBreadcrumbs, DocVersionBanner, DocVersionBadge, DocPaginator and TOC, a BlogPostItem that wraps @theme-original/BlogPostItem or is made of its parts, and its Footer, a Layout that wraps @theme-original/Layout or draws @theme/Navbar, NotFound and its Content, a Navbar, its Layout, Content, Logo, ColorModeToggle, Search and MobileSidebar/Toggle, NavbarItem/ComponentTypes, a Footer, its Layout, Links, Links/MultiColumn, Links/Simple, LinkItem, Logo and Copyright, and MDXComponents/A, Img, Code, Pre, Heading, Ul, Li and Details, which draw the pages' Markdown elements) (config)",
    ]);
    expect(result.manifest!.bundle?.theme).toEqual([
      'Navbar',
      'Navbar/Content',
      'Navbar/MobileSidebar/Toggle',
      'NavbarItem/ComponentTypes',
    ]);
    expect(result.manifest!.site.navbar.items).toEqual([
      { type: 'custom', component: 'custom-greeting', position: 'right', props: { text: 'hi' } },
    ]);
  });

  it("draws a swizzled Footer of the site's own making from the site bundle, with no warning", async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/Footer/index.js':
          'import Link from \'@docusaurus/Link\';\nexport default function Footer() { return <footer><Link to="/docs/intro">Home</Link></footer>; }\n',
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.bundle?.theme).toEqual(['Footer']);
  });

  it("draws every code block with a swizzled CodeBlock wrapping the theme's, from the site bundle, with no warning: each block carries its props, a page's <CodeBlock> too", async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.mdx':
          'import CodeBlock from \'@theme/CodeBlock\';\n\n# Intro\n\n```ts title="a.ts"\nconst a = 1;\n```\n\n<CodeBlock language="yaml">{`key: value`}</CodeBlock>\n',
        'src/theme/CodeBlock/index.js':
          'import CodeBlock from \'@theme-original/CodeBlock\';\nexport default function C(props) { return <div data-pagefind-weight="2"><CodeBlock {...props} /></div>; }\n',
        // a helper module beside it is no part of the theme's
        'src/theme/CodeBlock/theme.ts': 'export const dark = true;\n',
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.bundle?.theme).toEqual(['CodeBlock']);
    const { html } = pageAt(result, '/docs/intro') as { html: string };
    expect(html).toContain(
      `<div class="code-block language-ts codeBlockContainer_docgate theme-code-block" data-language="ts" ${PALENIGHT} data-metastring="title=&#x22;a.ts&#x22;">`,
    );
    // the compiler's block, as a fence is, not an island of the site's code showing its bare text first
    expect(html).toContain(
      `<div class="code-block language-yaml codeBlockContainer_docgate theme-code-block" data-language="yaml" ${PALENIGHT}><div class="codeBlockContent_docgate"><pre`,
    );
    expect(html).not.toContain('data-docgate-island');
  });

  it("keeps docgate's code blocks, naming the swizzled parts, for a CodeBlock swizzled part by part or ejected from the theme's parts", async () => {
    const parts = {
      'docs/intro.md': '# Intro\n\n```ts\nconst a = 1;\n```\n',
      'src/theme/CodeBlock/Content/String.js': 'export default function S() { return null; }\n',
      'src/theme/CodeBlock/Buttons/CopyButton/index.js': 'export default function B() { return null; }\n',
    };
    const partly = await docusaurusSite('', parts, '', true);
    expect(partly.diagnostics.map((d) => d.message.split(' are not used')[0])).toEqual([
      "the site's swizzled theme components (CodeBlock/Buttons, CodeBlock/Content)",
    ]);
    expect(partly.manifest!.bundle?.theme).toBeUndefined();
    expect((pageAt(partly, '/docs/intro') as { html: string }).html).toContain(
      `<div class="code-block language-ts codeBlockContainer_docgate theme-code-block" data-language="ts" ${PALENIGHT}><div class="codeBlockContent_docgate"><pre`,
    );
    const ejected = await docusaurusSite(
      '',
      {
        ...parts,
        'src/theme/CodeBlock/index.js':
          "import StringContent from '@theme/CodeBlock/Content/String';\nexport default function C(props) { return <StringContent {...props} />; }\n",
      },
      '',
      true,
    );
    expect(ejected.diagnostics.map((d) => d.message.split(' are not used')[0])).toEqual([
      "the site's swizzled theme components (CodeBlock/Buttons, CodeBlock/Content, CodeBlock)",
    ]);
    expect(ejected.manifest!.bundle?.theme).toBeUndefined();
  });

  it("draws a site's swizzled footer parts from the site bundle, a Footer/Layout alone too (openfeature.dev's), with no warning", async () => {
    const result = await docusaurusSite(
      "themeConfig: { footer: { copyright: 'C' } },",
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/Footer/Layout/index.js':
          'export default function L({ links, copyright }) { return <footer>{links}<b>CNCF</b>{copyright}</footer>; }\n',
        'src/theme/Footer/Copyright/index.js':
          "import C from '@theme-original/Footer/Copyright';\nexport default function W(props) { return <C {...props} />; }\n",
        'src/theme/Footer/LinkItem/index.js': 'export default function I({ item }) { return <a>{item.label}</a>; }\n',
        'src/theme/Footer/Links/Simple/index.js': 'export default function S() { return null; }\n',
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.bundle?.theme).toEqual(['Footer/Layout', 'Footer/Links/Simple', 'Footer/LinkItem', 'Footer/Copyright']);
  });

  it("draws a swizzled Footer that composes the theme's footer parts (crowdsec's, ejected) or wraps the original, and the site's own components in its folder are no news", async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/Footer/index.js': [
          "import { useThemeConfig } from '@docusaurus/theme-common';",
          "import FooterLayout from '@theme/Footer/Layout';",
          "import FooterLinks from '@theme/Footer/Links';",
          "import IconLinks from '@site/src/theme/Footer/Links/IconLinks';",
          'export default function Footer() {',
          '  const { footer } = useThemeConfig();',
          '  return footer ? <FooterLayout links={<><FooterLinks links={footer.links} /><IconLinks /></>} /> : null;',
          '}',
        ].join('\n'),
        'src/theme/Footer/Logo/index.js': 'export default function L() { return null; }\n',
        // arrow's icon links: a component of the site's own beside the theme's parts
        'src/theme/Footer/Links/IconLinks/index.js': 'export default function I() { return null; }\n',
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.bundle?.theme).toEqual(['Footer', 'Footer/Logo']);
    const wrapping = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/Footer/index.js':
          "import Footer from '@theme-original/Footer';\nexport default function W() { return <><p>Feedback</p><Footer /></>; }\n",
      },
      '',
      true,
    );
    expect(wrapping.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(wrapping.manifest!.bundle?.theme).toEqual(['Footer']);
  });

  it("draws a swizzled Layout wrapping the theme's around every page and a NotFound/Content on paths without one, from the site bundle, with no warning", async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/Layout/index.js':
          "import Layout from '@theme-original/Layout';\nexport default function L(props) { return <><Layout {...props} /><p>Chat</p></>; }\n",
        'src/theme/NotFound/Content/index.js': 'export default function C() { return <main>Lost</main>; }\n',
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.bundle?.theme).toEqual(['Layout', 'NotFound/Content']);
  });

  it("draws an ejected Layout with docgate's page parts, every name it imports given; its own Layout/Provider is named, docgate's providers being around the site", async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/Layout/index.js': [
          "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
          "import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';",
          "import { useKeyboardNavigation } from '@docusaurus/theme-common/internal';",
          "import SkipToContent from '@theme/SkipToContent';",
          "import AnnouncementBar from '@theme/AnnouncementBar';",
          "import Navbar from '@theme/Navbar';",
          "import Footer from '@theme/Footer';",
          "import LayoutProvider from '@theme/Layout/Provider';",
          "import ErrorPageContent from '@theme/ErrorPageContent';",
          "import BackToTopButton from '@theme/BackToTopButton';",
          'export default function Layout({ children, title }) {',
          '  useKeyboardNavigation();',
          '  return <LayoutProvider><PageMetadata title={title} /><SkipToContent /><AnnouncementBar /><Navbar />',
          '    <div id={SkipToContentFallbackId} className={ThemeClassNames.wrapper.main}><ErrorBoundary fallback={(p) => <ErrorPageContent {...p} />}>{children}</ErrorBoundary></div>',
          '    <BackToTopButton /><Footer /></LayoutProvider>;',
          '}',
          '',
        ].join('\n'),
        'src/theme/Layout/Provider/index.js': [
          "import { composeProviders } from '@docusaurus/theme-common';",
          "import { ColorModeProvider, AnnouncementBarProvider, ScrollControllerProvider, NavbarProvider, PluginHtmlClassNameProvider } from '@docusaurus/theme-common/internal';",
          "import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';",
          'const Provider = composeProviders([ColorModeProvider, AnnouncementBarProvider, ScrollControllerProvider, DocsPreferredVersionContextProvider, PluginHtmlClassNameProvider, NavbarProvider]);',
          'export default function LayoutProvider({ children }) { return <Provider>{children}</Provider>; }',
          '',
        ].join('\n'),
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/theme/Layout/Provider:1:1 warning the site's swizzled theme component (Layout/Provider) is not used: docgate's viewer draws its own pages and theme components (of the swizzled ones, it draws a Root, DocCard and DocCardList of the site's own, a CodeBlock that wraps @theme-original/CodeBlock or is of the site's own making, DocItem's Layout, Footer and Content, a DocBreadcrumbs, DocVersionBanner, DocVersionBadge, DocPaginator and TOC, a BlogPostItem that wraps @theme-original/BlogPostItem or is made of its parts, and its Footer, a Layout that wraps @theme-original/Layout or draws @theme/Navbar, NotFound and its Content, a Navbar, its Layout, Content, Logo, ColorModeToggle, Search and MobileSidebar/Toggle, NavbarItem/ComponentTypes, a Footer, its Layout, Links, Links/MultiColumn, Links/Simple, LinkItem, Logo and Copyright, and MDXComponents/A, Img, Code, Pre, Heading, Ul, Li and Details, which draw the pages' Markdown elements) (config)",
    ]);
    expect(result.manifest!.bundle?.theme).toEqual(['Layout']);
  });

  it("keeps docgate's layout, with a warning, for a swizzled Layout that neither wraps the theme's nor draws its navbar (a package's layout)", async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': '# Intro\n',
        'src/theme/Layout/index.tsx':
          "import { NetFoundryLayout } from '@netfoundry/docusaurus-theme/ui';\nexport default function Layout({ children }) { return <NetFoundryLayout>{children}</NetFoundryLayout>; }\n",
        'src/theme/NotFound.js':
          "import Layout from '@theme/Layout';\nexport default function NotFound() { return <Layout><main>Gone</main></Layout>; }\n",
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/theme/Layout:1:1 warning the site's swizzled theme component (Layout) is not used: docgate's viewer draws its own pages and theme components (of the swizzled ones, it draws a Root, DocCard and DocCardList of the site's own, a CodeBlock that wraps @theme-original/CodeBlock or is of the site's own making, DocItem's Layout, Footer and Content, a DocBreadcrumbs, DocVersionBanner, DocVersionBadge, DocPaginator and TOC, a BlogPostItem that wraps @theme-original/BlogPostItem or is made of its parts, and its Footer, a Layout that wraps @theme-original/Layout or draws @theme/Navbar, NotFound and its Content, a Navbar, its Layout, Content, Logo, ColorModeToggle, Search and MobileSidebar/Toggle, NavbarItem/ComponentTypes, a Footer, its Layout, Links, Links/MultiColumn, Links/Simple, LinkItem, Logo and Copyright, and MDXComponents/A, Img, Code, Pre, Heading, Ul, Li and Details, which draw the pages' Markdown elements) (config)",
    ]);
    expect(result.manifest!.bundle?.theme).toEqual(['NotFound']);
  });

  it("names the steps the site's build script runs before docusaurus build, which docgate does not run either, but not those that only set the environment, install or check (ts-jest's tsc, arbitrum's yarn && yarn clear)", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n',
      // buck2 generates its API docs; pnpm copies its docs into a version (and its start script does the same)
      'package.json':
        '{\n  "scripts": {\n    "build": "yarn && yarn clear && docusaurus clear && NO_UPDATE_NOTIFIER=1 docusaurus clear && CI=1 npx tsc && unset FB_INTERNAL && export NODE_OPTIONS=--max-old-space-size=8192 && npx tsc && ./gen_docs.py && npm run copy-docs && yarn typecheck && pnpm lint:md && npx markdownlint-cli2 docs && INTERNAL_STATIC_DOCS=0 docusaurus build --out-dir dist && node after.js",\n    "start": "./gen_docs.py && docusaurus start",\n    "lint:md": "markdownlint-cli2 \\"docs/**/*.md\\"",\n    "clear": "docusaurus clear"\n  }\n}\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "package.json:3:5 warning the site's build script runs `./gen_docs.py && npm run copy-docs` before Docusaurus, which is not run by docgate: files it makes (copied versions, generated docs or sidebars) are missing until you run it (config)",
    ]);
  });

  it("names a step of the start script that the build script does not run, and none twice (woodpecker's make generate-docs)", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n',
      'package.json':
        '{\n  "scripts": {\n    "prebuild": "node gen.js",\n    "prestart": "node gen.js",\n    "build": "pnpm build:plugins && docusaurus build",\n    "start": "make generate-docs && pnpm build:plugins && docusaurus start",\n    "build:plugins": "cd plugins && pnpm build"\n  }\n}\n',
    });
    expect(result.diagnostics.map((d) => `${d.line} ${d.message.split(' not run by docgate')[0]}`)).toEqual([
      "3 the site's prebuild script (`node gen.js`) is",
      "5 the site's build script runs `pnpm build:plugins` before Docusaurus, which is",
      "6 the site's start script runs `make generate-docs` before Docusaurus, which is",
    ]);
  });

  it("reads a local plugin required from a TypeScript module as its default export, as Docusaurus' loader does (nitro's plugins were '(unknown)')", async () => {
    const result = await docusaurusSite("plugins: [require('./src/plugins/og-images.ts')]", {
      'docs/intro.md': '# Intro\n',
      'src/plugins/og-images.ts': "export default function ogImages() {\n  return { name: 'og-images', async postBuild() {} };\n}\n",
    });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "plugins.0: plugin 'ogImages' is not run by docgate: what it adds to the site is missing",
    ]);
  });

  it("with a remark plugin that is not installed, a link it would rewrite only warns, naming it (rushstack's @rushjs/ links)", async () => {
    const result = await docusaurusSite(
      "onBrokenLinks: 'throw', presets: [['classic', { docs: { remarkPlugins: [[crossSite, { prefixes: { '@rushjs': 'https://rushjs.io' } }]] } }]]",
      { 'docs/intro.md': '# Intro\n\nSee [welcome](@rushjs/pages/intro/welcome/).\n' },
      "import { plugin as crossSite } from 'remark-cross-site-link-plugin';\n",
    );
    expect(result.diagnostics.filter((d) => d.rule === 'broken-link').map((d) => `${d.severity} ${d.message}`)).toEqual([
      "warning Broken link '@rushjs/pages/intro/welcome/': the site has no page /docs/@rushjs/pages/intro/welcome; the site's remark plugin 'remark-cross-site-link-plugin', which is not installed, may rewrite that link",
    ]);
    expect(result.manifest).not.toBeNull();
  });

  it("with a remark plugin that is not installed, a Markdown image it would rewrite only warns, naming it (ziti-doc's @openziti_img/ images)", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { remarkPlugins: [[scoped, { mappings: [{ from: '@acme_img', to: '/img' }] }]] } }]]",
      { 'docs/intro.md': '# Intro\n\n![A shot](@acme_img/shot.png)\n' },
      "import { remarkScopedPath as scoped } from '@acme/docusaurus-theme/plugins';\n",
    );
    expect(result.diagnostics.filter((d) => d.rule === 'broken-markdown-image').map((d) => `${d.severity} ${d.message}`)).toEqual([
      "warning Missing image '@acme_img/shot.png', expected a file in the folder of this file; the site's remark plugin '@acme/docusaurus-theme', which is not installed, may rewrite that image",
    ]);
    expect(result.manifest).not.toBeNull();
  });

  it('with a plugin docgate does not run that may add pages (an API reference), a link to a page the site lacks only warns, naming it', async () => {
    const page = { 'docs/intro.md': '# Intro\n\nSee [the API](/api/core/class/EntityManager).\n' };
    const typedoc = await docusaurusSite("plugins: ['docusaurus-plugin-typedoc-api', 'docusaurus-plugin-sass']", page);
    expect(typedoc.diagnostics.filter((d) => d.rule === 'broken-link').map((d) => `${d.severity} ${d.message}`)).toEqual([
      "warning Broken link '/api/core/class/EntityManager': the site has no page /api/core/class/EntityManager; the site's plugin 'docusaurus-plugin-typedoc-api', which docgate does not run, may make that page",
    ]);
    expect(typedoc.manifest).not.toBeNull();
    // a local plugin, resolved to its absolute path by the config, is named by its path in the site
    const local = await docusaurusSite(
      "plugins: [createRequire(import.meta.url).resolve('./plugins/api.mjs')]",
      { ...page, 'plugins/api.mjs': 'export default () => ({ name: "api" });\n' },
      "import { createRequire } from 'node:module';\n",
    );
    expect(local.diagnostics.filter((d) => d.rule === 'broken-link').map((d) => d.message)).toEqual([
      "Broken link '/api/core/class/EntityManager': the site has no page /api/core/class/EntityManager; the site's plugin './plugins/api.mjs', which docgate does not run, may make that page",
    ]);
    expect(local.diagnostics.map((d) => d.message)).toContain(
      "plugins.0: plugin './plugins/api.mjs' is not run by docgate: what it adds to the site is missing",
    );
    // a plugin that only changes looks makes no pages: the link stays an error
    const sass = await docusaurusSite("plugins: ['docusaurus-plugin-sass']", page);
    expect(sass.diagnostics.filter((d) => d.rule === 'broken-link').map((d) => d.severity)).toEqual(['error']);
    // nor one that makes an llms.txt or response headers (pact's llms-txt plugin), though it is not run
    const llms = await docusaurusSite(
      "plugins: ['@signalwire/docusaurus-plugin-llms-txt', './src/plugins/security-headers-plugin.js']",
      page,
    );
    expect(llms.diagnostics.filter((d) => d.rule === 'broken-link').map((d) => `${d.severity} ${d.message}`)).toEqual([
      "error Broken link '/api/core/class/EntityManager': the site has no page /api/core/class/EntityManager",
    ]);
  });

  it("reads frontmatter as Docusaurus' Joi converts it, and a page's `mdx: { format: md }` makes it CommonMark", async () => {
    const result = await docusaurusSite('', {
      'docs/a.md': "---\nsidebar_position: '2'\nhide_table_of_contents: 'true'\n---\n# A\n\n## Part\n",
      'docs/b.md': '---\nsidebar_position: 1\nmdx:\n  format: md\n---\n# B\n\n- <https://github.com/nonebot>\n- {not an expression}\n',
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const sidebar = Object.values(result.manifest!.sidebars)[0]!;
    expect(sidebar.map((item) => ('label' in item ? item.label : ''))).toEqual(['B', 'A']);
    expect(pageAt(result, '/docs/a').hideTableOfContents).toBe(true);
    expect(pageAt(result, '/docs/b').html).toContain('<a href="https://github.com/nonebot">https://github.com/nonebot</a>');
    expect(pageAt(result, '/docs/b').html).toContain('{not an expression}');
  });

  it("reads a partial imported with named imports beside its default one (vcluster's quick starts)", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.mdx':
        "import Version, { K8S_VERSION } from './_fragments/version.mdx';\n\n# Intro\n\n<Version />\n\nPinned: {K8S_VERSION}\n",
      'docs/_fragments/version.mdx': "export const K8S_VERSION = 'v1.36.0';\n\nKubernetes <strong>{K8S_VERSION}</strong> by default.\n",
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(pageAt(result, '/docs/intro').html).toContain('<p>Kubernetes <strong>v1.36.0</strong> by default.</p>');
  });

  it("reads a _category_.json's numbers and flags written as text as Docusaurus' Joi converts them (vcluster's 494 errors, 0 routes)", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n',
      'docs/later/_category_.json': '{ "label": "Later", "position": "2.22", "collapsed": "false" }\n',
      'docs/later/x.md': '# X\n',
      'docs/sooner/_category_.json': '{ "label": "Sooner", "position": "1.5", "collapsible": "true" }\n',
      'docs/sooner/y.md': '# Y\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const sidebar = Object.values(result.manifest!.sidebars)[0]!;
    expect(sidebar.map((item) => [item.type, 'label' in item ? item.label : '', 'collapsed' in item ? item.collapsed : null])).toEqual([
      ['category', 'Sooner', true],
      ['category', 'Later', false],
      // without a position: after those with one, as Docusaurus orders them
      ['doc', 'Intro', null],
    ]);
  });

  it("keeps a navbar, dropdown or footer `to: '#'` as a link on the page, as Docusaurus' Link (typeorm's build failed on it)", async () => {
    const navbar =
      "{ items: [{ to: '#top', label: 'Top' }, { type: 'dropdown', label: 'V', items: [{ html: '<b>Latest</b>', to: '#' }] }] }";
    const result = await docusaurusSite(
      `themeConfig: { navbar: ${navbar}, footer: { links: [{ title: 'T', items: [{ label: 'F', to: '#' }] }] } }`,
      {
        'docs/intro.md': '# Intro\n',
      },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const site = result.manifest!.site;
    expect(site.navbar.items[0]).toMatchObject({ label: 'Top', href: '#top' });
    expect(site.navbar.items[1]).toMatchObject({ items: [{ label: 'Latest', href: '#' }] });
    expect(site.footer.links[0]!.items).toEqual([{ label: 'F', href: '#' }]);
  });

  it("gives a config's inline remark plugin the unist-util-visit every Docusaurus install has, not an empty stand-in (keploy)", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { remarkPlugins: [() => (tree) => visit(tree, 'code', (node) => { node.value = 'rewrittenByPlugin'; })] } }]]",
      { 'docs/intro.md': '# Intro\n\n```js\nconst x = 1;\n```\n' },
      "import { visit } from 'unist-util-visit';\n",
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(pageAt(result, '/docs/intro').html).toContain('rewrittenByPlugin');
  });

  it("reads math syntax when the config's remark-math is not installed: the page builds and shows the TeX (audio-api)", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { remarkPlugins: [remarkMath] } }]]",
      { 'docs/intro.md': '# Intro\n\nA filter of $\\dfrac{-3dB}{octave}$.\n\n$$\nE = mc^2\n$$\n' },
      "import remarkMath from 'remark-math';\n",
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = pageAt(result, '/docs/intro').html;
    expect(html).toContain('<code class="language-math math-inline">\\dfrac{-3dB}{octave}</code>');
    expect(html).toContain('<pre><code class="language-math math-display">E = mc^2</code></pre>');
  });

  it("reads a partial's math with the page's remark plugins, as Docusaurus compiles it with its plugin's options (TCL's formula partials failed)", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { remarkPlugins: [remarkMath] } }]]",
      {
        'docs/intro.mdx': "import Formula from './_formulas/reaction.md';\n\n# Intro\n\n<Formula />\n",
        'docs/_formulas/reaction.md': '$$\n\\text{Reaction} = \\frac{5 \\times \\text{EM}}{1200}\n$$\n',
      },
      "import remarkMath from 'remark-math';\n",
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(pageAt(result, '/docs/intro').html).toContain(
      '<pre><code class="language-math math-display">\\text{Reaction} = \\frac{5 \\times \\text{EM}}{1200}</code></pre>',
    );
  });

  it("compiles a partial a site component draws with the page's remark plugins, as Docusaurus compiles it (TCL's formulas took the whole site bundle down)", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { remarkPlugins: [remarkMath] } }]]",
      {
        'docs/intro.md':
          "import Box from '@site/src/components/Box'\nimport Formula from './_formulas/decay.md'\n\n# Intro\n\n<Box>\n\n<Formula />\n\n</Box>\n",
        'docs/_formulas/decay.md': '$$\nD = \\frac{875}{4 \\times \\text{Durability}}\n$$\n',
        'src/components/Box.js': 'export default function Box({ children }) {\n  return <div className="box">{children}</div>;\n}\n',
      },
      "import remarkMath from 'remark-math';\n",
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(siteCode(result)).toContain('math-display');
  });

  it("exports a required doc's metadata, as Docusaurus' mdx-loader does (TCL's <Card item={require('./x.md')} /> read item.metadata.title)", async () => {
    const result = await docusaurusSite(
      '',
      {
        'docs/intro.md': "import Card from '@site/src/components/Card'\n\n# Intro\n\n<Card item={require('./guide/setup.md')} />\n",
        'docs/guide/setup.md': '---\ntitle: Setup guide\n---\n\nSet it up.\n',
        'src/components/Card.js':
          'export default function Card({ item }) {\n  return <a className="card" href={item.metadata.permalink}>{item.metadata.title}</a>;\n}\n',
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    // the doc's own metadata: its id, title, permalink and file, in the module the component requires
    const code = siteCode(result);
    for (const value of ['guide/setup', 'Setup guide', '/docs/guide/setup', '@site/docs/guide/setup.md']) expect(code).toContain(value);
  });

  it("compiles a site component whose children import a partial once, the import with the page's others (TCL's weapon pages took the whole site bundle down)", async () => {
    const result = await docusaurusSite(
      '',
      {
        // a formatter's escaped underscore, as TCL writes it
        'docs/intro.md':
          "import Box from '@site/src/components/Box'\n\n# Intro\n\n<Box>\n\nimport Series from './\\_common/series.md';\n\n<Series/>\n\n</Box>\n",
        // written plainly, it was the component's text: "import Series from ..." shown in the box
        'docs/other.md':
          "import Box from '@site/src/components/Box'\n\n# Other\n\n<Box>\n\nimport Series from './_common/series.md';\n\n<Series/>\n\n</Box>\n",
        'docs/_common/series.md': 'Shared **series** note.\n',
        'src/components/Box.js': 'export default function Box({ children }) {\n  return <div className="box">{children}</div>;\n}\n',
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(siteCode(result).match(/import Series from/g) ?? []).toHaveLength(0);
  });

  it("reads the Markdown inside a site component with the page's remark plugins: math in a component builds into the bundle (iceberg)", async () => {
    const result = await docusaurusSite(
      "presets: [['classic', { docs: { remarkPlugins: [remarkMath] } }]]",
      {
        'docs/intro.mdx':
          "import Box from '@site/src/components/Box';\n\n# Intro\n\n<Box>\n\nInline $\\int_{a}^{x}$ and\n\n$$\nI = \\int_0^{2\\pi} \\sin(x)\\,dx\n$$\n\n</Box>\n",
        'src/components/Box.js': 'export default function Box({ children }) {\n  return <div className="box">{children}</div>;\n}\n',
      },
      "import remarkMath from 'remark-math';\n",
      true,
    );
    // no "Could not parse expression with acorn" from the bundle: its MDX reads `{a}` as TeX, as the page does
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const bundle = siteCode(result);
    expect(bundle).toContain('math-inline');
    expect(bundle).toContain('\\\\int_{a}^{x}');
  });

  it('finds a linked page as Docusaurus does: in another letter case, or with an escaped ? in its file name kept (casdoor, cardano)', async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n\n[Prometheus](/docs/monitoring/prometheus) and [why](./Why%3F).\n',
      'docs/monitoring/Prometheus.md': '# Prometheus\n',
      'docs/Why%3F.md': '# Why\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = pageAt(result, '/docs/intro').html;
    expect(html).toContain('href="/docs/monitoring/Prometheus"');
    expect(html).toContain('href="/docs/Why%3F"');
  });

  it("carries a navbar link's activeBasePath, activeBaseRegex (without the baseUrl) and exact to the viewer", async () => {
    const items =
      "[{ to: '/docs/intro', label: 'Docs', activeBasePath: 'docs/guides' }, { to: '/docs/intro', label: 'API', activeBaseRegex: '^/docs/api' }, { to: '/docs/intro', label: 'Intro', exact: true }]";
    const result = await docusaurusSite(`baseUrl: '/site/', themeConfig: { navbar: { items: ${items} } }`, {
      'docs/intro.md': '# Intro\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.site.navbar.items).toMatchObject([
      { label: 'Docs', to: '/docs/intro', activeBasePath: '/docs/guides' },
      { label: 'API', to: '/docs/intro', activeBaseRegex: '^/docs/api' },
      { label: 'Intro', to: '/docs/intro', exact: true },
    ]);
  });

  it("carries the navbar logo's href, a site path without the baseUrl", async () => {
    const logo = "{ alt: 'Logo', src: 'img/logo.svg', href: '/site/docs/intro' }";
    const result = await docusaurusSite(`baseUrl: '/site/', themeConfig: { navbar: { logo: ${logo} } }`, {
      'docs/intro.md': '# Intro\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.site.navbar.logo).toMatchObject({ alt: 'Logo', href: '/docs/intro' });
  });

  it("checks the links of a navbar dropdown as its top-level links, as Docusaurus does (MasterSeed's /api pages)", async () => {
    const items =
      "[{ type: 'dropdown', label: 'More', items: [{ to: '/docs/missing-in-dropdown', label: 'Gone' }, { to: '/docs/intro', label: 'Intro' }] }]";
    const result = await docusaurusSite(`themeConfig: { navbar: { items: ${items} } }`, { 'docs/intro.md': '# Intro\n' });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.message}`)).toEqual([
      "error themeConfig.navbar.items.0.items.0.to: broken link '/docs/missing-in-dropdown', the site has no page /docs/missing-in-dropdown",
    ]);
  });

  it("gives a Markdown page its wrapperClassName, and the whole width when its TOC is hidden, as Docusaurus' MDX pages", async () => {
    const result = await docusaurusSite('', {
      'docs/intro.md': '# Intro\n',
      'src/pages/landing.md': '---\nwrapperClassName: landing-page\nhide_table_of_contents: true\n---\n# Landing\n\n## Part\n',
      'src/pages/about.md': '# About\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(pageAt(result, '/landing')).toMatchObject({ wrapperClassName: 'landing-page', fluid: true });
    expect(pageAt(result, '/about')).not.toHaveProperty('fluid');
  });

  it("carries themeConfig.docs.sidebar's hideable and autoCollapseCategories to the viewer (buck2)", async () => {
    const result = await docusaurusSite('themeConfig: { docs: { sidebar: { hideable: true, autoCollapseCategories: true } } }', {
      'docs/intro.md': '# Intro\n',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.manifest!.site.sidebar).toEqual({ hideable: true, autoCollapseCategories: true });
  });
});

// the blog-global-data plugin of Docusaurus' own website, as kmesh-net/website and kubeedge/website copied it
const BLOG_GLOBAL_DATA = `const path = require("path");
const pluginContentBlog = require("@docusaurus/plugin-content-blog");

async function blogGlobalDataPlugin(context, options) {
  const blogDir = context.i18n.currentLocale === "zh"
    ? path.join(context.siteDir, "i18n/zh/docusaurus-plugin-content-blog")
    : path.join(context.siteDir, FOLDER);
  const blogPlugin = await pluginContentBlog.default(context, { ...options, path: blogDir, id: "blogGlobalDataPlugin" });
  return {
    name: NAME,
    async loadContent() {
      const content = await blogPlugin.loadContent();
      content.blogPosts.forEach((post, index) => { post.metadata.index = index; });
      return content;
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData({ blogGlobalData: content });
    },
  };
}
blogGlobalDataPlugin.validateOptions = pluginContentBlog.validateOptions;
module.exports = blogGlobalDataPlugin;
`;

const blogDataPlugin = (folder: string, name = 'blog-global-dataPlugin') =>
  BLOG_GLOBAL_DATA.replace('FOLDER', JSON.stringify(folder)).replace('NAME', JSON.stringify(name));

const BLOG_POSTS = {
  'docs/intro.md': '# Intro\n',
  'blog/authors.yml':
    'ann:\n  name: Ann Lee\n  title: Maintainer\n  url: https://ann.dev\n  image_url: https://ann.dev/ann.png\n  socials:\n    x: ann\n    github: annlee\n',
  'blog/2024-01-05-first.md':
    '---\ntitle: First post\nauthors: [ann]\ntags: [release]\nsummary: The first one.\n---\n\nHello.\n\n<!-- truncate -->\n\nMore.\n',
  'blog/2024-03-09-second/index.md': '---\ntitle: Second post\ndescription: Two.\n---\n\nAgain.\n',
  // the site code that reads them, so the site has a bundle to carry them
  'src/pages/index.js':
    "import { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Home() {\n  const { blogGlobalData } = usePluginData('blog-global-dataPlugin');\n  return <ul>{blogGlobalData.blogPosts.map((post) => <li key={post.id}>{post.metadata.title}</li>)}</ul>;\n}\n",
};

/** The posts plugin `name` set (`{ blogGlobalData }`) in the site bundle's global data, as the viewer gets it: the bundle module's export. */
async function bundlePosts(result: Awaited<ReturnType<typeof docusaurusSite>>, name = 'blog-global-dataPlugin'): Promise<BlogContent> {
  const { globalData } = await importSiteBundle(result.entries, result.manifest!.bundle!.script);
  return (globalData as Record<string, { default: { blogGlobalData: BlogContent } }>)[name]!.default.blogGlobalData;
}

describe("a local plugin that takes the blog plugin's posts for site code (the blog-global-data plugin)", () => {
  it.each([
    ['not installed', {}],
    [
      // as the site's install has it: it would read the folder itself, before docgate has read the blog
      'installed',
      {
        'node_modules/@docusaurus/plugin-content-blog/package.json': '{ "name": "@docusaurus/plugin-content-blog", "main": "index.js" }\n',
        'node_modules/@docusaurus/plugin-content-blog/index.js':
          "exports.default = async () => ({ loadContent: async () => ({ blogPosts: [{ id: 'not-planned', metadata: {} }] }) });\n",
      },
    ],
  ])("gets docgate's posts of its folder in Docusaurus' BlogContent shape, not a second blog, the blog plugin %s", async (_, installed) => {
    const result = await docusaurusSite(
      "presets: [['classic', { blog: { showReadingTime: true } }]], plugins: [['./src/plugins/blogGlobalData/index.js', {}]]",
      { ...BLOG_POSTS, ...installed, 'src/plugins/blogGlobalData/index.js': blogDataPlugin('blog') },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const content = await bundlePosts(result);
    expect(
      content.blogPosts.map((post: { id: string; metadata: Record<string, unknown> }) => [
        post.id,
        post.metadata.permalink,
        post.metadata.title,
        post.metadata.date,
      ]),
    ).toEqual([
      ['2024/03/09/second', '/blog/2024/03/09/second', 'Second post', '2024-03-09T00:00:00.000Z'],
      ['2024/01/05/first', '/blog/2024/01/05/first', 'First post', '2024-01-05T00:00:00.000Z'],
    ]);
    const [second, first] = content.blogPosts;
    expect(first.metadata).toMatchObject({
      source: '@site/blog/2024-01-05-first.md',
      formattedDate: 'January 5, 2024',
      tags: [{ label: 'release', permalink: '/blog/tags/release' }],
      hasTruncateMarker: true,
      readingTime: 1,
      authors: [
        {
          key: 'ann',
          name: 'Ann Lee',
          title: 'Maintainer',
          url: 'https://ann.dev',
          imageURL: 'https://ann.dev/ann.png',
          page: null,
          // by platform, as Docusaurus gives them
          socials: { x: 'https://x.com/ann', github: 'https://github.com/annlee' },
        },
      ],
      frontMatter: { title: 'First post', authors: ['ann'], tags: ['release'], summary: 'The first one.' },
      unlisted: false,
      prevItem: { title: 'Second post', permalink: '/blog/2024/03/09/second' },
      // what its own loadContent adds
      index: 1,
    });
    expect(first.content).toBe('\nHello.\n\n<!-- truncate -->\n\nMore.\n');
    expect(second.metadata).toMatchObject({ description: 'Two.', nextItem: { title: 'First post', permalink: '/blog/2024/01/05/first' } });
    expect(content).toMatchObject({
      blogTitle: 'Blog',
      blogTagsListPath: '/blog/tags',
      blogTags: { '/blog/tags/release': { label: 'release', items: ['/blog/2024/01/05/first'], unlisted: false } },
      blogListPaginated: [
        {
          metadata: { permalink: '/blog', page: 1, totalCount: 2, totalPages: 1 },
          items: ['/blog/2024/03/09/second', '/blog/2024/01/05/first'],
        },
      ],
    });
    // its folder is the blog's: one blog, once
    expect(result.manifest!.routes.filter((route) => route.path === '/blog/2024/01/05/first')).toHaveLength(1);
    expect(result.manifest!.blogs).toBeUndefined();
  });

  it("gets a locale's posts for that locale's translation folder, and none, with a warning, for a folder no blog has", async () => {
    const result = await docusaurusSite(
      "i18n: { defaultLocale: 'en', locales: ['en', 'zh'] }, plugins: ['./plugins/zh.js', './plugins/news.js']",
      {
        ...BLOG_POSTS,
        'i18n/zh/docusaurus-plugin-content-blog/2024-01-05-first.md': '---\ntitle: 第一篇\n---\n\n你好。\n',
        'plugins/zh.js': blogDataPlugin('i18n/zh/docusaurus-plugin-content-blog', 'zh-posts'),
        'plugins/news.js': blogDataPlugin('news', 'news-posts'),
      },
      '',
      true,
    );
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "docusaurus.config.mjs:1:177 warning plugins.1: plugin './plugins/news.js' reads the posts of 'news', which is no blog folder docgate builds (a blog's, or its translation's in a locale built): site code reading them gets none (config)",
    ]);
    expect(
      (await bundlePosts(result, 'zh-posts')).blogPosts.map((post: { metadata: Record<string, unknown> }) => [
        post.metadata.permalink,
        post.metadata.title,
      ]),
    ).toEqual([['/zh/blog/2024/01/05/first', '第一篇']]);
    expect((await bundlePosts(result, 'news-posts')).blogPosts).toEqual([]);
  });

  it('gives the data of the posts as edited in watch mode', async () => {
    const dir = await docusaurusFolder("plugins: ['./src/plugins/blogGlobalData/index.js']", {
      ...BLOG_POSTS,
      'src/plugins/blogGlobalData/index.js': blogDataPlugin('blog'),
    });
    const compiler = compilerFor(diskFolder(dir), true, { root: dir, bundle: true });
    await compiler.build();
    const file = join(dir, 'blog/2024-01-05-first.md');
    await writeFile(file, '---\ntitle: First post, renamed\n---\n\nHello.\n');
    const updated = await compiler.update([{ type: 'change', file }]);
    const content = await bundlePosts(updated);
    expect(content.blogPosts.map((post) => post.metadata.title)).toEqual(['Second post', 'First post, renamed']);
    // an edit of its text alone, which leaves the site's code as it was, gives new data too
    await writeFile(file, '---\ntitle: First post, renamed\n---\n\nHello, edited.\n');
    const edited = await compiler.update([{ type: 'change', file }]);
    const after = await bundlePosts(edited);
    expect(after.blogPosts[1]!.content).toBe('\nHello, edited.\n');
  });

  it("reads no post again for an edit of a doc, and keeps the posts' data", async () => {
    const dir = await docusaurusFolder("plugins: ['./src/plugins/blogGlobalData/index.js']", {
      ...BLOG_POSTS,
      'src/plugins/blogGlobalData/index.js': blogDataPlugin('blog'),
    });
    const disk = diskFolder(dir);
    const read: string[] = [];
    const folder = {
      ...disk,
      read: (abs: string) => {
        read.push(relative(dir, abs));
        return disk.read(abs);
      },
    };
    const compiler = compilerFor(folder, true, { root: dir, bundle: true });
    await compiler.build();
    const file = join(dir, 'docs/intro.md');
    read.length = 0;
    await writeFile(file, '# Intro\n\nEdited.\n');
    const updated = await compiler.update([{ type: 'change', file }]);
    expect(read).toEqual(['docs/intro.md']);
    expect((await bundlePosts(updated)).blogPosts.map((post) => [post.metadata.title, post.content])).toEqual([
      ['Second post', '\nAgain.\n'],
      ['First post', '\nHello.\n\n<!-- truncate -->\n\nMore.\n'],
    ]);
  });
});
