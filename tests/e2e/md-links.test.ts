import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clicked, keepBlobs, saved } from './support/clicked-file.ts';
import { signedInSite } from './support/signed-in-site.ts';

// A Docusaurus site of Markdown alone (no site code, so no site bundle), over tests/fixtures/sites/md-links:
// its Markdown, navbar and footer links to files of the static folder (`[kit](/files/kit.zip)`,
// `[data](pathname:///data/rooms.csv)`, `href: '/files/kit.zip'`) give the reader the file through the gate, saved under its own name as from Docusaurus' URL of it, and
// nothing without a session.

const CONTENT = 'tests/fixtures/sites/md-links/content';
const site = signedInSite({ content: CONTENT });

const bytesOf = (path: string) => [...readFileSync(`${CONTENT}/static${path}`)];
const link = (name: string) => site.page.getByRole('link', { name, exact: true });

describe('links to static files on a site without site code', () => {
  it("saves a Markdown link's zip and a pathname:// link's .csv under their names, and opens its PDF in a new tab", async () => {
    // the page makes its files' blob URLs as it renders: kept from the start, to read the tab's
    await site.page.addInitScript(keepBlobs);
    await site.page.reload();
    await site.page.getByRole('heading', { name: 'Intro' }).waitFor();
    expect(await clicked(site.page, () => link('kit').click())).toEqual(saved('kit.zip', bytesOf('/files/kit.zip')));
    expect(await clicked(site.page, () => link('data').click())).toEqual(saved('rooms.csv', bytesOf('/data/rooms.csv')));
    expect(await clicked(site.page, () => link('slides').click())).toEqual({ how: 'tab', bytes: bytesOf('/files/slides.pdf') });
  });

  it("saves the navbar's zip and the footer's .csv under their names", async () => {
    expect(await clicked(site.page, () => link('Starter kit').click())).toEqual(saved('kit.zip', bytesOf('/files/kit.zip')));
    expect(await clicked(site.page, () => link('Room list').click())).toEqual(saved('rooms.csv', bytesOf('/data/rooms.csv')));
  });

  it('serves none of the files without a live session', async () => {
    for (const path of ['/files/kit.zip', '/data/rooms.csv', '/files/slides.pdf']) {
      const bytes = [...new Uint8Array(await (await fetch(`${site.server.url}${path}`)).arrayBuffer())];
      expect(bytes).not.toEqual(bytesOf(path));
    }
    // the session the page asks the gate with, and the zip's gated asset
    const asked = site.page.waitForRequest((request) => request.url().includes('/rpc/docs_file'));
    await site.page.reload();
    const { token } = JSON.parse((await asked).postData() ?? '{}') as { token: string };
    const zip = `assets/${readdirSync(join(site.server.root, 'dist/site/assets')).find((name) => name.endsWith('.zip'))}`;
    await site.page.getByRole('button', { name: 'Sign out' }).click();
    await site.page.getByRole('button', { name: 'Enter Documentation' }).waitFor();
    // the page's links are gone with it, a reload signed out shows none, and the ended session gets no file
    await site.page.reload();
    await site.page.getByRole('button', { name: 'Enter Documentation' }).waitFor();
    expect(await site.page.getByRole('link', { name: 'kit', exact: true }).count()).toBe(0);
    const status = await site.page.evaluate(
      async ({ token, path }) => {
        const config = await (await fetch('/docgate-config.json')).json();
        const headers = { apikey: config.supabaseAnonKey, 'content-type': 'application/json' };
        return (await fetch('/rest/v1/rpc/docs_file', { method: 'POST', headers, body: JSON.stringify({ token, path }) })).status;
      },
      { token, path: zip },
    );
    expect(status).not.toBe(200);
  });
});
