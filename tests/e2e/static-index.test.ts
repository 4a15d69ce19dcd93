import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// Images a React page reaches by paths it computes at run time (arrow-kt's `useBaseUrl(`/img/${icon}`)`,
// uppy's `<img src={'img/' + file}>`, webpack's `require(`@site/static/img/${name}.svg`)` and hasura's
// `require(`@site/static${src}`)`), over tests/fixtures/sites/site-bundle: no build-time rewrite sees
// them, so they come from the static folders' index as gated assets.

const svg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><rect width="24" height="16" fill="${colour}"/></svg>`;

const ICONS_PAGE = `import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

const COLOURS = ['red', 'blue', 'green'];
const BLUE = '/img/computed/' + COLOURS[1] + '.svg';

function ByBaseUrl({ name }) {
  return <img className="by-base-url" alt={name} src={useBaseUrl(\`/img/computed/\${name}.svg\`)} />;
}

export default function Icons() {
  return (
    <main>
      <h1>Computed icons</h1>
      {COLOURS.map((name) => <ByBaseUrl key={name} name={name} />)}
      {COLOURS.map((name) => <img key={name} className="by-src" alt={name} src={'/img/computed/' + name + '.svg'} />)}
      <img className="by-require" alt="red" src={require(\`@site/static/img/computed/\${COLOURS[0]}.svg\`).default} />
      <img className="by-require" alt="blue" src={require(\`@site/static\${BLUE}\`).default} />
      <img className="with-query" alt="query" src={useBaseUrl('/img/computed/' + COLOURS[0] + '.svg') + '?v=42'} />
    </main>
  );
}
`;

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({
    content: 'tests/fixtures/sites/site-bundle/content',
    // green is not there yet: the test adds it while the page is open
    extraContent: {
      'src/pages/icons.js': ICONS_PAGE,
      'static/img/computed/red.svg': svg('red'),
      'static/img/computed/blue.svg': svg('blue'),
    },
  });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(`${server.url}/docs/intro`);
  await signIn(page);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The natural width of each image the selector finds, by its alt text; 0 for one that did not load. */
const widths = (selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) => Object.fromEntries((images as HTMLImageElement[]).map((img) => [img.alt, img.naturalWidth])));

/** The index the live build's bundle names: site path -> gated asset. */
async function builtIndex(): Promise<Record<string, string>> {
  const dir = join(server.root, 'dist', 'site', 'bundle');
  const name = (await readdir(dir)).filter((file) => file.startsWith('static-')).sort()[0]!;
  return JSON.parse(await readFile(join(dir, name), 'utf8'));
}

describe('static files a React page computes the paths of', () => {
  it('shows each image, by useBaseUrl, by a plain <img src> and by require, and one with a query added', async () => {
    await go(page, '/icons');
    await page.getByRole('heading', { name: 'Computed icons' }).waitFor();
    await expect.poll(() => widths('img.by-base-url'), { timeout: 15_000 }).toEqual({ red: 24, blue: 24, green: 0 });
    await expect.poll(() => widths('img.by-src')).toEqual({ red: 24, blue: 24, green: 0 });
    await expect.poll(() => widths('img.by-require')).toEqual({ red: 24, blue: 24 });
    await expect.poll(() => widths('img.with-query')).toEqual({ query: 24 });
  });

  it('serves their files only to a live session', async () => {
    const asset = (await builtIndex())['/img/computed/red.svg']!;
    expect(asset).toMatch(/^assets\/[\da-f]+\.svg$/);
    const status = (token: string) =>
      page.evaluate(
        async ({ token, path }) => {
          const config = await (await fetch('/docgate-config.json')).json();
          const response = await fetch('/rest/v1/rpc/docs_file', {
            method: 'POST',
            headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ token, path }),
          });
          return response.status;
        },
        { token, path: asset },
      );
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('docs_auth_credentials')!).token as string);
    expect(await status(token)).toBe(200);
    expect(await status('not-a-session')).not.toBe(200);
    // nor is it anywhere a request without the gate gets it (the signed-in page's own fetch of it is answered
    // from the gate: static-fetch.test.ts)
    const direct = await (await fetch(`${server.url}/img/computed/red.svg`)).text();
    expect(direct).not.toContain('fill="red"');
  });

  it('shows a static file added while the page is open', async () => {
    await writeFile(join(server.root, 'content', 'static', 'img', 'computed', 'green.svg'), svg('green'));
    await expect.poll(() => widths('img.by-base-url'), { timeout: 20_000 }).toEqual({ red: 24, blue: 24, green: 24 });
    await expect.poll(() => widths('img.by-src')).toEqual({ red: 24, blue: 24, green: 24 });
  });
});
