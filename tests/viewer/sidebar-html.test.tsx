import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';
import { setViewportWidth } from './support/viewport.ts';

installDom();

describe('an html sidebar item', () => {
  it('shows its HTML among the links, with its class and the menu padding when it asks for the default style', async () => {
    setViewportWidth(1280);
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.sidebars.tutorialSidebar!.push(
      { type: 'html', value: '<hr class="divider">', defaultStyle: true },
      { type: 'html', value: '<span class="sidebar-title">Community</span>', className: 'section' },
    );
    gate.files['manifest.json'] = site;
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const title = await screen.findByText('Community');
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(sidebar.contains(title)).toBe(true);
    expect(title.closest('li')?.className).toBe('section');
    const divider = sidebar.querySelector('hr.divider');
    expect(divider?.parentElement?.className).toBe('menu__list-item menu__html-item');
  });
});

describe("a sidebar category's and link's className", () => {
  it("is on its list item, beside Infima's menu__list-item names, for the site's CSS (a logo before each language)", async () => {
    setViewportWidth(1280);
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.sidebars.tutorialSidebar!.push(
      {
        type: 'category',
        label: 'Rust',
        collapsed: true,
        collapsible: true,
        className: 'sidebar-lang-rust',
        items: [{ type: 'doc', label: 'Posting', docId: 'backend/api/posting', path: '/docs/backend/api/posting' }],
      },
      { type: 'link', label: 'GitHub', href: 'https://github.com/example/social', className: 'sidebar-github' },
    );
    gate.files['manifest.json'] = site;
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const sidebar = await screen.findByRole('navigation', { name: 'Docs sidebar' });
    const rust = (await screen.findByRole('button', { name: 'Rust' })).closest('li')!;
    expect(rust.classList.contains('sidebar-lang-rust')).toBe(true);
    expect(rust.classList.contains('menu__list-item')).toBe(true);
    expect(sidebar.querySelector('li.sidebar-github a')?.textContent).toBe('GitHub');
  });
});

describe("the docs sidebar's markup", () => {
  it("is Docusaurus': nav.menu, ul.menu__list at every depth, items named by kind and level, a category without a page an <a role=button> (ui-lib's and 10tap's CSS)", async () => {
    setViewportWidth(1280);
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.sidebars.tutorialSidebar!.push({
      type: 'category',
      label: 'Guides',
      collapsed: false,
      collapsible: true,
      items: [{ type: 'doc', label: 'Posting', docId: 'backend/api/posting', path: '/docs/backend/api/posting', className: 'pro' }],
    });
    gate.files['manifest.json'] = site;
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const sidebar = await screen.findByRole('navigation', { name: 'Docs sidebar' });
    expect(sidebar.classList.contains('menu')).toBe(true);
    expect(sidebar.querySelector(':scope > ul')?.className).toBe('theme-doc-sidebar-menu menu__list');
    const guides = screen.getByRole('button', { name: 'Guides' });
    expect(guides.tagName).toBe('A');
    const category = guides.closest('li')!;
    expect(category.classList.contains('theme-doc-sidebar-item-category-level-1')).toBe(true);
    expect(category.querySelector('ul')?.className).toBe('menu__list');
    const posting = category.querySelector('li.pro')!;
    expect([...posting.classList]).toEqual([
      'theme-doc-sidebar-item-link',
      'theme-doc-sidebar-item-link-level-2',
      'menu__list-item',
      'pro',
    ]);
    expect(sidebar.querySelector('.menu .menu')).toBeNull();
  });

  it("draws a category that cannot fold as a link to nowhere, which a site's CSS makes a heading (actualbudget's `.menu__link:not([href])`)", async () => {
    setViewportWidth(1280);
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.sidebars.tutorialSidebar!.push({
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      collapsible: false,
      items: [{ type: 'doc', label: 'Posting', docId: 'backend/api/posting', path: '/docs/backend/api/posting' }],
    });
    gate.files['manifest.json'] = site;
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const sidebar = await screen.findByRole('navigation', { name: 'Docs sidebar' });
    const heading = [...sidebar.querySelectorAll('a.menu__link')].find((link) => link.textContent === 'Getting started')!;
    expect([heading.hasAttribute('href'), heading.classList.contains('menu__link--sublist')]).toEqual([false, false]);
  });
});
