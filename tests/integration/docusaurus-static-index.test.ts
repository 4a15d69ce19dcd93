import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticIndex } from '../../src/contracts/site-bundle.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { diagnosticLines, readManifest } from './support/docusaurus.ts';
import { PNG_BYTES, tempDir } from './support/site-dir.ts';

// A Docusaurus home page that computes its images' paths at run time (arrow-kt's `useBaseUrl(`/img/${icon}`)`
// over a list): no build-time rewrite sees them, so the static folders' media go out as gated assets with
// an index the viewer's static lookup falls back to.

const CONFIG = `module.exports = {
  title: 'Icons',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
};
`;

const HOME = `import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

const ICONS = ['red', 'blue'];

function Icon({ name }) {
  return <img className="icon" alt={name} src={useBaseUrl(\`/img/\${name}.svg\`)} />;
}

export default function Home() {
  return <main>{ICONS.map((name) => <Icon key={name} name={name} />)}</main>;
}
`;

const svg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`;

describe('the static folders of a Docusaurus site with React pages', () => {
  let dir: string;
  let run: CliResult;
  beforeAll(async () => {
    dir = await tempDir('docgate-static-index-');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await mkdir(join(dir, 'src/pages'), { recursive: true });
    await mkdir(join(dir, 'static/img/nested'), { recursive: true });
    await writeFile(join(dir, 'docusaurus.config.js'), CONFIG);
    await writeFile(join(dir, 'docs/intro.md'), '# Intro\n');
    await writeFile(join(dir, 'src/pages/index.js'), HOME);
    await writeFile(join(dir, 'static/img/red.svg'), svg('red'));
    await writeFile(join(dir, 'static/img/blue.svg'), svg('blue'));
    await writeFile(join(dir, 'static/img/nested/photo.png'), PNG_BYTES);
    // not media: site code may fetch it (`fetch('/robots.txt')`)
    await writeFile(join(dir, 'static/robots.txt'), 'User-agent: *\n');
    // over the size a file may be to be published for computed paths
    await writeFile(join(dir, 'static/img/huge.png'), Buffer.alloc(11 * 1024 * 1024));
    run = await runCli(['build'], { cwd: dir });
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('publishes each file of the static folders as a gated asset, indexed by its site path beside the bundle', async () => {
    expect(run.code).toBe(0);
    const manifest = await readManifest(dir);
    const indexFile = manifest.bundle?.staticIndex;
    expect(indexFile).toMatch(/^bundle\/static-[\da-f]+\.json$/);
    const index = JSON.parse(await readFile(join(dir, 'dist/site', indexFile!), 'utf8')) as StaticIndex;
    expect(Object.keys(index).sort()).toEqual(['/img/blue.svg', '/img/nested/photo.png', '/img/red.svg', '/robots.txt']);
    for (const [path, asset] of Object.entries(index)) {
      expect(asset).toMatch(/^assets\/[\da-f]+\.(svg|png|txt)$/);
      expect(await readFile(join(dir, 'dist/site', asset))).toEqual(await readFile(join(dir, 'static', path)));
    }
    // the manifest fetched at sign-in holds only the index's name, not the index
    expect(await readFile(join(dir, 'dist/site/manifest.json'), 'utf8')).not.toContain('/img/red.svg');
  });

  it('leaves a file over the size limit out of the index, with a warning naming it', () => {
    expect(diagnosticLines(run.stderr)).toEqual([
      expect.stringMatching(
        /^static\/img\/huge\.png warning 11\.0 MB, over the 10\.0 MB a static file may be for site code to reach it by a path it computes/,
      ),
    ]);
  });
});
