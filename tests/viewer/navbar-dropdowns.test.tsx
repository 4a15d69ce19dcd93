import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';
import { setViewportWidth } from './support/viewport.ts';

installDom();

/** The fixture site with a second language (French intro) and a second docs version. */
function twoLocalesTwoVersions(): FakeGate {
  const gate = new FakeGate();
  const site = structuredClone(manifest) as Manifest;
  site.site.locales.push({ code: 'fr', label: 'Français', path: '/fr/' });
  site.versions.push({ name: '1.0', label: '1.0', path: '/docs/1.0', mainDocId: 'intro', mainDocPath: '/docs/1.0/intro' });
  const intro = site.routes.find((route) => route.path === '/docs/intro')!;
  site.routes.push({ ...intro, path: '/fr/docs/intro', locale: 'fr' });
  gate.files['manifest.json'] = site;
  return gate;
}

const navbar = () => screen.getByRole('navigation', { name: 'Main' });
const menuButtons = () =>
  within(navbar())
    .queryAllByRole('button')
    .filter((button) => button.getAttribute('aria-haspopup') === 'menu');

describe('the language and version menus', () => {
  it('are no menus with a single language and a single version; the version is a link to its main doc, as in Docusaurus 3', async () => {
    setViewportWidth(1280);
    renderApp({ signedIn: true, path: '/docs/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting' });
    expect(menuButtons()).toEqual([]);
    expect(within(navbar()).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/docs/intro');
  });

  it('is a language menu for a single locale with dropdownItemsAfter (a link to another site in another language)', async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items[3] = { type: 'localeDropdown', position: 'right', after: [{ label: '日本語', href: 'https://stenciljs.jp' }] };
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(menuButtons().map((button) => button.textContent)).toEqual(['English']);
  });

  it('is a menu for a single version with dropdownItemsBefore/After, as Docusaurus', async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items[2] = {
      type: 'docsVersionDropdown',
      position: 'right',
      after: [{ label: 'Archived versions', href: 'https://example.com/versions' }],
    };
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(menuButtons().map((button) => button.textContent)).toEqual(['Next']);
  });

  it('are shown in the navbar when there are two of each', async () => {
    setViewportWidth(1280);
    renderApp({ gate: twoLocalesTwoVersions(), signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(menuButtons().map((button) => button.textContent)).toEqual(['Next', 'English']);
  });

  it("does not make the version of a doc read the reader's preferred one: only choosing it in the menu does, as in Docusaurus", async () => {
    setViewportWidth(1280);
    const gate = twoLocalesTwoVersions();
    const site = gate.files['manifest.json'] as Manifest;
    const intro = site.routes.find((route) => route.path === '/docs/intro')!;
    site.routes.push({ ...intro, path: '/docs/1.0/intro', version: '1.0' });
    renderApp({ gate, signedIn: true, path: '/docs/1.0/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(menuButtons()[0]!.textContent).toBe('1.0');
    // a page outside the docs: the menu shows the latest version, not the one read last
    const user = userEvent.setup();
    await user.click(within(navbar()).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(window.location.pathname).toBe('/blog'));
    expect(menuButtons()[0]!.textContent).toBe('Next');
    // chosen in the menu, it is remembered
    await user.click(menuButtons()[0]!);
    await user.click(screen.getByRole('menuitem', { name: '1.0' }));
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    await user.click(within(navbar()).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(window.location.pathname).toBe('/blog'));
    expect(menuButtons()[0]!.textContent).toBe('1.0');
  });

  it('are lists in the mobile menu at 996 px and below', async () => {
    setViewportWidth(400);
    renderApp({ gate: twoLocalesTwoVersions(), signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    const menu = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(within(menu).getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/docs/intro');
    expect(within(menu).getByRole('link', { name: '1.0' }).getAttribute('href')).toBe('/docs/1.0/intro');
  });

  it('sets <html lang> to the locale of the page open now', async () => {
    setViewportWidth(1280);
    renderApp({ gate: twoLocalesTwoVersions(), signedIn: true, path: '/fr/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    await userEvent.setup().click(within(navbar()).getByRole('button', { name: /Français/ }));
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it("names a locale by its localeConfigs' htmlLang in <html lang> and in the language menu, as Docusaurus (it wrote the locale's name)", async () => {
    setViewportWidth(1280);
    const gate = twoLocalesTwoVersions();
    const site = gate.files['manifest.json'] as Manifest;
    site.site.siteConfig = { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { htmlLang: 'fr-FR' } } } };
    renderApp({ gate, signedIn: true, path: '/fr/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-FR'));
    await userEvent.setup().click(within(navbar()).getByRole('button', { name: /Français/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('lang'))).toEqual(['en', 'fr-FR']);
  });

  it('sets <html dir="rtl"> on the pages of a right-to-left locale, and back to ltr on the others, as Docusaurus renders them', async () => {
    setViewportWidth(1280);
    const gate = twoLocalesTwoVersions();
    const site = gate.files['manifest.json'] as Manifest;
    site.site.locales[1] = { code: 'ar', label: 'العربية', path: '/ar/', direction: 'rtl' };
    for (const route of site.routes) if (route.locale === 'fr') Object.assign(route, { path: '/ar/docs/intro', locale: 'ar' });
    renderApp({ gate, signedIn: true, path: '/ar/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    await waitFor(() => expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']));
    await userEvent.setup().click(within(navbar()).getByRole('button', { name: /العربية/ }));
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']));
  });
});

describe('the mobile menu on blog pages', () => {
  /** A blog post open at phone width, its menu opened. */
  async function openMenuOnPost() {
    setViewportWidth(400);
    renderApp({ signedIn: true, path: '/blog/welcome' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    return screen.getByRole('dialog', { name: 'Navigation menu' });
  }

  it("lists the blog's recent posts", async () => {
    const menu = await openMenuOnPost();
    expect(within(menu).getByText('Recent posts')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Welcome' }).getAttribute('href')).toBe('/blog/welcome');
  });

  it('marks the navbar link of the page open now active, as Docusaurus draws its mobile items', async () => {
    const menu = await openMenuOnPost();
    const blog = within(menu).getByRole('link', { name: 'Blog' });
    expect(blog.className.split(/\s+/)).toEqual(expect.arrayContaining(['menu__link', 'menu__link--active']));
    expect(blog.getAttribute('aria-current')).toBe('page');
    const docs = within(menu).getByRole('link', { name: 'Documentation' });
    expect(docs.className).not.toContain('menu__link--active');
    expect(docs.getAttribute('aria-current')).toBeNull();
  });
});

describe('a navbar link written with an href', () => {
  it('that is a path of the site opens in the same tab, without the external arrow, as Docusaurus judges it internal', async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items.push({ type: 'link', label: 'Papers', href: '/docs/backend/api/posting', position: 'left' });
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const papers = within(navbar()).getByRole('link', { name: 'Papers' });
    expect(papers.getAttribute('target')).toBeNull();
    expect(papers.querySelector('.external-icon')).toBeNull();
    await userEvent.setup().click(papers);
    await waitFor(() => expect(window.location.pathname).toBe('/docs/backend/api/posting'));
  });

  it('is active where its activeBasePath or activeBaseRegex says, not under its own path, as Docusaurus marks it (flow, buck2)', async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items.push(
      { type: 'link', label: 'Start', to: '/docs/intro', activeBasePath: '/blog', position: 'left' },
      { type: 'link', label: 'API', to: '/docs/intro', activeBaseRegex: '^/docs/backend/', position: 'left' },
    );
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting' });
    const active = (name: string) => within(navbar()).getByRole('link', { name }).classList.contains('navbar__link--active');
    expect([active('Start'), active('API')]).toEqual([false, true]);
  });

  it("that is an anchor (`to: '#top'`) stays on the page, in the same tab", async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items.push({ type: 'link', label: 'Top', href: '#top', position: 'left' });
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const top = within(navbar()).getByRole('link', { name: 'Top' });
    expect(top.getAttribute('href')).toBe('#top');
    expect(top.getAttribute('target')).toBeNull();
    expect(top.querySelector('.external-icon')).toBeNull();
  });
});

describe("a Docusaurus 'dropdown' navbar item", () => {
  function withDropdown(): FakeGate {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items.push({
      type: 'dropdown',
      label: 'Resources',
      position: 'left',
      items: [
        { label: 'Posting API', to: '/docs/backend/api/posting' },
        { label: 'Source code', href: 'https://github.com/example/resources' },
        // an html entry, as the compiler sanitized it
        { label: '', html: '<span class="dropdown-note">Community</span>' },
        // typeorm's section heading, `to: '#'`: a link on the page itself
        { label: 'Latest', href: '#' },
      ],
    });
    gate.files['manifest.json'] = site;
    return gate;
  }

  it('opens a menu of its links and html entries in the navbar; a site link navigates, another site opens in a new tab', async () => {
    setViewportWidth(1280);
    renderApp({ gate: withDropdown(), signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const user = userEvent.setup();
    const toggle = within(navbar()).getByRole('button', { name: 'Resources' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const menu = screen.getByRole('menu', { name: 'Resources' });
    const external = within(menu).getByRole('menuitem', { name: 'Source code' });
    expect(external.getAttribute('href')).toBe('https://github.com/example/resources');
    expect(external.getAttribute('target')).toBe('_blank');
    // the html entry is shown as written, and is no menu item
    expect(within(menu).getByText('Community').className).toBe('dropdown-note');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    const heading = within(menu).getByRole('menuitem', { name: 'Latest' });
    expect(heading.getAttribute('href')).toBe('#');
    expect(heading.getAttribute('target')).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Posting API' }));
    await waitFor(() => expect(window.location.pathname).toBe('/docs/backend/api/posting'));
    expect(screen.queryByRole('menu', { name: 'Resources' })).toBeNull();
  });

  it("carries the item's className on its toggle, as Docusaurus on the dropdown's link (a site's CSS hides it on wide screens)", async () => {
    const gate = withDropdown();
    const site = gate.files['manifest.json'] as Manifest;
    Object.assign(site.site.navbar.items.at(-1)!, { className: 'header-short-screen' });
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(within(navbar()).getByRole('button', { name: 'Resources' }).classList.contains('header-short-screen')).toBe(true);
  });

  it('is a titled group of its links in the mobile menu', async () => {
    setViewportWidth(400);
    renderApp({ gate: withDropdown(), signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    const menu = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(within(menu).getByText('Resources')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Posting API' }).getAttribute('href')).toBe('/docs/backend/api/posting');
    expect(
      within(menu)
        .getByRole('link', { name: /Source code/ })
        .getAttribute('href'),
    ).toBe('https://github.com/example/resources');
    expect(within(menu).getByText('Community').className).toBe('dropdown-note');
  });
});

describe('a navbar doc item', () => {
  it("is active on every doc of its page's sidebar and nowhere else, as Docusaurus marks it (bitwarden's docs at /)", async () => {
    setViewportWidth(1280);
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items = [
      { type: 'link', label: 'Guide', to: '/docs/intro', position: 'left', docLink: true },
      { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
    ];
    gate.files['manifest.json'] = site;
    renderApp({ gate, signedIn: true, path: '/docs/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting' });
    const guide = () => within(navbar()).getByRole('link', { name: 'Guide' });
    expect(guide().classList.contains('navbar__link--active')).toBe(true);
    await userEvent.setup().click(within(navbar()).getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await waitFor(() => expect(guide().classList.contains('navbar__link--active')).toBe(false));
  });
});

describe("a site's own dark navbar colour", () => {
  it("turns docgate's navbar items light on a bar the site's CSS darkens (its own swizzled navbar's), and not on a light one", async () => {
    renderApp({ signedIn: true, path: '/docs/intro' });
    const bar = await screen.findByRole('navigation', { name: 'Main' });
    expect(bar.classList.contains('navbar--dark')).toBe(false);
    // the site's custom.css arrives through the gate after the first render
    const style = document.createElement('style');
    style.textContent = '.navbar { background-color: rgb(20, 20, 50); }';
    document.head.append(style);
    await waitFor(() => expect(bar.classList.contains('navbar--dark')).toBe(true));
    style.textContent = '.navbar { background-color: rgb(250, 250, 250); }';
    await waitFor(() => expect(bar.classList.contains('navbar--dark')).toBe(false));
    style.remove();
  });
});
