import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';
import { PNG_BYTES } from './support/site-dir.ts';

// JSX media in MDX as Docusaurus sites write it, on a page whose frontmatter has a field docgate does not know;: <video>/<source>/<audio> with local files, and JSX
// images Docusaurus never checks (react-native-website names one with the wrong letter case)
const MEDIA_PAGE = [
  // a field of the site's own (a component reads it): Docusaurus accepts any, and so is it silent here
  '---',
  'image_credit: The team',
  '---',
  '# Media',
  '',
  '<video controls poster="/img/poster.png">',
  '  <source src="/video/demo.mp4" type="video/mp4" />',
  '</video>',
  '',
  '<audio controls src="./clip.mp3" />',
  '',
  '<img src="/img/Missing-Case.PNG" alt="Wrong case" />',
  '',
].join('\n');

describe('JSX media on a Docusaurus site', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('markdown');
    await mkdir(join(dir, 'static/video'), { recursive: true });
    await writeFile(join(dir, 'static/video/demo.mp4'), Buffer.from('not really a video, but bytes'));
    await writeFile(join(dir, 'static/img/poster.png'), PNG_BYTES);
    await writeFile(join(dir, 'docs/clip.mp3'), Buffer.from('ID3 audio bytes'));
    await writeFile(join(dir, 'docs/media.mdx'), MEDIA_PAGE);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves video, its poster and audio as gated files, and a missing JSX image is a warning, not an error', async () => {
    const run = await runCli(['build'], { cwd: dir });
    expect(diagnosticLines(run.stderr)).toEqual([
      "docs/media.mdx:12:1 warning Missing image '/img/Missing-Case.PNG', expected a file in static (shown broken, as Docusaurus would)",
    ]);
    expect(run.code).toBe(0);
    const { html } = await readPage(dir, await readManifest(dir), '/docs/media');
    expect(html).toMatch(
      /<video controls poster="gate:assets\/[\da-f]+\.png">\s*<source src="gate:assets\/[\da-f]+\.mp4" type="video\/mp4">/,
    );
    expect(html).toMatch(/<audio controls src="gate:assets\/[\da-f]+\.mp3">/);
    expect(html).not.toContain('data-docgate-jsx');
  });

  it('still fails the build on a missing Markdown image, which Docusaurus fails on too', async () => {
    await writeFile(join(dir, 'docs/broken.md'), '# Broken\n\n![Gone](./gone.png)\n');
    const run = await runCli(['build'], { cwd: dir });
    expect(diagnosticLines(run.stderr)).toContain(
      "docs/broken.md:3:1 error Missing image './gone.png', expected a file in the folder of this file",
    );
    expect(run.code).not.toBe(0);
  });
});
