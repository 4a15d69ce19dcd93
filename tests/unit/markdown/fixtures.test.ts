import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

// every folder under tests/fixtures/markdown is a case; UPDATE=1 rewrites the expected output.html
const root = fileURLToPath(new URL('../../fixtures/markdown/', import.meta.url));
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('markdown fixtures', () => {
  test('the fixture folder holds cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const name of cases) {
    test(`${name}/input.md renders to ${name}/output.html`, async () => {
      const source = readFileSync(join(root, name, 'input.md'), 'utf8');
      const { html } = await renderPage(source, { file: `tests/fixtures/markdown/${name}/input.md` });
      const expected = join(root, name, 'output.html');
      if (process.env.UPDATE) writeFileSync(expected, `${html}\n`);
      expect(`${html}\n`).toBe(readFileSync(expected, 'utf8'));
    });
  }
});
