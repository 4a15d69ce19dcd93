import { describe, expect, test } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { currentCategoryCards } from '../../viewer/src/lib/current-category.ts';
import { versionEntries } from '../../viewer/src/lib/docs-versions.ts';
import { localizedChrome, localizedCrumbs, localizedSidebar } from '../../viewer/src/lib/localized-site.ts';
import { localeEntries } from '../../viewer/src/lib/locale-entries.ts';
import { manifest as english } from './support/site-fixture.ts';

// the fixture site with a French translation of the intro and the theme's French words
const manifest: Manifest = {
  ...english,
  site: {
    ...english.site,
    locales: [...english.site.locales, { code: 'fr', label: 'Français', path: '/fr' }],
    translations: {
      fr: {
        navbar: {
          title: 'Docs Sociales',
          items: english.site.navbar.items.map((item) =>
            item.type === 'link' && item.label === 'Blog' ? { ...item, label: 'Le blog' } : item,
          ),
        },
        footer: {
          links: [{ title: 'Documentation', items: [{ label: 'Présentation', to: '/docs/intro' }] }],
          copyright: 'Droits réservés',
        },
        sidebar: { 'sidebar.tutorialSidebar.category.Backend': 'Serveur' },
      },
    },
  },
  routes: [
    ...english.routes,
    {
      path: '/fr/docs/intro',
      kind: 'doc',
      file: 'pages/intro-fr.json',
      title: 'Présentation',
      locale: 'fr',
      version: 'current',
      sidebar: 'tutorialSidebar',
      unlisted: false,
      draft: false,
    },
  ],
};

describe('a page in a translated locale', () => {
  test("marks the locale of a not-found path under a locale's folder as the current one in the language menu (/fr/nope)", () => {
    const active = (pathname: string) => localeEntries(manifest, null, pathname).find((entry) => entry.active)?.key;
    expect(active('/fr/nope')).toBe('fr');
    expect(active('/nope')).toBe('en');
  });

  test("shows the navbar and footer in the locale's words, its site links leading to the locale's pages", () => {
    const chrome = localizedChrome(manifest, 'fr');
    expect(chrome.navbar.title).toBe('Docs Sociales');
    expect(chrome.navbar.items.filter((item) => item.type === 'link').map((item) => [item.label, item.to])).toEqual([
      ['Documentation', '/fr/docs/intro'],
      ['Le blog', '/blog'],
      ['GitHub', undefined],
    ]);
    expect(chrome.footer.links).toEqual([{ title: 'Documentation', items: [{ label: 'Présentation', to: '/fr/docs/intro' }] }]);
    expect(chrome.footer.copyright).toBe('Droits réservés');
    // the default locale keeps the config's own
    expect(localizedChrome(manifest, 'en').navbar).toBe(manifest.site.navbar);
  });

  test("leads a navbar or footer href to a site path to its page in the locale, as Docusaurus' <Link href> under the locale's baseUrl", () => {
    const hrefs: Manifest = {
      ...manifest,
      site: {
        ...manifest.site,
        navbar: {
          ...manifest.site.navbar,
          items: [
            { type: 'link', label: 'Intro', href: '/docs/intro', position: 'left' },
            { type: 'link', label: 'GitHub', href: 'https://github.com/example', position: 'right' },
          ],
        },
        footer: { ...manifest.site.footer, links: [{ title: 'Docs', items: [{ label: 'Intro', href: '/docs/intro#start' }] }] },
        // no French words: the config's own items
        translations: {},
      },
    };
    const chrome = localizedChrome(hrefs, 'fr');
    expect(chrome.navbar.items.map((item) => item.type === 'link' && item.href)).toEqual(['/fr/docs/intro', 'https://github.com/example']);
    expect(chrome.footer.links[0]!.items[0]!.href).toBe('/fr/docs/intro#start');
  });

  test("words the default locale's navbar and footer by its own translation files (labels written as keys)", () => {
    const keyed: Manifest = {
      ...manifest,
      site: {
        ...manifest.site,
        navbar: { ...manifest.site.navbar, items: [{ type: 'link', label: 'docs', to: '/docs/intro', position: 'left' }] },
        translations: {
          ...manifest.site.translations,
          en: {
            navbar: {
              title: manifest.site.navbar.title,
              items: [{ type: 'link', label: 'Documentation', to: '/docs/intro', position: 'left' }],
            },
            footer: {
              links: [{ title: 'Website', items: [{ label: 'Official website', href: 'https://adguard-dns.io' }] }],
              copyright: '',
            },
            sidebar: {},
          },
        },
      },
    };
    const chrome = localizedChrome(keyed, 'en');
    expect(chrome.navbar.items).toEqual([{ type: 'link', label: 'Documentation', to: '/docs/intro', position: 'left' }]);
    expect(chrome.footer.links[0]!.items[0]!.label).toBe('Official website');
  });

  test("names sidebar categories by the locale's messages and docs by their translation's title, leading to it", () => {
    expect(localizedSidebar(manifest, 'tutorialSidebar', 'fr')).toEqual([
      { type: 'doc', label: 'Présentation', docId: 'intro', path: '/fr/docs/intro' },
      expect.objectContaining({
        label: 'Serveur',
        items: [{ type: 'doc', label: 'Posting', docId: 'backend/api/posting', path: '/docs/backend/api/posting' }],
      }),
    ]);
    expect(localizedSidebar(manifest, 'tutorialSidebar', 'en')).toBe(manifest.sidebars.tutorialSidebar);
  });

  test("words the default locale's sidebar and breadcrumbs by its own file (a site whose default locale has i18n/<locale>/.../current.json)", () => {
    const worded: Manifest = {
      ...manifest,
      site: {
        ...manifest.site,
        translations: {
          en: { ...manifest.site.translations!.fr!, sidebar: { 'sidebar.tutorialSidebar.category.Backend': 'Server side' } },
        },
      },
    };
    const labels = localizedSidebar(worded, 'tutorialSidebar', 'en')!.map((item) => ('label' in item ? item.label : null));
    expect(labels).toContain('Server side');
    expect(localizedCrumbs(worded, 'tutorialSidebar', 'en', [{ label: 'Backend' }])).toEqual([{ label: 'Server side' }]);
  });

  test("names a doc by its translation's sidebar_label when the entry's label is the original's sidebar_label", () => {
    const labelled: Manifest = {
      ...manifest,
      routes: manifest.routes.map((route) =>
        route.path === '/docs/intro'
          ? { ...route, sidebarLabel: 'Introduce' }
          : route.path === '/fr/docs/intro'
            ? { ...route, sidebarLabel: 'Démarrer' }
            : route,
      ),
      sidebars: {
        ...manifest.sidebars,
        tutorialSidebar: [{ type: 'doc', label: 'Introduce', docId: 'intro', path: '/docs/intro' }],
      },
    };
    expect(localizedSidebar(labelled, 'tutorialSidebar', 'fr')).toEqual([
      { type: 'doc', label: 'Démarrer', docId: 'intro', path: '/fr/docs/intro' },
    ]);
  });
});

describe('a translation at a path of its own', () => {
  // the French intro has its own slug (/fr/docs/presentation), and /fr/docs/backend/api/posting is a French
  // page of its own, not the English posting page's translation: the routes store both, as the compiler does
  const slugged: Manifest = {
    ...manifest,
    routes: [
      ...english.routes.map((route) =>
        route.path === '/docs/intro'
          ? { ...route, alternates: { fr: '/fr/docs/presentation' } }
          : route.path === '/docs/backend/api/posting'
            ? { ...route, alternates: { fr: null } }
            : route,
      ),
      { ...manifest.routes.at(-1)!, path: '/fr/docs/presentation', alternates: { en: '/docs/intro' } },
      {
        ...manifest.routes.at(-1)!,
        path: '/fr/docs/backend/api/posting',
        file: 'pages/other-fr.json',
        title: 'Autre',
        alternates: { en: null },
      },
    ],
  };
  const route = (path: string) => slugged.routes.find((entry) => entry.path === path)!;

  test("is where the language menu leads, and back; a page without a translation leads to the locale's home", () => {
    const to = (path: string) => Object.fromEntries(localeEntries(slugged, route(path), path).map((entry) => [entry.key, entry.to]));
    expect(to('/docs/intro')).toEqual({ en: '/docs/intro', fr: '/fr/docs/presentation' });
    expect(to('/fr/docs/presentation')).toEqual({ en: '/docs/intro', fr: '/fr/docs/presentation' });
    expect(to('/docs/backend/api/posting')).toEqual({ en: '/docs/backend/api/posting', fr: '/fr' });
    expect(to('/fr/docs/backend/api/posting')).toEqual({ en: '/', fr: '/fr/docs/backend/api/posting' });
  });

  test("is where the French sidebar and footer lead, named by the translation's title", () => {
    expect(localizedSidebar(slugged, 'tutorialSidebar', 'fr')).toEqual([
      { type: 'doc', label: 'Présentation', docId: 'intro', path: '/fr/docs/presentation' },
      expect.objectContaining({
        items: [{ type: 'doc', label: 'Posting', docId: 'backend/api/posting', path: '/docs/backend/api/posting' }],
      }),
    ]);
    expect(localizedChrome(slugged, 'fr').footer.links[0]!.items[0]!.to).toBe('/fr/docs/presentation');
  });
});

describe('a translated page of an older version', () => {
  // version 1.0 beside the current one, each sidebar with its own French words, as version-1.0.json gives them
  const versioned: Manifest = {
    ...manifest,
    site: {
      ...manifest.site,
      translations: {
        fr: {
          ...manifest.site.translations!.fr!,
          sidebar: {
            'sidebar.tutorialSidebar.category.Backend': 'Serveur',
            'sidebar.version-1.0/tutorialSidebar.category.Backend': 'Serveur (1.0)',
          },
          versions: { '/docs/1.0': 'Première' },
        },
      },
    },
    versions: [
      { name: 'current', label: 'Next', path: '/docs', mainDocId: 'intro', mainDocPath: '/docs/intro', latest: true },
      { name: '1.0', label: '1.0', path: '/docs/1.0', mainDocId: 'intro', mainDocPath: '/docs/1.0/intro' },
    ],
    sidebars: { ...manifest.sidebars, 'version-1.0/tutorialSidebar': manifest.sidebars.tutorialSidebar! },
  };

  test("names its sidebar's categories and breadcrumbs by that version's words, not the current version's", () => {
    const backend = (sidebar: string) => localizedSidebar(versioned, sidebar, 'fr')!.find((item) => item.type === 'category')?.label;
    expect(backend('version-1.0/tutorialSidebar')).toBe('Serveur (1.0)');
    expect(backend('tutorialSidebar')).toBe('Serveur');
    expect(localizedCrumbs(versioned, 'version-1.0/tutorialSidebar', 'fr', [{ label: 'Backend' }, { label: 'Posting' }])).toEqual([
      { label: 'Serveur (1.0)' },
      { label: 'Posting' },
    ]);
  });

  test("labels the version menu's entries by the locale's version.label, on a French page only", () => {
    const french = versioned.routes.find((route) => route.path === '/fr/docs/intro')!;
    const english = versioned.routes.find((route) => route.path === '/docs/intro')!;
    expect(versionEntries(versioned, french).map((entry) => entry.label)).toEqual(['Next', 'Première']);
    expect(versionEntries(versioned, english).map((entry) => entry.label)).toEqual(['Next', '1.0']);
  });
});

describe('<DocCardList /> without items', () => {
  test("on a category's own page shows a card per item of that category", () => {
    expect(currentCategoryCards(manifest, '/docs/category/backend')).toEqual([{ href: '/docs/backend/api/posting', label: 'Posting' }]);
  });

  test("on a doc inside a category shows the cards of its category; on a doc outside any, its sidebar's top level (Docusaurus 3.8+)", () => {
    expect(currentCategoryCards(manifest, '/docs/backend/api/posting/')).toEqual([{ href: '/docs/backend/api/posting', label: 'Posting' }]);
    expect(currentCategoryCards(manifest, '/docs/intro')).toEqual([
      { href: '/docs/intro', label: 'Introduction' },
      { href: '/docs/category/backend', label: 'Backend', description: '1 item', category: true },
    ]);
  });

  test("on a translated page shows its locale's cards: the translated docs, their labels and descriptions (looks' French guides were empty)", () => {
    const doc = (path: string, kind: 'doc' | 'docCategoryIndex', title: string) => ({
      path,
      kind,
      file: `pages/${title}.json`,
      title,
      locale: 'fr',
      version: 'current',
      sidebar: 'tutorialSidebar',
      unlisted: false,
      draft: false,
    });
    const french: Manifest = {
      ...manifest,
      routes: [
        ...manifest.routes,
        doc('/fr/docs/category/backend', 'docCategoryIndex', 'Serveur'),
        doc('/fr/docs/backend/api/posting', 'doc', 'Publier'),
      ],
    };
    const descriptions = new Map([['/fr/docs/backend/api/posting', 'Créer des posts.']]);
    expect(currentCategoryCards(french, '/fr/docs/category/backend', undefined, descriptions)).toEqual([
      { href: '/fr/docs/backend/api/posting', label: 'Publier', description: 'Créer des posts.' },
    ]);
  });

  test("gives a doc's card the description the page's data carries for it, as Docusaurus' card shows the doc's", () => {
    const descriptions = new Map([['/docs/backend/api/posting', 'Create posts.']]);
    expect(currentCategoryCards(manifest, '/docs/category/backend', undefined, descriptions)).toEqual([
      { href: '/docs/backend/api/posting', label: 'Posting', description: 'Create posts.' },
    ]);
  });
});
