import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/monorepo: the site in website/, its docs in ../docs picked by include patterns
describe('a Docusaurus site whose docs live beside its folder', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('reads ../docs with the include patterns, and resolves node require.resolve of a package that is not installed', async () => {
    const repo = await copyDocusaurusFixture('monorepo');
    dirs.push(repo);
    const site = join(repo, 'website');
    const run = await runCli(['build'], { cwd: site });
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([
      "docusaurus.config.mjs:23:18 warning presets.0.1.theme.customCss: stylesheet 'some-theme/theme.css' is left out: its package is not installed, so its rules do not apply",
      `docusaurus.config.mjs:23:46 warning 'some-theme' is not installed: docgate reads the config with an empty stand-in for what it provides; run npm install in ${site} to install the site's packages`,
      // one warning for a whole version, not one a file
      "versioned_docs/version-0.9/guide/old.md:1:1 warning Versioned docs of version '0.9' (2 files), which versions.json does not list; files ignored",
    ]);
    const manifest = await readManifest(site);
    // notes/todo.md is no doc: the include patterns leave it out; index.md with an id is still its folder's page
    expect(manifest.routes.map((r) => r.path)).toEqual(['/', '/guide/setup']);
    const home = await readPage(site, manifest, '/');
    expect(home).toMatchObject({ title: 'Home', docId: 'home', html: '<p>The docs\' home: <a href="/guide/setup">setup</a>.</p>' });
    expect(home.editUrl).toBe('https://github.com/acme/mono/edit/main/website/../docs/index.md');
  });

  it('watches ../docs in watch mode: a saved doc there is rebuilt', { timeout: 120_000 }, async () => {
    const repo = await copyDocusaurusFixture('monorepo');
    dirs.push(repo);
    const { startProcess, REPO, cleanEnv } = await import('./support/cli.ts');
    const watch = startProcess(process.execPath, [join(REPO, 'bin', 'docgate.mjs'), 'watch'], {
      cwd: join(repo, 'website'),
      env: cleanEnv(),
    });
    try {
      await watch.waitFor(/watching/, 90_000);
      // the folder beside the site is added to the watcher once the first build knows it: save until it is seen
      for (let attempt = 0; !/rebuilt/.test(watch.output().stdout) && attempt < 20; attempt++) {
        await writeFile(join(repo, 'docs/guide/setup.md'), '# Setup\n\nSteps, saved again.\n');
        await watch.waitFor(/rebuilt/, 3_000).catch(() => undefined);
      }
      const manifest = await readManifest(join(repo, 'website'));
      expect((await readPage(join(repo, 'website'), manifest, '/guide/setup')).html).toBe('<p>Steps, saved again.</p>');
    } finally {
      await watch.stop();
    }
  });
});
