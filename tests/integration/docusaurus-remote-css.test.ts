import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, runCli } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest } from './support/docusaurus.ts';
import { FONT, startFontHost, type FontHost } from './support/font-host.ts';

// tests/fixtures/docusaurus/remote-fonts: its config's `stylesheets` link a web font's CSS on another host
// (a server of this test on 127.0.0.1, as Google Fonts answers), which docgate fetches at build time and
// ships through the gate with its font, as the viewer's CSP loads neither from another host.
describe("a Docusaurus site's stylesheets of another host", () => {
  let dir: string;
  let host: FontHost;
  const built = (path: string) => readFile(join(dir, 'dist/site', path));
  const build = (hostUrl: string) => runCli(['build'], { cwd: dir, env: cleanEnv({ REMOTE_FONT_HOST: hostUrl }) });

  beforeAll(async () => {
    dir = await copyDocusaurusFixture('remote-fonts');
    host = await startFontHost();
  });
  afterAll(async () => {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("ships the config's stylesheet before custom.css, fetched as Chrome asks, its font a gated file", async () => {
    const run = await build(host.url);
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([]);
    const sheets = (await readManifest(dir)).site.stylesheets ?? [];
    expect(sheets).toHaveLength(2);
    const remote = (await built(sheets[0]!)).toString();
    expect(remote).toContain("font-family: 'Remote Sans';");
    const [, font] = /src: url\("gate:(assets\/[0-9a-f]+\.woff2)"\) format\('woff2'\);/.exec(remote) ?? [];
    expect(font).toBeDefined();
    expect(await built(font!)).toEqual(FONT);
    expect((await built(sheets[1]!)).toString()).toContain("font-family: 'Remote Sans', monospace;");
    expect(host.requests.map((request) => request.path)).toEqual(['/css2?family=Remote+Sans&display=swap', '/s/remote-sans.woff2']);
    expect(host.requests.every((request) => /Chrome\/\d+/.test(request.userAgent))).toBe(true);
  });

  it('builds the same site from its .docgate cache when the host is down', async () => {
    const before = (await readManifest(dir)).site.stylesheets;
    await host.close();
    await rm(join(dir, 'dist'), { recursive: true, force: true });
    const run = await build(host.url);
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([]);
    expect((await readManifest(dir)).site.stylesheets).toEqual(before);
    host = await startFontHost();
  });

  it('warns of a stylesheet custom.css @imports from another host that is not there, naming it, and builds on', async () => {
    const css = join(dir, 'src/css/custom.css');
    await writeFile(css, `@import url('${host.url}/missing.css');\n${await readFile(css, 'utf8')}`);
    const run = await build(host.url);
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([
      `src/css/custom.css:1:14 warning Stylesheet '${host.url}/missing.css' could not be fetched (HTTP 404): its rules do not apply`,
    ]);
    expect((await readManifest(dir)).site.stylesheets).toHaveLength(2);
  });
});
