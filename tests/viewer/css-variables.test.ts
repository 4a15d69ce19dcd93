import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

// the project root is the working folder of every test run (jsdom gives import.meta.url no file scheme)
const viewer = `${resolve('viewer')}/`;
// written by the compiler into a code block's own style attribute (shiki's dual themes, defaultColor: false;
// a Docusaurus site's Prism theme colours)
const INLINE = /^--(?:shiki-|docgate-prism-)/;

describe("the viewer's stylesheets", () => {
  it('use no CSS variable without a fallback that none of them (or the viewer code) defines', async () => {
    const sheets = await glob(['src/**/*.css', 'index.html'], { cwd: viewer, absolute: true });
    const code = await glob(['src/**/*.{ts,tsx}'], { cwd: viewer, absolute: true });
    const defined = new Set<string>();
    const used = new Map<string, string>();
    for (const file of sheets) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/(--[\w-]+)\s*:/g)) defined.add(name!);
      // `var(--x)` with nothing after the name: `var(--x, fallback)` is safe without a definition
      for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)) if (!used.has(name!)) used.set(name!, file.slice(viewer.length));
    }
    // variables the viewer sets from script (a site's colours, a measured height)
    for (const file of code) for (const [, name] of readFileSync(file, 'utf8').matchAll(/['"](--[\w-]+)['"]/g)) defined.add(name!);
    const undefinedVariables = [...used]
      .filter(([name]) => !defined.has(name) && !INLINE.test(name))
      .map(([name, file]) => `${name} in ${file}`);
    expect(sheets.length).toBeGreaterThan(10);
    expect(used.size).toBeGreaterThan(10);
    expect(undefinedVariables).toEqual([]);
  });
});
