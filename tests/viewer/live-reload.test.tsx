import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest, pages } from './support/site-fixture.ts';

installDom();

class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
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
    expect(FakeEventSource.last?.url).toBe('/__docgate/events');
    vi.mocked(window.scrollTo).mockClear();
    gate.files['manifest.json'] = { ...manifest, buildId: 'build-2' };
    gate.files['pages/intro.json'] = { ...pages['pages/intro.json']!, html: '<p>Start here, edited.</p>' };
    await act(async () => FakeEventSource.last!.listeners.get('build')!());
    expect(await screen.findByText('Start here, edited.')).toBeTruthy();
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
