import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';

installDom();

const theme = () => document.documentElement.getAttribute('data-theme');
const modeSwitch = () => screen.getByRole('button', { name: /^Switch between/ });

describe('the colour-mode switch', () => {
  it('starts light and cycles light, dark, system when the site respects the OS preference', async () => {
    renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const user = userEvent.setup();
    expect(theme()).toBe('light');
    expect(modeSwitch().dataset.mode).toBe('light');
    await user.click(modeSwitch());
    expect([modeSwitch().dataset.mode, theme(), localStorage.getItem('theme')]).toEqual(['dark', 'dark', 'dark']);
    await user.click(modeSwitch());
    // the fake OS prefers light
    expect([modeSwitch().dataset.mode, theme(), localStorage.getItem('theme')]).toEqual(['system', 'light', 'system']);
    await user.click(modeSwitch());
    expect([modeSwitch().dataset.mode, theme()]).toEqual(['light', 'light']);
  });

  it('cycles only light and dark when the site ignores the OS preference', async () => {
    const gate = new FakeGate();
    gate.files['manifest.json'] = {
      ...manifest,
      site: { ...manifest.site, colorMode: { ...manifest.site.colorMode, respectPrefersColorScheme: false } },
    };
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const user = userEvent.setup();
    await user.click(modeSwitch());
    expect(theme()).toBe('dark');
    await user.click(modeSwitch());
    expect([modeSwitch().dataset.mode, theme()]).toEqual(['light', 'light']);
  });

  it('keeps the stored choice on the next visit', async () => {
    localStorage.setItem('theme', 'dark');
    renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(theme()).toBe('dark');
    expect(modeSwitch().dataset.mode).toBe('dark');
  });

  it("follows the reader's OS setting on a first visit when the site's default is 'system' (Docusaurus' respectPrefersColorScheme)", async () => {
    const previous = window.matchMedia;
    // the OS prefers dark
    window.matchMedia = ((query: string) => ({
      ...previous(query),
      matches: query.includes('prefers-color-scheme: dark'),
    })) as typeof window.matchMedia;
    const gate = new FakeGate();
    gate.files['manifest.json'] = {
      ...manifest,
      site: { ...manifest.site, colorMode: { defaultMode: 'system', disableSwitch: false, respectPrefersColorScheme: true } },
    };
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect([modeSwitch().dataset.mode, theme()]).toEqual(['system', 'dark']);
    // the reader's pick then stands
    await userEvent.setup().click(modeSwitch());
    expect([modeSwitch().dataset.mode, theme()]).toEqual(['light', 'light']);
  });
});
