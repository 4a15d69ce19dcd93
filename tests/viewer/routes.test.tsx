import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest, pages } from './support/site-fixture.ts';

installDom();

const mainHeading = async () => within(await screen.findByRole('main')).findByRole('heading', { level: 1 });

describe('the routes of the manifest', () => {
  it.each([
    ['/', 'Social Boilerplate', 'Home | Social Docs'],
    ['/docs/intro', 'Introduction', 'Introduction | Social Docs'],
    ['/docs/category/backend', 'Backend', 'Backend | Social Docs'],
    ['/blog', 'Blog', 'Blog | Social Docs'],
    ['/blog/welcome', 'Welcome', 'Welcome | Social Docs'],
    ['/blog/archive', 'Archive', 'Archive | Social Docs'],
    ['/blog/authors', 'Authors', 'Authors | Social Docs'],
    ['/blog/authors/alice', 'Alice Author', 'Alice Author | Social Docs'],
    ['/blog/tags', 'Tags', 'Tags | Social Docs'],
    ['/blog/tags/hello', 'One post tagged with "hello"', 'One post tagged with "hello" | Social Docs'],
    ['/nowhere/at/all', 'Page Not Found', 'Page Not Found | Social Docs'],
  ])('%s shows its heading and the title "<page> | <site>"', async (path, heading, title) => {
    renderApp({ signedIn: true, path });
    expect((await mainHeading()).textContent).toBe(heading);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("marks a draft page (docgate dev's builds hold them) with a Draft badge, and no other page", async () => {
    const gate = new FakeGate();
    gate.files['manifest.json'] = {
      ...manifest,
      routes: manifest.routes.map((route) => (route.path === '/docs/backend/api/posting' ? { ...route, draft: true } : route)),
    };
    renderApp({ signedIn: true, path: '/docs/backend/api/posting', gate });
    expect((await mainHeading()).textContent).toBe('Posting');
    expect(screen.getByRole('note', { name: 'Draft page' }).textContent).toMatch(/^Draft.*left out of docgate build/);
    cleanup();
    renderApp({ signedIn: true, path: '/docs/intro', gate });
    expect((await mainHeading()).textContent).toBe('Introduction');
    expect(screen.queryByRole('note', { name: 'Draft page' })).toBeNull();
  });

  it("moves on from a moved page's stub to the page its <head> refresh names, after the delay (rushstack's old URLs)", async () => {
    const gate = new FakeGate();
    const page = structuredClone(pages['pages/markdown-page.json']) as Extract<(typeof pages)[string], { kind: 'page' }>;
    Object.assign(page, { title: 'Moved', hideTitle: false, html: '<p>Redirecting...</p><a href="/docs/intro" data-refresh="0.2"></a>' });
    gate.files['pages/markdown-page.json'] = page;
    renderApp({ gate, signedIn: true, path: '/markdown-page' });
    expect((await mainHeading()).textContent).toBe('Moved');
    await waitFor(() => expect(window.location.pathname).toBe('/docs/intro'));
    await waitFor(async () => expect((await mainHeading()).textContent).toBe('Introduction'));
  });

  it("leads on from an old path the site's redirects name, keeping its query and anchor, with no Not Found shown first; another path is not found", async () => {
    const gate = new FakeGate();
    gate.files['manifest.json'] = { ...manifest, redirects: 'redirects/0a1b2c3d4e5f.json' };
    gate.files['redirects/0a1b2c3d4e5f.json'] = { '/old/intro': '/docs/intro', '/script': 'javascript:alert(1)' };
    renderApp({ gate, signedIn: true, path: '/old/intro/?tab=npm#install' });
    expect((await mainHeading()).textContent).toBe('Introduction');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/docs/intro?tab=npm#install');
    expect(document.body.textContent).not.toContain('Page Not Found');
    cleanup();
    // a target that is no path and no http(s) URL is never followed
    renderApp({ gate, signedIn: true, path: '/script' });
    expect((await mainHeading()).textContent).toBe('Page Not Found');
    expect(window.location.pathname).toBe('/script');
  });

  it("takes a path under the Docusaurus site's baseUrl to its page at the root, where docgate serves it (a reader's /docs/... of a site at /docs/)", async () => {
    const gate = new FakeGate();
    gate.files['manifest.json'] = { ...manifest, site: { ...manifest.site, baseUrl: '/handbook/' } };
    renderApp({ gate, signedIn: true, path: '/handbook/docs/intro?x=1#setup' });
    expect((await mainHeading()).textContent).toBe('Introduction');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/docs/intro?x=1#setup');
    expect(document.body.textContent).not.toContain('Page Not Found');
    cleanup();
    // a path under it that names no page is not found where it was asked for
    renderApp({ gate, signedIn: true, path: '/handbook/nothing' });
    expect((await mainHeading()).textContent).toBe('Page Not Found');
    expect(window.location.pathname).toBe('/handbook/nothing');
  });

  it('forgives a trailing slash', async () => {
    renderApp({ signedIn: true, path: '/docs/intro/' });
    expect((await mainHeading()).textContent).toBe('Introduction');
  });

  it("puts a page's wrapperClassName on the main wrapper while it is open, and a fluid page at the whole width (flow's landing)", async () => {
    const gate = new FakeGate();
    const page = structuredClone(pages['pages/markdown-page.json']) as Extract<(typeof pages)[string], { kind: 'page' }>;
    Object.assign(page, { wrapperClassName: 'landing-page', fluid: true, hideTableOfContents: true, hideTitle: false });
    gate.files['pages/markdown-page.json'] = page;
    renderApp({ gate, signedIn: true, path: '/markdown-page' });
    await mainHeading();
    const wrapper = document.getElementById('main-wrapper')!;
    expect(wrapper.classList.contains('landing-page')).toBe(true);
    expect(document.querySelector('main .container')!.classList.contains('container--fluid')).toBe(true);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Social Docs' }));
    await waitFor(() => expect(wrapper.classList.contains('landing-page')).toBe(false));
  });

  it("shows a Markdown page's edit link and last update under it, as Docusaurus' MDXPage does (its pages plugin's editUrl)", async () => {
    const gate = new FakeGate();
    const page = structuredClone(pages['pages/markdown-page.json']) as Extract<(typeof pages)[string], { kind: 'page' }>;
    Object.assign(page, {
      hideTitle: false,
      editUrl: 'https://github.com/acme/site/edit/main/landing/promo.md',
      lastUpdated: { at: '2025-03-14T00:00:00.000Z', author: 'Ada' },
    });
    gate.files['pages/markdown-page.json'] = page;
    renderApp({ gate, signedIn: true, path: '/markdown-page' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    expect(within(main).getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toBe(
      'https://github.com/acme/site/edit/main/landing/promo.md',
    );
    expect(within(main).getByText(/Last updated on/).textContent).toMatch(/March 14, 2025.*Ada/);
  });

  it("dates a Docusaurus site's last update with a short month, as theme-classic's LastUpdated ('Mar 14, 2025')", async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    site.site.siteConfig = { title: 'Social Docs' };
    gate.files['manifest.json'] = site;
    const page = structuredClone(pages['pages/markdown-page.json']) as Extract<(typeof pages)[string], { kind: 'page' }>;
    Object.assign(page, { hideTitle: false, lastUpdated: { at: '2025-03-14T00:00:00.000Z', author: 'Ada' } });
    gate.files['pages/markdown-page.json'] = page;
    renderApp({ gate, signedIn: true, path: '/markdown-page' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    expect(within(main).getByText(/Last updated on/).textContent).toBe('Last updated on Mar 14, 2025 by Ada');
  });

  it("forgives another letter case, as React Router matches a Docusaurus site's paths", async () => {
    renderApp({ signedIn: true, path: '/Docs/Intro' });
    expect((await mainHeading()).textContent).toBe('Introduction');
  });

  it('shows truncated posts with read-more, pagination, and the chrome around them', async () => {
    renderApp({ signedIn: true, path: '/blog' });
    await mainHeading();
    expect(screen.getByRole('link', { name: 'Read more about Welcome' }).getAttribute('href')).toBe('/blog/welcome');
    expect(screen.getByRole('link', { name: /Older entries/ }).getAttribute('href')).toBe('/blog/page/2');
    expect(screen.getByText('January 2, 2025')).toBeTruthy();
    expect(screen.getByText('2 min read')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    for (const group of ['Documentation', 'Integration', 'More']) expect(within(footer).getByRole('heading', { name: group })).toBeTruthy();
    expect(footer.textContent).toContain('Copyright © 2025');
  });

  it('renders a doc with sidebar, breadcrumbs, edit link, last update and a copy button on code', async () => {
    renderApp({ signedIn: true, path: '/docs/intro' });
    await mainHeading();
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBe('page');
    // Docusaurus' markup, which a site's CSS styles: no ordered list a site's `article ol` rule would number (dyte)
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(crumbs.querySelector('ol')).toBeNull();
    expect(crumbs.querySelectorAll('ul.breadcrumbs > li.breadcrumbs__item').length).toBeGreaterThan(1);
    expect(crumbs.querySelector('li.breadcrumbs__item--active')?.textContent).toBe('Introduction');
    expect(screen.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toContain('/edit/main/docs/intro.md');
    expect(screen.getByText(/Last updated on/).textContent).toContain('March 14, 2025');
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toBeTruthy();
  });

  it("folds the other categories when one opens, and hides the sidebar behind a button, with the site's autoCollapseCategories and hideable", async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest);
    site.site.sidebar = { hideable: true, autoCollapseCategories: true };
    site.sidebars.tutorialSidebar!.push({
      type: 'category',
      label: 'Frontend',
      collapsed: true,
      collapsible: true,
      items: [{ type: 'doc', label: 'Screens', docId: 'frontend/screens', path: '/docs/frontend/screens' }],
    });
    gate.files['manifest.json'] = site;
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await mainHeading();
    const user = userEvent.setup();
    const sidebar = () => screen.getByRole('navigation', { name: 'Docs sidebar' });
    await user.click(within(sidebar()).getByRole('button', { name: "Expand sidebar category 'Backend'" }));
    expect(within(sidebar()).queryByRole('link', { name: 'Posting' })).not.toBeNull();
    await user.click(within(sidebar()).getByRole('button', { name: "Expand sidebar category 'Frontend'" }));
    expect(within(sidebar()).queryByRole('link', { name: 'Screens' })).not.toBeNull();
    expect(within(sidebar()).queryByRole('link', { name: 'Posting' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Docs sidebar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBeTruthy();
  });

  it('opens a collapsed sidebar category with its caret', async () => {
    renderApp({ signedIn: true, path: '/docs/intro' });
    await mainHeading();
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(sidebar).queryByRole('link', { name: 'Posting' })).toBeNull();
    await userEvent.setup().click(within(sidebar).getByRole('button', { name: "Expand sidebar category 'Backend'" }));
    expect(within(sidebar).getByRole('link', { name: 'Posting' })).toBeTruthy();
  });

  it('follows links in the page without reloading, landing on the heading', async () => {
    renderApp({ signedIn: true, path: '/docs/intro' });
    await mainHeading();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Posting errors' }));
    await waitFor(async () => expect((await mainHeading()).textContent).toBe('Posting'));
    expect(window.location.pathname + window.location.hash).toBe('/docs/backend/api/posting#errors');
  });

  it("shows 'This page crashed', the error and 'Try again' when a page fails to render", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gate = new FakeGate();
    const broken = { ...pages['pages/intro.json'] } as Record<string, unknown>;
    delete broken.breadcrumbs;
    gate.files['pages/intro.json'] = broken;
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('This page crashed');
    expect(alert.textContent).toMatch(/length/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the error text and 'Retry' when page data fails to load, and Retry loads it", async () => {
    const gate = new FakeGate();
    const intro = gate.files['pages/intro.json'];
    delete gate.files['pages/intro.json'];
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No such file in the live build');
    gate.files['pages/intro.json'] = intro;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await mainHeading()).textContent).toBe('Introduction');
  });

  it('asks the gate for nothing before sign-in', async () => {
    const { gate } = renderApp({ path: '/docs/intro' });
    await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(gate.calls.filter((call) => call.fn === 'docs_file')).toEqual([]);
  });
});
