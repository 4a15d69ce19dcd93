import { describe, expect, test } from 'vitest';
import { parseCodeMeta, parseRanges } from '../../../src/contracts/code-meta.ts';
import { applyMagicComments } from '../../../src/compiler/markdown/magic-comments.ts';

describe('code fence meta', () => {
  test('title, line ranges and showLineNumbers are read from the meta string', () => {
    expect(parseCodeMeta('title="apps/api/src/server.ts" {3,5-7} showLineNumbers')).toEqual({
      title: 'apps/api/src/server.ts',
      highlight: [3, 5, 6, 7],
      showLineNumbers: true,
      lineNumbersStart: 1,
    });
  });

  test('showLineNumbers=12 numbers lines from 12', () => {
    expect(parseCodeMeta('showLineNumbers=12 {2}')).toMatchObject({ showLineNumbers: true, lineNumbersStart: 12, highlight: [2] });
  });

  test('an empty meta means no title, no highlight and no line numbers', () => {
    expect(parseCodeMeta(undefined)).toEqual({ title: null, highlight: [], showLineNumbers: false, lineNumbersStart: 1 });
  });

  test('titles may use single quotes or no quotes', () => {
    expect(parseCodeMeta("title='a b.ts'").title).toBe('a b.ts');
    expect(parseCodeMeta('title=a.ts').title).toBe('a.ts');
  });

  test('ranges ignore junk and duplicates', () => {
    expect(parseRanges('2, 1-2 ,x,4')).toEqual([1, 2, 4]);
  });

  test('highlight-start and highlight-end mark the lines between them', () => {
    const code = 'a\n// highlight-start\nb\nc\n// highlight-end\nd';
    const highlighted = ['theme-code-block-highlighted-line'];
    expect(applyMagicComments(code)).toEqual({
      code: 'a\nb\nc\nd',
      lines: new Map([
        [2, highlighted],
        [3, highlighted],
      ]),
    });
  });

  test('html and jsx comment forms work too', () => {
    expect([...applyMagicComments('<!-- highlight-next-line -->\n<p>x</p>').lines.keys()]).toEqual([1]);
    expect([...applyMagicComments('{/* highlight-next-line */}\n<A />').lines.keys()]).toEqual([1]);
  });
});
