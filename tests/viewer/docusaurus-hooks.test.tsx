import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { staticFiles } from '../../viewer/src/site-bundle/static-files.ts';
import { PROVIDED_MODULES, RUNTIME_GLOBAL } from '../../src/contracts/site-bundle.ts';
import { ColorModeProvider } from '../../viewer/src/components/color-mode-provider/color-mode-provider.tsx';
import { installRuntime, setGlobalData } from '../../viewer/src/site-bundle/runtime.ts';
import { installDom } from './support/dom.ts';
import { manifest, pages } from './support/site-fixture.ts';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { ContentContext } from '../../viewer/src/content/content-context.ts';
import { generatedConfig, readMessagesFrom } from '../../viewer/src/site-bundle/docusaurus-modules.tsx';
import { enhanceTabs } from '../../viewer/src/components/rendered-html/enhance-tabs.ts';

installDom();
installRuntime();

type Registry = Record<string, Record<string, unknown>>;
const registry = (globalThis as unknown as Record<string, Registry>)[RUNTIME_GLOBAL]!;
const module = (name: string) => registry[name]!;
const colorMode = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false } as const;

const { useColorMode } = module('@docusaurus/theme-common') as { useColorMode: () => { colorMode: string; setColorMode(m: string): void } };
const ThemedImage = module('@theme/ThemedImage').default as (props: { alt: string; sources: Record<string, string> }) => ReactNode;
const router = module('@docusaurus/router') as {
  useLocation: () => { pathname: string; search: string };
  useHistory: () => { push(to: string): void };
};
const original = module('@theme-original/MDXComponents').default as Record<string, (props: Record<string, unknown>) => ReactNode>;
const Tabs = original.Tabs!;
const TabItem = original.TabItem!;

const globalDataModule = module('@docusaurus/useGlobalData') as {
  default: () => object;
  usePluginData: (name: string, id?: string) => unknown;
};
/** Records what site code reads of the plugins' data. */
function PluginDataReader({ seen }: { seen: unknown[] }) {
  const data = globalDataModule;
  seen.push(data.usePluginData('segments'), data.usePluginData('segments', 'other'), data.usePluginData('docusaurus-plugin-content-docs'));
  seen.push(Object.keys(data.default()).sort());
  return null;
}

// a component that throws until told not to
const flaky = { broken: true };
function Flaky() {
  if (flaky.broken) throw new Error('no data yet');
  return <p>loaded</p>;
}

const handles = { setColorMode: (_mode: string) => {}, push: (_to: string) => {}, components: {} as Record<string, unknown> };

function Toggle() {
  const { colorMode: shown, setColorMode } = useColorMode();
  handles.setColorMode = setColorMode;
  return (
    <>
      <p>mode {shown}</p>
      <ThemedImage alt="logo" sources={{ light: '/img/light.svg', dark: '/img/dark.svg' }} />
    </>
  );
}

function Search() {
  return <p>search [{router.useLocation().search}]</p>;
}

function Where() {
  handles.push = router.useHistory().push;
  return <p>at {router.useLocation().pathname}</p>;
}

const SiteLink = module('@docusaurus/Link').default as (props: { to: string; children: ReactNode }) => ReactNode;
const useSiteBaseUrl = module('@docusaurus/useBaseUrl').default as (url: string) => string;

function Paths() {
  const paths = [useSiteBaseUrl('/base/docs/setup'), useSiteBaseUrl('docs/setup'), useSiteBaseUrl('/base/'), useSiteBaseUrl('/docs/x')];
  return (
    <>
      <SiteLink to="/base/docs/intro">intro</SiteLink>
      <p>{paths.join(' ')}</p>
    </>
  );
}

const RouterLink = module('react-router-dom').Link as (props: { to: string; className: string; children: ReactNode }) => ReactNode;
const classNames = module('classnames').default as (...names: unknown[]) => string;
const useMDXComponents = module('@mdx-js/react').useMDXComponents as (own?: object) => Record<string, unknown>;

function Uses() {
  handles.components = useMDXComponents({ Note: 'note' });
  return (
    <RouterLink to="/docs/setup" className={classNames('hero', { 'hero--dark': true, hidden: false })}>
      setup
    </RouterLink>
  );
}

describe("the Docusaurus modules a site's components import", () => {
  it('are all in the registry with every named export the bundle is told about', () => {
    for (const [name, exports] of Object.entries(PROVIDED_MODULES)) {
      expect(registry[name], name).toBeTruthy();
      for (const named of exports) expect(registry[name]![named], `${name} ${named}`).toBeDefined();
    }
    // a component that collects its links for Docusaurus' check (avalonia's) finds the hook
    const useBrokenLinks = registry['@docusaurus/useBrokenLinks']!.default as () => { collectLink: (link: string) => void };
    expect(() => useBrokenLinks().collectLink('/docs/x')).not.toThrow();
    // a swizzled wrapper's original is the viewer's own (jellyfin's Admonition around @theme-original/Admonition)
    expect(registry['@theme-original/Admonition']).toBe(registry['@theme/Admonition']);
    expect(PROVIDED_MODULES['@theme-original/Tabs']).toEqual([]);
  });

  it("show an IdealImage's image as it is, from what require() of the file gives or a URL (bsky's showcase previews)", () => {
    const IdealImage = module('@theme/IdealImage').default as (props: { img: unknown; alt: string }) => ReactNode;
    render(
      <>
        <IdealImage img={{ default: 'data:image/png;base64,c2hvdA==' }} alt="required" />
        <IdealImage img={{ src: { src: '/img/shot.png', width: 10 }, preSrc: 'x' }} alt="ideal" />
        <IdealImage img="https://example.com/a.png" alt="url" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'required' }).getAttribute('src')).toBe('data:image/png;base64,c2hvdA==');
    expect(screen.getByRole('img', { name: 'ideal' }).getAttribute('src')).toBe('/img/shot.png');
    expect(screen.getByRole('img', { name: 'url' }).getAttribute('src')).toBe('https://example.com/a.png');
  });

  it("let a component read and set the colour mode, and show a ThemedImage's source for it", () => {
    render(
      <ColorModeProvider config={colorMode}>
        <Toggle />
      </ColorModeProvider>,
    );
    expect(screen.getByText('mode light')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'logo' }).getAttribute('src')).toBe('/img/light.svg');
    act(() => handles.setColorMode('dark'));
    expect(screen.getByText('mode dark')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'logo' }).getAttribute('src')).toBe('/img/dark.svg');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it("show a ThemedImage's static file as the bundle's inlined copy, as an <img src> shows it (dyte's hero)", () => {
    staticFiles.register({ '/img/hero-light.png': 'data:image/png;base64,bGlnaHQ=' });
    render(
      <ColorModeProvider config={colorMode}>
        <ThemedImage alt="hero" sources={{ light: '/img/hero-light.png', dark: '/img/hero-dark.png' }} />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('img', { name: 'hero' }).getAttribute('src')).toBe('data:image/png;base64,bGlnaHQ=');
  });

  it("take site paths written with the site's baseUrl as the viewer's, which routes without it (10tap's home redirect)", () => {
    const site = structuredClone(manifest) as Manifest;
    site.site.baseUrl = '/base/';
    readMessagesFrom(site);
    window.history.replaceState(null, '', '/docs/intro');
    render(
      <>
        <Paths />
        <Where />
      </>,
    );
    expect(screen.getByRole('link', { name: 'intro' }).getAttribute('href')).toBe('/docs/intro');
    expect(screen.getByText('/docs/setup /docs/setup / /docs/x')).toBeTruthy();
    act(() => handles.push('/base/docs/setup'));
    expect(window.location.pathname).toBe('/docs/setup');
    readMessagesFrom(manifest as Manifest);
  });

  it("give the classic theme's icons site code draws (@theme/Icon/Copy and Success: babel's copy button), sized by Docusaurus' width", () => {
    const Copy = registry['@theme/Icon/Copy']!.default as (props: { width?: number }) => ReactNode;
    const Success = registry['@theme/Icon/Success']!.default as () => ReactNode;
    const { container } = render(
      <>
        <Copy width={18} />
        <Success />
      </>,
    );
    const [copy, success] = container.querySelectorAll('svg');
    expect(copy?.getAttribute('width')).toBe('18');
    expect(success?.querySelector('path')).not.toBeNull();
  });

  it('give @generated/docusaurus.config as the config of the manifest rendered now, its customFields too', () => {
    const site = structuredClone(manifest) as Manifest;
    site.site.title = 'Generated title';
    site.site.customFields = { sentryDSN: 'dsn-1' };
    readMessagesFrom(site);
    expect(generatedConfig.title).toBe('Generated title');
    expect((generatedConfig.customFields as Record<string, unknown>).sentryDSN).toBe('dsn-1');
    expect({ ...generatedConfig }.baseUrl).toBe(site.site.baseUrl);
    readMessagesFrom(manifest as Manifest);
    expect(generatedConfig.title).toBe(manifest.site.title);
  });

  it("route with the viewer's router: useHistory().push and useLocation follow the same path", () => {
    window.history.replaceState(null, '', '/docs/intro');
    render(<Where />);
    expect(screen.getByText('at /docs/intro')).toBeTruthy();
    act(() => handles.push('/docs/setup'));
    expect(window.location.pathname).toBe('/docs/setup');
    expect(screen.getByText('at /docs/setup')).toBeTruthy();
    const isInternalUrl = module('@docusaurus/isInternalUrl').default as (url: string) => boolean;
    expect([isInternalUrl('/docs/a'), isInternalUrl('https://x.dev'), isInternalUrl('//cdn.x')]).toEqual([true, false, false]);
  });

  it("choose a Tabs' tab by its queryString, write a choice there, and give site code the new search (kysely's install commands)", () => {
    window.history.replaceState(null, '', '/docs/intro?pm=yarn');
    render(
      <>
        <Tabs queryString="pm">
          <TabItem value="npm" label="npm">
            npm i kysely
          </TabItem>
          <TabItem value="yarn" label="Yarn">
            yarn add kysely
          </TabItem>
          <TabItem value="pnpm" label="pnpm">
            pnpm add kysely
          </TabItem>
        </Tabs>
        <Search />
      </>,
    );
    expect(screen.getByRole('tab', { name: 'Yarn' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('search [?pm=yarn]')).toBeTruthy();
    act(() => screen.getByRole('tab', { name: 'pnpm' }).click());
    expect(window.location.search).toBe('?pm=pnpm');
    expect(screen.getByText('search [?pm=pnpm]')).toBeTruthy();
  });

  it("put a Tabs' className and block on its tab list and a TabItem's className on its panel, as Docusaurus does (react-native's `.tabs.pill-tabs`)", () => {
    render(
      <Tabs className="pill-tabs" block>
        <TabItem value="android" label="Android" className="android-panel">
          Android Studio
        </TabItem>
        <TabItem value="ios" label="iOS">
          Xcode
        </TabItem>
      </Tabs>,
    );
    expect(screen.getByRole('tablist').className).toBe('tabs tabs--block pill-tabs');
    expect(screen.getByRole('tabpanel').className).toBe('tabs__panel android-panel');
  });

  it("give theme-common's docs hooks of Docusaurus 2, which swizzled DocCardLists still import from it, as the docs client's", () => {
    const common = module('@docusaurus/theme-common') as Record<string, unknown>;
    const client = module('@docusaurus/plugin-content-docs/client') as Record<string, unknown>;
    for (const name of ['useCurrentSidebarCategory', 'filterDocCardListItems', 'useDocById', 'useDocsSidebar'])
      expect([name, typeof common[name], common[name] === client[name]]).toEqual([name, 'function', true]);
  });

  it("give what every Docusaurus site has under its own name: react-router-dom's Link, classnames, @mdx-js/react (tolgee, metro, arbitrum)", () => {
    window.history.replaceState(null, '', '/docs/intro');
    render(<Uses />);
    const link = screen.getByRole('link', { name: 'setup' });
    expect(link.getAttribute('href')).toBe('/docs/setup');
    expect(link.className).toBe('hero hero--dark');
    expect(Object.keys(handles.components)).toEqual(expect.arrayContaining(['Admonition', 'Tabs', 'Note']));
    act(() => link.click());
    expect(window.location.pathname).toBe('/docs/setup');
  });

  it("interpolate values into a text, and give the site's plugin data and the docs plugin's versions (chaos-mesh's version list)", () => {
    const Interpolate = module('@docusaurus/Interpolate').default as (props: {
      children: string;
      values: Record<string, ReactNode>;
    }) => ReactNode;
    render(
      <p>
        <Interpolate values={{ count: 3, name: <b>Ada</b> }}>{'{name} has {count} posts'}</Interpolate>
      </p>,
    );
    expect(screen.getByText('Ada').tagName).toBe('B');
    expect(screen.getByText('Ada').parentElement?.textContent).toBe('Ada has 3 posts');
    setGlobalData({ segments: { default: { names: ['git', 'node'] } } });
    const seen: unknown[] = [];
    render(
      <ContentContext.Provider value={{ manifest, source: null, putSidebar: () => {} } as never}>
        <PluginDataReader seen={seen} />
      </ContentContext.Provider>,
    );
    setGlobalData({});
    expect(seen[0]).toEqual({ names: ['git', 'node'] });
    expect(seen[1]).toBeUndefined();
    expect(seen[2]).toMatchObject({ path: '/docs', versions: [{ name: 'current', label: 'Next', path: '/docs' }] });
    expect(seen[3]).toEqual(['docusaurus-plugin-content-docs', 'segments']);
    expect(module('@docusaurus/useIsomorphicLayoutEffect').default).toBeTypeOf('function');
  });

  it("give a swizzled MDXComponents the original's Tabs, which switch panels and remember a group's choice", async () => {
    const tabs = (
      <Tabs groupId="pm">
        <TabItem value="npm">npm install</TabItem>
        <TabItem value="yarn" label="Yarn">
          yarn add
        </TabItem>
      </Tabs>
    );
    const first = render(tabs);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('npm');
    expect(screen.getByText('yarn add').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Yarn' }));
    expect(screen.getByText('yarn add').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(false);
    first.unmount();
    render(tabs);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Yarn');
  });

  it("give Tabs that follow a choice in the page's own tabs of their group, and lead them, as Docusaurus syncs a groupId", async () => {
    // the page's tabs, as the compiler writes them (mdx/components/tabs.ts)
    const page = document.createElement('div');
    page.innerHTML =
      '<div class="tabs-container" data-group-id="lang"><div role="tablist" class="tabs">' +
      '<button type="button" role="tab" class="tabs__item tabs__item--active" aria-selected="true" data-value="js">JS</button>' +
      '<button type="button" role="tab" class="tabs__item" aria-selected="false" data-value="py">Python</button></div>' +
      '<div class="tabs__panels"><div role="tabpanel" data-value="js">js page</div><div role="tabpanel" data-value="py" hidden>py page</div></div></div>';
    document.body.append(page);
    enhanceTabs(page);
    render(
      <Tabs groupId="lang">
        <TabItem value="js" label="JavaScript">
          js code
        </TabItem>
        <TabItem value="py" label="Py">
          py code
        </TabItem>
      </Tabs>,
    );
    try {
      const user = userEvent.setup();
      await user.click(page.querySelector<HTMLElement>('[data-value="py"][role="tab"]')!);
      expect(screen.getByRole('tab', { name: 'Py' }).getAttribute('aria-selected')).toBe('true');
      await user.click(screen.getByRole('tab', { name: 'JavaScript' }));
      expect(page.querySelector('[role="tabpanel"][data-value="js"]')!.hasAttribute('hidden')).toBe(false);
    } finally {
      page.remove();
    }
  });

  it("give Tabs whose `values` are the tabs, in their order and with element labels, as Docusaurus' (typeorm's databases)", () => {
    const TabsWithValues = Tabs as unknown as (props: {
      values: { value: string; label?: ReactNode }[];
      children?: ReactNode;
    }) => ReactNode;
    render(
      <TabsWithValues
        values={[{ value: 'pg', label: <img alt="PostgreSQL" src="/img/pg.svg" /> }, { value: 'my', label: 'MySQL' }, { value: 'none' }]}
      >
        <TabItem value="my">my panel</TabItem>
        <TabItem value="pg">pg panel</TabItem>
      </TabsWithValues>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent || tab.querySelector('img')?.alt)).toEqual([
      'PostgreSQL',
      'MySQL',
      'none',
    ]);
    expect(screen.getByRole('tab', { selected: true }).querySelector('img')?.alt).toBe('PostgreSQL');
    expect(screen.getByText('pg panel').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(false);
  });

  it('give ErrorBoundary, which shows its fallback with the error and a tryAgain once its children threw', async () => {
    const ErrorBoundary = module('@docusaurus/ErrorBoundary').default as (props: {
      fallback: (p: { error: Error; tryAgain: () => void }) => ReactNode;
      children: ReactNode;
    }) => ReactNode;
    flaky.broken = true;
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <ErrorBoundary fallback={({ error, tryAgain }) => <button type="button" onClick={tryAgain}>{`retry: ${error.message}`}</button>}>
          <Flaky />
        </ErrorBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    flaky.broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'retry: no data yet' }));
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});

const Translate = module('@docusaurus/Translate').default as (props: Record<string, unknown>) => ReactNode;
const translate = module('@docusaurus/Translate').translate as (m: { id?: string; message?: string }, v?: Record<string, string>) => string;

function Greeting() {
  return (
    <>
      <p>
        <Translate id="homepage.greeting" values={{ name: 'Ada' }}>
          {'Welcome, {name}!'}
        </Translate>
      </p>
      <p>{translate({ id: 'homepage.greeting', message: 'Welcome, {name}!' }, { name: 'Bo' })}</p>
    </>
  );
}

describe("<Translate> and translate() in a site's React code", () => {
  // a French locale whose code.json translates the home page's own message
  function frenchSite(): Manifest {
    const site = structuredClone(manifest) as Manifest;
    site.site.locales.push({ code: 'fr', label: 'Français', path: '/fr' });
    site.site.translations = {
      fr: {
        navbar: { title: site.site.navbar.title, items: site.site.navbar.items },
        footer: { links: [], copyright: '' },
        sidebar: {},
        messages: { 'homepage.greeting': 'Bienvenue, {name} !' },
      },
    };
    return site;
  }

  it("read the open page's locale's code.json messages, and the text as written in the default locale", () => {
    const site = frenchSite();
    readMessagesFrom(site);
    const content = { manifest: { ...site, sidebars: {} }, source: null as never, putSidebar: () => {} };
    for (const [path, texts] of [
      ['/fr/', ['Bienvenue, Ada !', 'Bienvenue, Bo !']],
      ['/', ['Welcome, Ada!', 'Welcome, Bo!']],
    ] as const) {
      window.history.pushState(null, '', path);
      const { container, unmount } = render(
        <ContentContext.Provider value={content as never}>
          <Greeting />
        </ContentContext.Provider>,
      );
      expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(texts);
      unmount();
    }
  });
});

const docsClient = module('@docusaurus/plugin-content-docs/client') as {
  useVersions: () => { name: string }[];
  useLatestVersion: () => { name: string } | undefined;
  useCurrentSidebarCategory: () => { label: string; href?: string; items: { type: string; label: string; href: string; docId?: string }[] };
  useDocsSidebar: () => { name: string; items: Record<string, unknown>[] } | null;
  useDoc: () => { metadata: { title: string; next?: { permalink: string } }; toc: unknown[] };
  useDocById: (id: string) => { title: string; description?: string } | undefined;
  filterDocCardListItems: (items: Record<string, unknown>[]) => Record<string, unknown>[];
  findFirstSidebarItemLink: (item: Record<string, unknown>) => string | undefined;
  findSidebarCategory: (
    items: Record<string, unknown>[],
    test: (category: Record<string, unknown>) => boolean,
  ) => { items: { label: string }[] } | undefined;
  useSidebarBreadcrumbs: () => { label: string }[] | null;
  useActiveVersion: (pluginId?: string) => { name: string; label: string } | undefined;
  useActivePluginAndVersion: () => { activePlugin: { pluginId: string }; activeVersion: { name: string } } | undefined;
};

function SdkInstall() {
  // tolgee's InstallationTabs: the package version of the SDK docs read
  const active = docsClient.useActivePluginAndVersion();
  const sdk = docsClient.useActiveVersion('sdk')?.name ?? 'none';
  return <p>{`install ${active?.activePlugin.pluginId ?? '-'} ${active?.activeVersion.name ?? '-'} ${sdk}`}</p>;
}

function Branch() {
  // hydra's GithubLink: the branch of the version read
  const name = docsClient.useActiveVersion()?.name ?? 'none';
  return <p>branch {name}</p>;
}

function PastVersions() {
  // docusaurus.io's versions page, which botkube's copies: every version but the latest object
  const latest = docsClient.useLatestVersion();
  const past = docsClient.useVersions().filter((version) => version !== latest);
  return <p>{`past ${past.map((version) => version.name).join(',') || 'none'}`}</p>;
}

function CategoryCards() {
  // okteto's reference pages: the cards of the category whose page is open
  const category = docsClient.useCurrentSidebarCategory();
  return <p>{`${category.label}: ${category.items.map((item) => `${item.type} ${item.label} ${item.href} ${item.docId}`).join('; ')}`}</p>;
}

function Described() {
  // a site's own card: the doc's description, as Docusaurus' DocCard reads it
  return <p>{`described: ${docsClient.useDocById('backend/api/posting')?.description}`}</p>;
}

function SectionIndex() {
  // YunoHost's community index: the other docs of its sidebar, from the open doc's own sidebar
  const sidebar = docsClient.useDocsSidebar();
  const doc = docsClient.useDoc();
  const byId = docsClient.useDocById('backend/api/posting');
  const items = docsClient.filterDocCardListItems(sidebar?.items ?? []).filter((item) => item.label !== doc.metadata.title);
  const links = items.map((item) => `${item.label} -> ${docsClient.findFirstSidebarItemLink(item)}`);
  // HAMi's labs grid: a category of the sidebar found by its label
  const backend = docsClient.findSidebarCategory(sidebar?.items ?? [], (category) => category.label === 'Backend');
  const crumbs = docsClient.useSidebarBreadcrumbs()?.map((item) => item.label);
  return (
    <p>{`${doc.metadata.title} (next: ${doc.metadata.next?.permalink}; toc ${doc.toc.length}): ${links.join(', ')}; ${byId?.title}; ${backend?.items.map((item) => item.label)}; ${crumbs}`}</p>
  );
}

const mdx = module('@mdx-js/react') as {
  MDXProvider: (props: { components: Record<string, unknown>; children: ReactNode }) => ReactNode;
  useMDXComponents: () => Record<string, ((props: { children?: ReactNode }) => ReactNode) | undefined>;
};

// what compiled MDX does with providerImportSource: its components from useMDXComponents()
function Faq() {
  const { Item, Details } = mdx.useMDXComponents();
  return Item && Details ? <Item>provided item</Item> : <p>no components</p>;
}

const Bold = ({ children }: { children?: ReactNode }) => <b>{children}</b>;

const SiteHead = module('@docusaurus/Head').default as (props: { children?: ReactNode }) => ReactNode;

describe('@docusaurus/Head in site code', () => {
  it("puts its <html> and <body> classes on the document while shown, and takes them off after (scriptcat's landing page)", () => {
    document.body.classList.add('kept');
    const { unmount } = render(
      <SiteHead>
        <body className="landing-page kept" />
        <html className="landing-html" lang="en" />
        <title>Landing</title>
      </SiteHead>,
    );
    expect([...document.body.classList].sort()).toEqual(['kept', 'landing-page']);
    expect(document.documentElement.classList.contains('landing-html')).toBe(true);
    unmount();
    // only what it added goes: a class the body had before stays
    expect([...document.body.classList]).toEqual(['kept']);
    expect(document.documentElement.classList.contains('landing-html')).toBe(false);
    document.body.classList.remove('kept');
  });
});

describe('@mdx-js/react in site code', () => {
  it("hands an MDXProvider's components to the MDX it wraps, over the theme's (OpenTofu's FAQ items)", () => {
    render(
      <mdx.MDXProvider components={{ Item: Bold }}>
        <Faq />
      </mdx.MDXProvider>,
    );
    expect(screen.getByText('provided item').tagName).toBe('B');
  });
});

describe('@theme/CodeBlock in site code', () => {
  it("applies the magic comments, then highlights the code as a page's own block (weaviate's FilteredTextBlock)", async () => {
    const CodeBlock = module('@theme/CodeBlock').default as (props: { language: string; children: string }) => ReactNode;
    const content = { manifest, source: null as never, putSidebar: () => {} };
    const code = 'const a = 1;\n// highlight-next-line\nconst b = 2;\n# highlight-start\nrun();\n# highlight-end\n';
    const { container } = render(
      <ContentContext.Provider value={content as never}>
        <CodeBlock language="js">{code}</CodeBlock>
      </ContentContext.Provider>,
    );
    const lines = () =>
      [...container.querySelectorAll('.code-block pre .line')].map((line) => `${line.className}: ${line.textContent?.trim()}`);
    // plain first, its marked lines already marked
    expect(lines()).toEqual(['line: const a = 1;', 'line highlighted: const b = 2;', 'line highlighted: run();']);
    // then shiki's, in both themes' colours, with the same marks
    await waitFor(() => expect(container.querySelector('.code-block pre.shiki')).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelector('pre.shiki')?.className).toBe('shiki shiki-themes prism-code language-js codeBlock_docgate');
    expect(container.querySelector('pre.shiki span[style*="--shiki-light"]')).not.toBeNull();
    expect(lines()).toEqual(['line: const a = 1;', 'line highlighted: const b = 2;', 'line highlighted: run();']);
    expect(container.textContent).not.toContain('highlight-');
  });
});

// a site's own docs version switcher (PSAppDeployToolkit's, in its DocItem/Layout)
const client = docsClient as unknown as {
  useDocsVersionCandidates: () => { label: string }[];
  useActiveDocContext: () => { activeDoc?: { id: string }; alternateDocVersions: Record<string, { path: string }> };
  useVersions: () => { name: string; docs: unknown[] }[];
};
const theme = module('@docusaurus/theme-common') as {
  useHistorySelector: <T>(select: (history: { location: { search: string } }) => T) => T;
};

function Switcher() {
  const candidates = client.useDocsVersionCandidates();
  const { activeDoc, alternateDocVersions } = client.useActiveDocContext();
  const search = theme.useHistorySelector((history) => history.location.search);
  const counts = client.useVersions().map((v) => `${v.name}:${v.docs.length}`);
  const other = alternateDocVersions['1.0']?.path;
  return <p>{`${candidates.map((v) => v.label)} | ${activeDoc?.id} | ${other} | ${counts} | ${search}`}</p>;
}

/** What the switcher shows on `path` of `site`. */
function switcherAt(site: Manifest, path: string): string | null {
  window.history.pushState(null, '', path);
  const { container, unmount } = render(
    <ContentContext.Provider value={{ manifest: { ...site, sidebars: {} }, source: null, putSidebar: () => {} } as never}>
      <Switcher />
    </ContentContext.Provider>,
  );
  const text = container.textContent;
  unmount();
  return text;
}

describe('@docusaurus/plugin-content-docs/client', () => {
  it("exports Docusaurus' names only, each a function, not docgate's own helpers beside them", () => {
    const exported = module('@docusaurus/plugin-content-docs/client');
    expect(Object.keys(exported).sort()).toEqual([...PROVIDED_MODULES['@docusaurus/plugin-content-docs/client']!].sort());
    expect(Object.values(exported).every((value) => typeof value === 'function')).toBe(true);
  });

  it("gives site code the open doc, its sidebar and the docs by id, and draws @theme/DocCardList's cards (YunoHost, Shira)", () => {
    const source = { cachedPage: (file: string) => pages[file] };
    const content = { manifest, source: source as never, putSidebar: () => {} };
    const DocCardList = module('@theme/DocCardList').default as () => ReactNode;
    window.history.pushState(null, '', '/docs/intro');
    const doc = render(
      <ContentContext.Provider value={content as never}>
        <SectionIndex />
      </ContentContext.Provider>,
    );
    expect(
      screen.getByText(
        'Introduction (next: /docs/backend/api/posting; toc 3): Backend -> /docs/category/backend; Posting; Posting; Introduction',
      ),
    ).toBeTruthy();
    doc.unmount();
    // on a category's page, the cards of its items, as the compiler draws a page's own
    window.history.pushState(null, '', '/docs/category/backend');
    const { container } = render(
      <ContentContext.Provider value={content as never}>
        <DocCardList />
      </ContentContext.Provider>,
    );
    const cards = [...container.querySelectorAll('.doc-card-list .doc-card a')];
    expect(cards.map((card) => `${card.querySelector('.doc-card__title')?.textContent} ${card.getAttribute('href')}`)).toEqual([
      '📄️ Posting /docs/backend/api/posting',
    ]);
  });

  it("draws @theme/DocCardList on a doc in no category with its sidebar's top level, as Docusaurus 3.8+ (a docs index page)", () => {
    const source = { cachedPage: (file: string) => pages[file] };
    const DocCardList = module('@theme/DocCardList').default as () => ReactNode;
    window.history.pushState(null, '', '/docs/intro');
    const { container, unmount } = render(
      <ContentContext.Provider value={{ manifest, source, putSidebar: () => {} } as never}>
        <DocCardList />
      </ContentContext.Provider>,
    );
    const cards = [...container.querySelectorAll('.doc-card-list .doc-card a')];
    expect(cards.map((card) => `${card.querySelector('.doc-card__title')?.textContent} ${card.getAttribute('href')}`)).toEqual([
      '📄️ Introduction /docs/intro',
      '🗃️ Backend /docs/category/backend',
    ]);
    unmount();
  });

  it("gives site code's useDocsSidebar the sidebar of the page's locale, its labels and links translated", () => {
    const doc = (path: string, kind: 'doc' | 'docCategoryIndex', title: string) => ({
      ...manifest.routes.find((route) => route.path === path.replace('/fr', ''))!,
      path,
      kind,
      file: `pages/${title}.json`,
      title,
      locale: 'fr',
    });
    const routes = [
      ...manifest.routes,
      doc('/fr/docs/category/backend', 'docCategoryIndex', 'Serveur'),
      doc('/fr/docs/backend/api/posting', 'doc', 'Publier'),
    ];
    const site = { ...manifest.site, locales: [...manifest.site.locales, { code: 'fr', label: 'Français', path: '/fr' }] };
    window.history.pushState(null, '', '/fr/docs/backend/api/posting');
    const { container, unmount } = render(
      <ContentContext.Provider
        value={{ manifest: { ...manifest, site, routes }, source: { cachedPage: () => undefined }, putSidebar: () => {} } as never}
      >
        <BackendSidebar />
      </ContentContext.Provider>,
    );
    // a category's label is the locale's `sidebar.<id>.category.<label>` message (none here); a doc's, its translation's title
    expect(container.textContent).toBe('Backend /fr/docs/category/backend: Publier /fr/docs/backend/api/posting');
    unmount();
  });

  it("gives site code's useDocById and DocCard each doc's description from the page in view, one line with the whole text in title", () => {
    // the doc page draws its category's cards (`<DocCardList />`): its data carries their docs' descriptions
    const posting = {
      ...pages['pages/posting.json']!,
      items: [{ label: 'Posting', path: '/docs/backend/api/posting', description: 'Posting, step by step.' }],
    };
    // its French translation's cards lead to the French docs
    const french = {
      ...posting,
      locale: 'fr',
      items: [{ label: 'Publier', path: '/fr/docs/backend/api/posting', description: 'Publier, pas à pas.' }],
    };
    const shown: Record<string, unknown> = { 'pages/posting.json': posting, 'pages/posting-fr.json': french };
    const source = { cachedPage: (file: string) => shown[file] ?? pages[file] };
    const frRoute = {
      ...manifest.routes.find((route) => route.path === '/docs/backend/api/posting')!,
      path: '/fr/docs/backend/api/posting',
      file: 'pages/posting-fr.json',
      locale: 'fr',
    };
    const site = { ...manifest.site, locales: [...manifest.site.locales, { code: 'fr', label: 'Français', path: '/fr' }] };
    const content = {
      manifest: { ...manifest, site, routes: [...manifest.routes, frRoute] },
      source: source as never,
      putSidebar: () => {},
    };
    const DocCardList = module('@theme/DocCardList').default as () => ReactNode;
    const described = (path: string) => {
      window.history.pushState(null, '', path);
      const { container, unmount } = render(
        <ContentContext.Provider value={content as never}>
          <Described />
          <DocCardList />
        </ContentContext.Provider>,
      );
      const text = container.querySelector('p')?.textContent;
      const card = container.querySelector('.doc-card__description');
      const shown = card ? `${card.textContent} [${card.getAttribute('title')}]` : null;
      unmount();
      return [text, shown];
    };
    expect(described('/docs/backend/api/posting')).toEqual([
      'described: Posting, step by step.',
      'Posting, step by step. [Posting, step by step.]',
    ]);
    // a generated index's cards carry theirs
    expect(described('/docs/category/backend')).toEqual(['described: Create posts.', 'Create posts. [Create posts.]']);
    expect(described('/fr/docs/backend/api/posting')[0]).toBe('described: Publier, pas à pas.');
    // a page that draws no cards has none: the manifest keeps no descriptions
    expect(described('/docs/intro')[0]).toBe('described: undefined');
  });

  it('gives the latest version as the very object of the versions list, and the open category with its items', () => {
    const content = { manifest, source: null as never, putSidebar: () => {} };
    window.history.pushState(null, '', '/docs/category/backend');
    render(
      <ContentContext.Provider value={content as never}>
        <PastVersions />
        <CategoryCards />
      </ContentContext.Provider>,
    );
    expect(screen.getByText('past none')).toBeTruthy();
    expect(screen.getByText('Backend: link Posting /docs/backend/api/posting backend/api/posting')).toBeTruthy();
  });

  it("gives the open doc's version to useActiveVersion, and nothing outside the docs", () => {
    const content = { manifest: { ...manifest, sidebars: {} }, source: null as never, putSidebar: () => {} };
    for (const [path, text] of [
      ['/docs/intro', 'branch current'],
      ['/blog', 'branch none'],
    ] as const) {
      window.history.pushState(null, '', path);
      const { unmount } = render(
        <ContentContext.Provider value={content as never}>
          <Branch />
        </ContentContext.Provider>,
      );
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
  });

  it("gives a version switcher its candidates, each version's docs and the open doc in the other versions (PSADT's DocItem/Layout)", () => {
    const site = structuredClone(manifest) as Manifest;
    const version = (name: string, path: string, latest: boolean) => ({
      name,
      label: name === 'current' ? 'Next' : name,
      path,
      mainDocId: 'intro',
      mainDocPath: `${path}/intro`,
      ...(latest ? { latest: true } : {}),
    });
    site.versions = [version('current', '/docs/next', false), version('1.0', '/docs', true)];
    const intro = site.routes.find((route) => route.path === '/docs/intro')!;
    site.routes = [
      ...site.routes.filter((route) => route.kind !== 'doc'),
      { ...intro, path: '/docs/intro', version: '1.0' },
      { ...intro, path: '/docs/next/intro', version: 'current' },
      { ...intro, path: '/docs/next/guides/setup', version: 'current' },
    ];
    expect(switcherAt(site, '/docs/next/intro?x=1')).toBe('Next,1.0 | intro | /docs/intro | current:2,1.0:1 | ?x=1');
  });

  it('finds the open doc in the other versions by its id, where a slug of its own moved it (its route names the id)', () => {
    const site = structuredClone(manifest) as Manifest;
    site.versions = [
      { name: 'current', label: 'Next', path: '/docs/next', mainDocId: 'intro', mainDocPath: '/docs/next/intro' },
      { name: '1.0', label: '1.0', path: '/docs', mainDocId: 'intro', mainDocPath: '/docs/intro', latest: true },
    ];
    const intro = site.routes.find((route) => route.path === '/docs/intro')!;
    site.routes = [
      ...site.routes.filter((route) => route.kind !== 'doc'),
      { ...intro, path: '/docs/intro', version: '1.0' },
      // `guides/setup` in 1.0, moved to /start by its slug in the next version; another doc at the old path
      { ...intro, path: '/docs/guides/setup', version: '1.0' },
      { ...intro, path: '/docs/next/start', version: 'current', docId: 'guides/setup' },
      { ...intro, path: '/docs/next/guides/setup', version: 'current', docId: 'guides/other' },
    ];
    expect(switcherAt(site, '/docs/next/start')).toBe('Next,1.0 | guides/setup | /docs/guides/setup | current:2,1.0:2 | ');
  });

  it("gives a second docs instance's version to useActivePluginAndVersion and useActiveVersion with its plugin id (tolgee's SDK docs)", () => {
    const site = structuredClone(manifest) as Manifest;
    const sdkVersion = (name: string, latest: boolean) => ({
      name,
      label: name,
      path: latest ? '/sdk' : `/sdk/${name}`,
      mainDocId: 'install',
      mainDocPath: latest ? '/sdk/install' : `/sdk/${name}/install`,
      ...(latest ? { latest: true } : {}),
    });
    site.instanceVersions = { sdk: [sdkVersion('6.x.x', true), sdkVersion('5.x.x', false)] };
    const intro = site.routes.find((route) => route.path === '/docs/intro')!;
    site.routes.push({ ...intro, path: '/sdk/5.x.x/install', version: '5.x.x' });
    const content = { manifest: { ...site, sidebars: {} }, source: null as never, putSidebar: () => {} };
    for (const [path, text] of [
      ['/sdk/5.x.x/install', 'install sdk 5.x.x 5.x.x'],
      ['/docs/intro', 'install default current none'],
    ] as const) {
      window.history.pushState(null, '', path);
      const { unmount } = render(
        <ContentContext.Provider value={content as never}>
          <SdkInstall />
        </ContentContext.Provider>,
      );
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
  });
});

const Loadable = module('react-loadable').default as (options: {
  loader: () => Promise<unknown>;
  loading: () => ReactNode;
}) => (props: { title: string }) => ReactNode;
// at a module's top level, as site code calls it
const Plot = Loadable({
  loader: () => Promise.resolve({ default: ({ title }: { title: string }) => <p>plot {title}</p> }),
  loading: () => <p>loading</p>,
});

describe('react-loadable, which Docusaurus gives every site', () => {
  it("shows its loading view, then the loader's component with the props it was given", async () => {
    render(<Plot title="loss" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('plot loss')).toBeTruthy();
  });
});

/** The second item of useDocsSidebar() (the fixture's Backend category) and its items, as text. */
function BackendSidebar() {
  const { useDocsSidebar } = module('@docusaurus/plugin-content-docs/client') as {
    useDocsSidebar: () => { items: { label: string; href?: string; items?: { label: string; href: string }[] }[] };
  };
  const backend = useDocsSidebar().items[1]!;
  return <p>{`${backend.label} ${backend.href}: ${backend.items!.map((item) => `${item.label} ${item.href}`).join()}`}</p>;
}
