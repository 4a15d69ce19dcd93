import { beforeAll, describe, expect, it } from 'vitest';
import type { CompileResult } from '../../../src/compiler/compile.ts';
import { compilerFor, diagnosticLines, MINIMAL_CONFIG, memorySite } from '../pipeline/helpers.ts';

// a site.config.json with the link forms an attack run got through the announcement bar
const CONFIG = {
  ...MINIMAL_CONFIG,
  navbar: {
    items: [
      { href: 'javascript:alert(document.cookie)', label: 'Evil' },
      { href: 'https://github.com/example', label: 'GitHub' },
      { type: 'html', value: '<b>Beta</b><img src="x" onerror="alert(1)">', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'More',
        items: [
          { label: 'Data', href: 'data:text/html,<script>alert(1)</script>' },
          {
            html: '<a href="https://www.netlify.com"><img src="https://www.netlify.com/badge.svg" alt="Deploys by Netlify"></a><script>alert(2)</script>',
          },
        ],
      },
    ],
  },
  announcementBar: {
    id: 'bar',
    content:
      'A <a href="&#106;avascript:alert(localStorage.docs_auth_credentials)">one</a> <a href="jav&#x61;script:alert(1)">two</a> <a href="\u0001javascript:alert(1)">three</a> <a href="java\tscript:alert(1)">four</a> <a href="/docs/intro">docs</a>',
  },
};

describe('a site config with script in its links', () => {
  let result: CompileResult;
  beforeAll(async () => {
    result = await compilerFor(memorySite({ 'docs/intro.md': '# Intro\n\nHello.\n' }, CONFIG)).build();
  });

  it('builds a manifest whose site holds no script-capable URL', () => {
    expect(result.manifest).not.toBeNull();
    const site = JSON.stringify(result.manifest!.site);
    expect(site).not.toMatch(/javascript|&#106;|&#x61;|data:text/i);
    expect(result.manifest!.site.announcementBar?.content).toBe(
      'A <a>one</a> <a>two</a> <a>three</a> <a>four</a> <a href="/docs/intro">docs</a>',
    );
    expect(result.manifest!.site.navbar.items).toEqual([
      { type: 'link', label: 'Evil', position: 'left' },
      { type: 'link', label: 'GitHub', href: 'https://github.com/example', position: 'left' },
      { type: 'html', value: '<b>Beta</b><img src="x">', position: 'right' },
    ]);
    expect(result.manifest!.site.footer.links[0]!.items[1]).toEqual({
      label: '',
      html: '<a href="https://www.netlify.com"><img src="https://www.netlify.com/badge.svg" alt="Deploys by Netlify"></a>',
    });
  });

  it('warns at each config field whose unsafe part it removed', () => {
    const lines = diagnosticLines(result).filter((l) => l.includes('unsafe') || l.includes('removed'));
    expect(lines).toEqual([
      expect.stringMatching(/^content\/site\.config\.json:\d+:\d+ warning navbar\.items\.0\.href: removed the link 'javascript:alert/),
      expect.stringMatching(
        /^content\/site\.config\.json:\d+:\d+ warning navbar\.items\.2\.value: removed unsafe HTML: onError="alert\(1\)" on <img>/,
      ),
      expect.stringMatching(
        /^content\/site\.config\.json:\d+:\d+ warning footer\.links\.0\.items\.0\.href: removed the link 'data:text\/html/,
      ),
      expect.stringMatching(/^content\/site\.config\.json:\d+:\d+ warning footer\.links\.0\.items\.1\.html: removed unsafe HTML: <script>/),
      expect.stringMatching(
        /^content\/site\.config\.json:\d+:\d+ warning announcementBar\.content: removed unsafe HTML: href="javascript:alert\(localStorage/,
      ),
    ]);
    expect(lines[4]).toContain('href="\\u0001javascript:alert(1)" on <a>');
    expect(result.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });
});
