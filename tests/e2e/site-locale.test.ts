import { describe, expect, it } from 'vitest';
import { go } from './support/browser.ts';
import { signedInSite } from './support/signed-in-site.ts';

// tests/fixtures/sites/site-locale: a component on an English and a French doc reads
// useDocusaurusContext().i18n and links to the guide with <Link> and useBaseUrl, as under Docusaurus,
// where each locale is a build of its own whose baseUrl holds the locale

const site = signedInSite({ content: 'tests/fixtures/sites/site-locale/content' });

/** what the component shows on the page open now, once its `h1` reads `title` */
async function shown(title: string) {
  const { page } = site;
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.locator('#current-locale').waitFor();
  return {
    locale: await page.locator('#current-locale').textContent(),
    configs: await page
      .locator('#locale-configs li')
      .evaluateAll((items) => items.map((li) => `${li.getAttribute('lang')}: ${li.textContent}`)),
    link: await page.locator('#guide-link').getAttribute('href'),
    url: await page.locator('#guide-url').getAttribute('href'),
  };
}

describe("site code on a translated site's pages", () => {
  it("reads the default locale and its links stay in it on the default locale's page", async () => {
    await go(site.page, '/docs/intro');
    expect(await shown('Introduction')).toEqual({
      locale: 'en',
      configs: ['en: English /', 'fr-FR: Français /fr/'],
      link: '/docs/guide#start',
      url: '/docs/guide',
    });
  });

  it("reads the French page's locale and every locale's config, and its links lead to the French pages", async () => {
    await go(site.page, '/fr/docs/intro');
    expect(await shown('Présentation')).toEqual({
      locale: 'fr',
      configs: ['en: English /', 'fr-FR: Français /fr/'],
      link: '/fr/docs/guide#start',
      url: '/fr/docs/guide',
    });
    await site.page.locator('#guide-link').click();
    await site.page.getByRole('heading', { level: 1, name: 'Guide en français' }).waitFor();
    expect(new URL(site.page.url()).pathname).toBe('/fr/docs/guide');
  });
});
