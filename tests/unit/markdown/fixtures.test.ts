import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../../../src/compiler/diagnostics/diagnostic.ts';
import { readPartials } from '../../../src/compiler/read/partials.ts';
import { renderPage } from './render-page.ts';

// every folder under tests/fixtures/markdown is a case: input.md (CommonMark) or input.mdx (MDX, with
// any `_partial.md` files beside it), output.html, and messages.txt when rendering it reports anything
// (`line:column severity message (rule)`); UPDATE=1 rewrites output.html and messages.txt
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const root = fileURLToPath(new URL('../../fixtures/markdown/', import.meta.url));
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('markdown fixtures', () => {
  test('the fixture folder holds cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const name of cases) {
    const input = existsSync(join(root, name, 'input.mdx')) ? 'input.mdx' : 'input.md';
    test(`${name}/${input} renders to ${name}/output.html with the messages of ${name}/messages.txt`, async () => {
      const source = readFileSync(join(root, name, input), 'utf8');
      const dir = `tests/fixtures/markdown/${name}`;
      const file = `${dir}/${input}`;
      const mdx = input === 'input.mdx';
      const partials = mdx ? readPartials(repo, file, source, dir, { markdown: { format: 'detect' } }).sources : undefined;
      const page = await renderPage(source, {
        file,
        ...(mdx ? { format: 'mdx' as const, partials, siteDir: dir, frontMatter: { title: 'Fixture' } } : {}),
      });
      const messages = page.diagnostics.map((d) => formatDiagnostic(d).replace(`${dir}/`, '')).join('\n');
      const expectedHtml = join(root, name, 'output.html');
      const expectedMessages = join(root, name, 'messages.txt');
      if (process.env.UPDATE) {
        writeFileSync(expectedHtml, `${page.html}\n`);
        if (messages) writeFileSync(expectedMessages, `${messages}\n`);
        else rmSync(expectedMessages, { force: true });
      }
      expect(`${page.html}\n`).toBe(readFileSync(expectedHtml, 'utf8'));
      expect(messages ? `${messages}\n` : '').toBe(existsSync(expectedMessages) ? readFileSync(expectedMessages, 'utf8') : '');
    });
  }
});
