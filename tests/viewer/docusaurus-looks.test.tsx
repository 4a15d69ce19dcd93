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

describe("the blog's recent posts", () => {
  it('are grouped by year, newest first, as Docusaurus groups them', async () => {
    const gate = new FakeGate();
    const site = structuredClone(manifest) as Manifest;
    const post = site.blog.posts[0]!;
    site.blog.posts = [
      post,
      { ...post, path: '/blog/older', title: 'Older post', date: '2024-11-30' },
      { ...post, path: '/blog/oldest', title: 'Oldest post', date: '2024-02-01' },
    ];
    gate.files['manifest.json'] = site;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/blog/welcome' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    const sidebar = screen.getByRole('navigation', { name: 'Blog recent posts navigation' });
    const years = within(sidebar).getAllByRole('heading', { level: 3 });
    expect(years.map((h) => h.textContent)).toEqual(['2025', '2024']);
    expect(
      within(years[1]!.closest('section')!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Older post', 'Oldest post']);
  });

  it("are plain links, as Docusaurus' blog sidebar draws them: a site's `.menu__link` rules for its docs sidebar do not reach them (tailcall)", async () => {
    setViewportWidth(1280);
    renderApp({ signedIn: true, path: '/blog/welcome' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    const sidebar = screen.getByRole('navigation', { name: 'Blog recent posts navigation' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => link.matches('.menu__link, .menu a, .menu__list a'))).toEqual([]);
    expect(links.find((link) => link.getAttribute('aria-current') === 'page')?.className).toContain('blog-sidebar__link--active');
  });
});

describe("a doc's title", () => {
  it("is in a <header> when the Markdown has none of its own, as Docusaurus' DocItem/Content draws it, which a site's `header > h1` rule names (prysm's)", async () => {
    setViewportWidth(1280);
    renderApp({ signedIn: true, path: '/docs/backend/api/posting' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Posting' });
    expect(title.matches('header > h1.page-title')).toBe(true);
  });

  it("is the title's text, not HTML, now that it is drawn in the doc's HTML element", async () => {
    const gate = new FakeGate();
    const page = gate.files['pages/posting.json'] as { title: string; titleId?: string };
    page.title = 'Posting <img src="x" onerror="alert(1)"> & "friends"';
    page.titleId = 'posting" onclick="alert(1)';
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/backend/api/posting' });
    const title = await screen.findByRole('heading', { level: 1, name: page.title });
    expect([title.textContent, title.id, title.children.length, title.getAttribute('onclick')]).toEqual([
      page.title,
      page.titleId,
      0,
      null,
    ]);
    expect(title.closest('.theme-doc-markdown.markdown')).not.toBeNull();
  });
});

describe('a generated category index', () => {
  it("shows a card a child, named with Docusaurus' emoji: a page for a doc, a folder for a subcategory", async () => {
    const gate = new FakeGate();
    const index = gate.files['pages/backend.json'] as {
      items: { label: string; path?: string; href?: string; description: string; category?: boolean }[];
    };
    index.items.push({ label: 'Platforms', path: '/docs/intro', description: '3 items', category: true });
    index.items.push(
      { label: 'Status page', href: 'https://status.example.com', description: 'Uptime' },
      { label: 'Blog', href: '/blog', description: 'News' },
      { label: 'API reference', href: 'pathname:///api/index.html', description: 'Generated' },
    );
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/category/backend' });
    await screen.findByRole('heading', { level: 1, name: 'Backend' });
    const cards = [...document.querySelectorAll('.card__title')].map((h) => h.textContent);
    expect(cards).toEqual(['📄️ Posting', '🗃️ Platforms', '🔗 Status page', '📄️ Blog', '🔗 API reference']);
    // an external link's card opens it in a new tab, as Docusaurus' does
    const external = screen.getByRole('link', { name: /Status page/ });
    expect([external.getAttribute('href'), external.getAttribute('target')]).toEqual(['https://status.example.com', '_blank']);
    // a path of the site stays in the tab, and a pathname:// link is a plain link to its path
    const grid = within(document.querySelector<HTMLElement>('.card-grid')!);
    const blog = grid.getByRole('link', { name: /Blog/ });
    expect([blog.getAttribute('href'), blog.getAttribute('target')]).toEqual(['/blog', null]);
    const api = grid.getByRole('link', { name: /API reference/ });
    expect([api.getAttribute('href'), api.getAttribute('target')]).toEqual(['/api/index.html', null]);
    await userEvent.setup().click(blog);
    await waitFor(() => expect(window.location.pathname).toBe('/blog'));
  });
});
