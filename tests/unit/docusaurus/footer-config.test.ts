import { describe, expect, it } from 'vitest';
import type { Site } from '../../../src/contracts/manifest.ts';
import { footerConfig, isMultiColumnFooterLinks } from '../../../viewer/src/components/footer/footer-config.ts';

// the footer the classic theme's parts (and a site's swizzled ones) are given: the config's shape, the
// manifest's words and sanitized HTML, the site's own fields of the raw config beside them

const columns: Site['footer'] = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Intro', to: '/docs/intro' },
        { label: '', html: '<b>safe</b>' },
      ],
    },
    { items: [{ label: 'GitHub', href: 'https://github.com/x' }] },
  ],
  copyright: 'Copyright <b>Inc</b>',
};

describe('footerConfig', () => {
  it("gives columns with a title (null without one), the manifest's entries and the site's own fields of the raw config", () => {
    const raw = {
      links: [
        {
          title: 'Docs',
          className: 'col-docs',
          items: [{ label: 'Intro', to: 'docs/intro', id: 'intro-link' }, { html: '<b onclick="x()">safe</b>' }],
        },
        { items: [{ label: 'GitHub', href: 'https://github.com/x', icon: 'img/github.svg' }] },
      ],
      copyright: 'Copyright <b onclick="x()">Inc</b>',
    };
    const config = footerConfig(columns, raw);
    expect(config).toEqual({
      style: 'dark',
      links: [
        {
          title: 'Docs',
          className: 'col-docs',
          items: [
            { label: 'Intro', to: '/docs/intro', id: 'intro-link' },
            { label: '', html: '<b>safe</b>' },
          ],
        },
        { title: null, items: [{ label: 'GitHub', href: 'https://github.com/x', icon: 'img/github.svg' }] },
      ],
      copyright: 'Copyright <b>Inc</b>',
    });
    expect(isMultiColumnFooterLinks(config.links)).toBe(true);
  });

  it("gives a simple footer's entries alone, never the raw config's HTML, and no copyright where there is none", () => {
    const simple: Site['footer'] = { style: 'light', links: [{ items: [{ label: '', html: '<i>x</i>' }] }], copyright: '' };
    const config = footerConfig(simple, { links: [{ html: '<i onmouseover="x()">x</i>', className: 'own' }] });
    expect(config).toEqual({ style: 'light', links: [{ label: '', html: '<i>x</i>', className: 'own' }] });
    expect(isMultiColumnFooterLinks(config.links)).toBe(false);
  });

  it("takes none of the raw config's fields where its entries are not the manifest's (a translation with others)", () => {
    const config = footerConfig(columns, { links: [{ title: 'Docs', items: [{ label: 'Intro', id: 'x' }] }] });
    expect(config.links).toEqual([
      {
        title: 'Docs',
        items: [
          { label: 'Intro', to: '/docs/intro' },
          { label: '', html: '<b>safe</b>' },
        ],
      },
      { title: null, items: [{ label: 'GitHub', href: 'https://github.com/x' }] },
    ]);
  });
});
