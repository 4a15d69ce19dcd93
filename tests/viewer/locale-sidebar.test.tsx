import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Manifest, PageData } from '../../src/contracts/manifest.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';
import { setViewportWidth } from './support/viewport.ts';

installDom();

/** The fixture site in French too: the intro translated, the posting page built from the English text. */
function french(): FakeGate {
  const gate = new FakeGate();
  const site = structuredClone(manifest) as Manifest;
  site.site.locales.push({ code: 'fr', label: 'Français', path: '/fr' });
  for (const [path, from, title] of [
    ['/fr/docs/intro', '/docs/intro', 'Présentation'],
    ['/fr/docs/backend/api/posting', '/docs/backend/api/posting', 'Posting'],
  ] as const) {
    const route = site.routes.find((r) => r.path === from)!;
    const file = route.file.replace('.json', '-fr.json');
    site.routes.push({ ...route, path, file, title, locale: 'fr' });
    const page = structuredClone(gate.files[route.file]) as PageData;
    gate.files[file] = { ...page, path, title, locale: 'fr' };
  }
  site.routes.sort((a, b) => (a.path < b.path ? -1 : 1));
  gate.files['manifest.json'] = site;
  return gate;
}

describe('the docs sidebar on a page of another locale', () => {
  it("leads to that locale's pages, with translated titles, so reading on stays in the locale", async () => {
    setViewportWidth(1280);
    renderApp({ gate: french(), signedIn: true, path: '/fr/docs/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting' });
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Présentation' }).getAttribute('href')).toBe('/fr/docs/intro');
    expect(within(sidebar).getByRole('link', { name: 'Posting' }).getAttribute('href')).toBe('/fr/docs/backend/api/posting');
    // a page the locale does not have (the generated category index) keeps its default-locale link
    expect(within(sidebar).getByRole('link', { name: 'Backend' }).getAttribute('href')).toBe('/docs/category/backend');
  });

  it('stays as it is in the default locale', async () => {
    setViewportWidth(1280);
    renderApp({ gate: french(), signedIn: true, path: '/docs/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting' });
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Introduction' }).getAttribute('href')).toBe('/docs/intro');
  });
});

/** The French site with the locale's sidebar messages, its posting doc open: the breadcrumbs' navigation. */
async function frenchCrumbs(sidebar: Record<string, string>, crumbs?: PageData['breadcrumbs']): Promise<HTMLElement> {
  const gate = french();
  const site = gate.files['manifest.json'] as Manifest;
  site.site.translations = {
    fr: { navbar: { title: site.site.navbar.title, items: site.site.navbar.items }, footer: { links: [], copyright: '' }, sidebar },
  };
  const file = site.routes.find((route) => route.path === '/fr/docs/backend/api/posting')!.file;
  if (crumbs) (gate.files[file] as PageData).breadcrumbs = crumbs;
  setViewportWidth(1280);
  renderApp({ gate, signedIn: true, path: '/fr/docs/backend/api/posting' });
  await screen.findByRole('heading', { level: 1, name: 'Posting' });
  return screen.getByRole('navigation', { name: 'Breadcrumbs' });
}

describe("a doc's breadcrumbs on a page of another locale", () => {
  it("name its categories as the locale's sidebar does (sidebar.<id>.category.<label>), the page by its own title", async () => {
    const crumbs = await frenchCrumbs({ 'sidebar.tutorialSidebar.category.Backend': 'Serveur' });
    expect(within(crumbs).getByRole('link', { name: 'Serveur' }).getAttribute('href')).toBe('/docs/category/backend');
    expect(within(crumbs).getByText('Posting')).toBeTruthy();
  });

  it("of a doc a category links end with that category in the locale's words, as its sidebar names it", async () => {
    const crumbs = await frenchCrumbs({ 'sidebar.tutorialSidebar.category.Posting API': 'API de publication' }, [{ label: 'Posting API' }]);
    expect(within(crumbs).getByText('API de publication')).toBeTruthy();
  });
});
