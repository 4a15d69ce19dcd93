import { describe, expect, it } from 'vitest';
import { Findings } from '../../../src/compiler/read/docusaurus/findings.ts';
import { mapThemeConfig } from '../../../src/compiler/read/docusaurus/theme-config.ts';

const map = (themeConfig: unknown) => {
  const findings = new Findings('docusaurus.config.js', null);
  return { mapped: mapThemeConfig(themeConfig, findings), messages: findings.diagnostics.map((d) => `${d.severity} ${d.message}`) };
};

describe('themeConfig of a Docusaurus site', () => {
  it("is Docusaurus' default navbar when the config has none: no title (not the site's), no items", () => {
    expect(map(undefined).mapped.navbar).toEqual({ title: '', items: [] });
    expect(map({ footer: { links: [] } }).mapped.navbar).toEqual({ title: '', items: [] });
  });

  it("takes a navbar title of null as no title, as theme-classic's schema allows it (raidprotect's config failed)", () => {
    const { mapped, messages } = map({ navbar: { title: null, logo: { alt: 'Logo', src: 'img/logo.svg' }, items: [] } });
    expect(mapped.navbar?.title).toBe('');
    expect(messages).toEqual([]);
  });

  it('maps navbar items: links, docs and sidebars of other docs plugins, dropdowns with their links and html entries', () => {
    const { mapped, messages } = map({
      navbar: {
        items: [
          { to: 'docs/intro', label: 'Intro' },
          { to: '/docs/intro#part', label: 'Part' },
          { type: 'doc', docId: 'overview', docsPluginId: 'community', label: 'Community', position: 'right' },
          { type: 'docSidebar', sidebarId: 'api' },
          {
            type: 'dropdown',
            label: 'More',
            position: 'right',
            items: [
              { label: 'Blog', to: '/blog' },
              { type: 'html', value: '<hr>' },
              { type: 'doc', docId: 'faq', label: 'FAQ' },
              { label: 'GitHub', href: 'https://github.com/acme' },
            ],
          },
          { type: 'search', position: 'right' },
          { type: 'custom-thing' },
          // no type, but items: a dropdown, as Docusaurus reads it
          { label: 'Platforms', items: [{ to: 'docs/android', label: 'Android' }] },
        ],
      },
    });
    expect(mapped.navbar?.items).toEqual([
      { type: 'link', label: 'Intro', to: 'docs/intro' },
      // an anchor is no route the viewer can go to by itself: a plain link
      { type: 'link', label: 'Part', to: '/docs/intro#part' },
      { type: 'doc', docId: 'community::overview', label: 'Community', position: 'right' },
      { type: 'docSidebar', sidebarId: 'api' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'right',
        items: [
          { type: 'link', label: 'Blog', to: '/blog' },
          { type: 'html', value: '<hr>' },
          { type: 'doc', docId: 'faq', label: 'FAQ' },
          { type: 'link', label: 'GitHub', href: 'https://github.com/acme' },
        ],
      },
      { type: 'search', position: 'right' },
      { type: 'dropdown', label: 'Platforms', items: [{ type: 'link', label: 'Android', to: 'docs/android' }] },
    ]);
    expect(messages).toEqual([
      "warning themeConfig.navbar.items.6: navbar item of type 'custom-thing' is left out: docgate's navbar has links, docs, sidebars, search, the locale and version menus, the version link and the 'custom-' types a swizzled NavbarItem/ComponentTypes adds",
    ]);
  });

  it("keeps a 'custom-' item, with its fields, for the site's swizzled NavbarItem/ComponentTypes to draw", () => {
    const findings = new Findings('docusaurus.config.js', null);
    const themeConfig = {
      navbar: {
        items: [
          { type: 'custom-dogfood', content: '😉', position: 'right' },
          { type: 'custom-plain', sidebarId: 'api' },
        ],
      },
    };
    expect(mapThemeConfig(themeConfig, findings, { customTypes: true }).navbar?.items).toEqual([
      { type: 'custom', component: 'custom-dogfood', props: { content: '😉' }, position: 'right' },
      { type: 'custom', component: 'custom-plain', props: { sidebarId: 'api' } },
    ]);
    expect(findings.diagnostics).toEqual([]);
  });

  it('puts the links of a simple footer in one column without a title, html entries among them', () => {
    const { mapped, messages } = map({
      footer: { links: [{ label: 'Docs', to: '/docs' }, { html: '<b>hi</b>' }, { label: 'X', href: 'https://x.com' }], copyright: 'c' },
    });
    expect(mapped.footer).toEqual({
      style: 'light',
      links: [
        {
          items: [{ label: 'Docs', to: '/docs' }, { html: '<b>hi</b>' }, { label: 'X', href: 'https://x.com' }],
        },
      ],
      copyright: 'c',
    });
    expect(messages).toEqual([]);
  });

  it("keeps Docusaurus' colour mode default of not following the system's preference", () => {
    expect(map({}).mapped.colorMode).toEqual({ respectPrefersColorScheme: false });
    expect(map({ colorMode: { respectPrefersColorScheme: true } }).mapped.colorMode).toEqual({
      defaultMode: 'system',
      respectPrefersColorScheme: true,
    });
  });

  it('reads the TOC levels and reports a wrong value at its field path', () => {
    expect(map({ tableOfContents: { maxHeadingLevel: 5 } }).mapped.toc).toEqual({ maxHeadingLevel: 5 });
    expect(map({ tableOfContents: { maxHeadingLevel: 9 } }).messages).toEqual([
      'error themeConfig.tableOfContents.maxHeadingLevel: expected a number <= 6',
    ]);
  });

  it('ignores settings that only change looks, without a word', () => {
    const { messages } = map({
      prism: { theme: {}, additionalLanguages: ['rust'] },
      docs: { sidebar: { hideable: true } },
      image: 'img/card.png',
    });
    expect(messages).toEqual([]);
  });
});
