import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installRuntime } from '../../viewer/src/site-bundle/runtime.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { type Part, registryPart, runtimeRegistry } from './support/theme-bundle.ts';
import { manifest } from './support/site-fixture.ts';

// The parts around a doc's content a site swizzled (DocBreadcrumbs, DocPaginator...), drawn in place of
// docgate's on a doc page as Docusaurus' DocItem/Layout draws them, made of what docgate's runtime gives.

const theme: Record<string, Part> = {};
vi.mock(import('../../viewer/src/site-bundle/load-site-bundle.ts'), async (original) => ({
  ...(await original()),
  loadSiteBundle: async () => (await import('./support/theme-bundle.ts')).themeBundle(theme),
}));

installDom();
installRuntime();

const registry = runtimeRegistry();
const part = registryPart;
const { useSidebarBreadcrumbs } = registry['@docusaurus/plugin-content-docs/client'] as {
  useSidebarBreadcrumbs: () => { label: string; href?: string }[] | null;
};
const { useHomePageRoute } = registry['@docusaurus/theme-common/internal'] as { useHomePageRoute: () => { path: string } | undefined };

// helm's, cut down: the classic theme's ejected, with a "Docs" crumb after the home icon
function DocsCrumbs() {
  const breadcrumbs = useSidebarBreadcrumbs();
  const home = useHomePageRoute();
  const Home = part('@theme/DocBreadcrumbs/Items/Home');
  const Link = part('@docusaurus/Link');
  if (!breadcrumbs) return null;
  return (
    <nav className="theme-doc-breadcrumbs" aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        {home && <Home />}
        <li className="breadcrumbs__item">
          <Link className="breadcrumbs__link" href="/docs">
            Docs
          </Link>
        </li>
        {breadcrumbs.map((item) => (
          <li key={item.label} className="breadcrumbs__item">
            <span className="breadcrumbs__link">{item.label}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// cypress': none at all
const NoCrumbs = () => ' ';

// a wrapper over the theme's pager, given what DocItem/Paginator hands it
function CountingPaginator(props: { previous?: { title: string }; next?: { title: string } }) {
  const Original = part('@theme-original/DocPaginator');
  return (
    <>
      <p>{`paginator: ${props.previous?.title ?? '-'} / ${props.next?.title ?? '-'}`}</p>
      <Original {...props} />
    </>
  );
}

// ory's: a call to action under the theme's TOC; electron's: the entries cleaned before the theme's draws them
function TocWithCta(props: { toc: { id: string; value: string; level: number }[]; className?: string }) {
  const Original = part('@theme-original/TOC');
  const toc = props.toc.filter((entry) => entry.id !== 'env').map((entry) => ({ ...entry, value: `${entry.value} &lt;x&gt;` }));
  return (
    <div className="site-toc-wrapper">
      <Original {...props} toc={toc} />
      <p>{`Try the cloud (${props.className})`}</p>
    </div>
  );
}

const withParts = (parts: Record<string, Part>): FakeGate => {
  for (const name of Object.keys(theme)) delete theme[name];
  Object.assign(theme, parts);
  const gate = new FakeGate();
  gate.files['manifest.json'] = { ...manifest, bundle: { script: 'bundle/site.js', style: null, theme: Object.keys(parts) } };
  return gate;
};

beforeEach(() => {
  // a desktop window: the TOC is a column
  const narrow = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...narrow(query), matches: query.includes('min-width: 997px') })) as typeof window.matchMedia;
});

describe("a site's swizzled parts of a doc page", () => {
  it("draws its ejected DocBreadcrumbs in place of docgate's: the home icon, its own Docs crumb, the sidebar's trail", async () => {
    renderApp({ gate: withParts({ DocBreadcrumbs: DocsCrumbs }), signedIn: true, path: '/docs/backend/api/posting' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('link', { name: 'Docs' });
    const crumbs = main.querySelectorAll('.theme-doc-breadcrumbs');
    expect(crumbs).toHaveLength(1);
    expect([...crumbs[0]!.querySelectorAll('.breadcrumbs__item')].map((item) => item.textContent)).toEqual([
      '',
      'Docs',
      'Backend',
      'Posting',
    ]);
    expect(crumbs[0]!.querySelector('a.breadcrumbs__home')?.getAttribute('href')).toBe('/');
  });

  it('draws no breadcrumbs where its DocBreadcrumbs draws none (cypress hides them)', async () => {
    renderApp({ gate: withParts({ DocBreadcrumbs: NoCrumbs }), signedIn: true, path: '/docs/backend/api/posting' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('navigation', { name: 'Docs pages' });
    await vi.waitFor(() => expect(main.querySelectorAll('.theme-doc-breadcrumbs')).toHaveLength(0), { timeout: 5000 });
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Posting');
  });

  it("draws its TOC wrapper in the TOC's column, handing the theme's TOC it wraps the entries it changed", async () => {
    renderApp({ gate: withParts({ TOC: TocWithCta }), signedIn: true, path: '/docs/intro' });
    const main = await screen.findByRole('main');
    const cta = await within(main).findByText(/^Try the cloud/);
    expect(cta.textContent).toBe('Try the cloud (theme-doc-toc-desktop)');
    const tocs = within(main).getAllByRole('navigation', { name: 'On this page' });
    expect(tocs).toHaveLength(1);
    expect(tocs[0]!.closest('.site-toc-wrapper')).toBe(cta.parentElement);
    expect(
      within(tocs[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Setup <x>', 'Next steps <x>']);
  });

  it("hands its DocPaginator the doc's previous and next, and the theme's it wraps draws them once", async () => {
    renderApp({ gate: withParts({ DocPaginator: CountingPaginator }), signedIn: true, path: '/docs/backend/api/posting' });
    const main = await screen.findByRole('main');
    expect((await within(main).findByText(/^paginator: /)).textContent).toBe('paginator: Introduction / -');
    const pagers = within(main).getAllByRole('navigation', { name: 'Docs pages' });
    expect(pagers).toHaveLength(1);
    expect(within(pagers[0]!).getByRole('link').getAttribute('href')).toBe('/docs/intro');
  });
});
