import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_KEY } from '../../src/contracts/gate-contract.ts';
import { launchChromium, signIn } from './support/browser.ts';
import { shoot } from './support/screenshots.ts';
import { READER, startDevServer, type DevServer } from './support/dev-server.ts';

// The gate in real Chromium against the real `docgate dev`: every text, every error, sessions.

let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  server = await startDevServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(viewport = { width: 1280, height: 860 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

const errorLine = (page: Page) => page.locator('.gate-error');

describe('the sign-in gate', () => {
  it('lets no content request succeed before sign-in', async () => {
    const { context, page } = await freshPage();
    const contentAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/rest/v1/rpc/docs_file')) contentAnswers.push(response.status());
    });
    await page.goto(`${server.url}/docs/intro`);
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    expect(contentAnswers).toEqual([]);
    // nor does the content sit anywhere the browser could fetch it without a session
    const probe = await page.evaluate(async () => {
      const config = await (await fetch('/docgate-config.json')).json();
      const rpc = await fetch('/rest/v1/rpc/docs_file', {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'not-a-session', path: 'manifest.json' }),
      });
      const manifest = await fetch('/manifest.json');
      return { rpc: rpc.status, manifest: manifest.status, manifestBody: await manifest.text() };
    });
    expect(probe.rpc).not.toBe(200);
    expect(probe.manifestBody).not.toContain('"buildId"');
    await context.close();
  });

  it('shows every text of the modal, and each validation and server error word for word', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${server.url}/`);
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.waitFor();
    expect(await dialog.getByText('Access your exclusive documentation and resources').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gate-email');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await shoot(page, 'gate-modal-light-desktop');

    await page.getByRole('button', { name: 'Enter Documentation' }).click();
    await expect.poll(() => errorLine(page).textContent()).toBe('Please enter both email and password');

    await page.getByLabel('Email').fill('reader.example.com');
    await page.getByLabel('Password', { exact: true }).fill('anything');
    await page.keyboard.press('Enter');
    await expect.poll(() => errorLine(page).textContent()).toBe('Enter a valid email address');

    await page.getByLabel('Email').fill(READER.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Enter Documentation' }).click();
    await expect.poll(() => errorLine(page).textContent()).toBe('Invalid email or password');

    // throttling, on another address so the test reader stays usable
    await page.getByLabel('Email').fill('stranger@example.com');
    let last = '';
    for (let attempt = 0; attempt < 7 && !last.startsWith('Too many'); attempt += 1) {
      await page.getByRole('button', { name: 'Enter Documentation' }).click();
      await expect.poll(async () => page.getByRole('button', { name: 'Enter Documentation' }).isEnabled()).toBe(true);
      last = (await errorLine(page).textContent()) ?? '';
    }
    expect(last).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');

    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
    await context.close();
  });

  it("reads 'Authenticating...' with everything disabled while the sign-in is in flight", async () => {
    const { context, page } = await freshPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/rpc/docs_sign_in', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/`);
    await page.getByLabel('Email').fill(READER.email);
    await page.getByLabel('Password', { exact: true }).fill(READER.password);
    await page.getByRole('button', { name: 'Enter Documentation' }).click();
    const busy = page.getByRole('button', { name: 'Authenticating...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).isDisabled()).toBe(true);
    release();
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await context.close();
  });

  it("says 'Supabase client not initialized' when the deployment serves no anon key", async () => {
    const { context, page } = await freshPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    // a deployment without configuration: the config file answers with nothing
    await page.route('**/docgate-config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await page.goto(`${server.url}/`);
    await page.getByLabel('Email').fill(READER.email);
    await page.getByLabel('Password', { exact: true }).fill(READER.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => errorLine(page).textContent()).toBe('Supabase client not initialized');
    expect(warnings).toContain('Supabase URL or Anon Key is missing');
    await context.close();
  });

  it("shows 'Loading...' while a stored session is checked, then signs the reader straight in", async () => {
    const { context, page } = await freshPage();
    await page.goto(`${server.url}/docs/intro`);
    await signIn(page);
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CREDENTIALS_KEY))!);
    expect(Object.keys(stored).sort()).toEqual(['email', 'expiresAt', 'token']);
    expect(JSON.stringify(stored)).not.toContain(READER.password);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/rpc/docs_session', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByText('Loading...').waitFor();
    release();
    await page.locator('main h1', { hasText: 'Introduction' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Welcome Back' }).count()).toBe(0);
    await context.close();
  });

  it('lands a deep link on its heading after sign-in', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${server.url}/docs/backend/api/posting#errors`);
    await signIn(page);
    await page.locator('main h1', { hasText: 'Posting' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#errors');
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('errors')!.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  it('signs out from the navbar, ending the server session, and signs out the other tabs', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${server.url}/docs/intro`);
    await signIn(page);
    const other = await context.newPage();
    await other.goto(`${server.url}/blog`);
    await other.locator('main h1').first().waitFor();
    const token = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CREDENTIALS_KEY))!).token;

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    await other.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    expect(new URL(other.url()).pathname).toBe('/blog');
    expect(await page.evaluate((key) => localStorage.getItem(key), CREDENTIALS_KEY)).toBeNull();
    const after = await page.evaluate(async (old) => {
      const config = await (await fetch('/docgate-config.json')).json();
      const response = await fetch('/rest/v1/rpc/docs_session', {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ token: old }),
      });
      return (await response.json()).code;
    }, token);
    expect(after).toBe('28000');
    await context.close();
  });

  it('brings the modal back, keeping the URL, when the session ends while reading', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${server.url}/docs/intro`);
    await signIn(page);
    // the session dies on the server (as when a reader is disabled); this tab still holds the token
    await page.evaluate(async (key) => {
      const { token } = JSON.parse(localStorage.getItem(key)!);
      const config = await (await fetch('/docgate-config.json')).json();
      await fetch('/rest/v1/rpc/docs_sign_out', {
        method: 'POST',
        headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    }, CREDENTIALS_KEY);
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('button', { name: /Expand sidebar category 'Backend'/ })
      .click();
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').nth(2).click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/docs/intro');
    const kept = new URL(page.url()).pathname;
    await signIn(page);
    expect(new URL(page.url()).pathname).toBe(kept);
    await context.close();
  });
});
