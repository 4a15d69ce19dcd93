import { describe, expect, it } from 'vitest';
import { go } from './support/browser.ts';
import { signedInSite } from './support/signed-in-site.ts';

// A React page that fetches files of its static folder at run time (AKS's webinar agendas), over
// tests/fixtures/sites/static-fetch: under Docusaurus the file is served at its path; behind the gate the
// site's fetch and XMLHttpRequest get it from the gate with the reader's session, and nothing else does.

const site = signedInSite({ content: 'tests/fixtures/sites/static-fetch/content' });

const shown = (id: string) => site.page.locator(`#${id}`).textContent();

describe('static files a React page fetches', () => {
  it('renders a .md and .json file by fetch, by a useBaseUrl path, by XMLHttpRequest and by a relative path', async () => {
    await go(site.page, '/agenda');
    await site.page.getByRole('heading', { name: 'Agenda' }).waitFor();
    await expect.poll(() => shown('agenda'), { timeout: 15_000 }).toBe('# Webinar agenda\n\n1. Welcome and keynote\n');
    await expect.poll(() => shown('speakers')).toBe('Ada, Grace');
    await expect.poll(() => shown('rooms')).toBe('200 Hall A, Hall B');
    await expect.poll(() => shown('notes')).toBe('Bring a laptop.\n');
  });

  it('answers a file its static folder lacks with a 404, as the site expects of a missing file', async () => {
    await expect.poll(() => shown('missing')).toBe('404 false');
  });

  it('answers with the file its type, and leaves the viewer its own requests', async () => {
    const answer = await site.page.evaluate(async () => {
      const response = await fetch('/data/list.json');
      const head = await fetch('/data/list.json', { method: 'HEAD' });
      const config = await (await fetch('/docgate-config.json')).json();
      return {
        type: response.headers.get('content-type'),
        url: response.url,
        head: await head.text(),
        config: typeof config.supabaseAnonKey,
      };
    });
    expect(answer).toEqual({
      type: 'application/json; charset=utf-8',
      url: `${site.server.url}/data/list.json`,
      head: '',
      config: 'string',
    });
  });

  it('gives no file to a request without a live session', async () => {
    // the server itself: no file of the static folder is served at its path
    for (const path of ['/data/agenda.md', '/data/list.json']) {
      const text = await (await fetch(`${site.server.url}${path}`)).text();
      expect(text).not.toContain('Webinar agenda');
      expect(text).not.toContain('Grace');
    }
    // the same page's fetch once the reader signed out
    await site.page.getByRole('button', { name: 'Sign out' }).click();
    await site.page.getByRole('button', { name: 'Enter Documentation' }).waitFor();
    const after = await site.page.evaluate(async () => (await fetch('/data/agenda.md')).text());
    expect(after).not.toContain('Webinar agenda');
  });
});
