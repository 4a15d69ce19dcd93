import { describe, expect, test } from 'vitest';
import { linkChunk, staticCycle } from '../../../src/compiler/bundle/chunks.ts';
import { islandGroups } from '../../../src/compiler/bundle/plugin.ts';
import { CHUNK_IMPORT, CHUNK_LOADER, islandGroup } from '../../../src/contracts/site-bundle.ts';
import { renderPage } from '../markdown/render-page.ts';

// How the site bundle is cut into chunks: islands grouped by the file they are written in, and the chunks'
// imports of each other named for the viewer, which links them from blob: URLs.

describe('the chunks of the site bundle', () => {
  test("a page's islands share the start of their ids (their group), another page's islands another", async () => {
    const page = (file: string) =>
      renderPage("import A from '@site/src/A';\n\n<A n={1} />\n\n<A n={2} />\n", { file, format: 'mdx', frontMatter: {} });
    const [alpha, beta] = await Promise.all([page('content/docs/alpha.mdx'), page('content/docs/beta.mdx')]);
    const ids = [...alpha.islands, ...beta.islands].map((island) => island.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => /^[0-9a-f]{12}$/.test(id))).toBe(true);
    expect([...islandGroups(ids).values()]).toEqual([ids.slice(0, 2), ids.slice(2)]);
    expect(islandGroup(ids[0]!)).not.toBe(islandGroup(ids[2]!));
  });

  test('groups islands by the start of their ids, in their first order', () => {
    const groups = islandGroups(['aaaaaa000001', 'bbbbbb000001', 'aaaaaa000002']);
    expect([...groups]).toEqual([
      ['aaaaaa', ['aaaaaa000001', 'aaaaaa000002']],
      ['bbbbbb', ['bbbbbb000001']],
    ]);
  });

  test('a chunk names the chunks it imports for the viewer to link, and asks for those it loads on demand', () => {
    const code =
      'import{t as e}from"./c-Ab_1.js";import"./c-Cd-2.js";var n={g:()=>a(()=>import(`./c-Ef3.js`),[])};const s="./c-Ab_1.js is text";export{n as groups};';
    const linked = linkChunk({ fileName: 'e-x.js', code, imports: ['c-Ab_1.js', 'c-Cd-2.js'], dynamicImports: ['c-Ef3.js'] });
    expect(linked).toBe(
      `import{t as e}from"docgate-chunk:bundle/c-Ab_1.js";import"docgate-chunk:bundle/c-Cd-2.js";var n={g:()=>a(()=>globalThis.${CHUNK_LOADER}("bundle/c-Ef3.js"),[])};const s="./c-Ab_1.js is text";export{n as groups};`,
    );
    // what the viewer replaces with the chunks' blob: URLs
    expect(Array.from(linked.matchAll(CHUNK_IMPORT), (match) => match[2])).toEqual(['bundle/c-Ab_1.js', 'bundle/c-Cd-2.js']);
  });

  test('finds chunks whose static imports go round, which the viewer could not link (the one-file bundle then)', () => {
    const chunk = (fileName: string, imports: string[]) => ({ fileName, imports });
    expect(staticCycle([chunk('e.js', ['a.js', 'b.js']), chunk('a.js', ['b.js']), chunk('b.js', [])])).toBe(false);
    expect(staticCycle([chunk('e.js', ['a.js']), chunk('a.js', ['b.js']), chunk('b.js', ['a.js'])])).toBe(true);
    expect(staticCycle([chunk('a.js', ['a.js'])])).toBe(true);
  });
});
