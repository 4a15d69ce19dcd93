import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../src/contracts/manifest.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { pages } from './support/site-fixture.ts';

installDom();

describe("an author's socials", () => {
  it('show as icons named by their platform, a globe for a platform without a mark, each opening in a new tab', async () => {
    const gate = new FakeGate();
    const post = structuredClone(pages['pages/welcome.json']) as Extract<PageData, { kind: 'blogPost' }>;
    post.authors[0]!.socials = [
      { platform: 'github', url: 'https://github.com/alice' },
      { platform: 'x', url: 'https://x.com/alice' },
      { platform: 'newsletter', url: 'https://alice.dev/news' },
    ];
    gate.files['pages/welcome.json'] = post;
    renderApp({ gate, signedIn: true, path: '/blog/welcome' });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Welcome' })).closest('header') ?? document.body;
    for (const [name, href] of [
      ['GitHub', 'https://github.com/alice'],
      ['X', 'https://x.com/alice'],
      ['newsletter', 'https://alice.dev/news'],
    ]) {
      const link = within(header).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      // an icon, not the platform's name as text
      expect(link.textContent).toBe('');
      expect(link.querySelector('svg')).not.toBeNull();
    }
  });

  it('show no picture for an author without one, as Docusaurus, and the picture for one with it', async () => {
    const gate = new FakeGate();
    const post = structuredClone(pages['pages/welcome.json']) as Extract<PageData, { kind: 'blogPost' }>;
    post.authors[0]!.imageUrl = undefined;
    post.authors.push({ ...post.authors[0]!, name: 'Bo Pictured', imageUrl: 'https://example.com/bo.png' });
    gate.files['pages/welcome.json'] = post;
    renderApp({ gate, signedIn: true, path: '/blog/welcome' });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Welcome' })).closest('header') ?? document.body;
    expect(header.querySelectorAll('.avatar__photo')).toHaveLength(1);
    expect(header.querySelector('img.avatar__photo')?.getAttribute('src')).toBe('https://example.com/bo.png');
  });
});
