import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS_KEY, GATE_CODES, GATE_MESSAGES } from '../../src/contracts/gate-contract.ts';
import { GateError } from '../../viewer/src/gate/gate-client.ts';
import { installDom } from './support/dom.ts';
import { FakeGate, READER } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';

installDom();

async function openModal(gate = new FakeGate()) {
  const view = renderApp({ gate, path: '/docs/intro' });
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  return { ...view, dialog, user: userEvent.setup() };
}

function fields() {
  return {
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: screen.getByRole('button', { name: /Enter Documentation|Authenticating\.\.\./ }) as HTMLButtonElement,
    error: screen.getByRole('alert'),
  };
}

describe('the sign-in modal', () => {
  it('shows Loading... while the stored session is checked, then the modal', async () => {
    renderApp();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Access your exclusive documentation and resources')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('labels its fields for password managers and focuses the email field', async () => {
    const { dialog } = await openModal();
    const { email, password, submit } = fields();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.type).toBe('password');
    expect(submit.textContent).toBe('Enter Documentation');
    expect(document.activeElement).toBe(email);
  });

  it('disables page scrolling while open and restores it after sign-in', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    // the lock is an effect of the open modal: on a busy machine it may come a moment after the modal shows
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    const { email, password } = fields();
    await user.type(email, READER.email);
    await user.type(password, `${READER.password}{Enter}`);
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    await waitFor(() => expect(document.body.style.overflow).toBe('scroll'));
  });

  it('shows and hides the password with the toggle', async () => {
    const { user } = await openModal();
    const { password } = fields();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('asks for both fields when either is empty, without calling the gate', async () => {
    const { user, gate } = await openModal();
    const { email, submit } = fields();
    await user.click(submit);
    expect(fields().error.textContent).toBe('Please enter both email and password');
    await user.type(email, READER.email);
    await user.click(submit);
    expect(fields().error.textContent).toBe('Please enter both email and password');
    expect(gate.calls.filter((call) => call.fn === 'docs_sign_in')).toHaveLength(0);
  });

  it('rejects an email without an at-sign', async () => {
    const { user } = await openModal();
    const { email, password, submit } = fields();
    await user.type(email, 'reader.example.com');
    await user.type(password, 'whatever');
    await user.click(submit);
    expect(fields().error.textContent).toBe('Enter a valid email address');
  });

  it('clears the error line at each new submit', async () => {
    const gate = new FakeGate();
    let release!: () => void;
    const { user } = await openModal(gate);
    const { email, password, submit } = fields();
    await user.click(submit);
    expect(fields().error.textContent).toBe('Please enter both email and password');
    gate.hold = new Promise((resolve) => (release = resolve));
    await user.type(email, READER.email);
    await user.type(password, 'wrong');
    await user.click(submit);
    expect(fields().error.textContent).toBe('');
    release();
    await waitFor(() => expect(fields().error.textContent).toBe('Invalid email or password'));
  });

  it("says 'Invalid email or password' for wrong credentials", async () => {
    const { user } = await openModal();
    const { email, password } = fields();
    await user.type(email, READER.email);
    await user.type(password, 'wrong password{Enter}');
    await waitFor(() => expect(fields().error.textContent).toBe('Invalid email or password'));
  });

  it('shows the throttling message as the server words it', async () => {
    const gate = new FakeGate();
    gate.signInFailure = new GateError(GATE_CODES.throttled, GATE_MESSAGES.throttled);
    const { user } = await openModal(gate);
    await user.type(fields().email, READER.email);
    await user.type(fields().password, 'x{Enter}');
    await waitFor(() => expect(fields().error.textContent).toBe('Too many failed sign-in attempts. Try again in 15 minutes.'));
  });

  it("shows a failure's own message, or 'Authentication failed' when it has none", async () => {
    const gate = new FakeGate();
    gate.signInFailure = new GateError('XX000', 'Database is starting up');
    const { user } = await openModal(gate);
    await user.type(fields().email, READER.email);
    await user.type(fields().password, 'x{Enter}');
    await waitFor(() => expect(fields().error.textContent).toBe('Database is starting up'));
    gate.signInFailure = new GateError('', '');
    await user.click(fields().submit);
    await waitFor(() => expect(fields().error.textContent).toBe('Authentication failed'));
  });

  it('says the server cannot be reached, not "TypeError: Failed to fetch", and signs in once it answers again', async () => {
    const gate = new FakeGate();
    const { user } = await openModal(gate);
    gate.down = true;
    await user.type(fields().email, READER.email);
    await user.type(fields().password, `${READER.password}{Enter}`);
    await waitFor(() =>
      expect(fields().error.textContent).toBe('Cannot reach the documentation server. Check your connection and try again.'),
    );
    gate.down = false;
    await user.click(fields().submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Introduction' })).toBeTruthy();
  });

  it("reads 'Authenticating...' and disables every input and the button while signing in", async () => {
    const gate = new FakeGate();
    let release!: () => void;
    gate.hold = new Promise((resolve) => (release = resolve));
    const { user } = await openModal(gate);
    await user.type(fields().email, READER.email);
    await user.type(fields().password, READER.password);
    await user.click(fields().submit);
    const { email, password, submit } = fields();
    expect(submit.textContent).toBe('Authenticating...');
    expect([email.disabled, password.disabled, submit.disabled]).toEqual([true, true, true]);
    expect((screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
  });

  it('keeps Tab inside the modal', async () => {
    const { user, dialog } = await openModal();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('stores email, token and expiry after sign-in, never the password', async () => {
    const { user } = await openModal();
    await user.type(fields().email, READER.email);
    await user.type(fields().password, `${READER.password}{Enter}`);
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const stored = JSON.parse(localStorage.getItem(CREDENTIALS_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['email', 'expiresAt', 'token']);
    expect(localStorage.getItem(CREDENTIALS_KEY)).not.toContain(READER.password);
  });

  it("says 'Supabase client not initialized' when there is no client", async () => {
    renderApp({ connection: { gate: null } });
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await user.type(fields().email, READER.email);
    await user.type(fields().password, 'x{Enter}');
    await waitFor(() => expect(fields().error.textContent).toBe('Supabase client not initialized'));
  });

  it('lands on the deep link it was opened with, scrolled to the heading', async () => {
    const { user } = await openModal();
    history.replaceState(null, '', '/docs/backend/api/posting#errors');
    await user.type(fields().email, READER.email);
    await user.type(fields().password, `${READER.password}{Enter}`);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Posting');
    expect(window.location.pathname + window.location.hash).toBe('/docs/backend/api/posting#errors');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });
});
