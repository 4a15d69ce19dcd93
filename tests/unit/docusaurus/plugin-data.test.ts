import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Findings } from '../../../src/compiler/read/docusaurus/findings.ts';
import { mapDocusaurusConfig } from '../../../src/compiler/read/docusaurus/map-config.ts';
import { sitePluginData } from '../../../src/compiler/read/docusaurus/plugin-data.ts';

// A site's own plugins' global data (usePluginData): their loadContent and contentLoaded run as the config loads.

const site = () => {
  const dir = mkdtempSync(join(tmpdir(), 'docgate-plugin-data-'));
  writeFileSync(
    join(dir, 'segments.js'),
    "module.exports = () => ({ name: 'segments', loadContent: async () => ['git', 'node'], contentLoaded: async ({ content, actions }) => actions.setGlobalData({ segments: content }) });\n",
  );
  return dir;
};

describe("a site's plugin data", () => {
  it('runs local and inline plugins for their data, keyed by name and instance id; a data-only plugin is no loss', async () => {
    const dir = site();
    const routes = (_context: unknown, options: { id?: string }) => ({
      name: 'changelog-pages',
      contentLoaded: async ({ actions }: { actions: { setGlobalData: (d: unknown) => void; addRoute: (r: unknown) => void } }) => {
        actions.setGlobalData({ id: options.id, when: new Date(0), format: () => 'x' });
        actions.addRoute({ path: '/changelog-pages' });
      },
    });
    const config = { title: 'T', url: 'https://t.dev', baseUrl: '/', plugins: ['./segments.js', [routes, { id: 'second' }]] };
    const findings = new Findings('docusaurus.config.js', null);
    const plugins = await sitePluginData(config, dir, findings);
    expect(plugins.data).toEqual({
      segments: { default: { segments: ['git', 'node'] } },
      // as JSON: a date as its string, a function left out
      'changelog-pages': { second: { id: 'second', when: '1970-01-01T00:00:00.000Z' } },
    });
    mapDocusaurusConfig(config, { file: join(dir, 'docusaurus.config.js'), text: null, siteDir: dir }, findings, plugins);
    // the plugin that also adds a page is still named: its page is missing
    expect(findings.diagnostics.map((d) => d.message)).toEqual([
      "plugins.1: plugin 'routes' is not run by docgate: what it adds to the site is missing",
    ]);
  });

  it('calls a plugin function once, as Docusaurus does, though its data, webpack aliases and PostCSS plugins are each read from it', async () => {
    const dir = site();
    let calls = 0;
    const everything = () => {
      calls += 1;
      return {
        name: 'everything',
        configureWebpack: () => ({ resolve: { alias: { '@parts': join(dir, 'parts') } } }),
        configurePostCss: (options: { plugins: unknown[] }) => options,
        contentLoaded: async ({ actions }: { actions: { setGlobalData: (d: unknown) => void } }) => actions.setGlobalData({ calls }),
      };
    };
    const config = { title: 'T', url: 'https://t.dev', baseUrl: '/', plugins: [everything] };
    const findings = new Findings('docusaurus.config.js', null);
    const plugins = await sitePluginData(config, dir, findings);
    const setup = mapDocusaurusConfig(config, { file: join(dir, 'docusaurus.config.js'), text: null, siteDir: dir }, findings, plugins)!;
    await setup.postcss?.();
    expect(setup.aliases).toMatchObject({ '@parts': join(dir, 'parts') });
    expect(plugins.data).toEqual({ everything: { default: { calls: 1 } } });
    expect(calls).toBe(1);
  });

  it('makes a route a plugin adds of a site component a page (its path without the baseUrl), and names one fed by data modules', async () => {
    const dir = site();
    mkdirSync(join(dir, 'src/components'), { recursive: true });
    writeFileSync(join(dir, 'src/components/Releases.tsx'), 'export default () => null;\n');
    const page = (context: { baseUrl: string }) => ({
      name: 'releases',
      contentLoaded: async ({ actions }: { actions: { addRoute: (r: unknown) => void } }) =>
        actions.addRoute({ path: `${context.baseUrl}releases/`, component: '@site/src/components/Releases', exact: true }),
    });
    const fed = () => ({
      name: 'api',
      contentLoaded: async ({ actions }: { actions: { addRoute: (r: unknown) => void } }) =>
        actions.addRoute({ path: '/docs/api', component: '@site/src/components/Releases', modules: { spec: '/tmp/spec.json' } }),
    });
    const config = { title: 'T', url: 'https://t.dev', baseUrl: '/base/', plugins: [page, fed] };
    const findings = new Findings('docusaurus.config.js', null);
    const plugins = await sitePluginData(config, dir, findings);
    expect(plugins.routes).toEqual([{ path: '/releases', file: 'src/components/Releases.tsx' }]);
    mapDocusaurusConfig(config, { file: join(dir, 'docusaurus.config.js'), text: null, siteDir: dir }, findings, plugins);
    expect(findings.diagnostics.map((d) => d.message)).toEqual([
      "plugins.1: plugin 'fed' is not run by docgate: what it adds to the site is missing",
    ]);
  });

  it('names a plugin whose hooks throw, and goes on without its data', async () => {
    const broken = () => ({
      name: 'broken',
      loadContent: async () => {
        throw new Error('GITHUB_TOKEN is not set');
      },
    });
    const findings = new Findings('docusaurus.config.js', null);
    const plugins = await sitePluginData({ plugins: [broken] }, site(), findings);
    expect(plugins.data).toEqual({});
    expect(findings.diagnostics.map((d) => `${d.severity} ${d.message}`)).toEqual([
      "warning plugins.0: plugin 'broken' failed as docgate ran it for its data (GITHUB_TOKEN is not set): site code reading it (usePluginData) gets none",
    ]);
  });

  it("names the packages a local plugin imports that are not installed, whose stand-ins made its data (radon-ide's changelog of a missing glob)", async () => {
    const dir = site();
    writeFileSync(
      join(dir, 'changelog.js'),
      "const { globSync } = require('glob-absent-3f1');\nconst fm = require('front-matter-absent-3f1');\nconst { join } = require('node:path');\nmodule.exports = () => ({ name: 'changelog', loadContent: async () => globSync(join(__dirname, '*.md')).map(fm), contentLoaded: async ({ content, actions }) => actions.setGlobalData({ changelog: content }) });\n",
    );
    const findings = new Findings('docusaurus.config.js', null);
    await sitePluginData({ plugins: ['./segments.js', './changelog.js'] }, dir, findings);
    expect(findings.diagnostics.map((d) => `${d.severity} ${d.message}`)).toEqual([
      `warning plugins.1: plugin './changelog.js' imports 'glob-absent-3f1', 'front-matter-absent-3f1', not installed: docgate ran it with an empty stand-in for each, so the data it gives site code (usePluginData) may be missing or wrong; run npm install in ${dir} to install the site's packages`,
    ]);
  });
});
