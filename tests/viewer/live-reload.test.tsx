import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest, pages } from './support/site-fixture.ts';

installDom();

class FakeEventSource {
  // the content's stream and the build-error overlay's each open one
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

describe('live reload', () => {
  it('refreshes the manifest and the open page in place when a new build goes live', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const gate = new FakeGate();
    renderApp({ gate, signedIn: true, path: '/docs/intro', connection: { gate, liveReloadUrl: '/__docgate/events' } });
    await screen.findByText('Start here.');
    const stream = FakeEventSource.all.find((source) => source.listeners.has('build'))!;
    expect(stream.url).toBe('/__docgate/events');
    vi.mocked(window.scrollTo).mockClear();
    gate.files['manifest.json'] = { ...manifest, buildId: 'build-2' };
    gate.files['pages/intro.json'] = { ...pages['pages/intro.json']!, html: '<p>Start here, edited.</p>' };
    await act(async () => stream.listeners.get('build')!());
    expect(await screen.findByText('Start here, edited.')).toBeTruthy();
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
