import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Manifest, PageData, StoredManifest } from '../../src/contracts/manifest.ts';
import { defaultThemeMessages } from '../../src/compiler/read/docusaurus/theme-translations.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { storedFiles } from './support/stored-manifest.ts';
import { manifest } from './support/site-fixture.ts';
import { setViewportWidth } from './support/viewport.ts';

installDom();

/** The intro in French too, with the theme strings of a French code.json (by default a few of them). */
function french(theme: Record<string, string> = FRENCH_CODE_JSON): FakeGate {
  const gate = new FakeGate();
  const site = structuredClone(manifest) as Manifest;
  site.site.locales.push({ code: 'fr', label: 'Français', path: '/fr' });
  site.site.translations = {
    fr: { navbar: { title: site.site.navbar.title, items: site.site.navbar.items }, footer: site.site.footer, sidebar: {}, theme },
  };
  const route = site.routes.find((r) => r.path === '/docs/intro')!;
  site.routes.push({ ...route, path: '/fr/docs/intro', file: 'pages/intro-fr.json', locale: 'fr' });
  site.routes.sort((a, b) => (a.path < b.path ? -1 : 1));
  const page = structuredClone(gate.files[route.file]) as PageData;
  gate.files['pages/intro-fr.json'] = {
    ...page,
    path: '/fr/docs/intro',
    locale: 'fr',
    editUrl: 'https://example.com/edit',
    lastUpdated: { at: '2025-03-14T10:00:00.000Z', author: 'Ada' },
  };
  gate.files[route.file] = { ...page, editUrl: 'https://example.com/edit' };
  gate.files['manifest.json'] = site;
  return gate;
}

const FRENCH_CODE_JSON = {
  'theme.docs.paginator.next': 'Suivant',
  'theme.common.editThisPage': 'Éditer cette page',
  'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page',
  'theme.NotFound.title': 'Page introuvable',
  'theme.lastUpdated.lastUpdatedAtBy': 'Dernière mise à jour{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' le {date}',
  'theme.lastUpdated.byUser': ' par {user}',
};

describe("the viewer's own strings", () => {
  it("read in the page's locale where its code.json gives them, and in English elsewhere", async () => {
    setViewportWidth(1280);
    const gate = french();
    const { unmount } = renderApp({ gate, signedIn: true, path: '/fr/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const main = screen.getByRole('main');
    expect(within(main).getByText('Suivant')).toBeTruthy();
    // no message for it: English
    expect(within(main).queryByText('Previous')).toBeNull();
    expect(within(main).getByRole('link', { name: /Éditer cette page/ })).toBeTruthy();
    unmount();

    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(within(screen.getByRole('main')).getByText('Next')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Edit this page/ })).toBeTruthy();
  });

  it("come with the routes for the locale the reader opens, the other locales' after its first page", async () => {
    setViewportWidth(1280);
    const gate = french();
    const fetched = () => gate.calls.filter((call) => call.fn === 'docs_file').map((call) => String(call.args.path));
    const { unmount } = renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const words = (storedFiles(gate.files['manifest.json'] as Manifest)['manifest.json'] as StoredManifest).parts.translations!.fr!;
    const english = fetched();
    // the French words are not what the English page waits for, and still come, for a French page opened next
    expect(english.indexOf(words)).toBeGreaterThan(english.indexOf('pages/intro.json'));
    unmount();

    gate.calls = [];
    renderApp({ gate, signedIn: true, path: '/fr/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const opened = fetched();
    expect(opened.indexOf(words)).toBeGreaterThan(-1);
    expect(opened.indexOf(words)).toBeLessThan(opened.indexOf('pages/intro-fr.json'));
    expect(within(screen.getByRole('main')).getByText('Suivant')).toBeTruthy();
  });

  it("read a missing page under a locale's folder in that locale, and fill placeholders with the page's values", async () => {
    setViewportWidth(1280);
    const gate = french();
    const { unmount } = renderApp({ gate, signedIn: true, path: '/fr/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    // the date in French too, as Docusaurus' useDateTimeFormat writes it in the page's locale (it was 'March 14, 2025')
    expect(screen.getByText(/Dernière mise à jour/).textContent).toBe('Dernière mise à jour le 14 mars 2025 par Ada');
    unmount();

    const missing = renderApp({ gate, signedIn: true, path: '/fr/docs/gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    missing.unmount();
    renderApp({ gate, signedIn: true, path: '/docs/gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it("of the search box and the Sign out button read in the page's language with no code.json, from Docusaurus' search theme and docgate's own", async () => {
    setViewportWidth(1280);
    // what the compiler gives a French locale without a code.json
    const gate = french(defaultThemeMessages('fr'));
    const { unmount } = renderApp({ gate, signedIn: true, path: '/fr/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const search = screen.getByRole('combobox', { name: 'Chercher' });
    expect(search.getAttribute('placeholder')).toBe('Chercher');
    expect(screen.getByRole('button', { name: 'Se déconnecter' }).getAttribute('title')).toMatch(/^Connecté en tant que /);
    await userEvent.setup().type(search, 'zzqxw');
    expect(await screen.findByText('Aucun résultat pour “zzqxw”')).toBeTruthy();
    unmount();

    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
