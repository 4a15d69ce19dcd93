import { readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/compiler/diagnostics/diagnostic.ts';
import { createMemoryLogger } from '../../src/compiler/write/logger.ts';
import type { Manifest, SidebarItem } from '../../src/contracts/manifest.ts';
import { startWatch, type BuildEvent, type Watcher } from '../../src/compiler/watch/index.ts';
import { snapshotVersion } from '../../src/cli/commands/version.ts';
import { readBuiltManifest } from './support/built-manifest.ts';
import { copyFixture, save, snapshotTree, waitFor } from './cli-helpers.ts';

let root: string;
let watcher: Watcher;
let logger: ReturnType<typeof createMemoryLogger>;
let builds: BuildEvent[];
let errorReports: Diagnostic[][];

const site = (path = '') => join(root, 'dist/site', path);
const content = (path: string) => join(root, 'content', path);
const manifest = (): Promise<Manifest> => readBuiltManifest(site());
const pageOf = async (path: string): Promise<{ html: string; title: string } | undefined> => {
  const route = (await manifest()).routes.find((r) => r.path === path);
  return route ? JSON.parse(await readFile(site(route.file), 'utf8')) : undefined;
};
const docPaths = (items: SidebarItem[]): string[] =>
  items.flatMap((item) => (item.type === 'doc' ? [item.path] : item.type === 'category' ? docPaths(item.items) : []));
const messages = (level?: string) => logger.lines.filter((l) => !level || l.level === level).map((l) => l.message);

beforeEach(async () => {
  root = await copyFixture();
  logger = createMemoryLogger();
  builds = [];
  errorReports = [];
  watcher = startWatch({
    root,
    contentDir: 'content',
    outDir: 'dist/site',
    logger,
    onBuild: (e) => void builds.push(e),
    onErrors: (errors) => void errorReports.push(errors),
  });
  await watcher.ready;
});
afterEach(async () => {
  await watcher.close();
  await rm(root, { recursive: true, force: true });
});

describe('docgate watch', () => {
  it('builds once at start and reports the build to onBuild', async () => {
    expect(builds).toHaveLength(1);
    expect(builds[0]!.buildId).toBe((await manifest()).buildId);
    expect(messages('info').at(-1)).toMatch(/^built \d+ routes into dist\/site in .*watching content for changes$/);
  });

  it('rewrites the page on disk when a doc is saved, with one line saying what changed', async () => {
    const intro = content('docs/intro.md');
    await save(intro, (await readFile(intro, 'utf8')).replace('Welcome to the fixture docs.', 'Welcome to the edited docs.'));
    await waitFor(async () => (await pageOf('/docs/intro'))?.html.includes('edited docs'), 'the edited page on disk');
    await waitFor(() => builds.length >= 2, 'onBuild for the rebuild');
    expect(builds.at(-1)!.changed).toEqual(['content/docs/intro.md']);
    expect(messages('info')).toContainEqual(expect.stringMatching(/^rebuilt docs\/intro\.md in \d+ ms$/));
  });

  it('gives a site config edit a new build id, so dev publishes it, and never calls it unchanged', async () => {
    const config = content('site.config.json');
    const before = (await manifest()).buildId;
    await save(config, (await readFile(config, 'utf8')).replace(/"tagline": "[^"]*"/, '"tagline": "An edited tagline"'));
    await waitFor(async () => (await manifest()).site.tagline === 'An edited tagline', 'the new tagline in the manifest');
    await waitFor(() => builds.length >= 2, 'onBuild for the config edit');
    expect(builds.at(-1)!.buildId).not.toBe(before);
    expect((await manifest()).buildId).toBe(builds.at(-1)!.buildId);
    expect(messages('info').join('\n')).not.toContain('output unchanged');
  });

  it('ignores the temp files editors and sed -i write beside a file, saying only what changed', async () => {
    const intro = content('docs/intro.md');
    const text = await readFile(intro, 'utf8');
    // what `sed -i` does: a temp file in the same folder, renamed over the original
    const temp = content('docs/sedq7Ti89');
    await writeFile(temp, text.replace('Welcome to the fixture docs.', 'Edited by sed.'));
    await writeFile(content('docs/.intro.md.swp'), 'vim swap');
    // long enough for a rebuild of their own, were they not ignored
    await new Promise((r) => setTimeout(r, 500));
    await rename(temp, intro);
    await waitFor(async () => (await pageOf('/docs/intro'))?.html.includes('Edited by sed.'), 'the sed edit on disk');
    await new Promise((r) => setTimeout(r, 300));
    const said = messages().join('\n');
    expect(said).not.toContain('sedq7Ti89');
    expect(said).not.toContain('.swp');
  });

  it('does not lose a second save that follows the first within a few milliseconds', async () => {
    const intro = content('docs/intro.md');
    const good = await readFile(intro, 'utf8');
    await writeFile(intro, good.replace('Welcome to the fixture docs.', 'First save.'));
    await new Promise((r) => setTimeout(r, 10));
    await writeFile(intro, good.replace('Welcome to the fixture docs.', 'Second save.'));
    await waitFor(async () => (await pageOf('/docs/intro'))?.html.includes('Second save.'), 'the second save on disk');
  });

  it('prints a broken frontmatter error, keeps the last good output, and recovers on the next good save', async () => {
    const setup = content('docs/guide/setup.md');
    const good = await readFile(setup, 'utf8');
    const before = await snapshotTree(site());

    await save(setup, good.replace('title: Setup', 'title: [Setup'));
    await waitFor(() => messages('error').some((m) => /^content\/docs\/guide\/setup\.md:\d+:\d+ error /.test(m)), 'the error line');
    expect(messages('error').at(-1)).toMatch(/last good build stays in place/);
    expect(await snapshotTree(site())).toEqual(before);
    expect(builds).toHaveLength(1);
    // what dev shows over the open page: the error, then nothing once it builds again
    expect(errorReports.at(-1)!.map((d) => `${d.file} ${d.rule}`)).toEqual(['content/docs/guide/setup.md frontmatter']);

    await save(setup, good.replace('Install the tools', 'Install the fixed tools'));
    await waitFor(async () => (await pageOf('/docs/guide/setup'))?.html.includes('fixed tools'), 'the recovered page');
    expect(builds).toHaveLength(2);
    expect(errorReports.at(-1)).toEqual([]);
  });

  it('adds, removes and renames docs in the routes and the sidebar', async () => {
    const sidebarPaths = async () => docPaths((await manifest()).sidebars.tutorialSidebar ?? []);

    await writeFile(content('docs/guide/extra.md'), '---\ntitle: Extra\nsidebar_position: 3\n---\n\n# Extra\n\nMore.\n');
    await waitFor(async () => (await sidebarPaths()).includes('/docs/guide/extra'), 'the added doc in the sidebar');
    expect((await manifest()).routes.map((r) => r.path)).toContain('/docs/guide/extra');

    await rename(content('docs/guide/extra.md'), content('docs/guide/renamed.md'));
    await waitFor(async () => {
      const paths = await sidebarPaths();
      return paths.includes('/docs/guide/renamed') && !paths.includes('/docs/guide/extra');
    }, 'the renamed doc in the sidebar');
    expect((await manifest()).routes.map((r) => r.path)).not.toContain('/docs/guide/extra');

    await unlink(content('docs/guide/renamed.md'));
    await waitFor(async () => !(await sidebarPaths()).includes('/docs/guide/renamed'), 'the removed doc gone from the sidebar');
    expect((await manifest()).routes.map((r) => r.path)).not.toContain('/docs/guide/renamed');
  });

  it('relabels a category when its _category_.json changes', async () => {
    await writeFile(content('docs/guide/_category_.json'), '{ "label": "Handbook", "position": 2 }\n');
    await waitFor(
      async () => (await manifest()).sidebars.tutorialSidebar?.some((i) => i.type === 'category' && i.label === 'Handbook'),
      'the new category label',
    );
  });

  it('waits for `docgate version` to finish copying and prints none of the half-copied states', async () => {
    expect(await snapshotVersion('1.0', join(root, 'content'))).toBe(0);
    await waitFor(async () => (await manifest()).versions.some((v) => v.name === '1.0'), 'version 1.0 in the manifest', 20_000);
    // the copy settles: a last rebuild may still run, and it must report nothing either
    await new Promise((done) => setTimeout(done, 1_000));
    expect(messages('error')).toEqual([]);
    expect(messages('warn')).toEqual([]);
    expect((await manifest()).routes.some((r) => r.path === '/docs/1.0/intro')).toBe(true);
  }, 30_000);

  it('rebuilds everything when site.config.json changes', async () => {
    const file = content('site.config.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"Fixture Docs"', '"Renamed Docs"'));
    await waitFor(async () => (await manifest()).site.title === 'Renamed Docs', 'the new site title');
    expect(messages('info')).toContainEqual(expect.stringMatching(/^rebuilt site\.config\.json in /));
  });

  it('publishes a new copy of a static file the docs link to when it changes', async () => {
    const assetFiles = async () => (await snapshotTree(site())).keys();
    const before = [...(await assetFiles())].filter((f) => f.startsWith('assets/'));
    expect(before).toHaveLength(1);
    await writeFile(content('static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>\n');
    await waitFor(async () => {
      const now = [...(await assetFiles())].filter((f) => f.startsWith('assets/'));
      return now.length === 1 && now[0] !== before[0];
    }, 'the new asset file, and the old one removed');
    const usage = await pageOf('/docs/guide/usage');
    expect(usage?.html).not.toContain(before[0]!.replace('assets/', ''));
  });

  it('picks up blog authors and new posts', async () => {
    await writeFile(content('blog/authors.yml'), 'alex:\n  name: Alex Renamed\n  title: Maintainer\n');
    await waitFor(async () => (await manifest()).blog.authors.alex?.name === 'Alex Renamed', 'the renamed author');
    await writeFile(content('blog/2025-03-01-second.md'), '---\ntitle: Second\nauthors: [alex]\n---\n\nAnother post.\n');
    await waitFor(async () => (await manifest()).blog.posts.some((p) => p.title === 'Second'), 'the new post');
  });
  it('reports an MDX syntax error at its line and column, keeps watching, and renders the fixed page', async () => {
    const page = content('docs/mdx-page.mdx');
    await save(page, '---\ntitle: MDX page\n---\n\nVersion {1 +} here.\n');
    await waitFor(() => messages('error').some((m) => m.startsWith('content/docs/mdx-page.mdx:5:')), 'the MDX syntax error');
    expect(messages('error').find((m) => m.includes('mdx-page'))).toMatch(/error MDX syntax error: .*\(mdx-syntax\)$/);

    await save(page, '---\ntitle: MDX page\n---\n\nVersion {1 + 1} here.\n');
    await waitFor(async () => (await pageOf('/docs/mdx-page'))?.html.includes('Version 2 here.'), 'the fixed MDX page');
  });

  it('renders a page again when a partial it imports is saved', async () => {
    await save(content('docs/_shared.md'), 'Shared text, first version.\n');
    await save(content('docs/uses-partial.mdx'), "import Shared from './_shared.md';\n\n# Uses a partial\n\n<Shared />\n");
    await waitFor(async () => (await pageOf('/docs/uses-partial'))?.html.includes('first version'), 'the page with the partial');

    await save(content('docs/_shared.md'), 'Shared text, second version.\n');
    await waitFor(async () => (await pageOf('/docs/uses-partial'))?.html.includes('second version'), 'the page with the saved partial');
  });
});
