import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshotVersion } from '../../../src/cli/commands/version.ts';

// the command writes into the content folder, so these tests run on a temp folder on disk

let root: string | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  if (root) await rm(root, { recursive: true, force: true });
  root = null;
});

async function contentFolder(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'docgate-version-'));
  const content = join(root, 'content');
  const all = { 'site.config.json': JSON.stringify({ title: 'T', url: 'https://t.test', baseUrl: '/' }), ...files };
  for (const [rel, text] of Object.entries(all)) {
    await mkdir(dirname(join(content, rel)), { recursive: true });
    await writeFile(join(content, rel), text);
  }
  return content;
}

const docs = {
  'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n',
  'docs/guides/_category_.json': '{ "label": "Guides", "position": 2 }',
  'docs/guides/setup.md': '# Setup\n',
};

describe('docgate version <name>', () => {
  it('copies the docs to versioned_docs and writes the sidebars file and versions.json', async () => {
    const content = await contentFolder(docs);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await snapshotVersion('1.0', content)).toBe(0);
    expect(JSON.parse(await readFile(join(content, 'versions.json'), 'utf8'))).toEqual(['1.0']);
    const sidebars = JSON.parse(await readFile(join(content, 'versioned_sidebars/version-1.0-sidebars.json'), 'utf8'));
    expect(sidebars.tutorialSidebar.map((item: { label: string }) => item.label)).toEqual(['Intro', 'Guides']);
    expect(await readFile(join(content, 'versioned_docs/version-1.0/guides/setup.md'), 'utf8')).toBe('# Setup\n');
  });

  it('refuses a version name that already exists', async () => {
    const content = await contentFolder({ ...docs, 'versions.json': '["1.0"]' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await snapshotVersion('1.0', content)).toBe(1);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Version '1\.0' already exists/));
  });
});
