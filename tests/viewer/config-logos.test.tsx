import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';
import { setViewportWidth } from './support/viewport.ts';

installDom();

const open = async (site: Manifest) => {
  const gate = new FakeGate();
  gate.files['manifest.json'] = site;
  setViewportWidth(1280);
  renderApp({ gate, signedIn: true, path: '/docs/intro' });
  await screen.findByRole('heading', { level: 1, name: 'Introduction' });
};

// themeConfig's logos and an empty footer, as Docusaurus draws them
describe('the logos and footer of the config', () => {
  it("shows the footer's logo above the copyright, linked to its href, at its width", async () => {
    const site = structuredClone(manifest) as Manifest;
    site.site.footer.logo = { alt: 'Meta Open Source', src: 'https://example.com/oss.svg', href: 'https://opensource.fb.com', width: 160 };
    await open(site);
    const logo = within(screen.getByRole('contentinfo')).getByRole('img', { name: 'Meta Open Source' });
    expect(logo.getAttribute('src')).toBe('https://example.com/oss.svg');
    expect(logo.getAttribute('width')).toBe('160');
    expect(logo.closest('a')!.getAttribute('href')).toBe('https://opensource.fb.com');
  });

  it("shows the navbar logo's srcDark in dark mode", async () => {
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.logo = { alt: 'Site logo', src: 'https://example.com/light.svg', srcDark: 'https://example.com/dark.svg' };
    site.site.colorMode = { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false };
    await open(site);
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navbar).getByRole('img', { name: 'Site logo' }).getAttribute('src')).toBe('https://example.com/dark.svg');
  });

  it("leads the navbar's logo to its href, another site in a new tab, as Docusaurus (tolgee's brand to its home site)", async () => {
    const site = structuredClone(manifest) as Manifest;
    site.site.navbar.logo = { alt: 'Site logo', src: 'https://example.com/light.svg', href: 'https://tolgee.io' };
    await open(site);
    const brand = within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('img', { name: 'Site logo' })
      .closest('a')!;
    expect([brand.getAttribute('href'), brand.getAttribute('target')]).toEqual(['https://tolgee.io', '_blank']);
  });

  it('draws no footer when the config gives it no links, logo or copyright (a Docusaurus site without themeConfig.footer)', async () => {
    const site = structuredClone(manifest) as Manifest;
    site.site.footer = { style: 'dark', links: [], copyright: '' };
    await open(site);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
