import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';
import { setViewportWidth } from './support/viewport.ts';

installDom();

// Docusaurus' `html` navbar items and footer entries, as the build leaves them (sanitized)
describe('html items of the config', () => {
  it('shows an html navbar item and an html footer entry among the links', async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items.push({ type: 'html', value: '<b class="beta">Beta</b>', position: 'right' });
    site.site.footer.links[0]!.items.push({
      label: '',
      html: '<a href="https://www.netlify.com"><img src="https://www.netlify.com/badge.svg" alt="Deploys by Netlify"></a>',
    });
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navbar).getByText('Beta').className).toBe('beta');
    const badge = within(screen.getByRole('contentinfo')).getByRole('img', { name: 'Deploys by Netlify' });
    expect(badge.closest('a')!.getAttribute('href')).toBe('https://www.netlify.com');
  });

  it("shows a navbar link's html as the link's content: an icon's image, a badge (alovajs' GitHub and Discord icons)", async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.items.push(
      {
        type: 'link',
        label: '',
        href: 'https://github.com/acme',
        html: '<img src="data:image/svg+xml,%3Csvg/%3E" alt="Acme on GitHub">',
        position: 'right',
      },
      { type: 'link', label: 'Home new', to: '/docs/intro', html: 'Home <span class="badge">new</span>', position: 'left' },
    );
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    const icon = within(navbar).getByRole('link', { name: 'Acme on GitHub' });
    expect(icon.getAttribute('href')).toBe('https://github.com/acme');
    // as Docusaurus draws an html link: no external-link arrow beside the icon
    expect(icon.querySelector('.external-icon')).toBeNull();
    const home = within(navbar).getByRole('link', { name: 'Home new' });
    expect(home.querySelector('span.badge')!.textContent).toBe('new');
  });

  it("names the navbar's two groups as Infima does (navbar__items, navbar__items--right), for a site's custom.css", async () => {
    const gate = new FakeGate();
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    const groups = navbar.querySelectorAll('.navbar__items');
    expect(groups).toHaveLength(2);
    expect(groups[1]!.classList.contains('navbar__items--right')).toBe(true);
    expect(within(groups[0] as HTMLElement).getByRole('link', { name: /Postline|Social/ })).toBeTruthy();
  });

  it('renders a navbar link as one element, a.navbar__item.navbar__link, as Docusaurus does, for rules on either name', async () => {
    const gate = new FakeGate();
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    // the configured links; a dropdown's a.navbar__link is inside its div.navbar__item, as in Docusaurus
    const links = within(navbar)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('navbar__link') && !link.closest('.dropdown'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.classList.contains('navbar__item')).toBe(true);
      expect(link.parentElement!.closest('.navbar__item')).toBeNull();
    }
  });
});

describe('a simple footer (a flat list of links, no columns)', () => {
  it("shows its links on one centred line with Docusaurus' separators, under no empty heading", async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.footer.links = [
      {
        items: [
          { label: 'Privacy', href: 'https://example.com/privacy' },
          { label: 'Legal', href: 'https://example.com/legal' },
          { label: 'Intro', to: '/docs/intro' },
        ],
      },
    ];
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryAllByRole('heading')).toEqual([]);
    const line = footer.querySelector('.footer__links.text--center')!;
    expect(line.textContent).toBe('Privacy·Legal·Intro');
    expect(
      within(line as HTMLElement)
        .getByRole('link', { name: 'Intro' })
        .getAttribute('href'),
    ).toBe('/docs/intro');
  });
});
