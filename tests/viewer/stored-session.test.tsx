import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CREDENTIALS_KEY } from '../../src/contracts/gate-contract.ts';
import { GateUnreachableError } from '../../viewer/src/gate/gate-client.ts';
import { installDom } from './support/dom.ts';
import { FakeGate, READER } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';

installDom();

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

describe('the stored session', () => {
  it('signs the reader straight in when the stored session is live', async () => {
    const { gate } = renderApp({ signedIn: true, path: '/docs/intro' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).toBeNull();
    expect(gate.calls[0]?.fn).toBe('docs_session');
  });

  it("forgets a revoked session and shows the modal with the server's reason", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ email: READER.email, token: 'revoked', expiresAt: inADay() }));
    renderApp();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Your session has ended. Please sign in again.');
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
  });

  it('keeps the stored session when the server cannot be reached, says so, and signs in on Retry once it answers', async () => {
    const gate = new FakeGate();
    gate.down = true;
    const { gate: fake } = renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Cannot reach the documentation server. Check your connection and try again.');
    expect(alert.textContent).not.toContain('Failed to fetch');
    expect(localStorage.getItem(CREDENTIALS_KEY)).not.toBeNull();
    fake.down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction' })).toBeTruthy();
  });

  it('says the server cannot be reached when the site fails to load, and loads it on Retry', async () => {
    const gate = new FakeGate();
    // the session check answers; the files do not
    const file = gate.file.bind(gate);
    gate.file = () => Promise.reject(new GateUnreachableError('TypeError: Failed to fetch'));
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Cannot reach the documentation server. Check your connection and try again.');
    gate.file = file;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction' })).toBeTruthy();
  });

  it('forgets an expired session without asking the server', async () => {
    const gate = new FakeGate();
    const token = gate.openSession();
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ email: READER.email, token, expiresAt: '2020-01-01T00:00:00Z' }));
    renderApp({ gate });
    await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    expect(gate.calls).toEqual([]);
  });

  it('logs a console error and removes an entry it cannot read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(CREDENTIALS_KEY, '{not json');
    renderApp();
    await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(error).toHaveBeenCalled();
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
  });

  it('signs out from the navbar: the server session ends, the entry goes, the modal returns', async () => {
    const { gate } = renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const token = JSON.parse(localStorage.getItem(CREDENTIALS_KEY)!).token;
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    await waitFor(() => expect(gate.sessions.has(token)).toBe(false));
    expect(gate.calls.at(-1)).toEqual({ fn: 'docs_sign_out', args: { token } });
  });

  it('signs out when another tab signs out', async () => {
    renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const oldValue = localStorage.getItem(CREDENTIALS_KEY);
    localStorage.removeItem(CREDENTIALS_KEY);
    act(() => {
      fireEvent(window, new StorageEvent('storage', { key: CREDENTIALS_KEY, oldValue, newValue: null }));
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeTruthy();
  });

  it('brings the modal back when the session ends while reading, keeping the URL', async () => {
    const { gate } = renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    gate.sessions.clear();
    await userEvent.setup().click(screen.getByRole('link', { name: /Posting »/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Your session has ended. Please sign in again.');
    expect(window.location.pathname).toBe('/docs/backend/api/posting');
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
  });
});
