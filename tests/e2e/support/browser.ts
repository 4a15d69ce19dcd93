import { chromium, type Browser, type Page } from 'playwright-core';
import { READER } from './dev-server.ts';

/** Debian's Chromium, headless, with the flags the team agreed on. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** Fills the modal and waits for the site's first heading. */
export async function signIn(page: Page, email = READER.email, password = READER.password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enter Documentation' }).click();
  await page.locator('main h1').first().waitFor();
}

/** Client-side navigation, as a link click would do. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A new page of its own context at 1280 x 860, on `url`, signed in as the reader. */
export async function openSignedIn(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(url);
  await signIn(page);
  return page;
}

/** Clicks the navbar's colour-mode switch until the page shows `mode` (`light`, `dark`). */
export async function switchColorMode(page: Page, mode: string): Promise<void> {
  const shown = () => page.evaluate(() => document.documentElement.dataset.theme);
  for (let clicks = 0; clicks < 3 && (await shown()) !== mode; clicks++) await page.locator('.color-mode-switch').first().click();
  if ((await shown()) !== mode) throw new Error(`the colour mode did not switch to ${mode}`);
}
