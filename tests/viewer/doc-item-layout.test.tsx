import { screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installRuntime } from '../../viewer/src/site-bundle/runtime.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { registryPart, runtimeRegistry } from './support/theme-bundle.ts';
import { manifest } from './support/site-fixture.ts';

// A site's swizzled DocItem/Layout drawn on a doc page, as Docusaurus draws it: its bundle stands in for the
// one the gate serves, its layout made of the parts docgate's runtime gives (@theme/DocItem/..., useDoc).

const bundle: { layout?: ComponentType<{ children?: ReactNode }> } = {};
vi.mock(import('../../viewer/src/site-bundle/load-site-bundle.ts'), async (original) => ({
  ...(await original()),
  loadSiteBundle: async () =>
    (await import('./support/theme-bundle.ts')).themeBundle(bundle.layout ? { 'DocItem/Layout': bundle.layout } : {}),
}));

installDom();
installRuntime();

const registry = runtimeRegistry();
const part = registryPart;
const { useDoc } = registry['@docusaurus/plugin-content-docs/client'] as {
  useDoc: () => {
    metadata: { id: string; title: string; editUrl?: string; lastUpdatedBy?: string };
    frontMatter: Record<string, unknown>;
    toc: unknown[];
  };
};

/** What the site's widgets read of the doc (useDoc). */
function AskAi() {
  const { metadata, frontMatter, toc } = useDoc();
  return (
    <p>{`ask-ai ${metadata.id}: ${metadata.title}, ${toc.length} headings, by ${metadata.lastUpdatedBy}, hidden toc ${frontMatter.hide_table_of_contents}`}</p>
  );
}

// kysely's and sablier's: an extra before the original layout
function WrappingLayout(props: { children?: ReactNode }) {
  const Original = part('@theme-original/DocItem/Layout');
  return (
    <>
      <AskAi />
      <Original {...props} />
    </>
  );
}

// the classic theme's, ejected (teku's, linea's), cut down: the doc's column and the TOC's col--3
function EjectedLayout({ children }: { children?: ReactNode }) {
  const [Content, Footer, Paginator, Crumbs, TocDesktop] = [
    '@theme/DocItem/Content',
    '@theme/DocItem/Footer',
    '@theme/DocItem/Paginator',
    '@theme/DocBreadcrumbs',
    '@theme/DocItem/TOC/Desktop',
  ].map(part) as ComponentType<{ children?: ReactNode }>[];
  return (
    <div className="row">
      <div className="col">
        <article>
          {Crumbs && <Crumbs />}
          {Content && <Content>{children}</Content>}
          {Footer && <Footer />}
        </article>
        <AskAi />
        {Paginator && <Paginator />}
      </div>
      <div className="col col--3">{TocDesktop && <TocDesktop />}</div>
    </div>
  );
}

const withLayout = (): FakeGate => {
  const gate = new FakeGate();
  gate.files['manifest.json'] = { ...manifest, bundle: { script: 'bundle/site.js', style: null, theme: ['DocItem/Layout'] } };
  return gate;
};

beforeEach(() => {
  // a desktop window: the TOC is a column
  const narrow = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...narrow(query), matches: query.includes('min-width: 997px') })) as typeof window.matchMedia;
});

describe("a site's swizzled DocItem/Layout", () => {
  it("that wraps @theme-original/DocItem/Layout shows its extra above docgate's doc: title, body, footer, pager and one TOC", async () => {
    bundle.layout = WrappingLayout;
    renderApp({ gate: withLayout(), signedIn: true, path: '/docs/intro' });
    const main = await screen.findByRole('main');
    expect((await within(main).findByText(/^ask-ai /)).textContent).toBe(
      'ask-ai intro: Introduction, 3 headings, by Alice, hidden toc false',
    );
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Introduction');
    expect(within(main).getByText('Start here.')).toBeTruthy();
    expect(within(main).getByText('Edit this page')).toBeTruthy();
    expect(within(main).getByRole('navigation', { name: 'Docs pages' }).textContent).toContain('Posting');
    expect(within(main).getAllByRole('navigation', { name: 'On this page' })).toHaveLength(1);
  });

  it('that is ejected draws the TOC its TOC/Desktop gives, once, beside the doc in its own row', async () => {
    bundle.layout = EjectedLayout;
    renderApp({ gate: withLayout(), signedIn: true, path: '/docs/intro' });
    const main = await screen.findByRole('main');
    await within(main).findByText(/^ask-ai /);
    const tocs = within(main).getAllByRole('navigation', { name: 'On this page' });
    expect(tocs).toHaveLength(1);
    expect(tocs[0]!.closest('.col--3')).not.toBeNull();
    // its DocItem/Content is Docusaurus' one `theme-doc-markdown markdown` element, the title's header first in it
    expect(within(main).getByRole('heading', { level: 1 }).matches('.theme-doc-markdown.markdown > header:first-child > h1')).toBe(true);
    expect([main.querySelectorAll('.theme-doc-markdown').length, main.querySelectorAll('.markdown').length]).toEqual([1, 1]);
    expect(within(main).getByText('Start here.')).toBeTruthy();
    expect(main.querySelectorAll('.theme-doc-breadcrumbs')).toHaveLength(1);
    expect(within(main).getByRole('navigation', { name: 'Docs pages' })).toBeTruthy();
  });

  it("that throws leaves docgate's own doc page, its TOC column with it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    bundle.layout = () => {
      throw new Error('no widget data');
    };
    renderApp({ gate: withLayout(), signedIn: true, path: '/docs/intro' });
    const main = await screen.findByRole('main');
    await within(main).findByText('Start here.');
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Introduction');
    expect(within(main).getAllByRole('navigation', { name: 'On this page' })).toHaveLength(1);
  });
});
