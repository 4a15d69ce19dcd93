import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';

installDom();

describe('the navbar search', () => {
  it('focuses on "/", fetches the index through the gate, groups hits by page and opens one with Enter', async () => {
    const { gate } = renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    expect(gate.calls.some((call) => call.args.path === 'search/index.json')).toBe(false);
    const user = userEvent.setup();
    await user.keyboard('/');
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(document.activeElement).toBe(input);
    await user.type(input, 'post');
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('option').length).toBeGreaterThan(0));
    expect(within(results).getByRole('group', { name: 'Posting' })).toBeTruthy();
    expect(gate.calls.some((call) => call.args.path === 'search/index.json')).toBe(true);
    await user.clear(input);
    await user.type(input, 'errors');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]!.textContent).toContain('Errors'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.hash).toBe('/docs/backend/api/posting#errors'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Posting' })).toBeTruthy();
  });

  it('searches a build published before the index travelled as text (rolled back to), its index stored as JSON itself', async () => {
    const gate = new FakeGate();
    const stored = gate.files['search/index.json'] as { data: string };
    gate.files['search/index.json'] = JSON.parse(stored.data);
    renderApp({ signedIn: true, path: '/docs/intro', gate });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const user = userEvent.setup();
    await user.keyboard('/');
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'errors');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]!.textContent).toContain('Errors'));
  });

  it('moves through hits with the arrow keys and opens with Ctrl+K', async () => {
    renderApp({ signedIn: true, path: '/docs/intro' });
    await screen.findByRole('heading', { level: 1, name: 'Introduction' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(document.activeElement).toBe(input);
    await user.type(input, 'post');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(1));
    const selected = () =>
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .findIndex((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(1);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(0);
  });
});
