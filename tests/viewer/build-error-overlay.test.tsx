import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_PROBLEMS_EVENT, BUILD_PROBLEMS_PATH, type BuildProblem } from '../../src/contracts/gate-contract.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';

installDom();

class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  removeEventListener() {}
  close() {}
}

/** The dev server's problems endpoint: its answer for a live session's token, 401 for anything else. */
function serveProblems(gate: FakeGate, problems: { now: BuildProblem[] }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    expect(url).toBe(BUILD_PROBLEMS_PATH);
    const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!gate.sessions.has(token)) return new Response('{}', { status: 401 });
    return new Response(JSON.stringify({ problems: problems.now }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  return fetch;
}

const announce = () =>
  act(async () => {
    for (const source of FakeEventSource.all) source.listeners.get(BUILD_PROBLEMS_EVENT)?.();
  });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.all = [];
});

describe('the build-error overlay in dev', () => {
  it('shows the build errors over the open page, as text, and goes away once the file is fixed', async () => {
    const gate = new FakeGate();
    const problems = {
      now: [{ file: 'content/docs/intro.md', line: 2, column: 13, message: 'Invalid YAML <img src=x onerror="window.hacked=1"> here' }],
    };
    serveProblems(gate, problems);
    renderApp({ gate, signedIn: true, path: '/docs/intro', connection: { gate, liveReloadUrl: '/__docgate/events' } });
    await screen.findByText('Start here.');
    const overlay = await screen.findByRole('alertdialog', { name: 'Build failed: 1 error' });
    expect(within(overlay).getByText('content/docs/intro.md:2:13')).toBeTruthy();
    expect(within(overlay).getByText(/Invalid YAML <img src=x onerror="window.hacked=1"> here/)).toBeTruthy();
    expect(overlay.querySelector('img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // the page stays under it
    expect(screen.getByText('Start here.')).toBeTruthy();

    problems.now = [];
    await announce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('appears when a save breaks the build and the server says so', async () => {
    const gate = new FakeGate();
    const problems = { now: [] as BuildProblem[] };
    serveProblems(gate, problems);
    renderApp({ gate, signedIn: true, path: '/docs/intro', connection: { gate, liveReloadUrl: '/__docgate/events' } });
    await screen.findByText('Start here.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    problems.now = [
      { file: 'content/docs/a.md', line: 1, column: 1, message: 'one' },
      { file: 'content/docs/b.md', line: 0, column: 0, message: 'two' },
    ];
    await announce();
    const overlay = await screen.findByRole('alertdialog', { name: 'Build failed: 2 errors' });
    expect(within(overlay).getByText('content/docs/b.md')).toBeTruthy();
  });

  it('asks for nothing and shows nothing outside dev (no live-reload stream)', async () => {
    const gate = new FakeGate();
    const fetch = serveProblems(gate, { now: [{ file: 'x.md', line: 1, column: 1, message: 'm' }] });
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    await screen.findByText('Start here.');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
