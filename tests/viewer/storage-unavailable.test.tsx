import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installDom } from './support/dom.ts';
import { READER } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';

installDom();

// Browsers refuse local storage in several ways: a disabled policy throws on every call (SecurityError),
// a full quota throws on writes. The reader must still get in and use the site, remembering nothing.

function refuse(...methods: ('getItem' | 'setItem' | 'removeItem')[]) {
  for (const method of methods) {
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('The operation is insecure.', method === 'setItem' ? 'QuotaExceededError' : 'SecurityError');
    });
  }
}

async function signIn() {
  await screen.findByRole('dialog', { name: 'Welcome Back' });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: READER.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: READER.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter Documentation' }));
  await screen.findByRole('heading', { level: 1, name: 'Introduction' });
  expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).toBeNull();
}

// the first test of a file also compiles the site's lazy chunks, and every test here signs in and renders a doc
describe('without local storage', { timeout: 15_000 }, () => {
  it('shows the sign-in modal instead of hanging on Loading..., and signs the reader in', async () => {
    refuse('getItem', 'setItem', 'removeItem');
    renderApp({ path: '/docs/intro' });
    await signIn();
  });

  it('signs the reader in for this visit when storage is full', async () => {
    refuse('setItem');
    renderApp({ path: '/docs/intro' });
    await signIn();
  });

  it('still switches the colour mode and closes the announcement, for this visit', async () => {
    refuse('getItem', 'setItem', 'removeItem');
    renderApp({ path: '/docs/intro' });
    await signIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Switch between/ }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('banner', { name: 'Announcement' })).toBeNull();
  });
});
