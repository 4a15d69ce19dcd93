import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isLoaded, loadModule } from '../../../src/compiler/read/docusaurus/load-module.ts';
import { stubName } from '../../../src/compiler/read/docusaurus/stub.ts';

const dirs: string[] = [];
async function file(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgate-module-'));
  dirs.push(dir);
  await writeFile(join(dir, name), text);
  return join(dir, name);
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loading a Docusaurus config', () => {
  it('reads a TypeScript config with type imports and satisfies, calling and awaiting a function export', async () => {
    const path = await file(
      'docusaurus.config.ts',
      "import type { Config } from '@docusaurus/types';\nexport default async (): Promise<Config> => ({ title: await Promise.resolve('T') } satisfies Partial<Config> as Config);\n",
    );
    const loaded = await loadModule(path, { call: true });
    expect(isLoaded(loaded) && loaded.value).toEqual({ title: 'T' });
  });

  it('reads a CommonJS config with module.exports', async () => {
    const loaded = await loadModule(await file('docusaurus.config.js', "module.exports = { title: 'C' };\n"), { call: true });
    expect(isLoaded(loaded) && loaded.value).toEqual({ title: 'C' });
  });

  it('gives a package that is not installed a stand-in, and names it once', async () => {
    const path = await file(
      'docusaurus.config.mjs',
      "import { Highlight } from 'prism-react-renderer';\nimport math from 'rehype-katex';\nexport default { highlight: Highlight, plugins: [math], twice: math };\n",
    );
    const loaded = await loadModule(path);
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    expect(loaded.missing).toEqual(['prism-react-renderer', 'rehype-katex']);
    const value = loaded.value as { highlight: unknown; plugins: unknown[] };
    expect(stubName(value.highlight)).toBe('prism-react-renderer');
    expect(stubName(value.plugins[0])).toBe('rehype-katex');
    expect(stubName({ real: true })).toBeNull();
  });

  it("gives a config prism-react-renderer's themes though the site has not installed it (2.x's themes, 1.x's theme modules)", async () => {
    const path = await file(
      'docusaurus.config.mjs',
      "import { themes } from 'prism-react-renderer';\nimport github from 'prism-react-renderer/themes/github';\nexport default { light: themes.github, dark: themes.dracula, github };\n",
    );
    const loaded = await loadModule(path);
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    const value = loaded.value as Record<string, { plain: unknown }>;
    expect(value.light!.plain).toEqual({ color: '#393A34', backgroundColor: '#f6f8fa' });
    expect(value.dark!.plain).toEqual({ color: '#F8F8F2', backgroundColor: '#282A36' });
    expect(value.github!.plain).toEqual({ color: '#393A34', backgroundColor: '#f6f8fa' });
  });

  it('gives stand-ins to a CommonJS config exporting a function that requires packages that are not installed (Gladys)', async () => {
    const path = await file(
      'docusaurus.config.js',
      "module.exports = function createConfig() {\n  return { plugins: [[require.resolve('some-image-plugin'), { quality: 70 }]], theme: require('some-theme') };\n};\n",
    );
    const loaded = await loadModule(path, { call: true });
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    const value = loaded.value as { plugins: [string, unknown][]; theme: unknown };
    expect(value.plugins[0]![0]).toMatch(/docgate-missing-packages\/some-image-plugin\/index\.cjs$/);
    expect(stubName(value.theme)).toBe('some-theme');
    expect(loaded.missing).toEqual(['some-image-plugin', 'some-theme']);
    // once loaded, Node's require finds no such package again
    const { createRequire } = await import('node:module');
    expect(() => createRequire(path).resolve('some-image-plugin')).toThrow(/Cannot find module/);
  });

  it("gives a CommonJS config's import() of a package that is not installed its stand-in, and remark-math docgate's own (lido's ESM plugins)", async () => {
    const path = await file(
      'docusaurus.config.js',
      "module.exports = async function createConfigAsync() {\n  return { remark: [(await import('remark-math')).default], rehype: [(await import('rehype-katex')).default] };\n};\n",
    );
    const loaded = await loadModule(path, { call: true });
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    const value = loaded.value as { remark: unknown[]; rehype: unknown[] };
    expect(stubName(value.rehype[0])).toBe('rehype-katex');
    expect([typeof value.remark[0], stubName(value.remark[0])]).toEqual(['function', null]);
    expect(loaded.missing).toEqual(['rehype-katex']);
  });

  it('gives remark-math required inside a config function docgate own copy, not an empty stand-in (lido)', async () => {
    const path = await file(
      'docusaurus.config.js',
      "module.exports = async function () {\n  return { remark: [require('remark-math')] };\n};\n",
    );
    const loaded = await loadModule(path, { call: true });
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    const [math] = (loaded.value as { remark: unknown[] }).remark;
    const fn = typeof math === 'function' ? math : (math as { default?: unknown }).default;
    expect([typeof fn, stubName(math)]).toEqual(['function', null]);
    expect(loaded.missing).toEqual([]);
  });

  it("answers node's own createRequire for a package that is not installed, and leaves it as it was", async () => {
    const path = await file(
      'docusaurus.config.mjs',
      "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { css: require.resolve('some-theme/theme.css'), plugin: require('some-plugin'), fs: typeof require('node:fs').readFileSync };\n",
    );
    const loaded = await loadModule(path);
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    const value = loaded.value as { css: string; plugin: unknown; fs: string };
    expect(value.css).toMatch(/docgate-missing-packages\/some-theme\/theme\.css\/index\.cjs$/);
    expect(stubName(value.plugin)).toBe('some-plugin');
    expect(value.fs).toBe('function');
    expect(loaded.missing).toEqual(['some-theme/theme.css', 'some-plugin']);
    // outside a config load, a missing package throws as it always does
    const { createRequire } = await import('node:module');
    expect(() => createRequire(import.meta.url).resolve('some-theme/theme.css')).toThrow(/Cannot find module/);
  });

  it("gives a stand-in to a package a site file requires, when the config requires that file through createRequire (babel's webpack plugin)", async () => {
    const path = await file(
      'docusaurus.config.mjs',
      "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { plugins: [require('./local-plugin.cjs')] };\n",
    );
    await writeFile(
      join(path, '..', 'local-plugin.cjs'),
      "const Missing = require('some-webpack-plugin');\nmodule.exports = function local() { return { name: 'local', plugin: new Missing() }; };\n",
    );
    const loaded = await loadModule(path);
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    const [plugin] = (loaded.value as { plugins: (() => { name: string })[] }).plugins;
    expect(plugin!().name).toBe('local');
    expect(loaded.missing).toEqual(['some-webpack-plugin']);
  });

  it("gives @docusaurus/utils' DOCUSAURUS_VERSION as the site's release when it is not installed (a 'Built with' footer)", async () => {
    const path = await file(
      'docusaurus.config.mjs',
      "import { DOCUSAURUS_VERSION } from '@docusaurus/utils';\nexport default { copyright: 'Built with Docusaurus ' + DOCUSAURUS_VERSION + '.' };\n",
    );
    await writeFile(join(path, '..', 'package.json'), '{ "dependencies": { "@docusaurus/core": "^3.9.2" } }');
    const loaded = await loadModule(path);
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    expect(loaded.value).toEqual({ copyright: 'Built with Docusaurus 3.9.2.' });
    expect(loaded.missing).toEqual(['@docusaurus/utils']);
  });

  it('lets a config call, construct and await what a missing package gives', async () => {
    const path = await file(
      'docusaurus.config.js',
      "const plugin = require('some-plugin');\nmodule.exports = async () => ({ made: plugin({ a: 1 }), built: new plugin.Thing(), awaited: await plugin, text: String(plugin.name) });\n",
    );
    const loaded = await loadModule(path, { call: true });
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    const value = loaded.value as Record<string, unknown>;
    expect(stubName(value.made)).toBe('some-plugin');
    expect(stubName(value.built)).toBe('some-plugin');
    expect(stubName(value.awaited)).toBe('some-plugin');
    expect(value.text).toBe('[missing some-plugin]');
  });

  it('lets a config spread and loop over what a missing package gives, as an empty list', async () => {
    const path = await file(
      'docusaurus.config.js',
      "const { themes } = require('some-prism-themes');\nconst styles = [...themes.github.styles, { types: ['string'] }];\nconst seen = [];\nfor (const s of themes.dracula.styles) seen.push(s);\nmodule.exports = { styles, seen, from: Array.from(themes.github.plain) };\n",
    );
    const loaded = await loadModule(path, { call: true });
    if (!isLoaded(loaded)) throw new Error(loaded.message);
    expect(loaded.value).toEqual({ styles: [{ types: ['string'] }], seen: [], from: [] });
  });

  it('reports a syntax error at its line and an error the config throws with its message', async () => {
    const broken = await loadModule(await file('docusaurus.config.ts', 'export default {\n  title: ,\n};\n'));
    expect(broken).toMatchObject({ line: 2 });
    const throwing = await loadModule(
      await file('docusaurus.config.js', "module.exports = () => {\n  throw new Error('no title');\n};\n"),
      { call: true },
    );
    expect(throwing).toMatchObject({ message: 'no title', line: 2 });
  });
});

describe('loads at the same time', () => {
  it("give each config its own stand-ins and prism-react-renderer's themes, as one after the other (a 'detect' site's md and mdx pages load it together)", async () => {
    const config = await file(
      'docusaurus.config.ts',
      [
        "import { themes as prismThemes } from 'prism-react-renderer';",
        "import remarkThing from 'remark-thing-not-installed';",
        "import rehypeThing from 'rehype-thing-not-installed';",
        "const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');",
        'export default { theme: prismThemes.github.plain, plugins: [remarkThing, rehypeThing, npm2yarn] };',
        '',
      ].join('\n'),
    );
    const other = await file(
      'prism-include-languages.js',
      "import { Prism } from 'prism-react-renderer';\nexport default () => Prism.name;\n",
    );
    const loads = await Promise.all([
      loadModule(config, { call: true }),
      loadModule(other, { call: true, modules: { 'prism-react-renderer': { Prism: { name: 'own' } } } }),
      loadModule(config, { call: true }),
    ]);
    expect(loads.map((loaded) => (isLoaded(loaded) ? null : loaded.message))).toEqual([null, null, null]);
    const [first, own, second] = loads.map((loaded) => (isLoaded(loaded) ? loaded.value : null)) as [
      { theme: unknown },
      unknown,
      { theme: unknown },
    ];
    expect(first.theme).toEqual({ color: '#393A34', backgroundColor: '#f6f8fa' });
    expect(second.theme).toEqual(first.theme);
    expect(own).toBe('own');
  });
});
