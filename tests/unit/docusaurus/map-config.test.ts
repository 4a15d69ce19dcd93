import { describe, expect, it } from 'vitest';
import { Findings } from '../../../src/compiler/read/docusaurus/findings.ts';
import { mapDocusaurusConfig } from '../../../src/compiler/read/docusaurus/map-config.ts';
import { createStub } from '../../../src/compiler/read/docusaurus/stub.ts';
import type { SiteMarkdownOptions } from '../../../src/compiler/markdown/types.ts';

const BASE = { title: 'T', url: 'https://t.dev/', baseUrl: 'sub' };
const map = (config: Record<string, unknown>) => {
  const findings = new Findings('docusaurus.config.js', null);
  const setup = mapDocusaurusConfig(
    { ...BASE, ...config },
    { file: '/site/docusaurus.config.js', text: null, siteDir: '/nowhere' },
    findings,
  );
  return { setup, messages: findings.diagnostics.map((d) => `${d.severity} ${d.message}`) };
};

describe('mapping a Docusaurus config', () => {
  it('normalizes url and baseUrl as Docusaurus does, and keeps the title delimiter and favicon', () => {
    const { setup } = map({ titleDelimiter: '·', favicon: 'img/f.ico' });
    expect(setup?.input).toMatchObject({ title: 'T', url: 'https://t.dev', baseUrl: '/sub/', titleDelimiter: '·', favicon: 'img/f.ico' });
  });

  it('keeps customFields as plain JSON for site components, leaving out functions and stand-ins of missing packages', () => {
    const customFields = {
      users: [{ caption: 'Ada', pinned: true, stars: 3 }],
      githubUrl: 'https://github.com/x',
      nothing: null,
      format: () => 'code',
      parsed: createStub('yaml'),
      nested: { keep: 'yes', infinite: Number.POSITIVE_INFINITY, when: new Date(0) },
    };
    expect(map({ customFields }).setup?.input.customFields).toEqual({
      users: [{ caption: 'Ada', pinned: true, stars: 3 }],
      githubUrl: 'https://github.com/x',
      nothing: null,
      nested: { keep: 'yes' },
    });
  });

  it("reads the classic preset's docs, blog and pages, turns off what is false, and adds docs plugins", () => {
    const { setup } = map({
      presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],
    });
    expect(setup?.docs.map((d) => [d.options.id, d.options.path, d.options.routeBasePath])).toEqual([
      ['default', 'docs', '/'],
      ['community', 'community', 'community'],
    ]);
    expect(setup?.blogs).toEqual([]);
    expect(setup?.pages.map((p) => p.options.path)).toEqual(['src/pages']);
  });

  it('reads every pages plugin, the main one first; a second of one id is not built, and a custom mdxPageComponent is said', () => {
    const { setup, messages } = map({
      presets: [['classic', { docs: false, blog: false, pages: { routeBasePath: '/p' } }]],
      plugins: [
        [
          '@docusaurus/plugin-content-pages',
          { id: 'landing', path: 'landing', routeBasePath: '/landing', mdxPageComponent: '@site/src/Page' },
        ],
        ['@docusaurus/plugin-content-pages', { id: 'landing', path: 'other' }],
      ],
    });
    expect(setup?.pages.map((p) => [p.options.id, p.options.path, p.options.routeBasePath])).toEqual([
      ['default', 'src/pages', '/p'],
      ['landing', 'landing', '/landing'],
    ]);
    expect(messages).toEqual([
      'warning plugins.0.1.mdxPageComponent: is not used: Markdown pages are drawn as @theme/MDXPage draws them',
      "warning plugins.1.1: a second pages plugin with the id 'landing' is not built: give each pages plugin its own id",
    ]);
  });

  it('turns onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks and onDuplicateRoutes into policies, log meaning warn', () => {
    expect(map({}).setup?.links).toEqual({
      brokenLinks: 'throw',
      brokenMarkdownLinks: 'warn',
      brokenMarkdownImages: 'throw',
      brokenAnchors: 'warn',
      duplicateRoutes: 'warn',
    });
    expect(
      map({ onBrokenLinks: 'log', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'throw', onDuplicateRoutes: 'throw' }).setup?.links,
    ).toEqual({
      brokenLinks: 'warn',
      brokenMarkdownLinks: 'throw',
      brokenMarkdownImages: 'throw',
      brokenAnchors: 'ignore',
      duplicateRoutes: 'throw',
    });
    // Docusaurus 3.9 moved the markdown one under markdown.hooks
    expect(map({ markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } } }).setup?.links.brokenMarkdownLinks).toBe('ignore');
    // and added onBrokenMarkdownImages there
    expect(map({ markdown: { hooks: { onBrokenMarkdownImages: 'log' } } }).setup?.links.brokenMarkdownImages).toBe('warn');
    expect(map({ markdown: { hooks: { onBrokenMarkdownImages: 'ignore' } } }).setup?.links.brokenMarkdownImages).toBe('ignore');
  });

  it('reads blog paging, titles, the reading time setting and the markdown format', () => {
    const blog = { postsPerPage: 'ALL', blogTitle: 'News', blogSidebarTitle: 'All posts', blogSidebarCount: 'ALL', showReadingTime: false };
    const { setup } = map({ presets: [['classic', { blog }]], markdown: { format: 'detect' } });
    expect(setup?.input.blog).toEqual({
      title: 'News',
      description: 'Blog',
      postsPerPage: Number.MAX_SAFE_INTEGER,
      sidebarTitle: 'All posts',
      sidebarCount: 'ALL',
      showReadingTime: false,
    });
    expect(setup?.input.markdown).toEqual({ format: 'detect' });
    // Docusaurus parses every file as MDX unless told otherwise
    expect(map({}).setup?.input.markdown).toEqual({ format: 'mdx' });
  });

  it("applies a head tag's stylesheet of another host (an icon font), before the config's stylesheets and the theme's CSS, as Docusaurus' head links them", () => {
    const { setup } = map({
      headTags: [{ tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.googleapis.com/icon?family=Material+Icons' } }],
      stylesheets: ['https://fonts.example.com/inter.css'],
      presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]],
    });
    expect(setup?.input.customCss).toEqual([
      'https://fonts.googleapis.com/icon?family=Material+Icons',
      'https://fonts.example.com/inter.css',
      'src/css/custom.css',
    ]);
  });

  it('passes looks-only plugins silently and warns about the others and about content settings it leaves out', () => {
    const { messages } = map({
      plugins: ['docusaurus-plugin-sass', '@docusaurus/plugin-ideal-image', function myPlugin() {}, 'docusaurus-plugin-umami'],
      // search engines and visit counters by their names too: docgate has its own search
      themes: [
        '@docusaurus/theme-mermaid',
        '@easyops-cn/docusaurus-search-local',
        'docusaurus-theme-search-typesense',
        '@orama/plugin-docusaurus-v3',
      ],
      presets: [['classic', { docs: { numberPrefixParser: () => ({}) }, theme: { customCss: './x.css' }, gtag: { trackingID: 'G' } }]],
      markdown: { mermaid: true, preprocessor: (x: unknown) => x },
      clientModules: ['./src/client.js'],
      scripts: [{ src: 'https://example.com/ads.js', async: true }],
      // vcluster's icon font is fetched and applied, a hint to connect early changes nothing: only the script is named
      headTags: [
        { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.googleapis.com/icon?family=Material+Icons' } },
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com' } },
        { tagName: 'script', attributes: { src: '/js/widget.js' } },
      ],
      // KaTeX's is taken from the site's katex package (a warning here: not installed)
      stylesheets: ['https://fonts.example.com/inter.css', { href: 'https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css' }],
    });
    expect(messages).toEqual([
      "warning plugins.1: plugin '@docusaurus/plugin-ideal-image' is not run by docgate: images are shown as they are, not resized",
      "warning plugins.2: plugin 'myPlugin' is not run by docgate: what it adds to the site is missing",
      "warning scripts: are not loaded: the viewer runs only the site's own code (its components and clientModules) from the gated bundle",
      'warning headTags: are not added to the pages: a script, icon or stylesheet of the built site they name does not apply',
      'warning presets.0.1.docs.numberPrefixParser: is not read: number prefixes like 01- are parsed the default way',
      // /nowhere has no docs folder: Docusaurus stops on it (openfeature's submodules)
      "warning presets.0.1.docs.path: docs folder 'docs' of docs instance 'default' does not exist, so it has no pages (Docusaurus stops on it); a git submodule or a script may make it",
      "warning stylesheets.1: KaTeX's stylesheet ('katex') is not installed, so math shows unstyled; run npm install in /nowhere to install the site's packages",
      "warning clientModules.0: './src/client.js' is not there: this client module is left out",
    ]);
  });

  it("reads a looks-only kind from whole words of a plugin's name: a local ./plugins/segments or research-index is the site's own (oh-my-posh)", () => {
    const { messages } = map({ plugins: ['./plugins/segments', './plugins/research-index', 'docusaurus-plugin-segment'] });
    expect(messages).toEqual([
      "warning plugins.0: plugin './plugins/segments' is not run by docgate: what it adds to the site is missing",
      "warning plugins.1: plugin './plugins/research-index' is not run by docgate: what it adds to the site is missing",
    ]);
  });

  it("reads the words of a function plugin's camelCase name: an inline googleTagManager or tailwindPlugin only measures or styles (stacklok)", () => {
    const { messages } = map({
      plugins: [function googleTagManager() {}, function tailwindPlugin() {}, function researchIndex() {}],
    });
    expect(messages).toEqual(["warning plugins.2: plugin 'researchIndex' is not run by docgate: what it adds to the site is missing"]);
  });

  it("passes headTags of meta tags alone silently: they change nothing a reader sees (MyEMS' verification tag)", () => {
    const { messages } = map({ headTags: [{ tagName: 'meta', attributes: { name: 'baidu-site-verification', content: 'x' } }] });
    expect(messages).toEqual([]);
  });

  it('gives each content plugin its admonition keywords and a reference to its remark and rehype plugins', () => {
    const shout = () => () => undefined;
    const { setup, messages } = map({
      presets: [
        [
          'classic',
          {
            docs: {
              admonitions: { keywords: ['my-note'] },
              // npm2yarn not installed is no loss: docgate makes its tabs itself
              remarkPlugins: [shout, [createStub('remark-math'), {}], [createStub('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]],
            },
            blog: { admonitions: { keywords: ['only'], extendDefaults: false } },
            pages: { admonitions: false },
          },
        ],
      ],
    });
    const docs = setup?.markdown.get('docs:default');
    expect(docs?.admonitions?.keywords).toContain('my-note');
    expect(docs?.admonitions?.keywords).toContain('important');
    expect(docs?.plugins).toMatchObject({ configFile: '/site/docusaurus.config.js', scope: 'docs:default' });
    // npm2yarn's fences are tabs where the plugin is listed, synced as its option says; elsewhere code
    expect(docs?.npm2yarn).toEqual({ sync: true });
    // no prism.theme: Docusaurus' default, palenight, in both modes
    expect(docs?.codeThemes?.light.plain).toEqual({ color: '#bfc7d5', backgroundColor: '#292d3e' });
    expect(docs?.codeThemes?.dark).toBe(docs?.codeThemes?.light);
    const options = (markdown: Map<string, SiteMarkdownOptions> | undefined, key: string) => {
      const { codeThemes: _, ...rest } = markdown?.get(key) ?? {};
      return rest;
    };
    expect(options(setup?.markdown, 'blog:default')).toEqual({ admonitions: { keywords: ['only'] }, mdx1Comments: true, npm2yarn: false });
    expect(options(setup?.markdown, 'pages:default')).toEqual({ admonitions: { keywords: [] }, mdx1Comments: true, npm2yarn: false });
    // a site on Docusaurus' v4 defaults gives up MDX 1's HTML comments
    expect(options(map({ future: { v4: true }, presets: [['classic', {}]] }).setup?.markdown, 'docs:default')).toEqual({ npm2yarn: false });
    // a preset's docs with an id are that instance, as a plugin's are; v4 flags other than MDX 1's keep the comments
    const named = map({ future: { v4: { removeLegacyPostBuildHeadAttribute: true } }, presets: [['classic', { docs: { id: 'rules' } }]] });
    expect(options(named.setup?.markdown, 'docs:rules')).toEqual({ mdx1Comments: true, npm2yarn: false });
    expect(messages).toEqual([
      "warning presets.0.1.docs.remarkPlugins.1: 'remark-math' is not installed, so the remark plugin it provides is skipped and what it adds to pages is missing; run npm install in /nowhere to install the site's packages",
      "warning presets.0.1.docs.path: docs folder 'docs' of docs instance 'default' does not exist, so it has no pages (Docusaurus stops on it); a git submodule or a script may make it",
    ]);
  });

  it("names an option of a classic preset's fork that docgate does not run as that preset's option", () => {
    const { messages } = map({ presets: [['docusaurus-plugin-internaldocs-fb', { docs: {}, blog: false, staticDocsProject: 'metro' }]] });
    expect(messages).toContain(
      "warning presets.0.1.staticDocsProject: option 'staticDocsProject' of preset 'docusaurus-plugin-internaldocs-fb' is not run by docgate: what it adds to the site is missing",
    );
  });

  it('names a preset or plugin written as a resolved file of node_modules by its package', () => {
    const preset = '/site/node_modules/docusaurus-plugin-internaldocs-fb/docusaurus-preset.js';
    const { setup, messages } = map({
      presets: [[preset, { docs: {}, staticDocsProject: 'metro' }]],
      plugins: ['/site/node_modules/@docusaurus/plugin-content-blog/lib/index.js'],
    });
    expect(messages).toContain(
      "warning presets.0.1.staticDocsProject: option 'staticDocsProject' of preset 'docusaurus-plugin-internaldocs-fb' is not run by docgate: what it adds to the site is missing",
    );
    // a content plugin so written is read as the content plugin it is
    expect(setup?.blogs).toHaveLength(1);
  });

  it('says a missing package gives remark plugins too when it is also a preset docgate does not run', () => {
    const tRex = createStub('@swmansion/t-rex-ui');
    const { messages } = map({
      presets: [
        ['@swmansion/t-rex-ui', {}],
        ['classic', { docs: { beforeDefaultRemarkPlugins: [tRex] } }],
      ],
    });
    expect(messages.filter((m) => m.includes('t-rex-ui'))).toEqual([
      "warning presets.0: preset '@swmansion/t-rex-ui' is not run by docgate: what it adds to the site is missing",
      "warning presets.1.1.docs.beforeDefaultRemarkPlugins.0: '@swmansion/t-rex-ui' is not installed, so the remark plugin it provides is skipped and what it adds to pages is missing; run npm install in /nowhere to install the site's packages",
    ]);
  });

  it('names the field path of what Docusaurus would refuse', () => {
    const { setup, messages } = map({ onBrokenLinks: 'explode', presets: [['classic', { docs: { routeBasePath: 3 } }]] });
    expect(setup).toBeNull();
    expect(messages).toEqual(["error onBrokenLinks: expected 'ignore' or 'log' or 'warn' or 'throw'"]);
    expect(map({ presets: [['classic', { docs: { routeBasePath: 3 } }]] }).messages).toEqual([
      'error presets.0.1.docs.routeBasePath: expected string, received number',
    ]);
  });
});
