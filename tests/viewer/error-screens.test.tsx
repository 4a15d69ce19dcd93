import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GateError } from '../../viewer/src/gate/gate-client.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';

installDom();

/** A gate whose manifest fails `times` times with a server error, then loads. */
class FlakyManifestGate extends FakeGate {
  constructor(private times: number) {
    super();
  }
  override async file<T>(token: string, path: string): Promise<T> {
    if (path === 'manifest.json' && this.times-- > 0) throw new GateError('XX000', 'database is restarting');
    return super.file<T>(token, path);
  }
}

const frame = () => screen.getByRole('banner');

describe('screens shown before the site chrome can be', () => {
  it('a manifest that fails to load says so in a frame with a way out, and Retry loads the site', async () => {
    renderApp({ gate: new FlakyManifestGate(1), signedIn: true, path: '/docs/intro' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('The documentation could not be loaded');
    expect(alert.textContent).toContain('database is restarting');
    expect(within(frame()).getByText('Documentation')).toBeTruthy();
    expect(within(frame()).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Start here.')).toBeTruthy();
  });

  it("a crash of the whole site shows 'This page crashed' and 'Try again' in the frame, and Sign out works", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gate = new FakeGate();
    // a manifest the chrome cannot render: the shell itself throws
    gate.files['manifest.json'] = { ...manifest, site: { ...manifest.site, navbar: null } };
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('This page crashed');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await userEvent.setup().click(within(frame()).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('the cold-start screen sits in the same frame', async () => {
    const gate = new FakeGate();
    delete gate.files['manifest.json'];
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { name: 'The site is being built' });
    expect(within(frame()).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
