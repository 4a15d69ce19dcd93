import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docusaurusVersion } from '../../../src/compiler/read/docusaurus/core-version.ts';
import { Findings } from '../../../src/compiler/read/docusaurus/findings.ts';
import { mapDocusaurusConfig } from '../../../src/compiler/read/docusaurus/map-config.ts';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'docgate-core-version-'));
  await writeFile(join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '^3.9.2' } }));
});
afterAll(() => rm(site, { recursive: true, force: true }));

const docsOptions = (siteDir: string) =>
  mapDocusaurusConfig(
    { title: 'T', url: 'https://t.dev', baseUrl: '/', future: { v4: true }, presets: [['classic', {}]] },
    { file: join(siteDir, 'docusaurus.config.js'), text: null, siteDir },
    new Findings('docusaurus.config.js', null),
  )?.markdown.get('docs:default');

describe("the site's Docusaurus release", () => {
  it('is the installed @docusaurus/core, else the lowest its package.json allows', async () => {
    expect(docusaurusVersion(site)).toEqual([3, 9]);
    await mkdir(join(site, 'node_modules/@docusaurus/core'), { recursive: true });
    await writeFile(join(site, 'node_modules/@docusaurus/core/package.json'), JSON.stringify({ version: '3.10.2' }));
    expect(docusaurusVersion(site)).toEqual([3, 10]);
    await rm(join(site, 'node_modules'), { recursive: true });
  });

  it("decides what future.v4: true turns off: a 3.9 site keeps MDX 1's HTML comments, a 3.10 one does not", async () => {
    expect(docsOptions(site)?.mdx1Comments).toBe(true);
    await writeFile(join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '3.10.2' } }));
    expect(docsOptions(site)?.mdx1Comments).toBeUndefined();
  });
});
