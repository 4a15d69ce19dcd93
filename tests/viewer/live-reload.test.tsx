import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { diffManifest } from '../../src/contracts/manifest-delta.ts';
import { manifest, pages } from './support/site-fixture.ts';
import { loaded } from './support/stored-manifest.ts';

installDom();

class FakeEventSource {
  // the content's stream and the build-error overlay's each open one
  static all: FakeEventSource[] = [];
  /** the content's stream of the app rendered last */
  static content = () => FakeEventSource.all.findLast((source) => source.listeners.has('build'))!;
  listeners = new Map<string, (event?: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, listener: (event?: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  removeEventListener() {}
  close() {}
}

describe('live reload', () => {
  it('refreshes the manifest and the open page in place when a new build goes live', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const gate = new FakeGate();
    renderApp({ gate, signedIn: true, path: '/docs/intro', connection: { gate, liveReloadUrl: '/__docgate/events' } });
    await screen.findByText('Start here.');
    const stream = FakeEventSource.content();
    expect(stream.url).toBe('/__docgate/events');
    vi.mocked(window.scrollTo).mockClear();
    gate.files['manifest.json'] = { ...manifest, buildId: 'build-2' };
    gate.files['pages/intro.json'] = { ...pages['pages/intro.json']!, html: '<p>Start here, edited.</p>' };
    await act(async () => stream.listeners.get('build')!());
    expect(await screen.findByText('Start here, edited.')).toBeTruthy();
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('follows a patch of the build on screen with its manifest delta and the new page, without fetching the manifest again', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const gate = new FakeGate();
    renderApp({ gate, signedIn: true, path: '/docs/intro', connection: { gate, liveReloadUrl: '/__docgate/events' } });
    await screen.findByText('Start here.');
    const next = {
      ...manifest,
      buildId: 'build-2',
      routes: manifest.routes.map((r) => (r.path === '/docs/intro' ? { ...r, file: 'pages/intro-2.json' } : r)),
    };
    // what docgate dev publishes: the new page under a new name, the delta, and the new manifest
    gate.files['pages/intro-2.json'] = { ...pages['pages/intro.json']!, html: '<p>Start here, patched.</p>' };
    gate.files['manifest-delta.json'] = diffManifest(loaded(manifest), loaded(next));
    gate.files['manifest.json'] = next;
    gate.calls = [];
    const data = JSON.stringify({ buildId: 'build-2', from: manifest.buildId });
    await act(async () => FakeEventSource.content().listeners.get('build')!({ data }));
    expect(await screen.findByText('Start here, patched.')).toBeTruthy();
    expect(gate.calls.filter((c) => c.fn === 'docs_file').map((c) => c.args.path)).toEqual(['manifest-delta.json', 'pages/intro-2.json']);
    vi.unstubAllGlobals();
  });

  it('fetches the whole manifest when the delta is for another build than the one on screen', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const gate = new FakeGate();
    renderApp({ gate, signedIn: true, path: '/docs/intro', connection: { gate, liveReloadUrl: '/__docgate/events' } });
    await screen.findByText('Start here.');
    gate.files['manifest.json'] = { ...manifest, buildId: 'build-3' };
    gate.files['pages/intro.json'] = { ...pages['pages/intro.json']!, html: '<p>Start here, rebuilt.</p>' };
    const data = JSON.stringify({ buildId: 'build-3', from: 'build-2' });
    await act(async () => FakeEventSource.content().listeners.get('build')!({ data }));
    expect(await screen.findByText('Start here, rebuilt.')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
