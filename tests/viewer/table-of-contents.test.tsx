import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableOfContents, tocDepths } from '../../viewer/src/components/table-of-contents/table-of-contents.tsx';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { setViewportWidth } from './support/viewport.ts';

installDom();

function placeHeading(id: string, top: number) {
  document.getElementById(id)!.getBoundingClientRect = () => ({
    top,
    bottom: top + 30,
    left: 0,
    right: 0,
    width: 0,
    height: 30,
    x: 0,
    y: top,
    toJSON() {},
  });
}

async function scrollTo(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) placeHeading(id, top);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const activeEntry = () => screen.getByRole('navigation', { name: 'On this page' }).querySelector('[aria-current="location"]')?.textContent;

describe('the table of contents', () => {
  it('lists the h2 and h3 headings and highlights the one being read', async () => {
    setViewportWidth(1100);
    renderApp({ signedIn: true, path: '/docs/intro' });
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Setup', 'Environment', 'Next steps']);
    await scrollTo({ setup: 300, env: 600, 'next-steps': 900 });
    expect(activeEntry()).toBe('Setup');
    await scrollTo({ setup: -400, env: 80, 'next-steps': 500 });
    expect(activeEntry()).toBe('Environment');
    await scrollTo({ setup: -900, env: -500, 'next-steps': 40 });
    expect(activeEntry()).toBe('Next steps');
  });

  it('is a column beside the doc wider than 996 px, its links under no heading as in Docusaurus, with no collapsible above it', async () => {
    setViewportWidth(997);
    renderApp({ signedIn: true, path: '/docs/intro' });
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    expect(toc.closest('.doc-toc')).not.toBeNull();
    expect(toc.textContent).toBe('SetupEnvironmentNext steps');
    expect(screen.queryByRole('button', { name: 'On this page' })).toBeNull();
  });

  it('folds into an "On this page" button above the doc at 996 px and below, which unfolds the same headings', async () => {
    setViewportWidth(996);
    renderApp({ signedIn: true, path: '/docs/intro' });
    const button = await screen.findByRole('button', { name: 'On this page' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Setup', 'Environment', 'Next steps']);
    // it sits above the article, not beside it
    expect(button.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(async () => within(toc).getByRole('link', { name: 'Environment' }).click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows a heading's inline code as code, as Docusaurus' TOC does (reassure's `measureRenders()` function)", () => {
    const parts = [
      { text: 'measureRenders()', code: true },
      { text: ' function', code: false },
    ];
    render(<TableOfContents items={[{ id: 'measure', text: 'measureRenders() function', level: 2, parts }]} />);
    const link = within(screen.getByRole('navigation', { name: 'On this page' })).getByRole('link');
    expect(link.innerHTML).toBe('<code>measureRenders()</code> function');
  });

  it('is shown on a standalone markdown page that has headings', async () => {
    setViewportWidth(1280);
    renderApp({ signedIn: true, path: '/markdown-page' });
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('#about');
  });

  it.each([
    ['a standalone markdown page', '/markdown-page', 'Markdown page', 'pages/markdown-page.json'],
    ['a blog post', '/blog/welcome', 'Welcome', 'pages/welcome.json'],
  ])('is not shown on %s at 996 px and below, as Docusaurus hides its TOC there', async (_, path, title, file) => {
    const gate = new FakeGate();
    const page = gate.files[file] as { html: string; toc: unknown[] };
    gate.files[file] = { ...page, html: `${page.html}<h2 id="more">More</h2>`, toc: [{ id: 'more', text: 'More', level: 2 }] };
    setViewportWidth(996);
    renderApp({ gate, signedIn: true, path });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByRole('button', { name: 'On this page' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });
});

describe('the nesting of TOC entries', () => {
  it('indents a heading under the nearest one above it of a lower level; an h3 before any h2 is not indented', () => {
    const item = (level: number) => ({ id: `h${level}`, text: 'x', level });
    // ### A, ## B, ### C, ### D, ## E (lexical's plugins page opens with h3s)
    expect(tocDepths([item(3), item(2), item(3), item(3), item(2)])).toEqual([0, 0, 1, 1, 0]);
  });
});
