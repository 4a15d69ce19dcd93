import { describe, expect, it } from 'vitest';
import { normalizeSocials } from '../../../src/compiler/plan/blog/authors.ts';
import { capitalize, kebabCase } from '../../../src/compiler/read/docusaurus/kebab-case.ts';

describe('names the way Docusaurus makes them', () => {
  it('kebab-cases tag labels like lodash: case changes, digits, accents and apostrophes', () => {
    expect(['Hello World', 'fooBar', 'HTMLParser', 'Docusaurus v2', 'Café crème', "don't", '__FOO_BAR__', 'v1.2.3'].map(kebabCase)).toEqual(
      ['hello-world', 'foo-bar', 'html-parser', 'docusaurus-v-2', 'cafe-creme', 'dont', 'foo-bar', 'v-1-2-3'],
    );
    expect(capitalize('hello WORLD')).toBe('Hello world');
  });

  it('turns social handles into profile URLs and keeps URLs and unknown platforms as written, in their order', () => {
    expect(
      normalizeSocials({ X: 'me', github: 'https://github.com/me', email: 'me@x.dev', mastodon: 'me@fosstodon.org', website: 'me.dev' }),
    ).toEqual([
      { platform: 'x', url: 'https://x.com/me' },
      { platform: 'github', url: 'https://github.com/me' },
      { platform: 'email', url: 'mailto:me@x.dev' },
      { platform: 'mastodon', url: 'https://mastodon.social/@me@fosstodon.org' },
      { platform: 'website', url: 'me.dev' },
    ]);
  });
});
