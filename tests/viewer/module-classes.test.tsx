import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODULE_CLASS } from '../../src/contracts/module-classes.ts';
import { SidebarLink } from '../../viewer/src/components/docs-sidebar/sidebar-link.tsx';
import { enhanceCodeBlocks } from '../../viewer/src/components/rendered-html/enhance-code-blocks.ts';
import { ContentContext } from '../../viewer/src/content/content-context.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';
import { setViewportWidth } from './support/viewport.ts';

// Docusaurus' CSS-module names (`docMainContainer_TBSr`) on docgate's matching elements, as `<name>_docgate`,
// so a site's custom.css that selects them by base name (`[class*='docMainContainer']`, `[class^='tableOfContents']`)
// reaches the same elements; first in the class list where Docusaurus' is first.

installDom();

const one = (selector: string, within: ParentNode = document): Element => {
  const found = within.querySelectorAll(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
};

describe("Docusaurus' CSS-module names on docgate's elements", () => {
  it("names a doc page's layout, sidebar and TOC column as Docusaurus' DocRoot, DocSidebar and TOC", async () => {
    setViewportWidth(1280);
    renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByText('Start here.');
    expect(document.getElementById('main-wrapper')!.className).toContain('mainWrapper_docgate');
    const root = one('div[class^="docRoot_"]');
    const main = one('main[class^="docMainContainer_"]', root);
    const aside = one('aside[class*="docSidebarContainer_"]', root);
    const menu = one('[class^="sidebarViewport_"] > [class^="sidebar_"] > nav[class*="menu_"]', aside);
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Introduction' })).toBeTruthy();
    const article = one('[class*="docItemCol_"] > article[class*="docItemContainer_"]', main);
    expect(within(article as HTMLElement).getByText('Start here.')).toBeTruthy();
    const toc = one('div[class^="tableOfContents_"]', main);
    expect(within(toc as HTMLElement).getByRole('navigation', { name: 'On this page' })).toBeTruthy();
  });

  it("names the collapsible TOC of narrow screens as Docusaurus' TOCCollapsible: box, button and list", async () => {
    setViewportWidth(800);
    renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByText('Start here.');
    const box = one('div[class^="tocCollapsible_"]');
    fireEvent.click(one('button[class*="tocCollapsibleButton_"]', box));
    expect(within(one('div[class^="tocCollapsibleContent_"]', box) as HTMLElement).getByText('Setup')).toBeTruthy();
  });

  it("gives a hideable sidebar's buttons Docusaurus' names", async () => {
    setViewportWidth(1280);
    const gate = new FakeGate();
    gate.files['manifest.json'] = { ...manifest, site: { ...manifest.site, sidebar: { hideable: true } } };
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByText('Start here.');
    fireEvent.click(one('[class^="sidebar_"] > button[class^="collapseSidebarButton_"]'));
    expect(one('aside[class*="docSidebarContainer_"] > button[class^="expandButton_"]')).toBeTruthy();
    fireEvent.click(one('button[class^="expandButton_"]'));
  });

  it("leaves a Markdown page of the site's pages outside the docs' names, as Docusaurus draws it outside DocRoot", async () => {
    setViewportWidth(1280);
    renderApp({ signedIn: true, path: '/markdown-page' });
    await screen.findByText('A page of its own.');
    expect(document.querySelector('[class*="docRoot"], [class*="docMainContainer"], [class*="docItemCol"]')).toBeNull();
  });

  it("names a post's tags and the blog sidebar's year headings and list as Docusaurus' Tag and BlogSidebar", async () => {
    setViewportWidth(1280);
    renderApp({ signedIn: true, path: '/blog/welcome' });
    await screen.findByText('Hi there. And more.');
    const tag = screen.getByRole('link', { name: 'hello' });
    expect(tag.className).toMatch(/^tag_docgate tagRegular_docgate /);
    const sidebar = one('nav[class^="sidebar_"]');
    expect(one('h3[class^="yearGroupHeading_"]', sidebar).textContent).toBe('2025');
    expect(one('ul[class^="sidebarItemList_"]', sidebar).textContent).toContain('Welcome');
  });

  it("names a tag with its count on the tags page as Docusaurus' Tag does", async () => {
    setViewportWidth(1280);
    renderApp({ signedIn: true, path: '/blog/tags' });
    const counted = await screen.findByRole('link', { name: /hello/ });
    expect(counted.className).toMatch(/^tag_docgate tagWithCount_docgate /);
  });

  it("marks a sidebar link to another site and its arrow as Docusaurus' menuExternalLink and IconExternalLink", () => {
    render(
      <ContentContext.Provider value={{} as never}>
        <SidebarLink href="https://example.com/x" label="Elsewhere" />
        <SidebarLink href="/blog" label="Blog" />
      </ContentContext.Provider>,
    );
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere.className).toBe('menu__link menuExternalLink_docgate');
    expect(elsewhere.querySelector('svg')!.getAttribute('class')).toMatch(/^iconExternalLink_docgate/);
    expect(screen.getByRole('link', { name: 'Blog' }).className).toBe('menu__link');
  });

  it("puts a code block's copy button in Docusaurus' buttonGroup, inside its codeBlockContent box, whatever shape the block came in", () => {
    const root = document.createElement('div');
    root.innerHTML = [
      // as the compiler writes it now
      '<div class="code-block codeBlockContainer_docgate"><div class="codeBlockContent_docgate"><pre><code>a</code></pre></div></div>',
      // a page file of an older build, and a bare pre
      '<div class="code-block"><pre><code>b</code></pre></div>',
      '<pre><code>c</code></pre>',
    ].join('');
    enhanceCodeBlocks(root);
    enhanceCodeBlocks(root);
    const blocks = [...root.querySelectorAll(':scope > .code-block')];
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      const content = one(':scope > div[class^="codeBlockContent_"]', block);
      one(':scope > pre', content);
      one(':scope > div[class^="buttonGroup_"] > button', content);
    }
  });

  it("styles none of the names in docgate's own CSS: they are the site's to style", () => {
    const css = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
        .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    const sheets = css(join(import.meta.dirname, '../../viewer/src'));
    expect(sheets.length).toBeGreaterThan(10);
    for (const name of Object.values(MODULE_CLASS)) expect(sheets.filter((sheet) => sheet.includes(name))).toEqual([]);
  });
});
