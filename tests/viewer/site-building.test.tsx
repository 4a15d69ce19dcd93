import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_BUILDING_RETRY_MS } from '../../viewer/src/components/site-building/site-building.tsx';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { manifest } from './support/site-fixture.ts';

installDom();

describe('a cold start', () => {
  it('shows that the site is being built until the first build is live, then opens the page by itself', async () => {
    const gate = new FakeGate();
    delete gate.files['manifest.json'];
    renderApp({ gate, signedIn: true, path: '/docs/intro' });
    expect(await screen.findByRole('heading', { name: 'The site is being built' })).toBeTruthy();
    expect(screen.queryByText('No such file in the live build')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    gate.files['manifest.json'] = manifest;
    expect(await screen.findByText('Start here.', undefined, { timeout: SITE_BUILDING_RETRY_MS * 3 })).toBeTruthy();
    expect(screen.queryByText('The site is being built')).toBeNull();
  });
});
