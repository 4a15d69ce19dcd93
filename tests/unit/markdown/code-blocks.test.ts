import { describe, expect, test } from 'vitest';
import { highlightBlock, loadHighlighter } from '../../../src/compiler/markdown/highlighter.ts';
import { renderPage } from './render-page.ts';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((match) => match[1]);

describe('code blocks', () => {
  test('title="..." shows a title bar above the code', async () => {
    const page = await renderPage(fence('ts title="apps/api/src/server.ts"', 'const a = 1;'));
    expect(page.html).toMatch(
      /^<div class="code-block language-ts codeBlockContainer_docgate theme-code-block" data-language="ts"><div class="codeBlockTitle_docgate code-block-title">apps\/api\/src\/server\.ts<\/div><div class="codeBlockContent_docgate"><pre /,
    );
  });

  test('{1,3-4} marks exactly those lines as highlighted', async () => {
    const page = await renderPage(fence('js {1,3-4}', 'a()\nb()\nc()\nd()\ne()'));
    expect(lineClasses(page.html)).toEqual(['line highlighted', 'line', 'line highlighted', 'line highlighted', 'line']);
  });

  test('a highlight-next-line comment highlights the next line and disappears', async () => {
    const page = await renderPage(fence('bash', 'npm ci\n# highlight-next-line\nnpm start'));
    expect(lineClasses(page.html)).toEqual(['line', 'line highlighted']);
    expect(page.html).not.toContain('highlight-next-line');
  });

  test('a mermaid fence is a diagram where the site turns Mermaid on: its source, as text, for the viewer to draw', async () => {
    const source = 'graph TD;\n  A[<img src=x onerror=alert(1)>]-->B;';
    const page = await renderPage(fence('mermaid', source), { site: { mermaid: true } });
    expect(page.html).toBe(
      '<div class="docusaurus-mermaid-container" data-mermaid=""><pre class="mermaid-source">graph TD;\n  A[&#x3C;img src=x onerror=alert(1)>]-->B;</pre></div>',
    );
    // elsewhere it is code, as Docusaurus shows it without markdown.mermaid
    const off = await renderPage(fence('mermaid', source));
    expect(off.html).toContain(
      '<div class="code-block language-mermaid codeBlockContainer_docgate theme-code-block" data-language="mermaid">',
    );
    expect(off.html).not.toContain('data-mermaid');
  });

  test("a block has Docusaurus' classes, which a site's CSS styles: language as written on the box and the pre, theme-code-block, prism-code", async () => {
    // openfeature.dev hides the copy button of its output blocks with `.language-disable-copy-button button`
    const unknown = await renderPage(fence('disable-copy-button', 'output'));
    expect(unknown.html).toMatch(
      /^<div class="code-block language-disable-copy-button codeBlockContainer_docgate theme-code-block" data-language="text"><div class="codeBlockContent_docgate"><pre [^>]*class="shiki shiki-themes prism-code language-disable-copy-button codeBlock_docgate"/,
    );
    // lower-cased, as Docusaurus normalizes it; without a language the box has none and the pre is text
    expect((await renderPage(fence('JS', 'a()'))).html).toMatch(
      /^<div class="code-block language-js codeBlockContainer_docgate theme-code-block"[^>]*><div class="codeBlockContent_docgate"><pre [^>]*class="[^"]*prism-code language-js codeBlock_docgate"/,
    );
    const bare = await renderPage(fence('', 'plain'));
    expect(bare.html).toMatch(
      /^<div class="code-block codeBlockContainer_docgate theme-code-block" data-language="text"><div class="codeBlockContent_docgate"><pre [^>]*class="[^"]*prism-code language-text codeBlock_docgate"/,
    );
  });

  test('where the site swizzled CodeBlock, a block carries the props Docusaurus hands it besides its language class: the metastring, and the code as written when magic comments changed it', async () => {
    const code = "const a = 1;\n// highlight-next-line\nconst b = 'x';";
    const page = await renderPage(fence('ts title="a.ts" {1} live', code), { site: { codeBlockProps: true } });
    expect(page.html).toMatch(
      /^<div class="code-block language-ts codeBlockContainer_docgate theme-code-block" data-language="ts" data-metastring="title=&#x22;a\.ts&#x22; \{1\} live" data-code="const a = 1;\n\/\/ highlight-next-line\nconst b = &#x27;x&#x27;;"><div class="codeBlockTitle_docgate code-block-title">a\.ts<\/div><div class="codeBlockContent_docgate"><pre /,
    );
    // the code shown is the code as written: not written twice
    expect((await renderPage(fence('bash', 'npm ci'), { site: { codeBlockProps: true } })).html).toMatch(
      /^<div class="code-block language-bash codeBlockContainer_docgate theme-code-block" data-language="bash"><div class="codeBlockContent_docgate"><pre /,
    );
    // a site without the swizzle: the page as before, no heavier
    expect((await renderPage(fence('ts title="a.ts" {1} live', code))).html).toMatch(
      /^<div class="code-block language-ts codeBlockContainer_docgate theme-code-block" data-language="ts"><div class="codeBlockTitle_docgate /,
    );
  });

  test('showLineNumbers adds the line-numbers class to the block', async () => {
    const page = await renderPage(fence('ts showLineNumbers', 'let x = 1;'));
    expect(page.html).toContain('class="shiki shiki-themes line-numbers prism-code language-ts codeBlock_docgate"');
    expect((await renderPage(fence('ts', 'let x = 1;'))).html).not.toContain('line-numbers');
  });

  test('showLineNumbers=5 starts the line counter so the first line reads 5', async () => {
    const page = await renderPage(fence('ts showLineNumbers=5', 'let x = 1;\nlet y = 2;'));
    expect(page.html).toContain('line-numbers');
    expect(page.html).toContain('<code style="counter-reset:line 4" class="codeBlockLines_docgate">');
    expect((await renderPage(fence('ts showLineNumbers', 'let x = 1;'))).html).toContain('<code class="codeBlockLines_docgate">');
  });

  test('the output carries both github themes as css variables and no fixed colour', async () => {
    const page = await renderPage(fence('ts', 'const answer = 42;'));
    // one block for both themes, without their names as classes: CSS written for shiki-twoslash's two
    // blocks (`[data-theme='light'] .shiki.github-dark { display: none }`) would hide it
    expect(page.html).toContain('class="shiki shiki-themes prism-code language-ts codeBlock_docgate"');
    expect(page.html).toContain('--shiki-light:#D73A49;--shiki-dark:#F97583');
    expect(page.html).toContain('--shiki-light-bg:#fff;--shiki-dark-bg:#24292e');
    expect(page.html).not.toMatch(/style="[^"]*(?:^|;|")color:/);
  });

  test('rendering the same page twice gives identical html from the cache', async () => {
    const source = fence('tsx title="a.tsx" {2}', 'export const A = () => <b>hi</b>;\nconst b = 2;');
    const first = await renderPage(source);
    const second = await renderPage(source);
    expect(second.html).toBe(first.html);
    const highlighter = await loadHighlighter(['tsx']);
    // the same block object means shiki ran once for this (lang, meta, code)
    expect(highlightBlock(highlighter, 'let a = 1;', 'tsx', '')).toBe(highlightBlock(highlighter, 'let a = 1;', 'tsx', ''));
  });

  test('an unknown language renders as plain text with a warning at the fence line', async () => {
    const page = await renderPage(`Intro.\n\n${fence('klingon', 'qapla <b>')}`, { lineOffset: 6 });
    expect(page.html).toContain('data-language="text"');
    expect(page.html).toContain('<span class="line"><span>qapla &#x3C;b></span></span>');
    expect(page.diagnostics).toEqual([
      {
        file: 'content/docs/page.md',
        line: 9,
        column: 1,
        severity: 'warning',
        message: expect.stringContaining('Unknown code block language `klingon`'),
        rule: 'code-language',
      },
    ]);
  });

  test('a fence without a language is plain text without a warning', async () => {
    const page = await renderPage(fence('', 'just text'));
    expect(page.html).toContain('data-language="text"');
    expect(page.diagnostics).toEqual([]);
  });

  test('language names are matched case-insensitively and through aliases', async () => {
    const page = await renderPage(fence('TS', 'let a') + fence('sh', 'ls') + fence('yml', 'a: 1'));
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('data-language="ts"');
    expect(page.html).toContain('data-language="sh"');
  });
});
