import { screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installRuntime } from '../../viewer/src/site-bundle/runtime.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { registryPart, runtimeRegistry } from './support/theme-bundle.ts';
import { manifest, pages } from './support/site-fixture.ts';

// A site's swizzled DocItem/Content on a doc page, as Docusaurus draws it: the content it is given is the MDX
// alone, and the title made up from the frontmatter (its syntheticTitle) is the component's to draw.

const bundle: { content?: ComponentType<{ children?: ReactNode }> } = {};
vi.mock(import('../../viewer/src/site-bundle/load-site-bundle.ts'), async (original) => ({
  ...(await original()),
  loadSiteBundle: async () =>
    (await import('./support/theme-bundle.ts')).themeBundle(bundle.content ? { 'DocItem/Content': bundle.content } : {}),
}));

installDom();
installRuntime();

const registry = runtimeRegistry();
const part = registryPart;
const { useDoc } = registry['@docusaurus/plugin-content-docs/client'] as {
  useDoc: () => { metadata: { title: string }; frontMatter: Record<string, unknown>; contentTitle?: string };
};

// the classic theme's, ejected, with buttons of the site's own under the title (apify's, svgo's badge)
function EjectedContent({ children }: { children?: ReactNode }) {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const MDXContent = part('@theme/MDXContent');
  const syntheticTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  return (
    <div className="theme-doc-markdown markdown">
      {syntheticTitle && (
        <header>
          <h1>{syntheticTitle}</h1>
          <button type="button">Copy for LLM</button>
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}

// conflux's: a button above the original
function WrappingContent(props: { children?: ReactNode }) {
  const Original = part('@theme-original/DocItem/Content');
  return (
    <>
      <button type="button">Copy page</button>
      <Original {...props} />
    </>
  );
}

/** A gate whose bundle swizzles DocItem/Content; the intro's title from its frontmatter, or its Markdown's `# Introduction`. */
function gateWith(titleFrom: 'frontmatter' | 'markdown'): FakeGate {
  const gate = new FakeGate();
  gate.files['manifest.json'] = { ...manifest, bundle: { script: 'bundle/site.js', style: null, theme: ['DocItem/Content'] } };
  const intro = pages['pages/intro.json']!;
  gate.files['pages/intro.json'] =
    titleFrom === 'markdown'
      ? { ...intro, titleId: 'introduction', frontMatter: {} }
      : { ...intro, frontMatter: { title: 'Introduction' } };
  return gate;
}

/** The doc's main element once the site's part, holding a button named `button`, is drawn. */
async function shownWith(button: string): Promise<HTMLElement> {
  const main = await screen.findByRole('main');
  await within(main).findByRole('button', { name: button });
  return main;
}

describe("a site's swizzled DocItem/Content", () => {
  it('that is ejected draws the title from the frontmatter itself, its buttons under it, and docgate draws none', async () => {
    bundle.content = EjectedContent;
    renderApp({ gate: gateWith('frontmatter'), signedIn: true, path: '/docs/intro' });
    const main = await shownWith('Copy for LLM');
    const titles = within(main).getAllByRole('heading', { level: 1 });
    expect(titles.map((h1) => h1.textContent)).toEqual(['Introduction']);
    expect(titles[0]!.nextElementSibling?.textContent).toBe('Copy for LLM');
    expect(main.querySelectorAll('.theme-doc-markdown')).toHaveLength(1);
    expect(within(main).getByText('Start here.')).toBeTruthy();
  });

  it("that is ejected draws no title of its own over the Markdown's `# Introduction`, which stays, with its id", async () => {
    bundle.content = EjectedContent;
    renderApp({ gate: gateWith('markdown'), signedIn: true, path: '/docs/intro' });
    const main = await screen.findByRole('main');
    await within(main).findByText('Start here.');
    const titles = within(main).getAllByRole('heading', { level: 1 });
    expect(titles.map((h1) => [h1.textContent, h1.id])).toEqual([['Introduction', 'introduction']]);
    expect(within(main).queryByRole('button', { name: 'Copy for LLM' })).toBeNull();
  });

  it("that wraps @theme-original/DocItem/Content shows docgate's one `theme-doc-markdown markdown` element under its extra, the title first in it", async () => {
    bundle.content = WrappingContent;
    renderApp({ gate: gateWith('frontmatter'), signedIn: true, path: '/docs/intro' });
    const main = await shownWith('Copy page');
    const titles = within(main).getAllByRole('heading', { level: 1 });
    expect(titles.map((h1) => h1.textContent)).toEqual(['Introduction']);
    expect(titles[0]!.matches('.theme-doc-markdown.markdown > header:first-child > h1')).toBe(true);
    expect(main.querySelectorAll('.markdown')).toHaveLength(1);
  });
});
