import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Manifest, PageData } from '../../src/contracts/manifest.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';
import { versionEntries, versionOfRoute, versionsOf } from '../../viewer/src/lib/docs-versions.ts';
import { setViewportWidth } from './support/viewport.ts';

installDom();

/**
 * The fixture site after `docgate version 1.0`: 1.0 has the intro and the posting page (its own sidebar),
 * not the backend category; the navbar's Documentation item is a `docSidebar` item.
 */
function twoVersions(): FakeGate {
  const gate = new FakeGate();
  const site = structuredClone(manifest) as Manifest;
  site.versions.push({ name: '1.0', label: '1.0', path: '/docs/1.0', mainDocId: 'intro', mainDocPath: '/docs/1.0/intro' });
  site.site.navbar.items = [
    { type: 'link', label: 'Documentation', to: '/docs/intro', position: 'left', versioned: true },
    { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right' },
  ];
  site.sidebars['version-1.0/tutorialSidebar'] = [
    { type: 'doc', label: 'Introduction 1.0', docId: 'intro', path: '/docs/1.0/intro' },
    { type: 'doc', label: 'Posting 1.0', docId: 'backend/api/posting', path: '/docs/1.0/backend/api/posting' },
  ];
  for (const [path, from, file] of [
    ['/docs/1.0/intro', '/docs/intro', 'pages/intro-1.0.json'],
    ['/docs/1.0/backend/api/posting', '/docs/backend/api/posting', 'pages/posting-1.0.json'],
  ] as const) {
    const route = site.routes.find((r) => r.path === from)!;
    site.routes.push({ ...route, path, file, version: '1.0', sidebar: 'version-1.0/tutorialSidebar' });
    const page = structuredClone(gate.files[route.file]) as PageData & { version: string; sidebar: string | null };
    gate.files[file] = { ...page, path, title: `${page.title} 1.0`, version: '1.0', sidebar: 'version-1.0/tutorialSidebar' };
  }
  site.routes.sort((a, b) => (a.path < b.path ? -1 : 1));
  gate.files['manifest.json'] = site;
  return gate;
}

const navbar = () => screen.getByRole('navigation', { name: 'Main' });

async function versionMenu(): Promise<Record<string, string | null>> {
  await userEvent.setup().click(within(navbar()).getByRole('button', { name: /Next|1\.0/ }));
  const items = screen.getAllByRole('menuitem');
  return Object.fromEntries(items.map((item) => [item.textContent ?? '', item.getAttribute('href')]));
}

describe('docs versions', () => {
  it('the version menu leads to the same doc in the other version', async () => {
    setViewportWidth(1280);
    renderApp({ gate: twoVersions(), signedIn: true, path: '/docs/1.0/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting 1.0' });
    expect(await versionMenu()).toEqual({ Next: '/docs/backend/api/posting', '1.0': '/docs/1.0/backend/api/posting' });
  });

  it("the version menu leads to a version's main doc when that version lacks the open doc", async () => {
    setViewportWidth(1280);
    renderApp({ gate: twoVersions(), signedIn: true, path: '/docs/category/backend' });
    await screen.findByRole('heading', { level: 1, name: 'Backend' });
    expect(await versionMenu()).toEqual({ Next: '/docs/category/backend', '1.0': '/docs/1.0/intro' });
  });

  it("a versioned doc shows its version's sidebar, so its links stay in that version", async () => {
    setViewportWidth(1280);
    renderApp({ gate: twoVersions(), signedIn: true, path: '/docs/1.0/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction 1.0' });
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Posting 1.0' }).getAttribute('href')).toBe('/docs/1.0/backend/api/posting');
  });

  it("the navbar's docs link leads into the version read now, and from other pages into the latest: reading a version does not make it the preferred one", async () => {
    setViewportWidth(1280);
    renderApp({ gate: twoVersions(), signedIn: true, path: '/docs/1.0/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting 1.0' });
    expect(within(navbar()).getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/docs/1.0/intro');
    await userEvent.setup().click(within(navbar()).getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await waitFor(() => expect(within(navbar()).getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/docs/intro'));
  });

  it("the version menu lists the item's dropdownItemsBefore/After around the versions", async () => {
    const gate = twoVersions();
    const site = gate.files['manifest.json'] as Manifest;
    site.site.navbar.items[2] = {
      type: 'docsVersionDropdown',
      position: 'right',
      after: [{ label: 'All versions', href: 'https://example.com/versions' }],
      before: [{ label: 'Blog', to: '/blog' }],
    };
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(Object.entries(await versionMenu())).toEqual([
      ['Blog', '/blog'],
      ['Next', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
      ['All versions', 'https://example.com/versions'],
    ]);
  });

  it('the version menu on a page outside the docs shows the latest version, not the first listed (Next)', async () => {
    const gate = twoVersions();
    const site = gate.files['manifest.json'] as Manifest;
    // 1.0 released: the latest, served at the docs' base path; Next (current) is listed first
    site.versions[1]!.latest = true;
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(within(navbar()).getByRole('button', { name: /Next|1\.0/ }).textContent).toBe('1.0');
  });

  it("a docsVersion item links the main doc of the version read now, labelled with that version's label", async () => {
    const gate = twoVersions();
    const site = gate.files['manifest.json'] as Manifest;
    site.site.navbar.items[2] = { type: 'docsVersion', position: 'right' };
    site.site.navbar.items.push({ type: 'docsVersion', position: 'right', label: 'Releases', to: '/blog' });
    setViewportWidth(1280);
    renderApp({ gate, signedIn: true, path: '/docs/1.0/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting 1.0' });
    expect(within(navbar()).getByRole('link', { name: '1.0' }).getAttribute('href')).toBe('/docs/1.0/intro');
    // its own label and `to` win
    expect(within(navbar()).getByRole('link', { name: 'Releases' }).getAttribute('href')).toBe('/blog');
    await userEvent.setup().click(within(navbar()).getByRole('link', { name: 'Documentation' }));
    await screen.findByRole('heading', { level: 1, name: 'Introduction 1.0' });
    expect(within(navbar()).getByRole('link', { name: '1.0' }).getAttribute('href')).toBe('/docs/1.0/intro');
  });

  it("the navbar's docs link leads into the default version for a reader who never opened another", async () => {
    setViewportWidth(1280);
    renderApp({ gate: twoVersions(), signedIn: true, path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(within(navbar()).getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/docs/intro');
  });
});

describe('version banner and badge', () => {
  /** Docusaurus' defaults for these two versions: Next is the latest, 1.0 older and so unmaintained. */
  function withNotices(): FakeGate {
    const gate = twoVersions();
    const site = gate.files['manifest.json'] as Manifest;
    Object.assign(site.versions[0]!, { latest: true, banner: 'none', badge: true });
    Object.assign(site.versions[1]!, { banner: 'unmaintained', badge: true });
    return gate;
  }

  it("says an old version's doc is no longer maintained and leads to the same doc in the latest version", async () => {
    setViewportWidth(1280);
    renderApp({ gate: withNotices(), signedIn: true, path: '/docs/1.0/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: 'Posting 1.0' });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toBe(
      `This is documentation for ${manifest.site.title} 1.0, which is no longer actively maintained.For up-to-date documentation, see the latest version (Next).`,
    );
    expect(within(banner).getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/docs/backend/api/posting');
    // the old version's label in bold, as Docusaurus' banner writes it (the latest one's is not)
    expect([...banner.querySelectorAll('b')].map((b) => b.textContent)).toEqual(['1.0', 'latest version']);
    expect(screen.getByText('Version: 1.0')).toBeTruthy();
  });

  it('shows no banner on the latest version, only its badge', async () => {
    setViewportWidth(1280);
    renderApp({ gate: withNotices(), signedIn: true, path: '/docs/backend/api/posting' });
    await screen.findByRole('heading', { level: 1, name: /Posting/ });
    expect(screen.queryByText(/no longer actively maintained|unreleased documentation/)).toBeNull();
    expect(screen.getByText('Version: Next')).toBeTruthy();
  });
});

describe('docs versions at the site root', () => {
  // as pnpm.io: docs at `/` (1.0, the latest) and `/next`, and a French locale under `/fr`
  function rootVersions(): Manifest {
    const site = structuredClone(manifest) as Manifest;
    site.site.locales.push({ code: 'fr', label: 'Français', path: '/fr' });
    site.versions = [
      { name: 'current', label: 'Next', path: '/next', mainDocId: 'guide', mainDocPath: '/next/guide' },
      { name: '1.0', label: '1.0', path: '/', mainDocId: 'guide', mainDocPath: '/guide', latest: true },
    ];
    const doc = site.routes.find((r) => r.path === '/docs/intro')!;
    site.routes = [
      { ...doc, path: '/fr/guide', version: '1.0', locale: 'fr' },
      { ...doc, path: '/fr/next/guide', version: 'current', locale: 'fr' },
      { ...doc, path: '/guide', version: '1.0' },
      { ...doc, path: '/next/guide', version: 'current' },
    ];
    return site;
  }

  it("a translated doc of the root version is that version's, and the menu leads to the same doc in the locale", () => {
    const site = rootVersions();
    const french = site.routes.find((r) => r.path === '/fr/guide')!;
    expect(versionOfRoute(site, french)?.name).toBe('1.0');
    expect(versionEntries(site, french).map(({ label, to, active }) => [label, to, active])).toEqual([
      ['Next', '/fr/next/guide', false],
      ['1.0', '/fr/guide', true],
    ]);
  });
});

describe("another docs instance's version menu (docsPluginId)", () => {
  it("lists that instance's versions, leading to the same page in each", () => {
    const site = structuredClone(manifest) as Manifest;
    site.instanceVersions = {
      contrib: [
        { name: 'current', label: 'Next', path: '/contrib/next', mainDocId: 'intro', mainDocPath: '/contrib/next/intro' },
        { name: '2.0', label: '2.0', path: '/contrib', mainDocId: 'intro', mainDocPath: '/contrib/intro', latest: true },
      ],
    };
    const doc = site.routes.find((r) => r.path === '/docs/intro')!;
    site.routes.push({ ...doc, path: '/contrib/intro', version: '2.0' }, { ...doc, path: '/contrib/next/intro', version: 'current' });
    site.routes.sort((a, b) => (a.path < b.path ? -1 : 1));
    const route = site.routes.find((r) => r.path === '/contrib/intro')!;
    expect(versionEntries(site, route, versionsOf(site, 'contrib')).map(({ label, to, active }) => [label, to, active])).toEqual([
      ['Next', '/contrib/next/intro', false],
      ['2.0', '/contrib/intro', true],
    ]);
    // the main docs' menu is the main docs' still
    expect(versionsOf(site).map((v) => v.name)).toEqual(['current']);
  });
});
