import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CompileResult } from '../../../src/compiler/compile.ts';
import { RemoteFiles } from '../../../src/compiler/emit/remote-files.ts';
import { compilerFor, diagnosticLines, MINIMAL_CONFIG, memorySite } from './helpers.ts';

const FONT = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);
const INTER =
  "@import url('./latin-ext.css');\n@font-face { font-family: 'Inter'; src: url(https://fonts.example/s/inter.woff2) format('woff2'); }\n";

/** A host that serves `files` (a path's text or bytes, and its type) and 404 for the rest, counting requests. */
function host(files: Record<string, [string | Uint8Array, string]>) {
  const asked: { url: string; userAgent: string | null }[] = [];
  const fetcher = async (url: string, init: RequestInit): Promise<Response> => {
    asked.push({ url, userAgent: new Headers(init.headers).get('user-agent') });
    const file = files[url];
    return file ? new Response(file[0] as BodyInit, { headers: { 'content-type': file[1] } }) : new Response('no', { status: 404 });
  };
  return { asked, remote: new RemoteFiles(null, fetcher) };
}

const assetText = (result: CompileResult, path: string): string =>
  new TextDecoder().decode(result.entries.find((entry) => entry.path === path)?.content as Uint8Array);

const FONTS_HOST = {
  'https://fonts.example/css2?family=Inter': [INTER, 'text/css; charset=utf-8'],
  'https://fonts.example/latin-ext.css': ['.ext { background: url(img/dot.png); }\n', 'text/css'],
  'https://fonts.example/img/dot.png': [FONT, 'image/png'],
  'https://fonts.example/s/inter.woff2': [FONT, 'font/woff2'],
} satisfies Record<string, [string | Uint8Array, string]>;

describe('stylesheets of another host', () => {
  it('are fetched as a browser asks, with what they import and name, and go out as gated assets before the site file after them', async () => {
    const { asked, remote } = host(FONTS_HOST);
    const site = memorySite(
      { 'docs/intro.md': '# Intro\n', 'css/site.css': 'body { font-family: Inter; }\n' },
      { ...MINIMAL_CONFIG, customCss: ['https://fonts.example/css2?family=Inter', 'css/site.css'] },
    );
    const result = await compilerFor(site, false, { remoteFiles: remote }).build();
    expect(diagnosticLines(result)).toEqual([]);
    const [fonts, own] = result.manifest!.site.stylesheets!;
    const font = result.entries.find((entry) => entry.path.endsWith('.woff2'))!;
    const png = result.entries.find((entry) => entry.path.endsWith('.png'))!;
    expect(font.content).toEqual(FONT);
    expect(assetText(result, fonts!)).toBe(
      `.ext { background: url("gate:${png.path}"); }\n\n@font-face { font-family: 'Inter'; src: url("gate:${font.path}") format('woff2'); }\n`,
    );
    expect(assetText(result, own!)).toBe('body { font-family: Inter; }\n');
    expect(asked.every((request) => /Chrome\/\d+/.test(request.userAgent ?? ''))).toBe(true);
  });

  it('are not fetched again by the rebuild a save makes (docgate dev)', async () => {
    const { asked, remote } = host(FONTS_HOST);
    const site = memorySite(
      { 'docs/intro.md': '# Intro\n' },
      { ...MINIMAL_CONFIG, customCss: ['https://fonts.example/css2?family=Inter'] },
    );
    const compiler = compilerFor(site, false, { remoteFiles: remote });
    const first = await compiler.build();
    const fetched = asked.length;
    const file = site.write('docs/intro.md', '# Intro\n\nSaved.\n');
    const second = await compiler.update([{ type: 'change', file }]);
    expect(asked).toHaveLength(fetched);
    expect(second.manifest!.site.stylesheets).toEqual(first.manifest!.site.stylesheets);
  });

  it("are fetched from a site stylesheet's @import, and a site @font-face's font from another host", async () => {
    const { remote } = host(FONTS_HOST);
    const site = memorySite(
      {
        'docs/intro.md': '# Intro\n',
        'css/site.css':
          "@import url('https://fonts.example/css2?family=Inter') screen;\n@font-face { font-family: 'Dys'; src: url('https://fonts.example/s/inter.woff2'); }\n.hero { background: url(https://img.example/bg.png); }\n",
      },
      { ...MINIMAL_CONFIG, customCss: ['css/site.css'] },
    );
    const result = await compilerFor(site, false, { remoteFiles: remote }).build();
    expect(diagnosticLines(result)).toEqual([]);
    const css = assetText(result, result.manifest!.site.stylesheets![0]!);
    const font = result.entries.find((entry) => entry.path.endsWith('.woff2'))!.path;
    expect(css).toMatch(/^@media screen \{\n\.ext \{ background: url\("gate:assets\/\w+\.png"\); \}/);
    expect(css).toContain(`@font-face { font-family: 'Dys'; src: url("gate:${font}"); }`);
    // an image of another host is left as it is: the viewer's CSP takes images from any https host
    expect(css).toContain('.hero { background: url(https://img.example/bg.png); }');
  });

  it('warn once per URL that cannot be fetched, naming the file that names it, and build on', async () => {
    const { asked, remote } = host({ 'https://fonts.example/css2?family=Inter': [INTER, 'text/css'] });
    const site = memorySite(
      {
        'docs/intro.md': '# Intro\n',
        'css/site.css': "@import url('https://fonts.example/gone.css');\n@import url('https://fonts.example/gone.css') print;\n",
      },
      { ...MINIMAL_CONFIG, customCss: ['css/site.css', 'https://fonts.example/css2?family=Inter'] },
    );
    const result = await compilerFor(site, false, { remoteFiles: remote }).build();
    expect(result.manifest).not.toBeNull();
    expect(diagnosticLines(result)).toEqual([
      "content/css/site.css:1:14 warning Stylesheet 'https://fonts.example/gone.css' could not be fetched (HTTP 404): its rules do not apply",
      // where the config names the sheet that names them
      "content/site.config.json:7:5 warning File 'https://fonts.example/s/inter.woff2' (in 'https://fonts.example/css2?family=Inter') in url() could not be fetched (HTTP 404): it is not shown",
      "content/site.config.json:7:5 warning Stylesheet 'https://fonts.example/latin-ext.css' (in 'https://fonts.example/css2?family=Inter') could not be fetched (HTTP 404): its rules do not apply",
    ]);
    expect(asked.filter((request) => request.url.endsWith('gone.css'))).toHaveLength(1);
  });

  it('leave out a config entry whose bytes do not match its integrity, and ship one that does', async () => {
    const css = '.a { color: red; }\n';
    const sri = `sha384-${createHash('sha384').update(css).digest('base64')}`;
    const { remote } = host({ 'https://cdn.example/a.css': [css, 'text/css'], 'https://cdn.example/b.css': [css, 'text/css'] });
    const site = memorySite(
      { 'docs/intro.md': '# Intro\n' },
      {
        ...MINIMAL_CONFIG,
        customCss: [
          { href: 'https://cdn.example/a.css', integrity: sri },
          { href: 'https://cdn.example/b.css', integrity: 'sha256-AAAA' },
        ],
      },
    );
    const result = await compilerFor(site, false, { remoteFiles: remote }).build();
    expect(diagnosticLines(result)).toEqual([
      "content/site.config.json:11:7 warning Stylesheet 'https://cdn.example/b.css' does not match its integrity 'sha256-AAAA': it is left out",
    ]);
    expect(result.manifest!.site.stylesheets!.map((path) => assetText(result, path))).toEqual([css]);
  });

  it('take no page of HTML for a stylesheet, and no file over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    const { remote } = host({
      'https://x.example/a.css': ['<html>sign in</html>', 'text/html'],
      'https://x.example/b.css': ['@font-face { src: url(big.woff2); }', 'text/css'],
      'https://x.example/big.woff2': [big, 'font/woff2'],
    });
    const site = memorySite(
      { 'docs/intro.md': '# Intro\n' },
      { ...MINIMAL_CONFIG, customCss: ['https://x.example/a.css', 'https://x.example/b.css'] },
    );
    const result = await compilerFor(site, false, { remoteFiles: remote }).build();
    expect(diagnosticLines(result)).toEqual([
      "content/site.config.json:6:5 warning Stylesheet 'https://x.example/a.css' is no stylesheet (text/html): its rules do not apply",
      "content/site.config.json:7:5 warning File 'https://x.example/big.woff2' (in 'https://x.example/b.css') in url() could not be fetched (larger than 5 MB): it is not shown",
    ]);
    expect(result.entries.some((entry) => entry.path.endsWith('.woff2'))).toBe(false);
  });
});
