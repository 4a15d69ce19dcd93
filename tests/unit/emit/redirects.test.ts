import { describe, expect, test } from 'vitest';
import { siteRedirects } from '../../../src/compiler/emit/redirects.ts';
import type { RedirectOptions } from '../../../src/compiler/read/docusaurus/client-redirects.ts';

const options = (over: Partial<RedirectOptions>): RedirectOptions => ({
  rules: [],
  fromExtensions: [],
  toExtensions: [],
  path: ['plugins', 0, 1],
  file: 'docusaurus.config.js',
  locate: () => ({ line: 3, column: 5 }),
  ...over,
});

const made = (output: ReturnType<typeof siteRedirects>) => (output.file ? JSON.parse(String(output.file.content)) : {});
const messages = (output: ReturnType<typeof siteRedirects>) => output.diagnostics.map((d) => `${d.severity} ${d.message}`);

describe('the client redirects plugin', () => {
  const en = { prefix: '', paths: ['/', '/docs/intro', '/docs/setup', '/files/guide.pdf'] };

  test('redirects in every locale, each from its own paths, with where a rule sends them prefixed alike', () => {
    const output = siteRedirects(
      [en, { prefix: '/fr', paths: ['/', '/docs/intro'] }],
      options({
        rules: [{ from: ['/old-intro/', '/start'], to: '/docs/intro#top' }],
        create: (path) => (path === '/docs/intro' ? '/intro' : undefined),
      }),
      undefined,
    );
    expect(made(output)).toEqual({
      '/old-intro': '/docs/intro#top',
      '/start': '/docs/intro#top',
      '/intro': '/docs/intro',
      '/fr/old-intro': '/fr/docs/intro#top',
      '/fr/start': '/fr/docs/intro#top',
      '/fr/intro': '/fr/docs/intro',
    });
    expect(output.diagnostics).toEqual([]);
    expect(output.file!.path).toMatch(/^redirects\/[0-9a-f]{12}\.json$/);
  });

  test('fromExtensions and toExtensions, and createRedirects given the paths as the site writes them', () => {
    const seen: string[] = [];
    const output = siteRedirects(
      [en],
      options({ fromExtensions: ['html'], toExtensions: ['pdf'], create: (path) => void seen.push(path) }),
      true,
    );
    expect(made(output)).toEqual({
      '/docs/intro.html': '/docs/intro',
      '/docs/setup.html': '/docs/setup',
      '/files/guide.pdf.html': '/files/guide.pdf',
      '/files/guide': '/files/guide.pdf',
    });
    expect(seen).toEqual(['/', '/docs/intro/', '/docs/setup/', '/files/guide.pdf/']);
  });

  test('a redirect to a page the site lacks, or to a script, stops the build; one from a page it has, or twice from one path, is left out', () => {
    const output = siteRedirects(
      [en],
      options({
        rules: [
          { from: ['/a'], to: '/docs/gone' },
          { from: ['/b'], to: 'javascript:alert(1)' },
          { from: ['/docs/setup'], to: '/docs/intro' },
          { from: ['/c', '/c/'], to: '/docs/intro' },
          { from: ['c?x=1'], to: '/docs/intro' },
        ],
      }),
      undefined,
    );
    expect(made(output)).toEqual({ '/c': '/docs/intro' });
    expect(messages(output)).toEqual([
      "error plugins.0.1.redirects.0.to: a redirect to '/docs/gone', which the site has no page for",
      "error plugins.0.1.redirects.1.to: a redirect to 'javascript:alert(1)': only a path of the site or an http(s) URL is followed",
      "warning plugins.0.1.redirects.2.from: a redirect from '/docs/setup', a page the site has, is left out",
      "warning plugins.0.1.redirects.3.from.1: a second redirect from '/c/' is left out",
      "error plugins.0.1.redirects.4.from: 'c?x=1' is not a path: a redirect is from a path that starts with '/' and has no query or anchor",
    ]);
  });
});
