import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';

installDom();

async function openSite(gate = new FakeGate()) {
  const view = renderApp({ gate, signedIn: true, path: '/docs/intro' });
  await screen.findByRole('heading', { level: 1, name: 'Introduction' });
  return view;
}

describe('the announcement bar', () => {
  it('shows the configured announcement until it is closed, and stays closed on the next visit', async () => {
    const first = await openSite();
    expect(screen.getByRole('banner', { name: 'Announcement' }).textContent).toContain('We launched v2!');
    // Docusaurus' theme class, which a site's CSS styles the bar's content by
    expect(screen.getByRole('banner', { name: 'Announcement' }).classList.contains('theme-announcement-bar')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('banner', { name: 'Announcement' })).toBeNull();
    first.unmount();
    await openSite();
    expect(screen.queryByRole('banner', { name: 'Announcement' })).toBeNull();
  });

  it("carries Docusaurus' class names a site's CSS selects: its content by [class^=content_], its close button by .close (saleor's row of text and button)", async () => {
    await openSite();
    const bar = screen.getByRole('banner', { name: 'Announcement' });
    expect(bar.matches('div.theme-announcement-bar')).toBe(true);
    expect(bar.querySelector('div[class^="content_"]')?.textContent).toContain('We launched v2!');
    expect(bar.querySelector('[class*="announcementBarContent"]')).not.toBeNull();
    expect(bar.querySelector('button.close')).toBe(screen.getByRole('button', { name: 'Close announcement' }));
  });

  it('comes back when the announcement id changes', async () => {
    const first = await openSite();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close announcement' }));
    first.unmount();
    const gate = new FakeGate();
    gate.files['manifest.json'] = {
      ...manifest,
      site: { ...manifest.site, announcementBar: { ...manifest.site.announcementBar!, id: 'launch-2', content: 'Version 3 is out' } },
    };
    await openSite(gate);
    expect(screen.getByRole('banner', { name: 'Announcement' }).textContent).toContain('Version 3 is out');
  });
});
