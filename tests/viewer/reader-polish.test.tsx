import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installDom } from './support/dom.ts';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { FakeGate } from './support/fake-gate.ts';
import { pages } from './support/site-fixture.ts';
import { renderApp } from './support/render-app.tsx';

installDom();

describe('the home page features', () => {
  it('draws an emoji icon as an SVG (no emoji font needed) and shows a text icon as written', async () => {
    renderApp({ signedIn: true, path: '/' });
    const features = await screen.findByRole('region', { name: 'Features' });
    const [scheduling, versioned] = within(features)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.parentElement!);
    expect(scheduling!.querySelector('.feature__icon svg')).not.toBeNull();
    expect(scheduling!.textContent).not.toContain('🗓');
    expect(versioned!.querySelector('.feature__icon svg')).toBeNull();
    expect(versioned!.querySelector('.feature__icon')?.textContent).toBe('v2');
  });
});

describe('a doc whose Markdown has an h1 of its own', () => {
  it('shows that h1, its frontmatter title naming it in the sidebar', async () => {
    const gate = new FakeGate();
    gate.files['pages/intro.json'] = { ...pages['pages/intro.json']!, heading: 'Getting started with Social Boilerplate' };
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started with Social Boilerplate' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Introduction' })).toBeNull();
  });
});

describe('the footer', () => {
  it("renders the copyright's HTML, a link in it included", async () => {
    const gate = new FakeGate();
    const manifest = gate.files['manifest.json'] as Manifest;
    gate.files['manifest.json'] = {
      ...manifest,
      site: {
        ...manifest.site,
        footer: { ...manifest.site.footer, copyright: 'Built with <a href="https://docusaurus.io">Docusaurus</a>.' },
      },
    };
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const link = await screen.findByRole('link', { name: 'Docusaurus' });
    expect(link.getAttribute('href')).toBe('https://docusaurus.io');
    expect(link.closest('.footer__copyright')?.textContent).toBe('Built with Docusaurus.');
  });
});

describe('the navbar', () => {
  it("draws an icon link by the site's class, named by its aria-label and without the external arrow, in the style the config gives", async () => {
    const gate = new FakeGate();
    const manifest = gate.files['manifest.json'] as Manifest;
    const icon = {
      type: 'link' as const,
      label: '',
      href: 'https://github.com/x/y',
      className: 'header-github-link',
      ariaLabel: 'GitHub',
      position: 'right' as const,
    };
    gate.files['manifest.json'] = {
      ...manifest,
      site: { ...manifest.site, navbar: { ...manifest.site.navbar, style: 'primary', items: [icon] } },
    };
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const link = await screen.findByRole('link', { name: 'GitHub' });
    expect(link.className).toContain('header-github-link');
    expect(link.querySelector('svg')).toBeNull();
    // Infima's names as Docusaurus' navbar has them, which a site's CSS styles
    expect(screen.getByRole('navigation', { name: 'Main' }).className.split(/\s+/)).toEqual(
      expect.arrayContaining(['navbar', 'navbar--fixed-top', 'navbar--primary']),
    );
  });

  it("marks a link to '/' active on every page, and one marked exact on the home page only, as react-router's NavLink (Azure/AKS' Posts)", async () => {
    const gate = new FakeGate();
    const manifest = gate.files['manifest.json'] as Manifest;
    const home = { type: 'link' as const, label: 'Home', to: '/', position: 'left' as const };
    const posts = { ...home, label: 'Posts', exact: true as const };
    gate.files['manifest.json'] = { ...manifest, site: { ...manifest.site, navbar: { ...manifest.site.navbar, items: [home, posts] } } };
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    expect((await screen.findByRole('link', { name: 'Home' })).className).toContain('navbar__link--active');
    expect(screen.getByRole('link', { name: 'Posts' }).className).not.toContain('navbar__link--active');
  });
});

describe('the docs sidebar', () => {
  it("marks a category as Docusaurus does: its link active when a page inside is open, its row when its own page is (arrow's CSS)", async () => {
    renderApp({ signedIn: true, path: '/docs/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting' });
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    const backend = within(sidebar).getByRole('link', { name: 'Backend' });
    expect(backend.className).toContain('menu__link--active');
    expect(backend.parentElement!.className).not.toContain('menu__list-item-collapsible--active');
    expect(backend.getAttribute('aria-current')).toBeNull();
  });

  it('marks the row of a category whose own page is open', async () => {
    renderApp({ signedIn: true, path: '/docs/category/backend' });
    const sidebar = await screen.findByRole('navigation', { name: 'Docs sidebar' });
    const backend = await within(sidebar).findByRole('link', { name: 'Backend' });
    expect(backend.parentElement!.className).toContain('menu__list-item-collapsible--active');
    expect(backend.getAttribute('aria-current')).toBe('page');
  });
});

describe('the password toggle', () => {
  it('shows the action a press takes: an open eye to show the password, a crossed one to hide it', async () => {
    renderApp({ path: '/docs/intro' });
    await screen.findByRole('dialog', { name: 'Welcome Back' });
    const crossed = (button: HTMLElement) => button.querySelectorAll('svg path').length > 1;
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.hasAttribute('aria-pressed')).toBe(false);
    expect(crossed(show)).toBe(false);
    await userEvent.setup().click(show);
    expect(crossed(screen.getByRole('button', { name: 'Hide password' }))).toBe(true);
  });
});
