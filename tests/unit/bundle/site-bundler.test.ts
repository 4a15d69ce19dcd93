import { mkdtemp, mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { clsx } from 'clsx';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SiteBundler, type BundleResult } from '../../../src/compiler/bundle/bundle.ts';
import type { IslandSource } from '../../../src/compiler/markdown/types.ts';
import { renderMarkdown } from '../../../src/compiler/markdown/index.ts';
import { RUNTIME_GLOBAL, STATIC_FILES_KEY, settleSiteBundle, type SiteBundleModule } from '../../../src/contracts/site-bundle.ts';
import { Admonition, useBaseUrl } from '../../../viewer/src/site-bundle/docusaurus-modules.tsx';
import { staticFiles } from '../../../viewer/src/site-bundle/static-files.ts';
import { jsx } from '../../../viewer/src/site-bundle/site-elements.ts';
import { MDX_COMPONENT_REGISTRY } from '../../../viewer/src/site-bundle/mdx-component-parts.tsx';
import { importSiteBundle } from './support/bundle-files.ts';

// the viewer's JSX runtime, which makes a stand-in's element throw
const _JsxRuntime = { jsx, jsxs: jsx, Fragment: React.Fragment };

// The site bundle of a small site on disk: what it holds, what it reports, when it is built again.

let root: string;
const write = async (rel: string, text: string) => {
  await mkdir(dirname(join(root, rel)), { recursive: true });
  await writeFile(join(root, rel), text);
};

const HEAD = "import Hello from '@site/src/Hello';\nimport Gone from 'not-installed-package';\nimport Unused from 'unused-package';";
const island = (id: string, piece: string, jsx = true): IslandSource => ({ id, file: 'site/docs/page.mdx', head: HEAD, piece, jsx });
const ISLANDS = [
  island('hello', '<Hello name="Ada" times={2 + 1} />'),
  island('markdown', '<Hello name="Bob">**bold** text</Hello>', false),
  island('gone', '<Gone>static</Gone>'),
];

/** The code of a bundle's chunks, entry and all. */
const scriptOf = (result: BundleResult): string =>
  result.entries
    .filter((entry) => entry.path.endsWith('.js'))
    .map((entry) => String(entry.content))
    .join('\n');

/**
 * Imports a bundle's module the way the viewer does, with React and `modules` in the registry: its chunks
 * linked (as files here, blob: URLs in the viewer), every island and React page brought in.
 */
async function importBundle(
  result: BundleResult,
  modules: Record<string, unknown> = { '@theme/Layout': { default: ({ children }: { children: React.ReactNode }) => children } },
): Promise<SiteBundleModule> {
  const exports = await importSiteBundle(result.entries, result.files!.script, modules);
  const module = await settleSiteBundle(exports);
  // a group's key is the start of its islands' ids
  await module.loadIslands(Object.keys(exports.groups ?? {}));
  for (const key of Object.keys(exports.pages)) await module.loadPage(key);
  return module;
}

const render = (component: unknown) => renderToStaticMarkup(React.createElement(component as React.ComponentType));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docgate-bundle-'));
  await write('site/docs/page.mdx', `${HEAD}\n\nText.\n`);
  await write(
    'site/src/Hello.js',
    // a call into a package that is not installed, at the module's top level, as SDK set-ups are
    "import { createClient } from 'not-installed-sdk';\nconst client = createClient({ key: 1 }).withRetries(3);\nexport default function Hello({ name, times, children }) {\n  return <p>Hello, {name}! hello-4e1 x{times}{children}{String(client)}</p>;\n}\n",
  );
  await write(
    'site/src/pages/index.js',
    "import Layout from '@theme/Layout';\nexport default () => <Layout><h1>Home page</h1></Layout>;\n",
  );
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('the site bundle', () => {
  const bundler = () => new SiteBundler(root, join(root, 'site'));

  test('a site without islands or React pages gets no bundle and no Vite build', async () => {
    expect(await bundler().build([], [])).toEqual({ entries: [], files: null, theme: [], client: false, diagnostics: [] });
  });

  test('holds each island and React page, renders them with the registry React, and names an import that is not installed', async () => {
    const result = await bundler().build(ISLANDS, [{ key: 'home', file: 'site/src/pages/index.js' }]);
    // in chunks: the entry, the page's islands, the React page
    expect(result.files?.script).toMatch(/^bundle\/e-[\w-]+\.js$/);
    expect(result.entries.map((entry) => entry.path)).toContain(result.files!.script);
    expect(result.entries.every((entry) => /^bundle\/[ce]-[\w-]+\.js$/.test(entry.path))).toBe(true);
    // only what an island uses is reported: unused-package is imported but never rendered
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      "site/docs/page.mdx:2:18 'not-installed-package' is not installed (expected it in the site's node_modules), so what it provides shows nothing (its elements only their children)",
      "site/src/Hello.js:1:30 'not-installed-sdk' is not installed (expected it in the site's node_modules), so what it provides shows nothing (its elements only their children)",
    ]);
    const code = scriptOf(result);
    // React is the viewer's, read from the registry, not bundled
    expect(code).not.toContain('react.production');
    // Hello's module called the missing SDK at its top level: the bundle still loads, Hello still renders
    const module = await importBundle(result);
    expect(render(module.islands.hello)).toBe('<p>Hello, Ada! hello-4e1 x3</p>');
    expect(render(module.islands.markdown)).toBe('<p>Hello, Bob! hello-4e1 x<strong>bold</strong> text</p>');
    // an element of the missing package's component shows only its children
    expect(render(module.islands.gone)).toBe('static');
    expect(render(module.pages.home)).toBe('<h1>Home page</h1>');
  });

  test("a chunked bundle's entry names each piece's chunk by its path, without the bundler's loaders (its preload helper)", async () => {
    const result = await bundler().build(ISLANDS, [{ key: 'home', file: 'site/src/pages/index.js' }]);
    const entry = String(result.entries.find((file) => file.path === result.files!.script)!.content);
    expect(entry).not.toMatch(/\bimport\s*\(|modulepreload/);
    const exports = await importSiteBundle(result.entries, result.files!.script);
    const chunks = result.entries.map((file) => file.path).filter((path) => path !== result.files!.script);
    // a group of each island's id start, the React page by its key, each a chunk of the bundle
    expect(Object.keys(exports.groups!).sort()).toEqual(['gone', 'hello', 'markdo']);
    expect(Object.keys(exports.pages)).toEqual(['home']);
    for (const path of [...Object.values(exports.groups!), ...Object.values(exports.pages)]) expect(chunks).toContain(path);
  });

  test("the modules reading the viewer's registry are one chunk, not one per set of pieces sharing them (a request each for a few bytes)", async () => {
    await write('site/src/Greet.js', 'import Link from \'@docusaurus/Link\';\nexport default () => <Link to="/x">greet-7d2</Link>;\n');
    const other = { ...island('other', '<Greet />'), file: 'site/docs/other.mdx', head: "import Greet from '@site/src/Greet';" };
    const result = await bundler().build([...ISLANDS, other], [{ key: 'home', file: 'site/src/pages/index.js' }]);
    const readers = result.entries.filter((file) => /\.js$/.test(file.path) && String(file.content).includes(RUNTIME_GLOBAL));
    expect(readers).toHaveLength(1);
    const children = ({ children }: { children: React.ReactNode }) => children;
    const module = await importBundle(result, { '@theme/Layout': { default: children }, '@docusaurus/Link': { default: children } });
    expect(render(module.islands.hello)).toBe('<p>Hello, Ada! hello-4e1 x3</p>');
    expect(render(module.islands.other)).toBe('greet-7d2');
    expect(render(module.pages.home)).toBe('<h1>Home page</h1>');
  });

  test("a code block inside a site component shows require('x') and useBaseUrl('/img/x') as written, not rewritten as code (node-mysql2's FAQ)", async () => {
    await write('site/static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" data-f="a11"/>');
    const code = "const mysql = require('mysql2');\nconst logo = useBaseUrl('/img/logo.svg'); // <img src=\"/img/logo.svg\" />";
    const piece = `<Hello name="Code">\n\n\`\`\`js\n${code}\n\`\`\`\n\n</Hello>`;
    const result = await bundler().build([island('code', piece, false)], []);
    expect(result.diagnostics.filter((d) => d.message.includes('could not be built'))).toEqual([]);
    const module = await importBundle(result);
    const html = render(module.islands.code);
    expect(html).toContain('const mysql = require(&#x27;mysql2&#x27;);');
    expect(html).toContain('const logo = useBaseUrl(&#x27;/img/logo.svg&#x27;); // &lt;img src=&quot;/img/logo.svg&quot; /&gt;');
  });

  test("what a call into a package that is not installed gives can be chained and awaited as a promise, and renders as nothing (radon's Paddle checkout)", async () => {
    await write(
      'site/src/Checkout.js',
      [
        "import { initializePaddle, translate } from 'not-installed-paddle';",
        "let opened = 'no';",
        'initializePaddle({ token: 1 }).then((paddle) => { opened = typeof paddle.Checkout.open; }).catch(() => {});',
        'const awaited = await initializePaddle({ token: 2 });',
        'export default function Checkout() {',
        '  return <p>checkout {opened} {typeof awaited.then} [{translate("buy")}]</p>;',
        '}',
      ].join('\n'),
    );
    const checkout = island('checkout', '<Checkout />');
    const result = await bundler().build([{ ...checkout, head: "import Checkout from '@site/src/Checkout';" }], []);
    const module = await importBundle(result);
    expect(render(module.islands.checkout)).toBe('<p>checkout function undefined []</p>');
  });

  test("an island of a .md page (MDX under Docusaurus' default markdown.format) compiles as MDX, not CommonMark", async () => {
    await write('site/docs/plain.md', `${HEAD}\n\nText.\n`);
    const md = { ...island('md', '<Hello name="Md">\n\n**bold** text\n\n</Hello>', false), file: 'site/docs/plain.md' };
    const result = await bundler().build([md], []);
    const module = await importBundle(result);
    expect(render(module.islands.md)).toBe('<p>Hello, Md! hello-4e1 x<p><strong>bold</strong> text</p></p>');
  });

  test("a partial's Markdown piece renders with the props its element passed (vcluster's partials took the bundle down)", async () => {
    const piece = {
      ...island('partial', '<Hello name={props.who}>\n\n**bold** text\n\n</Hello>', false),
      head: `${HEAD}\n\nconst props = {"who":"Vcluster"};`,
    };
    const result = await bundler().build([piece], []);
    // only Hello's own import of a package that is not installed
    expect(result.diagnostics.map((d) => d.file)).toEqual(['site/src/Hello.js']);
    const module = await importBundle(result);
    expect(render(module.islands.partial)).toBe('<p>Hello, Vcluster! hello-4e1 x<p><strong>bold</strong> text</p></p>');
  });

  test("Markdown inside a site component reads as the page's: an admonition, its legacy title too (typeorm's tabs)", async () => {
    const tip = island('tip', '<Hello name="Tip">\n\n:::info Learn more\n\nUse an **index**.\n\n:::\n\n</Hello>', false);
    const result = await bundler().build([tip], []);
    const html = render((await importBundle(result)).islands.tip);
    expect(html).toContain(
      '<div class="admonition admonition-info"><div class="admonitionHeading_docgate admonition-title">Learn more</div><div class="admonitionContent_docgate"><p>Use an <strong>index</strong>.</p></div></div>',
    );
  });

  test("a name docgate's Docusaurus modules lack (useNavbarMobileSidebar) is a stand-in, named with its line; a Docusaurus module it lacks too", async () => {
    await write(
      'site/src/Playground.js',
      [
        "import { useColorMode, useNavbarMobileSidebar } from '@docusaurus/theme-common';",
        "import RouteBoundary from '@docusaurus/RouteBoundary';",
        'export default function Playground() {',
        '  const theme = useNavbarMobileSidebar();',
        '  return <RouteBoundary><pre style={{ color: theme.prism.theme.plain.color }}>{useColorMode().colorMode} code</pre></RouteBoundary>;',
        '}',
      ].join('\n'),
    );
    const playground = { ...island('play', '<Playground />'), head: "import Playground from '@site/src/Playground';" };
    const result = await bundler().build([playground], []);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      "site/src/Playground.js:2:27 '@docusaurus/RouteBoundary' is not among the modules docgate provides, nor installed, so what it provides shows nothing (its elements only their children)",
      "site/src/Playground.js:1:54 'useNavbarMobileSidebar' of '@docusaurus/theme-common': not among what docgate provides, a stand-in that gives nothing (its elements show only their children)",
    ]);
    const module = await importBundle(result, {
      '@docusaurus/theme-common': { useColorMode: () => ({ colorMode: 'dark' }) },
    });
    // it renders: the stand-in's theme answers every property, the missing boundary shows its children
    expect(render(module.islands.play)).toBe('<pre style="color:">dark code</pre>');
  });

  test("@generated/docusaurus.config, the config Docusaurus generates, is provided: site code importing it reads the site's config (saleor's Layout)", async () => {
    await write(
      'site/src/Greeting.js',
      "import siteConfig from '@generated/docusaurus.config';\nexport default function Greeting() { return <p>{siteConfig.title}: {siteConfig.customFields.greeting}</p>; }\n",
    );
    const greeting = { ...island('greeting', '<Greeting />'), head: "import Greeting from '@site/src/Greeting';" };
    const result = await bundler().build([greeting], []);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, {
      '@generated/docusaurus.config': { default: { title: 'Gen', customFields: { greeting: 'hello' } } },
    });
    expect(render(module.islands.greeting)).toBe('<p>Gen: hello</p>');
  });

  test("Docusaurus 3.0's @theme/Unlisted is provided as ContentVisibility is (a swizzled DocItem/Layout of that release imports it)", async () => {
    await write(
      'site/src/Banner.js',
      "import Unlisted from '@theme/Unlisted';\nexport default function Banner() { return <div><Unlisted />listed</div>; }\n",
    );
    const banner = { ...island('banner', '<Banner />'), head: "import Banner from '@site/src/Banner';" };
    const result = await bundler().build([banner], []);
    expect(result.diagnostics).toEqual([]);
  });

  test('a large image a page imports is a gated asset of its own, whose bytes the next build takes from its cache as they were', async () => {
    const bytes = new Uint8Array(48 * 1024).map((_, i) => (i * 7919) % 251);
    await mkdir(join(root, 'site/src/img'), { recursive: true });
    await writeFile(join(root, 'site/src/img/shot.png'), bytes);
    await write('site/src/pages/shot.js', "import shot from '../img/shot.png';\nexport default () => <img src={shot} alt='shot' />;\n");
    const pages = [{ key: 'shot', file: 'site/src/pages/shot.js' }];
    const first = await bundler().build([], pages);
    const asset = first.entries.find((entry) => entry.path.endsWith('.png'))!;
    expect(asset.path).toMatch(/^assets\/[0-9a-f]+\.png$/);
    expect(scriptOf(first)).toContain(`gate:${asset.path}`);
    // a new bundler, as the next `docgate build` makes: the bundle comes from .docgate/bundle.json
    const again = await bundler().build([], pages);
    const cached = again.entries.find((entry) => entry.path === asset.path)!;
    expect(cached.content).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(cached.content as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
    // the cache file every build parses holds no image: its bytes are a file of their own
    const json = await readFile(join(root, '.docgate', 'bundle.json'), 'utf8');
    expect(json.length).toBeLessThan(bytes.length);
    expect(await readdir(join(root, '.docgate', 'bundle-assets'))).toHaveLength(1);
    // an image the code no longer shows leaves the cache with it
    await write('site/src/pages/shot.js', 'export default () => <p>no shot</p>;\n');
    const later = new Date(Date.now() + 5000);
    await utimes(join(root, 'site/src/pages/shot.js'), later, later);
    await bundler().build([], pages);
    expect(await readdir(join(root, '.docgate', 'bundle-assets'))).toEqual([]);
  });

  test("a missing package's value given to a DOM element (style={floatingStyles}) is left out, and the element renders", async () => {
    await write(
      'site/src/Tip.js',
      'import { useFloating } from \'floating-not-installed\';\nexport default function Tip({ children }) {\n  const { refs, floatingStyles } = useFloating();\n  return <div ref={refs.setFloating} style={floatingStyles} className="tip">{children}</div>;\n}\n',
    );
    await write('site/src/pages/tip.js', "import Tip from '../Tip';\nexport default () => <Tip>hint</Tip>;\n");
    const result = await bundler().build([], [{ key: 'tip', file: 'site/src/pages/tip.js' }]);
    const module = await importBundle(result);
    expect(render(module.pages.tip)).toBe('<div class="tip">hint</div>');
  });

  test('a module that throws at its top level fails only the pieces that use it; the other React pages still run', async () => {
    // a browser-only library read at import time (Shira's and FDC3's shapes), shared by two pages
    await write('site/src/needs-extension.js', 'const api = globalThis.chromeExtensionApi.connect();\nexport default api;\n');
    await write('site/src/pages/broken.js', "import api from '../needs-extension';\nexport default () => <p>{String(api)}</p>;\n");
    await write('site/src/pages/alsoBroken.js', "import api from '../needs-extension';\nexport default () => <p>{String(api)}</p>;\n");
    await write('site/src/pages/fine.js', 'export default () => <p>still here</p>;\n');
    const result = await bundler().build(
      [],
      [
        { key: 'broken', file: 'site/src/pages/broken.js' },
        { key: 'alsoBroken', file: 'site/src/pages/alsoBroken.js' },
        { key: 'fine', file: 'site/src/pages/fine.js' },
      ],
    );
    const errors: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const module = await importBundle(result).finally(() => spy.mockRestore());
    expect(render(module.pages.fine)).toBe('<p>still here</p>');
    expect(module.pages.broken).toBeUndefined();
    // a module that threw throws again for its next importer, as a native module graph does
    expect(module.pages.alsoBroken).toBeUndefined();
    expect(errors.map((args) => String(args[0]))).toContain('docgate: the site code of broken failed to start:');
  });

  test("holds the theme's DocCardList around a site's swizzled DocCard, for generated index pages' cards", async () => {
    await write(
      'site/src/theme/DocCard/index.js',
      'export default function DocCard({ item }) {\n  return <a className="my-card" href={item.href}>{item.label}!</a>;\n}\n',
    );
    const result = await bundler()
      .build([], [], undefined, { theme: ['DocCardList'] })
      .finally(() => rm(join(root, 'site/src/theme'), { recursive: true }));
    expect(result.theme).toEqual(['DocCardList']);
    const items = [
      { type: 'link', label: 'Setup', href: '/docs/setup', docId: 'setup' },
      { type: 'link', label: 'Usage', href: '/docs/usage', docId: 'usage' },
    ];
    const client = {
      filterDocCardListItems: (list: unknown[]) => list,
      useCurrentSidebarCategory: () => ({ items }),
    };
    const module = await importBundle(result, {
      '@docusaurus/plugin-content-docs/client': client,
      clsx: { default: (...names: unknown[]) => names.filter(Boolean).join(' '), clsx: () => '' },
    });
    // no items given: the current category's, as a generated index page lists them
    expect(render(module.theme.DocCardList)).toBe(
      '<section class="row"><article class="col col--6 margin-bottom--lg"><a class="my-card" href="/docs/setup">Setup!</a></article>' +
        '<article class="col col--6 margin-bottom--lg"><a class="my-card" href="/docs/usage">Usage!</a></article></section>',
    );
  });

  test("gives an imported .mdx file Docusaurus' named exports: frontMatter, contentTitle, toc (Web3Auth's integration builder)", async () => {
    await write(
      'site/src/steps/_step.mdx',
      '---\ntitle: Configure the thing\norder: 2\n---\n\n# Step one\n\n## Install {#setup}\n\n### Check it\n\nText.\n',
    );
    await write(
      'site/src/pages/steps.js',
      "import * as step from '../steps/_step.mdx';\nexport default () => <p>{step.frontMatter.title} {step.frontMatter.order} {step.contentTitle} {step.toc.map((t) => [t.level, t.id, t.value].join(':')).join(' ')}</p>;\n",
    );
    const result = await bundler().build([], [{ key: 'steps', file: 'site/src/pages/steps.js' }]);
    const module = await importBundle(result);
    expect(render(module.pages.steps)).toBe('<p>Configure the thing 2 Step one 2:setup:Install 3:check-it:Check it</p>');
  });

  test('builds TypeScript that Babel and esbuild accept but Vite refuses: a required parameter after an optional one (CppLangNet)', async () => {
    await write(
      'site/src/label.tsx',
      "export default function label(text: string, prefix?: string, suffix: string): string {\n  return (prefix ?? '') + text + suffix;\n}\n",
    );
    await write('site/src/pages/label.js', "import label from '../label';\nexport default () => <p>{label('x', '<', '>')}</p>;\n");
    const result = await bundler().build([], [{ key: 'label', file: 'site/src/pages/label.js' }]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    const module = await importBundle(result);
    expect(render(module.pages.label)).toBe('<p>&lt;x&gt;</p>');
  });

  test("gives a required .docx, .xlsx or .zip its file, as Docusaurus' file loader does, instead of failing the bundle (iceberg)", async () => {
    await write('site/src/pages/files/example.docx', 'PK fake docx');
    await write('site/src/pages/files.js', "export default () => <a href={require('./files/example.docx').default}>Template</a>;\n");
    const result = await bundler().build([], [{ key: 'files', file: 'site/src/pages/files.js' }]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    const module = await importBundle(result);
    expect(render(module.pages.files)).toMatch(/^<a href="data:[^"]*;base64,[^"]+">Template<\/a>$/);
  });

  test('compiles a piece written inside a line of text as that line reads it: an element whose Markdown children go on to the next line (CppLangNet)', async () => {
    const inline = { ...island('inline', "<Hello name='Cy'>\nB `p`.</Hello>", false), inline: true };
    const result = await bundler().build([inline], []);
    // Hello's own import of a package that is not installed is the only note
    expect(result.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("'not-installed-sdk' is not installed")]);
    const module = await importBundle(result);
    // its children inline, no paragraph around the piece
    expect(render(module.islands.inline)).toBe('<p>Hello, Cy! hello-4e1 x\nB <code>p</code>.</p>');
  });

  test('stands in for any name a missing package exports, `key` included, and for the members a namespace import reads (Flagsmith, crowdsec)', async () => {
    await write(
      'site/src/pages/icons.js',
      "import { key, cog, standIn } from 'ionicons-not-installed/icons';\nimport * as TooltipPrimitive from '@radix-not-installed/react-tooltip';\n" +
        'const Content = (props) => <TooltipPrimitive.Content {...props} />;\nContent.displayName = TooltipPrimitive.Content.displayName;\n' +
        'export default () => <p>{String(key)}{String(cog)}{String(standIn)}<Content>tip</Content></p>;\n',
    );
    const result = await bundler().build([], [{ key: 'icons', file: 'site/src/pages/icons.js' }]);
    expect(result.files).not.toBeNull();
    const module = await importBundle(result);
    expect(render(module.pages.icons)).toBe('<p>tip</p>');
  });

  test("site code of Meta's internaldocs gets its public build (isInternal() false, FbInternalOnly empty), without a warning", async () => {
    await write(
      'site/src/pages/meta.js',
      "import { FbInternalOnly, OssOnly, isInternal } from 'docusaurus-plugin-internaldocs-fb/internal';\nexport default () => <main><FbInternalOnly><p>internal</p></FbInternalOnly><OssOnly><p>public</p></OssOnly>{isInternal() ? 'in' : 'out'}</main>;\n",
    );
    const result = await bundler().build([], [{ key: 'meta', file: 'site/src/pages/meta.js' }]);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result);
    expect(render(module.pages.meta)).toBe('<main><p>public</p>out</main>');
  });

  test("gives site code webpack's `global`, and an import of a name a module lacks is undefined, not a failed bundle", async () => {
    await write('site/src/Step.js', 'export default function Step({ children }) {\n  return <b>{children}</b>;\n}\n');
    await write(
      'site/src/pages/globals.js',
      "import Step, { Divider } from '../Step';\nexport default () => <p>{typeof global.setTimeout} <Step>one</Step> {String(Divider)}</p>;\n",
    );
    const result = await bundler().build([], [{ key: 'globals', file: 'site/src/pages/globals.js' }]);
    expect(result.diagnostics).toEqual([]);
    const code = scriptOf(result);
    // a browser has no `global`: the bundle reads globalThis
    expect(code).toContain('globalThis.setTimeout');
    expect(code).not.toMatch(/[^.\w]global\.setTimeout/);
    const module = await importBundle(result);
    expect(render(module.pages.globals)).toBe('<p>function <b>one</b> undefined</p>');
  });

  test('an icon of the classic theme (@theme/Icon/Copy) comes from the installed @docusaurus/theme-classic, JSX and all', async () => {
    await write(
      'site/node_modules/@docusaurus/theme-classic/lib/theme/Icon/Copy/index.js',
      'import React from \'react\';\nexport default function IconCopy(props) {\n  return <svg viewBox="0 0 24 24" {...props}><path d="M19,21H8V7H19" /></svg>;\n}\n',
    );
    await write(
      'site/src/pages/icon.js',
      "import IconCopy from '@theme/Icon/Copy';\nexport default () => <p><IconCopy width={40} /></p>;\n",
    );
    const result = await bundler().build([], [{ key: 'icon', file: 'site/src/pages/icon.js' }]);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result);
    expect(render(module.pages.icon)).toBe('<p><svg viewBox="0 0 24 24" width="40"><path d="M19,21H8V7H19"></path></svg></p>');
  });

  test("a landing page's prism-react-renderer, which the classic theme brings along, colours its code with the site's packages not installed (agentflow's hero)", async () => {
    await write(
      'site/src/pages/hero.js',
      [
        "import { Highlight, themes } from 'prism-react-renderer';",
        'export default () => (',
        '  <Highlight theme={themes.dracula} code="const a = 1;" language="js">',
        '    {({ tokens, getTokenProps }) => <pre>{tokens[0].map((token, i) => <span key={i} {...getTokenProps({ token })} />)}</pre>}',
        '  </Highlight>',
        ');',
      ].join('\n'),
    );
    const result = await bundler().build([], [{ key: 'hero', file: 'site/src/pages/hero.js' }]);
    expect(result.diagnostics).toEqual([]);
    // it draws its classes with clsx, which the viewer provides
    const module = await importBundle(result, { clsx: { default: clsx, clsx } });
    // the keyword in Dracula's colour, not a stand-in drawing nothing
    expect(render(module.pages.hero)).toContain(
      '<span class="token keyword" style="color:rgb(189, 147, 249);font-style:italic">const</span>',
    );
  });

  test("site code draws with MDXComponents' parts (react-native's RNTemplateRepoLink is an `A`), the site's own swizzled part over docgate's", async () => {
    await write(
      'site/src/theme/MDXComponents/Code.js',
      'export default function Code({ children }) {\n  return <kbd>{children}</kbd>;\n}\n',
    );
    await write(
      'site/src/pages/parts.js',
      "import A from '@theme/MDXComponents/A';\nimport Code from '@theme/MDXComponents/Code';\nexport default () => <p><A href=\"https://github.com/x/y\">the template</A> <Code>npm i</Code></p>;\n",
    );
    const result = await bundler().build([], [{ key: 'parts', file: 'site/src/pages/parts.js' }]);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, MDX_COMPONENT_REGISTRY);
    expect(render(module.pages.parts)).toBe(
      '<p><a href="https://github.com/x/y" target="_blank" rel="noopener noreferrer">the template</a> <kbd>npm i</kbd></p>',
    );
  });

  test('is built again only when its pieces or a file it was made from changed', async () => {
    const site = bundler();
    const first = await site.build(ISLANDS, []);
    expect(await site.build(ISLANDS, [])).toBe(first);
    // the page's other text changed: its islands are the same, the bundle too
    await write('site/docs/page.mdx', `${HEAD}\n\nOther text.\n`);
    const touched = new Date(Date.now() + 3000);
    await utimes(join(root, 'site/docs/page.mdx'), touched, touched);
    expect(await site.build(ISLANDS, [])).toBe(first);
    await write('site/src/Hello.js', 'export default function Hello({ name }) {\n  return <p>Goodbye, {name}! hello-4e1</p>;\n}\n');
    const later = new Date(Date.now() + 5000);
    await utimes(join(root, 'site/src/Hello.js'), later, later);
    const second = await site.build(ISLANDS, []);
    expect(second).not.toBe(first);
    expect(render((await importBundle(second)).islands.hello)).toBe('<p>Goodbye, Ada! hello-4e1</p>');
    expect(await site.build(ISLANDS.slice(0, 1), [])).not.toBe(second);
  });

  test("is built again for a doc's new metadata only when site code requires that doc (a title edit elsewhere builds nothing)", async () => {
    await write('site/docs/setup.md', '---\ntitle: Setup\n---\n\nSet it up.\n');
    await write('site/docs/other.md', 'Other.\n');
    await write(
      'site/src/pages/card.js',
      "import * as setup from '../../docs/setup.md';\nexport default () => <p>{setup.metadata.title}</p>;\n",
    );
    const site = bundler();
    const build = (setup: string, other: string) =>
      site.build([], [{ key: 'card', file: 'site/src/pages/card.js' }], undefined, {
        metadata: { 'site/docs/setup.md': { title: setup }, 'site/docs/other.md': { title: other } },
      });
    const first = await build('Setup', 'Other');
    expect(render((await importBundle(first)).pages.card)).toBe('<p>Setup</p>');
    expect(await build('Setup', 'Other, renamed')).toBe(first);
    const renamed = await build('Setup, renamed', 'Other, renamed');
    expect(render((await importBundle(renamed)).pages.card)).toBe('<p>Setup, renamed</p>');
  });

  test('a new build of the same project finds the last bundle on disk (a warm docgate build runs no Vite)', async () => {
    const first = await bundler().build(ISLANDS.slice(0, 1), []);
    // what is on disk is what the next build gives: marked here, so a second Vite run would show
    const file = join(root, '.docgate', 'bundle.json');
    const cached = JSON.parse(await readFile(file, 'utf8'));
    cached.result.entries[0].content = 'cached';
    await writeFile(file, JSON.stringify(cached));
    const again = await bundler().build(ISLANDS.slice(0, 1), []);
    expect(again.files).toEqual(first.files);
    expect(again.entries[0]!.content).toBe('cached');
  });

  test("useBaseUrl('/img/...') or a plain src in a React page gives the static file itself, inlined: behind the gate it has no public URL", async () => {
    await write('site/static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" data-logo="5f1"></svg>');
    await write(
      'site/src/pages/logo.js',
      'import useBaseUrl from \'@docusaurus/useBaseUrl\';\nexport default () => <><img alt="logo" src={useBaseUrl(\'/img/logo.svg\')} /><img alt="gone" src={useBaseUrl(\'/img/none.png\')} /><img alt="rooted" src="/img/logo.svg" /><img height="50" src="./img/logo.svg" alt="relative" /><img src={\'./img/logo.svg\'} alt="braced" /></>;\n',
    );
    const result = await bundler().build([], [{ key: 'logo', file: 'site/src/pages/logo.js' }]);
    const module = await importBundle(result, { '@docusaurus/useBaseUrl': { default: (url: string) => url } });
    const html = render(module.pages.logo);
    const [, src] = /alt="logo" src="([^"]+)"/.exec(html) ?? [];
    expect(src).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(src!)).toContain('data-logo');
    expect(decodeURIComponent(src!)).toContain('5f1');
    // a path the static folder lacks stays as written
    expect(html).toContain('alt="gone" src="/img/none.png"');
    // `<img src="/img/logo.svg">` and a home page's `./img/logo.svg` name the same static file
    expect(/alt="rooted" src="([^"]+)"/.exec(html)?.[1]).toBe(src);
    expect(/src="([^"]+)" alt="relative"/.exec(html)?.[1]).toBe(src);
    expect(/src="([^"]+)" alt="braced"/.exec(html)?.[1]).toBe(src);
  });

  test("a component of the site's MDXComponents used without an import, holding Markdown, renders (clearml's <Collapsible> threw)", async () => {
    await write('site/src/theme/MDXComponents.js', "import Collapsible from '../Collapsible';\nexport default { Collapsible };\n");
    await write(
      'site/src/Collapsible.js',
      'export default function Collapsible({ title, children }) { return <details><summary>{title}</summary>{children}</details>; }\n',
    );
    const input = {
      file: 'site/docs/c.mdx',
      source: '<Collapsible title="More">\n\nHidden **content**.\n\n</Collapsible>\n',
      format: 'mdx' as const,
      lineOffset: 0,
      tocMinLevel: 2,
      tocMaxLevel: 3,
      siteDir: join(root, 'site'),
      site: { mdxComponents: '@site/src/theme/MDXComponents' },
    };
    const page = await renderMarkdown(input);
    expect(page.islands.map((piece) => piece.jsx)).toEqual([false]);
    // where the piece starts in the file: past a frontmatter of `lineOffset` lines, a failure is reported there
    expect(page.islands.map((piece) => [piece.line, piece.column])).toEqual([[1, 1]]);
    const shifted = await renderMarkdown({ ...input, source: `Text.\n\n${input.source}`, lineOffset: 4 });
    expect(shifted.islands.map((piece) => [piece.line, piece.column])).toEqual([[7, 1]]);
    const result = await bundler().build(page.islands, []);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result);
    expect(render(module.islands[page.islands[0]!.id])).toBe(
      '<details><summary>More</summary><p>Hidden <strong>content</strong>.</p></details>',
    );
  });

  test("a page's piece of JSX that does not compile leaves out that page's pieces only; the rest still runs", async () => {
    const bad = { ...island('bad', '<Hello>\n</Other>'), file: 'site/docs/broken.mdx', line: 12, column: 3 };
    const result = await bundler().build([island('good', '<Hello name="Eve" />'), bad], []);
    expect(result.diagnostics.map((d) => d.message)).toContainEqual(
      expect.stringMatching(
        /^the site bundle could not be built: .*the piece using it shows its static content, the rest of the site's code runs$/,
      ),
    );
    // at the piece's place in the page, not in the module made from it (iceberg's 8:15 for line 10)
    const at = result.diagnostics.find((d) => d.message.includes('could not be built'))!;
    expect(`${at.file}:${at.line}:${at.column}`).toBe('site/docs/broken.mdx:12:3');
    expect(at.message).toMatch(
      /^the site bundle could not be built: ERROR: Unexpected closing "Other" tag does not match opening "Hello" tag;/,
    );
    const module = await importBundle(result);
    expect(render(module.islands.good)).toContain(', Eve!');
    expect(module.islands.bad).toBeUndefined();
    // a piece of Markdown (compiled as MDX) too
    const worse = { ...island('worse', '<Hello>\n\nText.\n\n</Other>', false), file: 'site/docs/worse.mdx', line: 5, column: 1 };
    const again = await bundler().build([island('good', '<Hello name="Eve" />'), worse], []);
    const failed = again.diagnostics.find((d) => d.message.includes('could not be built'))!;
    expect(`${failed.file}:${failed.line}:${failed.column}`).toBe('site/docs/worse.mdx:5:1');
    expect(failed.message).not.toContain('docgate-island');
  });

  test("webpack's require.context gathers the files it names, with their keys, instead of throwing as the module loads (meltano's snippets)", async () => {
    await write('site/docs/_snippets/one.md', 'Snippet **one**.\n');
    await write('site/docs/_snippets/deep/two.md', 'Snippet two.\n');
    await write('site/docs/_snippets/skip.txt', 'not a snippet\n');
    await write(
      'site/src/pages/snippets.js',
      [
        "const ctx = require.context('@site/docs/_snippets', true, /\\.md$/);",
        "const One = ctx('./one.md').default;",
        'export default () => <main><p>{ctx.keys().join(" ")}</p><One /></main>;',
      ].join('\n'),
    );
    const result = await bundler().build([], [{ key: 'snippets', file: 'site/src/pages/snippets.js' }]);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, { '@mdx-js/react': { useMDXComponents: () => ({}) } });
    expect(render(module.pages.snippets)).toBe('<main><p>./deep/two.md ./one.md</p><p>Snippet <strong>one</strong>.</p></main>');
  });

  test("@theme/Admonition is the viewer's: a page importing it bundles with no warning and shows a page's admonition box", async () => {
    await write(
      'site/src/pages/note.js',
      'import Admonition from \'@theme/Admonition\';\nexport default () => <Admonition type="success" title="Hint">Body text</Admonition>;\n',
    );
    const result = await bundler().build([], [{ key: 'note', file: 'site/src/pages/note.js' }]);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, { '@theme/Admonition': { default: Admonition } });
    // `success` looks like a tip, as the compiler shows :::success
    expect(render(module.pages.note)).toBe(
      '<div class="markdown"><div class="admonition admonition-tip"><div class="admonitionHeading_docgate admonition-title">Hint</div><div class="admonitionContent_docgate">Body text</div></div></div>',
    );
  });

  test('a component that does not compile leaves out only the pieces that import it; the others still run', async () => {
    await write('site/src/Bad.js', 'export default function Bad( {\n');
    const bad = island('bad', '<Bad />');
    bad.head = "import Bad from '@site/src/Bad';";
    const good = island('good', '<Hello name="Cy" />');
    good.head = "import Hello from '@site/src/Hello';";
    const result = await bundler().build([bad, good], []);
    expect(result.files).not.toBeNull();
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^the site bundle could not be built: .+; the piece using it shows its static content, the rest of the site's code runs$/,
      ),
    ]);
    expect(result.diagnostics[0]!.file).toBe('site/src/Bad.js');
    const module = await importBundle(result);
    expect(module.islands.bad).toBeUndefined();
    expect(render(module.islands.good)).toContain('Cy!');
  });

  test("a component that does not compile reached through a folder's index or a lazy import() leaves out only its pieces (flow's landing)", async () => {
    await write('site/src/landing/index.js', "export { default } from './Bad';\n");
    await write('site/src/landing/Bad.js', 'export default function Bad( {\n');
    await write('site/src/Lazy.js', "import { lazy } from 'react';\nexport default lazy(() => import('./landing/Bad'));\n");
    const viaFolder = island('folder', '<Landing />');
    viaFolder.head = "import Landing from '@site/src/landing';";
    const viaLazy = island('lazy', '<Lazy />');
    viaLazy.head = "import Lazy from '@site/src/Lazy';";
    const good = island('good', '<Hello name="Di" />');
    good.head = "import Hello from '@site/src/Hello';";
    const result = await bundler().build([viaFolder, viaLazy, good], []);
    expect(result.files).not.toBeNull();
    const module = await importBundle(result);
    expect(module.islands.folder).toBeUndefined();
    expect(module.islands.lazy).toBeUndefined();
    expect(render(module.islands.good)).toContain('Di!');
  });

  test('a stylesheet it cannot compile, imported through another component (an @import of a file that is not there), leaves out only the pieces that reach it', async () => {
    await write('site/src/Card.js', "import './card.css';\nexport default function Card() {\n  return <div>card</div>;\n}\n");
    await write('site/src/Cards.js', "import Card from './Card';\nexport default function Cards() {\n  return <Card />;\n}\n");
    await write('site/src/card.css', "@import './gone.css';\n.card { margin: 4px; }\n");
    const cards = island('cards', '<Cards />');
    cards.head = "import Cards from '@site/src/Cards';";
    const good = island('good', '<Hello name="Di" />');
    good.head = "import Hello from '@site/src/Hello';";
    const result = await bundler().build([cards, good], []);
    expect(result.diagnostics.map((d) => d.file)).toEqual(['site/src/card.css']);
    const module = await importBundle(result);
    expect(module.islands.cards).toBeUndefined();
    expect(render(module.islands.good)).toContain('Di!');
  });

  test('Sass or Less without its package installed leaves its components running unstyled, a CSS module giving plain class names, with a warning', async () => {
    await write(
      'site/src/Banner.js',
      "import styles from './banner.module.scss';\nimport './global.scss';\nimport './theme.less';\nexport default function Banner() {\n  return <div className={styles.banner}>banner</div>;\n}\n",
    );
    await write('site/src/banner.module.scss', '$gap: 4px;\n.banner { margin: $gap; }\n');
    await write('site/src/theme.less', '@gap: 4px;\n.theme { margin: @gap; }\n');
    await write('site/src/global.scss', 'body { margin: 0; }\n');
    await write('site/src/pages/banner.js', "import Banner from '../Banner';\nexport default () => <Banner />;\n");
    const result = await bundler().build([], [{ key: 'banner', file: 'site/src/pages/banner.js' }]);
    expect(result.diagnostics.map((d) => `${d.file} ${d.message.split(':')[0]}`)).toEqual([
      'site/src/banner.module.scss is Sass, and the site has no sass package installed',
      'site/src/global.scss is Sass, and the site has no sass package installed',
      'site/src/theme.less is Less, and the site has no less package installed',
    ]);
    const module = await importBundle(result);
    expect(render(module.pages.banner)).toBe('<div class="banner">banner</div>');
  });

  test("a stylesheet's url(/img/x.png) and url(~/img/x.png) are the static folder's file, inside the bundle's stylesheet", async () => {
    await write('site/static/img/bg.png', 'png-bytes-7f3');
    await write('site/static/img/tilde.png', 'png-bytes-9c1');
    await write(
      'site/src/Mast.js',
      "import styles from './mast.module.css';\nexport default function Mast() {\n  return <div className={styles.mast}>mast</div>;\n}\n",
    );
    await write('site/src/mast.module.css', ".mast { background: url('/img/bg.png'); }\n.mast2 { background: url(~/img/tilde.png); }\n");
    await write('site/src/pages/mast.js', "import Mast from '../Mast';\nexport default () => <Mast />;\n");
    const result = await bundler().build([], [{ key: 'mast', file: 'site/src/pages/mast.js' }]);
    const css = String(result.entries.find((entry) => entry.path.endsWith('.css'))!.content);
    for (const bytes of ['png-bytes-7f3', 'png-bytes-9c1'])
      expect(css).toContain(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
    expect(css).not.toContain('/img/');
    // a module's class is named as Docusaurus names it, `mast_` and four characters, which site CSS matches by
    // its start (kysely's `[class^='landing_']`)
    const module = await importBundle(result);
    const name = /class="([^"]+)"/.exec(render(module.pages.mast))?.[1];
    expect(name).toMatch(/^mast_[\w-]{4}$/);
    expect(css).toContain(`.${name}{`);
  });

  test("a component's stylesheet goes through the PostCSS plugins the site's plugins add (Tailwind's @tailwind utilities)", async () => {
    await write('site/src/Tw.js', 'import \'./tw.css\';\nexport default function Tw() {\n  return <div className="p-4">tw</div>;\n}\n');
    await write('site/src/tw.css', '@tailwind utilities;\n');
    await write('site/src/pages/tw.js', "import Tw from '../Tw';\nexport default () => <Tw />;\n");
    const utilities = {
      postcssPlugin: 'fake-tailwind',
      AtRule: {
        tailwind: (
          rule: { replaceWith(node: unknown): void },
          { Rule, Declaration }: Record<string, new (props: object) => { append(node: unknown): unknown }>,
        ) => {
          rule.replaceWith(new Rule({ selector: '.p-4' }).append(new Declaration({ prop: 'padding', value: '1rem' })));
        },
      },
    };
    const result = await bundler().build([], [{ key: 'tw', file: 'site/src/pages/tw.js' }], {
      staticDirs: [],
      aliases: {},
      postcssPlugins: [utilities],
    });
    const css = String(result.entries.find((entry) => entry.path.endsWith('.css'))!.content);
    expect(css).toMatch(/\.p-4\{padding:1rem\}/);
    expect(css).not.toContain('@tailwind');
  });

  test('a static file named in a string of site code (a features list) is found at run time by useBaseUrl and an <img src>', async () => {
    await write('site/static/img/feature.svg', '<svg xmlns="http://www.w3.org/2000/svg" data-f="3b7"/>');
    await write(
      'site/src/pages/features.js',
      [
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "const FEATURES = [{ title: 'Fast', image: 'img/feature.svg' }, { title: 'Gone', image: '/img/not-there.svg' }];",
        'function Feature({ title, image }) {',
        '  return <div><img src={useBaseUrl(image)} alt={title} /><img src={image} alt={title + " raw"} /></div>;',
        '}',
        // an element made when the module loads (react-redux's features list)
        'const TOP = <img src="img/feature.svg" alt="Fast top" />;',
        'export default () => <main>{TOP}{FEATURES.map((f) => <Feature key={f.title} {...f} />)}</main>;',
      ].join('\n'),
    );
    const result = await bundler().build([], [{ key: 'features', file: 'site/src/pages/features.js' }]);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, {
      '@docusaurus/useBaseUrl': { default: useBaseUrl },
      [STATIC_FILES_KEY]: staticFiles,
    });
    const html = render(module.pages.features);
    // both the useBaseUrl one and the plain src: the file itself, inlined
    expect([...html.matchAll(/<img src="(data:image\/svg\+xml,[^"]*3b7[^"]*)" alt="Fast(?: raw| top)?"\/>/g)]).toHaveLength(3);
    // a path no static file answers stays as written
    expect(html).toContain('src="/img/not-there.svg"');
  });

  test("a static file named in the site's JSON data is found at run time by an <img src> (markov-root/atlas' course logos)", async () => {
    await write('site/static/img/red.svg', '<svg xmlns="http://www.w3.org/2000/svg" data-f="c41"/>');
    await write('site/data/items.json', '[{ "title": "Red", "logo": "/img/red.svg" }, { "title": "Gone", "logo": "/img/none.svg" }]');
    await write(
      'site/src/pages/items.js',
      "import items from '@site/data/items.json';\nexport default () => <main>{items.map((item) => <img key={item.title} src={item.logo} alt={item.title} />)}</main>;\n",
    );
    const result = await bundler().build([], [{ key: 'items', file: 'site/src/pages/items.js' }]);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, { [STATIC_FILES_KEY]: staticFiles });
    const html = render(module.pages.items);
    expect(html).toMatch(/<img src="data:image\/svg\+xml,[^"]*c41[^"]*" alt="Red"\/>/);
    expect(html).toContain('src="/img/none.svg"');
  });

  test('useBaseUrl of the site root, a static folder or a path without its slash is a site path, and a video or a spaced name is a static file (typegoose, lage)', async () => {
    await write('site/static/img/Wave Shape 1.svg', '<svg xmlns="http://www.w3.org/2000/svg" data-f="9a1"/>');
    await write('site/static/img/frog.webm', 'webm bytes');
    await write(
      'site/src/pages/home.js',
      [
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "const ART = { wave: 'img/Wave Shape 1.svg', clip: '/img/frog.webm' };",
        'export default () => <main>',
        '  <a id="home" href={useBaseUrl(\'/\')}>home</a><a id="folder" href={useBaseUrl(\'/img/\')}>img</a>',
        '  <a id="bare" href={useBaseUrl(\'docs/intro\')}>docs</a>',
        '  <img src={ART.wave} alt="wave" /><video src={ART.clip} />',
        '</main>;',
      ].join('\n'),
    );
    const result = await bundler().build([], [{ key: 'home', file: 'site/src/pages/home.js' }]);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, {
      '@docusaurus/useBaseUrl': { default: useBaseUrl },
      [STATIC_FILES_KEY]: staticFiles,
    });
    const html = render(module.pages.home);
    expect(html).toContain('<a id="home" href="/">');
    expect(html).toContain('<a id="folder" href="/img/">');
    expect(html).toContain('<a id="bare" href="/docs/intro">');
    expect(html).toMatch(/<img src="data:image\/svg\+xml,[^"]*9a1[^"]*" alt="wave"\/>/);
    expect(html).toMatch(/<video src="data:video\/webm;base64,[^"]+"><\/video>/);
  });

  test("a static path a page passes to a site component that calls useBaseUrl(src) shows the file (rnx-kit's community logos)", async () => {
    await write('site/static/img/github-logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" data-f="a7e"/>');
    await write(
      'site/src/Logo.js',
      "import useBaseUrl from '@docusaurus/useBaseUrl';\nexport default function Logo({ src, alt }) {\n  return <img src={useBaseUrl(src)} alt={alt} />;\n}\n",
    );
    const logo = { ...island('logo', '<Logo src="/img/github-logo.svg" alt="GitHub" />'), head: "import Logo from '@site/src/Logo';" };
    const result = await bundler().build([logo], []);
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, {
      '@docusaurus/useBaseUrl': { default: useBaseUrl },
      [STATIC_FILES_KEY]: staticFiles,
    });
    expect(render(module.islands.logo)).toMatch(/<img src="data:image\/svg\+xml,[^"]*a7e[^"]*" alt="GitHub"\/>/);
  });

  test("a static path written with the site's baseUrl names the same file, as the site serves it there (react-native-windows' logos)", async () => {
    await write('site/static/img/office.svg', '<svg xmlns="http://www.w3.org/2000/svg" data-f="0ff"/>');
    await write(
      'site/src/pages/showcase.js',
      "const APPS = [{ name: 'Office', logo: '/rnw/img/office.svg' }];\nexport default () => <main>{APPS.map((a) => <img key={a.name} src={a.logo} alt={a.name} />)}</main>;\n",
    );
    const result = await bundler().build([], [{ key: 'showcase', file: 'site/src/pages/showcase.js' }], {
      staticDirs: [join(root, 'site/static')],
      aliases: {},
      baseUrl: '/rnw/',
    });
    expect(result.diagnostics).toEqual([]);
    const module = await importBundle(result, { [STATIC_FILES_KEY]: staticFiles });
    expect(staticFiles.lookUp('/rnw/img/office.svg')).toContain('0ff');
    expect(render(module.pages.showcase)).toContain('alt="Office"');
  });

  test('two components that do not compile leave out the pieces of each; the others still run', async () => {
    await write('site/src/BadOne.js', 'export default function BadOne( {\n');
    await write('site/src/BadTwo.js', 'export default function BadTwo() { return <p>two</p>; \n');
    const one = island('one', '<BadOne />');
    one.head = "import BadOne from '@site/src/BadOne';";
    const two = island('two', '<BadTwo />');
    two.head = "import BadTwo from '@site/src/BadTwo';";
    const good = island('good', '<Hello name="Ed" />');
    good.head = "import Hello from '@site/src/Hello';";
    const result = await bundler().build([one, two, good], []);
    expect(result.diagnostics.map((d) => d.file).sort()).toEqual(['site/src/BadOne.js', 'site/src/BadTwo.js']);
    expect(result.diagnostics.every((d) => d.message.endsWith("the rest of the site's code runs"))).toBe(true);
    const module = await importBundle(result);
    expect([module.islands.one, module.islands.two]).toEqual([undefined, undefined]);
    expect(render(module.islands.good)).toContain('Ed!');
  });

  test('an import of a rooted path (/data/team.json) is looked up in the static folder, as Docusaurus resolves it', async () => {
    await write('site/static/data/team.json', '[{ "name": "Fay" }]\n');
    await write(
      'site/src/Team.js',
      'export default function Team({ people }) {\n  return <ul>{people.map((p) => <li key={p.name}>{p.name}</li>)}</ul>;\n}\n',
    );
    const team = island('team', '<Team people={people} />');
    team.head = "import Team from '@site/src/Team';\nimport people from '/data/team.json';";
    const result = await bundler().build([team], []);
    expect(result.diagnostics).toEqual([]);
    expect(render((await importBundle(result)).islands.team)).toBe('<ul><li>Fay</li></ul>');
  });

  test('a bundle that failed is built again next time, once the author fixed the file', async () => {
    const site = bundler();
    await write('site/src/Broken.js', 'export default function Broken( {\n');
    const broken = island('broken', '<Broken />');
    broken.head = "import Broken from '@site/src/Broken';";
    const failed = await site.build([broken], []);
    expect(failed.files).toBeNull();
    expect(failed.diagnostics).toHaveLength(1);
    expect(failed.diagnostics[0]).toMatchObject({ file: 'site/src/Broken.js', severity: 'warning', rule: 'site-bundle' });
    expect(failed.diagnostics[0]!.message).toMatch(
      /^the site bundle could not be built: site\/src\/Broken\.js:\d+:\d+: ERROR: Expected .+; site components and React pages show their static content$/,
    );
    await write('site/src/Broken.js', 'export default function Broken() {\n  return <b>fixed</b>;\n}\n');
    const fixed = await site.build([broken], []);
    expect(fixed.diagnostics).toEqual([]);
    expect(render((await importBundle(fixed)).islands.broken)).toBe('<b>fixed</b>');
  });

  test("bundles without reading the site's tsconfig.json (it extends @docusaurus/tsconfig, often not installed), and reads types in .jsx as Docusaurus Faster does", async () => {
    await write('site/tsconfig.json', '{ "extends": "@docusaurus/tsconfig", "compilerOptions": { "baseUrl": "." } }\n');
    await write('site/src/Typed.jsx', 'export default function Typed({ name }: { name: string }) {\n  return <i>{name}</i>;\n}\n');
    const typed = island('typed', '<Typed name="Di" />');
    typed.head = "import Typed from '@site/src/Typed';";
    try {
      const result = await bundler().build([typed], []);
      expect(result.diagnostics).toEqual([]);
      expect(render((await importBundle(result)).islands.typed)).toBe('<i>Di</i>');
    } finally {
      await rm(join(root, 'site/tsconfig.json'));
    }
  });

  test("a raw-loader import (`!!raw-loader!./x.ts`, as Docusaurus documents for snippets) gives a component the file's text", async () => {
    await write('site/docs/_snippets/init.ts', 'const answer = 42;\n');
    await write('site/src/Show.js', 'export default function Show({ code }) {\n  return <pre>{code}</pre>;\n}\n');
    const shown = island('shown', '<Show code={Source} />');
    shown.head = "import Show from '@site/src/Show';\nimport Source from '!!raw-loader!./_snippets/init.ts';";
    const result = await bundler().build([shown], []);
    expect(result.diagnostics).toEqual([]);
    expect(render((await importBundle(result)).islands.shown)).toBe('<pre>const answer = 42;\n</pre>');
  });

  test("hands the viewer the site's Prism themes before code that draws a <CodeBlock> or reads usePrismTheme runs, and carries none without such code", async () => {
    const themes = {
      light: { plain: { color: '#101010', backgroundColor: '#fafafa' }, styles: [{ types: ['keyword'], style: { color: '#c00000' } }] },
      dark: { plain: { color: '#f0f0f0', backgroundColor: '#202020' }, styles: [] },
    };
    await write(
      'site/src/Themed.js',
      "import { usePrismTheme } from '@docusaurus/theme-common';\nexport default function Themed() {\n  return <p>{usePrismTheme().plain.backgroundColor}</p>;\n}\n",
    );
    await write(
      'site/src/Example.js',
      "import CodeBlock from '@theme/CodeBlock';\nexport default function Example() {\n  return <CodeBlock language=\"js\">{'const a = 1;'}</CodeBlock>;\n}\n",
    );
    const piece = (id: string, name: string): IslandSource => ({
      ...island(id, `<${name} />`),
      head: `import ${name} from '@site/src/${name}';`,
    });
    for (const name of ['Themed', 'Example']) {
      const result = await bundler().build([piece(name.toLowerCase(), name)], [], undefined, { codeThemes: themes });
      expect(result.diagnostics).toEqual([]);
      const set = vi.fn();
      const probe = { default: () => null, usePrismTheme: () => ({ plain: { backgroundColor: 'none' } }) };
      await importBundle(result, { '@docusaurus/theme-common': probe, '@theme/CodeBlock': probe, 'docgate/code-themes': { set } });
      expect(set).toHaveBeenCalledWith(themes);
    }
    // a site whose code draws no code: none of the themes' bytes
    const plain = await bundler().build(ISLANDS.slice(0, 1), [], undefined, { codeThemes: themes });
    expect(scriptOf(plain)).not.toContain('#fafafa');
  });

  test("files the site's webpack rules import as text (raw-loader) or as YAML data (yaml-loader) come so (frigate's labels)", async () => {
    await write('site/src/labels.txt', 'person\ncar\n');
    await write('site/src/zones.yaml', 'zones:\n  - name: front\n    cameras: 2\n');
    await write('site/src/Show.js', 'export default function Show({ code }) {\n  return <pre>{code}</pre>;\n}\n');
    const shown = island('shown', '<Show code={labels + zones.zones[0].name + zones.zones[0].cameras} />');
    shown.head =
      "import Show from '@site/src/Show';\nimport labels from '@site/src/labels.txt';\nimport zones from '@site/src/zones.yaml';";
    const moduleRules = [
      { test: /\.txt$/, kind: 'raw' as const },
      { test: /\.ya?ml$/, kind: 'yaml' as const },
    ];
    const result = await bundler().build([shown], [], { staticDirs: [], aliases: {}, moduleRules });
    expect(result.diagnostics).toEqual([]);
    expect(render((await importBundle(result)).islands.shown)).toBe('<pre>person\ncar\nfront2</pre>');
  });

  test("a stylesheet rule browsers would drop (`.a, {`) is dropped, not the whole bundle (Shira's about page)", async () => {
    await write(
      'site/src/Boxed.js',
      "import styles from './boxed.module.css';\nexport default () => <b className={styles.box}>boxed-7d1</b>;\n",
    );
    await write('site/src/boxed.module.css', '.box { color: red; }\n.howItIsMade, {\n  margin: 0;\n}\n');
    const boxed = island('boxed', '<Boxed />');
    boxed.head = "import Boxed from '@site/src/Boxed';";
    const result = await bundler().build([boxed], []);
    expect(result.diagnostics).toEqual([]);
    expect(scriptOf(result)).toContain('boxed-7d1');
    expect(String(result.entries.find((entry) => entry.path.endsWith('.css'))?.content)).toMatch(/color:\s*red/);
  });

  test("a PostCSS config naming a plugin that is not installed is left out with a warning, and the site's code runs (helm's home page)", async () => {
    await write('site/postcss.config.js', 'module.exports = { plugins: { autoprefixer: {} } };\n');
    await write('site/src/Styled.js', 'import \'./styled.css\';\nexport default () => <b className="styled">styled-3f8</b>;\n');
    await write('site/src/styled.css', '.styled { display: flex; }\n');
    try {
      const styled = island('styled', '<Styled />');
      styled.head = "import Styled from '@site/src/Styled';";
      const result = await bundler().build([styled], []);
      expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
        expect.stringMatching(
          /^site\/postcss\.config\.js:1:1 the site's PostCSS config could not be loaded \('autoprefixer' is not installed\)/,
        ),
      ]);
      expect(render((await importBundle(result)).islands.styled)).toBe('<b class="styled">styled-3f8</b>');
    } finally {
      await rm(join(root, 'site/postcss.config.js'));
    }
  });

  test("an MDX file site code imports takes its components from the MDXProvider around it (OpenTofu's FAQ)", async () => {
    await write('site/src/faq.mdx', '<Item summary="Why?">\n\nBecause **Markdown**.\n\n</Item>\n');
    await write(
      'site/src/pages/faq.js',
      "import { MDXProvider } from '@mdx-js/react';\nimport Faq from '../faq.mdx';\nconst Item = ({ summary, children }) => <details open><summary>{summary}</summary>{children}</details>;\nexport default () => <MDXProvider components={{ Item }}><Faq /></MDXProvider>;\n",
    );
    const result = await bundler().build([], [{ key: 'faq', file: 'site/src/pages/faq.js' }]);
    expect(result.diagnostics).toEqual([]);
    const bundle = await importBundle(result);
    expect(render(bundle.pages.faq)).toBe('<details open=""><summary>Why?</summary><p>Because <strong>Markdown</strong>.</p></details>');
  });

  test("a require() of a package that is not installed gives its stand-in, which answers what is read of it (FDC3's PropTypes)", async () => {
    await write(
      'site/src/Typed.js',
      "const PropTypes = require('prop-types-not-installed');\nfunction Typed({ name }) {\n  return <b>typed-{name}</b>;\n}\nTyped.propTypes = { name: PropTypes.string.isRequired };\nexport default Typed;\n",
    );
    const typed = island('typed', '<Typed name="9c4" />');
    typed.head = "import Typed from '@site/src/Typed';";
    const result = await bundler().build([typed], []);
    expect(result.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("'prop-types-not-installed' is not installed")]);
    expect(render((await importBundle(result)).islands.typed)).toBe('<b>typed-9c4</b>');
  });

  test('a raw-loader import of a file that is not there says so, not that a package is missing (gesture-handler)', async () => {
    await write('site/src/Show.js', 'export default function Show({ code }) {\n  return <pre>{code}</pre>;\n}\n');
    const shown = island('shown', '<Show code={Source} />');
    shown.head = "import Show from '@site/src/Show';\nimport Source from '!!raw-loader!./examples/Missing';";
    const result = await bundler().build([shown], []);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "'!!raw-loader!./examples/Missing' is not there, so what it provides shows nothing (its elements only their children)",
    ]);
  });

  test("a raw-loader import of a rooted path reads the static folder's file, as webpack's roots do (linea's Solidity interfaces)", async () => {
    await write('site/static/files/IToken.sol', 'interface IToken {}\n');
    await write('site/src/Show.js', 'export default function Show({ code }) {\n  return <pre>{code}</pre>;\n}\n');
    const shown = island('shown', '<Show code={Source} />');
    shown.head = "import Show from '@site/src/Show';\nimport Source from '!!raw-loader!/files/IToken.sol';";
    const result = await bundler().build([shown], [], { staticDirs: [join(root, 'site/static')], aliases: {} });
    expect(result.diagnostics).toEqual([]);
    expect(render((await importBundle(result)).islands.shown)).toBe('<pre>interface IToken {}\n</pre>');
  });

  test("a raw-loader import through @site of a file that is not there is one warning, and the bundle's other pieces run (devcycle's prompts)", async () => {
    await write('site/src/Show.js', 'export default function Show({ code }) {\n  return <pre>{code ?? "none"}</pre>;\n}\n');
    const shown = island('shown', '<Show code={Source} />');
    shown.head = "import Show from '@site/src/Show';\nimport Source from '!!raw-loader!@site/static/generated/prompt.md';";
    const other = island('other', '<Show code="kept" />');
    other.head = "import Show from '@site/src/Show';";
    const result = await bundler().build([shown, other], []);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "'!!raw-loader!@site/static/generated/prompt.md' is not there, so what it provides shows nothing (its elements only their children)",
    ]);
    expect(render((await importBundle(result)).islands.other)).toBe('<pre>kept</pre>');
  });

  test("an island written in a partial resolves its imports from the partial's folder and reads the props its element passed", async () => {
    await write('site/docs/shared/_part.mdx', "import Level from './Level';\n\n<Level n={props.level} />\n");
    await write('site/docs/shared/Level.js', 'export default function Level({ n }) {\n  return <b>level {n}</b>;\n}\n');
    const part: IslandSource = {
      id: 'part',
      file: 'site/docs/shared/_part.mdx',
      head: 'import Level from \'./Level\';\n\nconst props = {"level":3};',
      piece: '<Level n={props.level} />',
      jsx: true,
    };
    const result = await bundler().build([part], []);
    expect(result.diagnostics).toEqual([]);
    expect(render((await importBundle(result)).islands.part)).toBe('<b>level 3</b>');
  });

  test("a stylesheet's @import of a package that is not installed, or of another site's sheet, is left out, named, and the rest of it applies (openfeature's home page)", async () => {
    await write('site/src/css/extra/theme.css', '.home-extra { color: blue; }\n');
    // a bare path of a sheet next to it is that sheet, as css-loader resolves it (openfeature's additional-styles)
    await write(
      'site/src/css/home.css',
      "/* tailwind */\n@import url('https://fonts.googleapis.com/css2?family=Inter&display=swap');\n@import 'not-installed-css/utilities';\n@import 'extra/theme.css';\n.home-green { color: green; }\n",
    );
    await write(
      'site/src/Home.js',
      'import \'./css/home.css\';\nexport default function Home() {\n  return <p className="home-green">home</p>;\n}\n',
    );
    const home = island('home', '<Home />');
    home.head = "import Home from '@site/src/Home';";
    const result = await bundler().build([home], []);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message.split(';')[0]}`)).toEqual([
      // the viewer's content policy would refuse it in the browser, with an error on every page: named as a site's own CSS names it
      "site/src/css/home.css:2 @import of 'https://fonts.googleapis.com/css2?family=Inter&display=swap' is not loaded: the viewer loads no stylesheet from another site",
      "site/src/css/home.css:3 @import of 'not-installed-css/utilities' is left out: 'not-installed-css' is not installed, so its rules do not apply",
    ]);
    expect(result.files?.style).toBeTruthy();
    const css = String(result.entries.find((entry) => entry.path === result.files!.style)!.content);
    expect(css).toContain('.home-green');
    expect(css).toContain('.home-extra');
    expect(css).not.toContain('googleapis');
  });

  test("a Web Worker site code starts, importing a package that is not installed, leaves the bundle building (pyrefly's sandbox)", async () => {
    await write('site/tsconfig.json', '{ "extends": "@docusaurus/tsconfig" }\n');
    await write(
      'site/src/worker/compute.worker.ts',
      "import { loadPyodide } from 'pyodide';\nself.onmessage = () => { loadPyodide(); };\n",
    );
    await write(
      'site/src/worker/Run.jsx',
      "export default function Run() {\n  const start = () => new Worker(new URL('./compute.worker.ts', import.meta.url), { type: 'module' });\n  return <button onClick={start}>Run</button>;\n}\n",
    );
    const run = island('run', '<Run />');
    run.head = "import Run from '@site/src/worker/Run';";
    const result = await bundler().build([run], []);
    expect(result.diagnostics.map((d) => d.message).filter((m) => m.includes('could not be built'))).toEqual([]);
    expect(render((await importBundle(result)).islands.run)).toBe('<button>Run</button>');
  });

  test('a Markdown partial an island imports keeps its HTML comments out and its heading ids, as Docusaurus compiles it (ory)', async () => {
    await write(
      'site/docs/_messages.md',
      '---\ntitle: Messages\n---\n\n<!-- START MESSAGE TABLE -->\n\n## Errors {#errors}\n\n| code | text |\n| - | - |\n| 1 | gone |\n\n<!-- END MESSAGE TABLE -->\n',
    );
    const messages = island('messages', '<Messages />');
    messages.head = "import Messages from './_messages.md';";
    const result = await bundler().build([messages], []);
    expect(result.diagnostics).toEqual([]);
    const html = render((await importBundle(result)).islands.messages);
    expect(html).toContain('<h2 id="errors">Errors</h2>');
    expect(html).toContain('<td>gone</td>');
    expect(html).not.toContain('START MESSAGE');
  });

  test('a partial that does not compile is named with its line, and the rest of the site bundle is built', async () => {
    await write('site/docs/_broken.mdx', 'Fine.\n\nBroken {1 +}\n');
    const broken = island('broken', '<Broken />');
    broken.head = "import Broken from './_broken.mdx';";
    const result = await bundler().build([broken, island('hello', '<Hello name="Ada" times={1} />')], []);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}`)).toContain('site/docs/_broken.mdx:3');
    const module = await importBundle(result);
    expect(render(module.islands.hello)).toContain(', Ada!');
  });

  test("an @theme/ import of a component the site made its own (src/theme/X) is the site's, as Docusaurus resolves it", async () => {
    await write(
      'site/src/theme/ClientsTable/index.js',
      'export default function ClientsTable() {\n  return <table><tbody><tr><td>python</td></tr></tbody></table>;\n}\n',
    );
    const table = island('table', '<ClientsTable />');
    table.head = "import ClientsTable from '@theme/ClientsTable';";
    const result = await bundler().build([table], []);
    expect(result.diagnostics).toEqual([]);
    expect(render((await importBundle(result)).islands.table)).toBe('<table><tbody><tr><td>python</td></tr></tbody></table>');
  });
});
