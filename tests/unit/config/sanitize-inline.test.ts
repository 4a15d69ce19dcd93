import { describe, expect, it } from 'vitest';
import { isSafeHref } from '../../../src/compiler/read/config/safe-href.ts';
import { sanitizeInlineHtml } from '../../../src/compiler/read/config/sanitize-inline.ts';

// forms an attack run got past a filter that looked for the literal text `href="javascript:`
const SCRIPT_HREFS = [
  '&#106;avascript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;script:alert(1)',
  '\u0001javascript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java&Tab;script:alert(1)',
  'java\nscript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
];

// what a browser would run: the URL as it parses the attribute, with whitespace and controls gone
const scriptCapable = (html: string): boolean => {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) =>
    m[1]
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;|&newline;/gi, '')
      .replace(/\p{Cc}|\s/gu, ''),
  );
  return hrefs.some((href) => /^(javascript|vbscript|data):/i.test(href));
};

describe('the announcement bar sanitizer', () => {
  it.each(SCRIPT_HREFS)('drops a script-capable link written as %j and says so', (href) => {
    const { html, removed } = sanitizeInlineHtml(`Read <a href="${href}">the news</a>`);
    expect(html).toBe('Read <a>the news</a>');
    expect(scriptCapable(html)).toBe(false);
    expect(removed).toEqual([expect.stringMatching(/^href=".*" on <a>$/)]);
  });

  it('keeps the inline tags and safe links an announcement uses, untouched and unreported', () => {
    const input =
      '<b>New:</b> <a href="https://example.com/x?a=b:c" target="_blank" rel="noopener noreferrer">v2</a>, <a href="/docs/intro">docs</a>, <a href="mailto:team@example.com">mail</a><br><em>soon</em> <code>npm i</code>';
    expect(sanitizeInlineHtml(input)).toEqual({ html: input, removed: [], missingImages: [] });
  });

  it('removes scripts, event handlers, styles and other tags, naming each', () => {
    const { html, removed } = sanitizeInlineHtml(
      'Hi<script>alert(1)</script><img src=x onerror=alert(1)><b onclick="alert(1)" style="background:url(https://evil.example/x)">bold</b><svg><a href="javascript:alert(1)">x</a></svg><iframe src="https://evil.example"></iframe>',
    );
    // an image stays (a footer badge), without its handler
    expect(html).toBe('Hi<img src="x"><b>bold</b><svg><a>x</a></svg>');
    expect(removed).toEqual([
      '`background` in a style on <b>',
      '<script>',
      'onError="alert(1)" on <img>',
      'onClick="alert(1)" on <b>',
      'href="javascript:alert(1)" on <a>',
      '<iframe>',
    ]);
  });

  it("keeps a style that loads nothing, as page HTML does (sfuosdev's Discord icon at 24px in its navbar)", () => {
    const icon =
      '<a href="https://discord.gg/x" target="_blank" style="display: flex; align-items: center;"><img src="https://img.example/discord.png" alt="Discord" style="width: 24px; height: 24px; margin-right: 8px;"></a>';
    expect(sanitizeInlineHtml(icon)).toEqual({
      html: icon
        .replace('display: flex; align-items: center;', 'display:flex;align-items:center')
        .replace('width: 24px; height: 24px; margin-right: 8px;', 'width:24px;height:24px;margin-right:8px'),
      removed: [],
      missingImages: [],
    });
    // a declaration that loads something goes, named; the rest stays
    expect(sanitizeInlineHtml('<a href="/x" style="width: 24px; background-image: url(\'https://x.example/a.svg\')"></a>')).toEqual({
      html: '<a href="/x" style="width:24px"></a>',
      removed: ['`background-image` in a style on <a>'],
      missingImages: [],
    });
  });

  it("keeps an icon drawn in SVG (a navbar's GitHub logo), shapes and colours only", () => {
    const icon =
      '<a href="https://github.com/o/r" aria-label="GitHub" class="header-icon"><svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="M12 2C6.48 2 2 6.48 2 12z" clip-rule="evenodd"></path><circle cx="4" cy="4" r="2" stroke="#fff" stroke-width="2"></circle></svg></a>';
    expect(sanitizeInlineHtml(icon)).toEqual({ html: icon, removed: [], missingImages: [] });
    const { html, removed } = sanitizeInlineHtml(
      '<svg onload="alert(1)"><use href="#x"></use><path d="M0" fill="url(https://evil.example/x.svg#a)" style="x"></path><foreignObject><b>hi</b></foreignObject></svg>',
    );
    expect(html).toBe('<svg><path d="M0"></path></svg>');
    expect(removed).toEqual([
      'onLoad="alert(1)" on <svg>',
      '<use>',
      'fill="url(https://evil.example/x.svg#a)" on <path>',
      'style="x" on <path>',
      '<foreignObject>',
    ]);
  });

  it("keeps a footer's links in a list or a nav, and an icon's clip by its own id (0L Network's footer)", () => {
    const footer =
      '<nav class="social-links"><ul><li><a href="https://discord.gg/x" title="Discord"><svg viewBox="0 0 71 55"><g clip-path="url(#a)"><path d="M60 4z" fill="currentColor"></path></g><defs><clipPath id="a"><path d="M0 0h71v55H0z"></path></clipPath></defs></svg></a></li></ul></nav>';
    expect(sanitizeInlineHtml(footer)).toEqual({ html: footer, removed: [], missingImages: [] });
    const keys = 'Press <kbd>Ctrl</kbd> <abbr title="and">&#x26;</abbr> <mark>K</mark>';
    expect(sanitizeInlineHtml(keys)).toEqual({ html: keys, removed: [], missingImages: [] });
    // a clip from another document goes, as a paint from one does
    expect(sanitizeInlineHtml('<svg><g clip-path="url(https://evil.example/x.svg#a)"></g></svg>').removed).toEqual([
      'clipPath="url(https://evil.example/x.svg#a)" on <g>',
    ]);
  });

  it('keeps an image only from http(s) and a class on any tag', () => {
    expect(sanitizeInlineHtml('<img src="javascript:alert(1)" alt="a"><img src="https://x.test/b.svg" alt="b" class="badge">').html).toBe(
      '<img alt="a"><img src="https://x.test/b.svg" alt="b" class="badge">',
    );
  });

  it("keeps a navbar separator hidden from screen readers (cypress's navbar html item)", () => {
    expect(sanitizeInlineHtml('<div class="separator" aria-hidden></div>')).toEqual({
      html: '<div class="separator" aria-hidden=""></div>',
      removed: [],
      missingImages: [],
    });
  });

  it('escapes text that looks like markup instead of passing it through', () => {
    expect(sanitizeInlineHtml('a < b & c').html).toBe('a &#x3C; b &#x26; c');
  });

  it('tells safe hrefs for navbar and footer links from script-capable ones', () => {
    for (const href of [
      'https://github.com/x',
      'HTTPS://x.test',
      'mailto:a@b.c',
      'tel:+100',
      '/docs/intro',
      'docs/a:b',
      '#top',
      '&#106;avascript:x',
    ])
      expect(isSafeHref(href), href).toBe(true);
    // a config href is a URL, not HTML: `&#106;` stays as written and makes a relative path
    for (const href of [...SCRIPT_HREFS.filter((h) => !h.includes('&')), ' \u0000javascript:x', 'java\r\nscript:x'])
      expect(isSafeHref(href), href).toBe(false);
  });
});
