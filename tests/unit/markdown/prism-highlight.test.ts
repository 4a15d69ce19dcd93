import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePrismRef } from '../../../src/compiler/markdown/types.ts';
import { createRenderer } from '../../../src/compiler/render/index.ts';
import { renderPage } from './render-page.ts';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((match) => match[1]);
/** the text of each token span with its two colours, as `text light/dark` */
const spans = (html: string) =>
  [...html.matchAll(/<span style="--shiki-light:(#\w+);--shiki-dark:(#\w+)">([^<]*)<\/span>/g)].map((m) => `${m[3]} ${m[1]}/${m[2]}`);

// a site's swizzled prism-include-languages, as zenstack's docs define their ```zmodel: Docusaurus'
// own module, loading the additionalLanguages, plus a grammar of the site's own in a file it requires
let dir: string;
let ref: SitePrismRef;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgate-prism-'));
  await mkdir(join(dir, 'src/theme'), { recursive: true });
  await writeFile(join(dir, 'docusaurus.config.js'), "module.exports = { themeConfig: { prism: { additionalLanguages: ['rego'] } } };\n");
  await writeFile(
    join(dir, 'src/theme/prism-include-languages.js'),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the module's source holds a template literal
    "import siteConfig from '@generated/docusaurus.config';\nexport default function prismIncludeLanguages(PrismObject) {\n  globalThis.Prism = PrismObject;\n  siteConfig.themeConfig.prism.additionalLanguages.forEach((lang) => require(`prismjs/components/prism-${lang}`));\n  require('./prism-zmodel');\n  delete globalThis.Prism;\n}\n",
  );
  await writeFile(
    join(dir, 'src/theme/prism-zmodel.js'),
    "Prism.languages.zmodel = Prism.languages.extend('clike', {\n  keyword: /\\b(?:model|enum)\\b/,\n  'class-name': /\\b[A-Z]\\w*\\b/,\n});\n",
  );
  ref = {
    configFile: join(dir, 'docusaurus.config.js'),
    file: join(dir, 'src/theme/prism-include-languages.js'),
    additionalLanguages: ['rego'],
    fingerprint: 'test',
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const ZMODEL = 'model Post {\n  // highlight-next-line\n  title String <script>alert(1)</script>\n}';

describe('code in a language only Prism knows', () => {
  it("is highlighted with the site's own grammar, in the colours shiki's themes give the same kind of token", async () => {
    const page = await renderPage(fence('zmodel title="schema.zmodel" showLineNumbers', ZMODEL), { site: { prism: ref } });
    expect(page.diagnostics).toEqual([]);
    // the shape of every code block, so the viewer's titles, line numbers and colour modes apply
    expect(page.html).toMatch(
      /^<div class="code-block language-zmodel codeBlockContainer_docgate theme-code-block" data-language="zmodel"><div class="codeBlockTitle_docgate code-block-title">schema\.zmodel<\/div><div class="codeBlockContent_docgate"><pre style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" class="shiki shiki-themes line-numbers prism-code language-zmodel codeBlock_docgate" tabindex="0"><code class="codeBlockLines_docgate"><span class="line">/,
    );
    // `model` as red as a TypeScript keyword, `Post` and `String` as a type name, the braces plain; the
    // markup in it is text
    const ts = spans((await renderPage(fence('ts', 'let x: Post'))).html);
    expect(ts).toContain('let #D73A49/#F97583');
    expect(ts).toContain(': #D73A49/#F97583');
    expect(spans(page.html)).toEqual([
      'model #D73A49/#F97583',
      ' Post #6F42C1/#B392F0',
      ' { #24292E/#E1E4E8',
      '  title  #24292E/#E1E4E8',
      'String #6F42C1/#B392F0',
      ' &#x3C; #D73A49/#F97583',
      'script #24292E/#E1E4E8',
      '> #D73A49/#F97583',
      'alert #6F42C1/#B392F0',
      '( #24292E/#E1E4E8',
      '1 #005CC5/#79B8FF',
      ') #24292E/#E1E4E8',
      '&#x3C;/ #D73A49/#F97583',
      'script #24292E/#E1E4E8',
      '> #D73A49/#F97583',
      '} #24292E/#E1E4E8',
    ]);
    // the site's magic comment marks its line and goes, as in every block
    expect(lineClasses(page.html)).toEqual(['line', 'line highlighted', 'line']);
    expect(page.html).not.toContain('highlight-next-line');
    expect(page.html).not.toContain('<script');
  });

  it("is highlighted with prismjs' component of it, for a language the site lists or not", async () => {
    const listed = await renderPage(fence('rego {1}', 'package authz\n\ndefault allow := false'), { site: { prism: ref } });
    expect(listed.diagnostics).toEqual([]);
    expect(spans(listed.html)).toContain('package #D73A49/#F97583');
    expect(lineClasses(listed.html)).toEqual(['line highlighted', 'line', 'line']);
    // a docgate site's page, or a Docusaurus site's without its own Prism setup
    const own = await renderPage(fence('bnf', '<digit> ::= "0" | "1"'));
    expect(own.diagnostics).toEqual([]);
    expect(spans(own.html)).toContain(' "0" #032F62/#9ECBFF');
  });

  it('stays plain text with a warning in a language neither shiki nor Prism knows', async () => {
    const page = await renderPage(fence('zmodel', ZMODEL));
    expect(page.diagnostics.map((d) => d.message)).toEqual([
      'Unknown code block language `zmodel`, shown as plain text; expected a language shiki or Prism knows (e.g. ts, bash, json) or text',
    ]);
    expect(spans(page.html)).toEqual([]);
  });

  it("is highlighted in the render threads too, which run the site's module themselves", async () => {
    const renderer = createRenderer({ cacheDir: null, version: 'test', threads: 2, inProcessBelow: 1, startWorkers: true });
    try {
      const input = (n: number) => ({
        file: `docs/${n}.md`,
        source: fence('zmodel', `model M${n} {}`),
        lineOffset: 0,
        tocMinLevel: 2,
        tocMaxLevel: 3,
        site: { prism: ref },
      });
      const outputs = await Promise.all([1, 2, 3, 4].map((n) => renderer.render(input(n))));
      expect(renderer.stats().renderedInWorkers).toBeGreaterThan(0);
      for (const output of outputs) {
        expect(output.diagnostics).toEqual([]);
        expect(spans(output.html)[0]).toBe('model #D73A49/#F97583');
      }
    } finally {
      await renderer.close();
    }
  });
});
