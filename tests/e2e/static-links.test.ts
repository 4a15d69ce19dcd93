import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { go } from './support/browser.ts';
import { clicked, keepBlobs, saved } from './support/clicked-file.ts';
import { signedInSite } from './support/signed-in-site.ts';

// Links to files of the static folder that are no image (a PDF guide, AKS's "Add to calendar" .ics, a zip in
// the navbar), over tests/fixtures/sites/static-links: under Docusaurus its host serves the file at its path
// and the browser opens or downloads it; behind the gate a click gets the file through the gate with the
// reader's session, and nothing gets it without one.

const CONTENT = 'tests/fixtures/sites/static-links/content';
const site = signedInSite({ content: CONTENT }, '/files');

const bytesOf = (path: string) => [...readFileSync(`${CONTENT}/static${path}`)];

const link = (name: string) => site.page.getByRole('link', { name, exact: true });

describe('links to static files that are no image', () => {
  it("downloads a React page's useBaseUrl link with `download` by its name (AKS's Add to calendar)", async () => {
    await site.page.getByRole('heading', { name: 'Files' }).waitFor();
    await site.page.evaluate(keepBlobs);
    expect(await clicked(site.page, () => link('Add to calendar').click())).toEqual(saved('webinar.ics', bytesOf('/cal/webinar.ics')));
  });

  it("downloads a file the browser would not show (a React page's .csv, the navbar's .zip, the footer's .csv) by its name", async () => {
    expect(await clicked(site.page, () => link('Rooms').click())).toEqual(saved('rooms.csv', bytesOf('/data/rooms.csv')));
    expect(await clicked(site.page, () => link('Starter kit').click())).toEqual(saved('kit.zip', bytesOf('/files/kit.zip')));
    expect(await clicked(site.page, () => link('Room list').click())).toEqual(saved('rooms.csv', bytesOf('/data/rooms.csv')));
  });

  it('opens a PDF in a new tab for target="_blank", a ctrl click and a middle click', async () => {
    const guide = { how: 'tab', bytes: bytesOf('/files/guide.pdf') };
    expect(await clicked(site.page, () => link('Guide in a new tab').click())).toEqual(guide);
    expect(await clicked(site.page, () => link('Guide').click({ modifiers: ['Control'] }))).toEqual(guide);
    expect(await clicked(site.page, () => link('Guide').click({ button: 'middle' }))).toEqual(guide);
  });

  it("opens a Markdown link's PDF in a new tab, as Docusaurus writes it, and gives its pathname:// link's file", async () => {
    await go(site.page, '/docs/intro');
    await site.page.getByRole('heading', { name: 'Intro' }).waitFor();
    expect(await clicked(site.page, () => link('slides').click())).toEqual({ how: 'tab', bytes: bytesOf('/files/slides.pdf') });
    expect(await clicked(site.page, () => link('data').click())).toEqual(saved('rooms.csv', bytesOf('/data/rooms.csv')));
  });

  it('opens a PDF in place for a plain link, as the host serves it at its path', async () => {
    await go(site.page, '/files');
    await site.page.getByRole('heading', { name: 'Files' }).waitFor();
    expect(await clicked(site.page, () => link('Guide').click())).toEqual({ how: 'in place', type: 'application/pdf' });
    await site.page.goBack();
    await site.page.getByRole('heading', { name: 'Files' }).waitFor({ timeout: 30_000 });
  });

  it('gives no file without a live session', async () => {
    for (const path of ['/files/guide.pdf', '/cal/webinar.ics', '/files/kit.zip']) {
      const bytes = [...new Uint8Array(await (await fetch(`${site.server.url}${path}`)).arrayBuffer())];
      expect(bytes).not.toEqual(bytesOf(path));
    }
    await site.page.getByRole('button', { name: 'Sign out' }).click();
    await site.page.getByRole('button', { name: 'Enter Documentation' }).waitFor();
    // a link the page still has: whatever the browser saves is not the file
    const saved: number[][] = [];
    site.page.context().on('download', (file) => void file.path().then((path) => saved.push([...readFileSync(path)])));
    await site.page.evaluate(() => {
      const anchor = Object.assign(document.createElement('a'), { href: '/files/kit.zip', download: '', textContent: 'kit' });
      document.body.append(anchor);
      anchor.click();
    });
    await site.page.waitForTimeout(2_000);
    expect(saved).not.toContainEqual(bytesOf('/files/kit.zip'));
  });
});
