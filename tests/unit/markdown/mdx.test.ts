import { describe, expect, test } from 'vitest';
import { convertNpmCommands } from '../../../src/compiler/markdown/npm-commands.ts';
import { siteConfigSchema } from '../../../src/compiler/read/config/schema.ts';
import { pageFormat } from '../../../src/compiler/read/format.ts';
import { renderPage } from './render-page.ts';

const mdx = (source: string, options = {}) => renderPage(source, { file: 'content/docs/page.mdx', format: 'mdx', ...options });

describe('MDX pages', () => {
  test('import and export lines never reach the html', async () => {
    const page = await mdx("import Tabs from '@theme/Tabs';\nexport const x = 1;\n\nText.\n");
    expect(page.html).toBe('<p>Text.</p>');
    expect(page.diagnostics).toEqual([]);
  });

  test('keeps the HTML Docusaurus renders: column widths, align, aria references', async () => {
    const page = await mdx(
      [
        '<p align="center">Centred</p>',
        '',
        '<table><colgroup><col style={{ width: \'45%\' }} /><col span="2" /></colgroup><tbody><tr><td>a</td></tr></tbody></table>',
        '',
        '<span id="label">Label</span> <a href="https://example.com" aria-labelledby="label">link</a>',
        '',
      ].join('\n'),
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<p align="center">Centred</p>');
    expect(page.html).toContain('<colgroup><col style="width:45%"><col span="2"></colgroup>');
    expect(page.html).toContain('aria-labelledby="label"');
  });

  test("names a tab by the text of a label written as JSX, not by its value (scriptcat's browser tabs)", async () => {
    const page = await mdx(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '<Tabs>',
        '  <TabItem value="edge" label={<span className="browser"><b>Edge</b> (Chromium)</span>} default>Edge steps</TabItem>',
        '  <TabItem value="chrome" label={<>Chrome {"desktop"}</>}>Chrome steps</TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
    );
    expect(page.diagnostics).toEqual([]);
    expect([...page.html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1])).toEqual(['Edge (Chromium)', 'Chrome desktop']);
  });

  test("orders tabs as their values list them, and a <Tabs values> without TabItems is a strip of tabs, as Docusaurus (tolgee's)", async () => {
    const page = await mdx(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        "<Tabs groupId=\"sdk\" values={[{ label: 'React', value: 'react' }, { label: 'Vue', value: 'vue' }]}>",
        '  <TabItem value="vue">Vue steps</TabItem>',
        '  <TabItem value="react">React steps</TabItem>',
        '</Tabs>',
        '',
        "<Tabs groupId=\"sdk\" values={[{ label: 'React', value: 'react' }, { label: 'Vue', value: 'vue' }]} />",
        '',
      ].join('\n'),
    );
    expect(page.diagnostics).toEqual([]);
    const labels = [...page.html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(labels).toEqual(['React', 'Vue', 'React', 'Vue']);
    expect(page.html.indexOf('React steps')).toBeLessThan(page.html.indexOf('Vue steps'));
  });

  test("keeps a diagram drawn inline in SVG: its text, and gradients and masks of its own (avalonia's), never another document's", async () => {
    const page = await mdx(
      [
        '<svg viewBox="0 0 300 120" xmlns="http://www.w3.org/2000/svg">',
        '  <defs><linearGradient id="g1" x1="0%" x2="100%"><stop offset="0%" stopColor="red" /><stop offset="100%" stopColor="blue" /></linearGradient><mask id="m1"><rect width="10" height="10" fill="white" /></mask></defs>',
        '  <rect width="200" height="60" fill="url(#g1)" mask="url(#m1)" />',
        '  <rect width="20" height="20" fill="url(https://evil.example/x.svg#p)" mask="url(https://evil.example/m)" />',
        '  <text x="20" y="100" textAnchor="middle">Label text</text>',
        '</svg>',
        '',
      ].join('\n'),
    );
    expect(page.html).toContain('<linearGradient id="g1" x1="0%" x2="100%"><stop offset="0%" stop-color="red"></stop>');
    expect(page.html).toContain('<rect width="200" height="60" fill="url(#g1)" mask="url(#m1)"></rect>');
    expect(page.html).toContain('<rect width="20" height="20"></rect>');
    expect(page.html).toContain('<text x="20" y="100" text-anchor="middle">Label text</text>');
    expect(page.html).not.toContain('evil');
  });

  test('keeps an icon drawn inline in SVG, shapes and colours only', async () => {
    const page = await mdx(
      '<svg viewBox="0 0 24 24" width="16" xmlns="http://www.w3.org/2000/svg"><path d="M0 0h24v24H0z" fill="currentColor" strokeWidth="2" /><circle cx="12" cy="12" r="4" fill="url(https://example.com/leak.svg#p)" /></svg>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<svg viewBox="0 0 24 24" width="16" xmlns="http://www.w3.org/2000/svg">');
    expect(page.html).toContain('<path d="M0 0h24v24H0z" fill="currentColor" stroke-width="2"></path>');
    expect(page.html).toContain('<circle cx="12" cy="12" r="4"></circle>');
  });

  test("keeps a rect's size and SVG's own kebab-case attributes (fill-rule), as React passes them", async () => {
    const page = await mdx(
      '<svg viewBox="0 0 200 100"><rect x="10" y="10" width="80" height="80" fill="#398CCB" /><path fill-rule="evenodd" stroke-dasharray="4 2" d="M110 10h80v80h-80z" /></svg>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<rect x="10" y="10" width="80" height="80" fill="#398CCB"></rect>');
    expect(page.html).toContain('<path fill-rule="evenodd" stroke-dasharray="4 2" d="M110 10h80v80h-80z"></path>');
  });

  test('keeps an icon\'s filter effects, named by filter="url(#id)", and never a filter of another document (lido\'s wallet icons)', async () => {
    const page = await mdx(
      '<svg viewBox="0 0 24 24"><defs><filter id="s" x="0" y="0" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feFlood flood-opacity="0" result="bg" /><feGaussianBlur stdDeviation="2" in="SourceAlpha" /><feOffset dy="1" /><feBlend mode="normal" in2="bg" /></filter><mask id="m" mask-type="alpha"><rect width="24" height="24" fill="#fff" /></mask></defs><g filter="url(#s)" mask="url(#m)"><path d="M0 0h24v24H0z" /></g><g filter="url(https://x.dev/f.svg#s)"><circle r="2" /></g></svg>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain(
      '<filter id="s" x="0" y="0" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feFlood flood-opacity="0" result="bg"></feFlood><feGaussianBlur stdDeviation="2" in="SourceAlpha"></feGaussianBlur><feOffset dy="1"></feOffset><feBlend mode="normal" in2="bg"></feBlend></filter>',
    );
    expect(page.html).toContain('<mask id="m" mask-type="alpha">');
    expect(page.html).toContain('<g filter="url(#s)" mask="url(#m)">');
    expect(page.html).not.toContain('x.dev');
  });

  test("renders a page's own <style> as Docusaurus does, its CSS unable to close the element, and out of the search text (0g-doc's home)", async () => {
    const page = await mdx(
      'Intro text.\n\n<style>{`.hero { color: red; }\n.x::after { content: "</style><img src=x onerror=alert(1)>"; }`}</style>\n\n<div className="hero">Hi</div>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain(
      '<style>.hero { color: red; }\n.x::after { content: "\\3C /style>\\3C img src=x onerror=alert(1)>"; }</style>',
    );
    expect(page.html).not.toMatch(/<img/);
    expect(page.sections.map((section) => section.text).join(' ')).not.toContain('hero');
  });

  test("a <Link id> is an anchor of the page, with or without a target, as Docusaurus' Link collects it", async () => {
    const page = await mdx(
      'import Link from \'@docusaurus/Link\';\n\n- <Link id="ast-bigint"/> BigInt\n- <Link id="spec" href="https://tc39.es">spec</Link>\n\nSee [BigInt](#ast-bigint).\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<li><a id="ast-bigint"></a> BigInt</li>');
    expect(page.html).toContain('<a href="https://tc39.es" id="spec">spec</a>');
    expect(page.anchors).toEqual(expect.arrayContaining(['ast-bigint', 'spec']));
  });

  test("a <Link className> keeps its class, and one on a line of its own is the <a> itself, in no paragraph (0g-doc's hero buttons)", async () => {
    const page = await mdx(
      'import Link from \'@docusaurus/Link\';\n\n<div className="hero">\n  <Link className="button button--lg" to="/docs/a">\n    Block\n  </Link>\n</div>\n\nInline: <Link className="button" to="/docs/b" title="Bee">b</Link>\n\n<Link className="button" to="/docs/c">Line</Link>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<div class="hero"><a href="/docs/a" class="button button--lg"><p>Block</p></a></div>');
    expect(page.html).toContain('<p>Inline: <a href="/docs/b" class="button" title="Bee">b</a></p>');
    expect(page.html).toContain('\n<a href="/docs/c" class="button">Line</a>');
    // each is a link the link check sees
    expect(page.links.map((link) => link.url)).toEqual(['/docs/a', '/docs/b', '/docs/c']);
  });

  test("keeps an author's classes on links and lists, and the obsolete HTML Docusaurus renders (font, valign, samp, tabIndex)", async () => {
    const page = await mdx(
      '<a className="button button--primary" href="https://x.dev" tabIndex={-1}>Go</a>\n\n<ul className="checklist"><li className="done">a</li></ul>\n\n<table><tbody><tr><td valign="top"><font size="2" color="gray">Added in</font> <samp>v1.2</samp></td></tr></tbody></table>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<a class="button button--primary" href="https://x.dev" tabindex="-1">Go</a>');
    expect(page.html).toContain('<ul class="checklist"><li class="done">a</li></ul>');
    expect(page.html).toContain('<td valign="top"><font size="2" color="gray">Added in</font> <samp>v1.2</samp></td>');
  });

  test('a {/* truncate */} comment ends the summary like <!-- truncate -->', async () => {
    const page = await mdx('First part.\n\n{/* truncate */}\n\nSecond part.\n');
    expect(page.summaryHtml).toBe('<p>First part.</p>');
    expect(page.html).toBe('<p>First part.</p>\n<p>Second part.</p>');
  });

  test('a heading id written as {/* #id */} names the heading and its TOC entry, without the comment', async () => {
    const page = await mdx('## Install it {/* #install */}\n');
    expect(page.toc).toEqual([{ id: 'install', text: 'Install it', level: 2 }]);
    expect(page.html).not.toContain('/*');
  });

  test('a partial is inlined with its props and its headings join the TOC', async () => {
    const page = await mdx('import Part from \'./_part.mdx\';\n\n## Page\n\n<Part who="Ada" />\n', {
      partials: { 'content/docs/_part.mdx': { source: '## Shared {props.who}\n\nHi.\n', lineOffset: 0, format: 'mdx' } },
      siteDir: 'content',
    });
    expect(page.toc.map((entry) => entry.text)).toEqual(['Page', 'Shared Ada']);
  });

  test('a children prop written as text is the content, as React renders it (the OpenAPI plugin\'s <Heading children="…">)', async () => {
    const page = await mdx(
      'import Heading from "@theme/Heading"\n\n<span className={"badge"} children={"Version: v2"}></span>\n\n<Heading id={"auth"} as={"h2"} className={"openapi-tabs__heading"} children={"Authentication"}></Heading>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<span class="badge">Version: v2</span>');
    expect(page.html).toContain('<h2 id="auth" class="openapi-tabs__heading">Authentication');
    // as in Docusaurus, a JSX heading keeps its id and # link but is in no TOC
    expect(page.toc).toEqual([]);
    expect(page.anchors).toContain('auth');
  });

  test('a heading written as JSX takes no slug from a Markdown one and is in no TOC, as in Docusaurus', async () => {
    const page = await mdx(
      'import Heading from "@theme/Heading"\n\n<Heading as="h2">Setup</Heading>\n\n<h3>Install</h3>\n\n## Setup\n\n### Install\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<h2>Setup</h2>');
    expect(page.html).toContain('<h3>Install</h3>');
    expect(page.html).toContain('<h2 id="setup">Setup<a class="hash-link"');
    expect(page.html).toContain('<h3 id="install">Install<a class="hash-link"');
    expect(page.toc).toEqual([
      { id: 'setup', text: 'Setup', level: 2 },
      { id: 'install', text: 'Install', level: 3 },
    ]);
  });

  test("a download link of a site file keeps `download`, named after the file, as the browser would save it (karmada's dashboards)", async () => {
    const page = await mdx(
      '<a href="/files/dash%20board.json" download>Get it</a> and <a href="/files/x.json" download="mine.json">mine</a>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('download="dash board.json"');
    expect(page.html).toContain('download="mine.json"');
  });

  test("an import written inside a component's children is hoisted, as @mdx-js/mdx does (ory's BrowserWindow in a TabItem)", async () => {
    const page = await mdx(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\" label=\"A\">\n\nSteps.\n\nimport Note from './_note.mdx'\n\n<Note />\n\n</TabItem>\n</Tabs>\n",
      { partials: { 'content/docs/_note.mdx': { source: 'Noted.\n', lineOffset: 0, format: 'mdx' } }, siteDir: 'content' },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).not.toContain('import Note');
    expect(page.html).toContain('Noted.');
  });

  test('an mdx-code-block inside a ````mdx-code-block is unwrapped too, as Docusaurus does (ory: 141 blocks)', async () => {
    const source = [
      '````mdx-code-block',
      '<details>',
      '<summary>SDK</summary>',
      '',
      '```mdx-code-block',
      '<span className="inner">{1 + 1}</span>',
      '```',
      '',
      '</details>',
      '````',
      '',
    ].join('\n');
    const page = await mdx(source);
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<span class="inner">2</span>');
    expect(page.html).not.toContain('<code');
  });

  test("a partial's admonition titled the old way (`:::info Title`) is an admonition, as in the page itself (ory's 38 pages)", async () => {
    const page = await mdx("import Help from './_help.mdx';\n\n<Help />\n", {
      partials: { 'content/docs/_help.mdx': { source: ':::info Professional support?\n\nAsk us.\n\n:::\n', lineOffset: 0, format: 'mdx' } },
      siteDir: 'content',
    });
    expect(page.html).toContain('Professional support?');
    expect(page.html).not.toContain(':::');
    expect(page.diagnostics).toEqual([]);
  });

  test("a partial imported by a path from the site's root (`/docs/_part.mdx`, as webpack resolves it) is inlined", async () => {
    const page = await mdx("import Part from '/docs/partials/_part.mdx';\n\n<Part />\n", {
      partials: { 'content/docs/partials/_part.mdx': { source: 'Shared text.\n', lineOffset: 0, format: 'mdx' } },
      siteDir: 'content',
    });
    expect(page.html).toBe('<p>Shared text.</p>');
    expect(page.diagnostics).toEqual([]);
  });

  test('a file imported with raw-loader, as Docusaurus documents for code snippets, or with ?raw, is its text in a CodeBlock', async () => {
    const page = await mdx(
      "import CodeBlock from '@theme/CodeBlock';\nimport Source from '!!raw-loader!./\\_snippets/init.ts';\n\n<CodeBlock language=\"ts\">{Source}</CodeBlock>\n",
      {
        partials: { 'content/docs/_snippets/init.ts': { source: 'const answer = 42;\n', lineOffset: 0, format: 'raw' } },
        siteDir: 'content',
      },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('data-language="ts"');
    expect(page.html.replace(/<[^>]+>/g, '')).toContain('const answer = 42;');
    // with the loader's options (pixijs writes `!!raw-loader?esModule=false!./x.d.ts`)
    const withOptions = await mdx(
      "import CodeBlock from '@theme/CodeBlock';\nimport Source from '!!raw-loader?esModule=false!./_snippets/init.ts';\n\n<CodeBlock>{Source}</CodeBlock>\n",
      {
        partials: { 'content/docs/_snippets/init.ts': { source: 'const answer = 42;\n', lineOffset: 0, format: 'raw' } },
        siteDir: 'content',
      },
    );
    expect(withOptions.diagnostics).toEqual([]);
    expect(withOptions.html.replace(/<[^>]+>/g, '')).toContain('const answer = 42;');
    // with the `?raw` query a site's webpack rule reads as the file's text (typescript-eslint's rule tester docs)
    const query = await mdx(
      "import CodeBlock from '@theme/CodeBlock';\nimport Source from '!!./_snippets/init.ts?raw';\n\n<CodeBlock>{Source}</CodeBlock>\n",
      {
        partials: { 'content/docs/_snippets/init.ts': { source: 'const answer = 42;\n', lineOffset: 0, format: 'raw' } },
        siteDir: 'content',
      },
    );
    expect(query.diagnostics).toEqual([]);
    expect(query.html.replace(/<[^>]+>/g, '')).toContain('const answer = 42;');
  });

  test('a raw-loader import of a file that was not read is code, not text: the site bundle, which names the missing file', async () => {
    const page = await mdx(
      "import CodeBlock from '@theme/CodeBlock';\nimport Source from '!!raw-loader!./gone.ts';\n\n<CodeBlock>{Source}</CodeBlock>\n",
      {
        siteDir: 'content',
      },
    );
    expect(page.html).not.toContain('gone');
    expect(page.islands.map((island) => island.piece)).toEqual(['<CodeBlock>{Source}</CodeBlock>']);
  });

  test("Meta's internaldocs components: <OssOnly> shows its content, <FbInternalOnly> leaves its out, as the public build does", async () => {
    const page = await mdx(
      "import {OssOnly, FbInternalOnly} from 'docusaurus-plugin-internaldocs-fb/internal';\n\n<OssOnly>\n\nRun **npm install**.\n\n</OssOnly>\n\n<FbInternalOnly>\n\nUse the internal mirror.\n\n</FbInternalOnly>\n",
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toBe('<p>Run <strong>npm install</strong>.</p>');
  });

  test("a partial not found on a site whose page-making plugins docgate does not run (typedoc's generated docs) only warns", async () => {
    const source = "import GeneratedDocs from './generated/index.md';\n\n<GeneratedDocs />\n\nAfter.\n";
    const page = await mdx(source, { siteDir: 'content', site: { makersNotRun: ["plugin 'docusaurus-plugin-typedoc'"] } });
    expect(page.html).toBe('<p>After.</p>');
    expect(page.diagnostics.map((d) => `${d.severity} ${d.message}`)).toEqual([
      "warning Cannot inline <GeneratedDocs>: './generated/index.md' was not found, expected the file content/docs/generated/index.md; the site's plugin 'docusaurus-plugin-typedoc', which docgate does not run, may make it",
    ]);
    const plain = await mdx(source, { siteDir: 'content' });
    expect(plain.diagnostics.map((d) => d.severity)).toEqual(['error']);
    // client redirects add redirect pages, never a file: not named as the partial's maker (sablier)
    const redirects = await mdx(source, { siteDir: 'content', site: { makersNotRun: ["plugin '@docusaurus/plugin-client-redirects'"] } });
    expect(redirects.diagnostics.map((d) => d.message)).toEqual([
      "Cannot inline <GeneratedDocs>: './generated/index.md' was not found, expected the file content/docs/generated/index.md",
    ]);
  });

  test("a partial's HTML comments are comments where the page's are (Docusaurus' mdx1Compat.comments)", async () => {
    const page = await mdx("import Part from './_part.md';\n\n<Part />\n", {
      partials: { 'content/docs/_part.md': { source: '<!-- lint-disable -->\nShared.\n', lineOffset: 0, format: 'mdx' } },
      siteDir: 'content',
      site: { mdx1Comments: true },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toBe('<p>Shared.</p>');
  });

  test("`require('./shot.png').default` in an attribute is the file, as webpack gives its URL; other requires are code", async () => {
    const page = await mdx("<img src={require('./shot.png').default} alt=\"Shot\" />\n\n<p>{require('./data.json').title}</p>\n");
    expect(page.html).toContain('<img src="./shot.png" alt="Shot">');
    expect(page.assets.map((asset) => asset.url)).toEqual(['./shot.png']);
    expect(page.diagnostics).toEqual([]);
    // the JSON module's field is the site's code: it runs from the site bundle
    expect(page.islands.map((island) => island.piece)).toEqual(["{require('./data.json').title}"]);
  });

  test('useBaseUrl gives a path from the site root, with or without its leading slash, as Docusaurus adds the baseUrl', async () => {
    const page = await mdx(
      "import useBaseUrl from '@docusaurus/useBaseUrl';\n\n<img src={useBaseUrl('img/a.png')} alt=\"A\" />\n<img src={useBaseUrl('/img/b.png')} alt=\"B\" />\n",
    );
    expect(page.assets.map((asset) => asset.url)).toEqual(['/img/a.png', '/img/b.png']);
  });

  test('<Head> without an import is metadata, as <head> is: nothing on the page', async () => {
    const page = await mdx('<Head>\n  <title>Rule</title>\n</Head>\n\nText.\n');
    expect(page.html).toBe('<p>Text.</p>');
    expect(page.diagnostics).toEqual([]);
  });

  test("a syntax error in a partial names the partial's file and line", async () => {
    const page = await mdx("import Part from '@site/_part.mdx';\n\n<Part />\n", {
      partials: { 'content/_part.mdx': { source: 'Fine.\n\n{1 +}\n', lineOffset: 2, format: 'mdx' } },
      siteDir: 'content',
    });
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ file: 'content/_part.mdx', line: 5, severity: 'error', rule: 'mdx-syntax' }),
    ]);
  });

  test('a partial that imports itself is an error, not a hang', async () => {
    const page = await mdx("import Loop from './_loop.mdx';\n\n<Loop />\n", {
      partials: { 'content/docs/_loop.mdx': { source: "import Loop from './_loop.mdx';\n\n<Loop />\n", lineOffset: 0, format: 'mdx' } },
      siteDir: 'content',
    });
    expect(page.diagnostics.map((d) => d.rule)).toEqual(['mdx-partial']);
  });

  test('an MDX syntax error is one error at its file line and column, frontmatter lines included', async () => {
    const page = await mdx('Text.\n\n<div>\n', { lineOffset: 4 });
    expect(page.html).toBe('');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/docs/page.mdx',
        line: 7,
        column: 1,
        severity: 'error',
        rule: 'mdx-syntax',
        message: expect.stringMatching(/^MDX syntax error: /),
      }),
    ]);
  });

  test("a site component used inside a partial is an island compiled with the partial's imports and the props its element passed", async () => {
    const page = await mdx("import Part from './shared/_part.mdx';\n\n<Part level={2} />\n", {
      partials: {
        'content/docs/shared/_part.mdx': {
          source: "import Badge from './Badge';\n\n<Badge level={props.level}>one</Badge> and <Badge>two</Badge>\n",
          lineOffset: 0,
          format: 'mdx',
        },
      },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.islands.map((island) => [island.file, island.piece])).toEqual([
      ['content/docs/shared/_part.mdx', '<Badge level={props.level}>one</Badge>'],
      ['content/docs/shared/_part.mdx', '<Badge>two</Badge>'],
    ]);
    expect(page.islands[0]!.head).toContain("import Badge from './Badge';");
    expect(page.islands[0]!.head).toContain('const props = {"level":2};');
    // until the bundle is in, each shows its children
    expect(page.html).toMatch(
      /^<p><span data-docgate-island="[0-9a-f]+">one<\/span> and <span data-docgate-island="[0-9a-f]+">two<\/span><\/p>$/,
    );
  });

  test("an iframe keeps docgate's sandbox, or the author's narrowed to powers that cannot reach the page", async () => {
    const plain = await mdx('<iframe src="https://example.com/embed"></iframe>\n');
    expect(plain.html).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"');
    const own = await mdx(
      '<iframe src="https://example.com/embed" sandbox="allow-modals allow-forms allow-scripts allow-top-navigation"></iframe>\n',
    );
    expect(own.html).toContain('sandbox="allow-modals allow-forms allow-scripts"');
    expect(own.diagnostics.map((d) => d.message)).toEqual([
      "`sandbox` on <iframe>: allow-top-navigation not granted, the frame could act on the site's page",
    ]);
    const closed = await mdx('<iframe src="https://example.com/embed" sandbox=""></iframe>\n');
    expect(closed.html).toContain('sandbox=""');
  });

  test("an iframe or link whose URL has spaces around it is read as the browser reads it, trimmed (kmesh's videos)", async () => {
    const page = await mdx('<iframe src=" https://www.youtube.com/embed/abc "></iframe>\n\n<a href=" https://example.com/x">x</a>\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<iframe src="https://www.youtube.com/embed/abc"');
    expect(page.html).toContain('<a href="https://example.com/x">x</a>');
  });

  test('a protocol-relative iframe src is framed over https, and its scrolling attribute kept', async () => {
    const page = await mdx('<iframe src="//player.example.com/player.html?aid=7" scrolling="no" height="480"> </iframe>\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('src="https://player.example.com/player.html?aid=7"');
    expect(page.html).toContain('scrolling="no"');
  });

  test("form controls render as Docusaurus renders them, a checklist's boxes a reader ticks and a box to paste into (prysm's)", async () => {
    const page = await mdx(
      [
        '<div className="task"><input id="tc-1" type="checkbox" defaultChecked /><label htmlFor="tc-1">Select a configuration</label></div>',
        '',
        '<input type="radio" name="os" value="linux" /> <input type="Submit" formAction="https://evil.example/x" form="login" />',
        '',
        '<textarea id="el-cmd" rows="3" placeholder="Paste the command here" defaultValue="geth" />',
        '',
        '<select name="net" defaultValue="main"><option value="main">Mainnet</option><option value="test">Testnet</option></select>',
        '',
      ].join('\n'),
    );
    expect(page.html).toContain('<input id="tc-1" type="checkbox" checked><label for="tc-1">Select a configuration</label>');
    expect(page.html).toContain('<input type="radio" name="os" value="linux">');
    // no type that submits, nor a form it would submit: a text box
    expect(page.html).toContain('<input>');
    expect(page.html).not.toMatch(/evil|form=|formaction/i);
    expect(page.html).toContain('<textarea id="el-cmd" rows="3" placeholder="Paste the command here">geth</textarea>');
    expect(page.html).toContain('<select name="net"><option value="main">Mainnet</option><option value="test">Testnet</option></select>');
    expect(page.diagnostics.map((d) => d.message).sort()).toEqual([
      expect.stringMatching(/^`formAction` on <input> is not rendered/),
      expect.stringMatching(/^`form` on <input> is not rendered/),
      expect.stringMatching(/^`value` on <select> is not rendered/),
      'type="Submit" on <input> is dropped, so it is a text box: expected one of checkbox, radio, text, search, number, range, color, date, time, email, url, tel',
    ]);
  });

  test('a leading h1 becomes the title, with the id a link to it names', async () => {
    expect((await renderPage('# Redux Ecosystem\n\nText.\n')).titleId).toBe('redux-ecosystem');
    expect((await renderPage('# Ecosystem {#eco}\n\nText.\n')).titleId).toBe('eco');
    expect((await renderPage('Text.\n')).titleId).toBeNull();
  });

  test("a component used without an import comes from the site's MDXComponents, and its theme components render as if imported", async () => {
    const site = { mdxComponents: '@site/src/theme/MDXComponents', mdxThemeComponents: { Tabs: 'Tabs', TabItem: 'TabItem' } };
    const page = await mdx('<Card title="A">Body</Card>\n\n<Tabs>\n<TabItem value="a">One</TabItem>\n</Tabs>\n', { site });
    expect(page.islands).toHaveLength(1);
    expect(page.islands[0]!.head).toContain('import __docgateMdxComponents from "@site/src/theme/MDXComponents";');
    expect(page.islands[0]!.head).toContain('export const Card = __docgateMdxComponents.Card ?? ((props) => props.children);');
    // Tabs is compiled like an imported @theme/Tabs: in the HTML, not an island
    expect(page.html).toContain('class="tabs-container"');
    expect(page.diagnostics).toEqual([]);
  });

  test('the same source as CommonMark keeps braces and tags as text', async () => {
    const page = await renderPage('Text {1 + 1} here.\n');
    expect(page.html).toBe('<p>Text {1 + 1} here.</p>');
  });
});

describe('page format', () => {
  test('detect makes .mdx files MDX and .md files CommonMark; frontmatter wins over the site', () => {
    const site = { markdown: { format: 'detect' as const } };
    expect(pageFormat('a.mdx', {}, site)).toBe('mdx');
    expect(pageFormat('a.md', {}, site)).toBe('md');
    expect(pageFormat('a.md', { format: 'mdx' }, site)).toBe('mdx');
    expect(pageFormat('a.mdx', {}, { markdown: { format: 'md' } })).toBe('md');
    expect(pageFormat('a.md', {}, { markdown: { format: 'mdx' } })).toBe('mdx');
  });

  test("Docusaurus' `mdx: { format: md }` frontmatter makes an MDX site's page CommonMark (nonebot2's autolinks)", () => {
    expect(pageFormat('a.md', { mdx: { format: 'md' } }, { markdown: { format: 'mdx' } })).toBe('md');
    expect(pageFormat('a.md', { mdx: { format: 'detect' } }, { markdown: { format: 'mdx' } })).toBe('md');
    expect(pageFormat('a.md', { mdx: {} }, { markdown: { format: 'mdx' } })).toBe('mdx');
  });
});

describe('site markdown.format', () => {
  test('defaults to detect in site.config.json and accepts only md, mdx or detect', () => {
    const base = { title: 'T', url: 'https://x.dev', baseUrl: '/' };
    expect(siteConfigSchema.parse(base).markdown.format).toBe('detect');
    expect(siteConfigSchema.parse({ ...base, markdown: { format: 'mdx' } }).markdown.format).toBe('mdx');
    expect(siteConfigSchema.safeParse({ ...base, markdown: { format: 'html' } }).success).toBe(false);
  });
});

describe('npm2yarn commands', () => {
  test("are tabs synced across the page by default, unsynced with the plugin's default, and code where the plugin is not listed", async () => {
    const source = '```bash npm2yarn\nnpm install left-pad\n```\n';
    const groups = (html: string) => html.match(/data-group-id="[^"]*"/g) ?? [];
    const synced = await renderPage(source);
    expect(synced.html).toContain('data-value="yarn"');
    expect(groups(synced.html)).toEqual(['data-group-id="npm2yarn"']);
    const unsynced = await renderPage(source, { site: { npm2yarn: { sync: false } } });
    expect(unsynced.html).toContain('data-value="yarn"');
    expect(groups(unsynced.html)).toEqual([]);
    const off = await renderPage(source, { site: { npm2yarn: false } });
    expect(off.html).not.toContain('tabs-container');
    expect(off.html).toContain('left-pad');
  });

  test('install, run and exec read as each package manager writes them', () => {
    const npm = 'npm install --save-dev @postline/cli\nnpm run build\nnpm install';
    expect(convertNpmCommands(npm, 'yarn')).toBe('yarn add --dev @postline/cli\nyarn build\nyarn install');
    expect(convertNpmCommands(npm, 'pnpm')).toBe('pnpm add --save-dev @postline/cli\npnpm run build\npnpm install');
    expect(convertNpmCommands(npm, 'bun')).toBe('bun add --dev @postline/cli\nbun run build\nbun install');
    expect(convertNpmCommands('npx foo && npm i -g pkg', 'yarn')).toBe('npx foo && yarn global add  pkg'.replace('  ', ' '));
  });
});
