import { describe, expect, it } from 'vitest';
import { printDiagnostics } from '../../../src/compiler/build.ts';
import { error, warning } from '../../../src/compiler/diagnostics/diagnostic.ts';
import { createMemoryLogger } from '../../../src/compiler/write/logger.ts';

describe('printing a build’s diagnostics', () => {
  it('prints a site plugin failing alike on many pages once, saying on how many more, and every other line as it is', () => {
    const logger = createMemoryLogger();
    const failed = "The site's remark or rehype plugins failed on this page (x is not a function), so it is rendered without them";
    printDiagnostics(logger, [
      error('broken-link', 'docs/a.md', { line: 3, column: 1 }, 'Broken link'),
      warning('site-plugin', 'docs/a.md', { line: 1, column: 1 }, failed),
      warning('site-plugin', 'docs/b.md', { line: 1, column: 1 }, failed),
      warning('site-plugin', 'docs/c.md', { line: 1, column: 1 }, failed),
      warning('site-plugin', 'docs/d.md', { line: 1, column: 1 }, failed.replace('x is', 'y is')),
      warning('broken-anchor', 'docs/b.md', { line: 2, column: 4 }, 'Missing anchor'),
      warning('broken-anchor', 'docs/c.md', { line: 2, column: 4 }, 'Missing anchor'),
      warning('code-language', 'docs/a.md', { line: 9, column: 1 }, 'Unknown code block language `questdb-sql`'),
      warning('code-language', 'docs/a.md', { line: 20, column: 1 }, 'Unknown code block language `questdb-sql`'),
      // an element written on every page of a generated API reference
      warning(
        'mdx-html',
        'docs/api/a.mdx',
        { line: 19, column: 83 },
        '<x-search> is not an element docgate renders, so only its content is shown',
      ),
      warning(
        'mdx-html',
        'docs/api/b.mdx',
        { line: 7, column: 1 },
        '<x-search> is not an element docgate renders, so only its content is shown',
      ),
    ]);
    expect(logger.lines.map((line) => `${line.level} ${line.message}`)).toEqual([
      'error docs/a.md:3:1 error Broken link (broken-link)',
      `warn docs/a.md:1:1 warning ${failed} (and 2 more pages) (site-plugin)`,
      `warn docs/d.md:1:1 warning ${failed.replace('x is', 'y is')} (site-plugin)`,
      'warn docs/b.md:2:4 warning Missing anchor (broken-anchor)',
      'warn docs/c.md:2:4 warning Missing anchor (broken-anchor)',
      'warn docs/a.md:9:1 warning Unknown code block language `questdb-sql` (and 1 more code block) (code-language)',
      'warn docs/api/a.mdx:19:83 warning <x-search> is not an element docgate renders, so only its content is shown (and 1 more place) (mdx-html)',
    ]);
  });
});
