import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { describe, expect, test } from 'vitest';
import { getProcessor } from '../../../src/compiler/markdown/processor.ts';
import remarkTableGate, { tableStartLines } from '../../../src/compiler/markdown/table-gate.ts';

interface Construct {
  name?: string;
  tokenize: (...args: unknown[]) => unknown;
}

/** Counts the attempts of GFM's table construct: wraps its tokenizer in the syntax before the gate's turn. */
function countTableAttempts(this: Processor, counter: { attempts: number }): void {
  const extensions = (this.data('micromarkExtensions') ?? []) as { flow?: { null?: Construct | Construct[] } }[];
  for (const extension of extensions.flat()) {
    for (const construct of [extension.flow?.null ?? []].flat()) {
      if (construct.name !== 'table') continue;
      const tokenize = construct.tokenize;
      construct.tokenize = function (this: unknown, ...args: unknown[]) {
        counter.attempts++;
        return tokenize.apply(this, args);
      };
    }
  }
}

// sources with tables of every shape the construct accepts (a delimiter row of `:` and no pipe, rows
// without pipes, in quotes and list items, CRLF) and prose with `-`, `|` and `:` that makes none
const sources = [
  '| a | b |\n| - | - |\n| 1 | 2 |\nrow without pipes\n\nAfter: the end - done.',
  'a\n:-\n\nb\n-:\nbody\n\nc\n-\n\nd | e\n--|--\n',
  '> quote\n> :-:\n> body\n\n- item\n  :-\n  row\n\n1. x\n   | y |\n   |---|',
  '| CRLF | table |\r\n| :-- | --: |\r\n| 1 | 2 |\r\n\r\nprose\r\nthen: - not a row\r\n',
  'Note: a sentence - with a dash.\nAnother: line | pipe - dash.\nA third line.\n\n| x |\n| - |',
  ':::tip\n\n| in | directive |\n| -- | -- |\n\n:::\n\n```\n| in | code |\n| -- | -- |\n```',
  'lazy\n> | a |\n| - |\n\n* | a |\n|-|\n',
];

describe('GFM table gate', () => {
  test('gives the tree the ungated syntax gives, tables and all', () => {
    const plain = {
      md: unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze(),
      mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze(),
    };
    let tables = 0;
    for (const source of sources) {
      for (const format of ['md', 'mdx'] as const) {
        const gated = getProcessor(format).parse(source);
        expect(gated).toEqual(plain[format].parse(source));
        tables += JSON.stringify(gated).split('"type":"table"').length - 1;
      }
    }
    // the sources do hold tables: the check above compares trees with them
    expect(tables).toBeGreaterThanOrEqual(20);
  });

  test('tries a table only where the next line can be a delimiter row', () => {
    const counted = (gate: boolean) => {
      const counter = { attempts: 0 };
      const processor = unified()
        .use(remarkParse)
        .use(remarkGfm)
        .use(countTableAttempts, counter)
        .use(gate ? [remarkTableGate] : []);
      processor.parse('First paragraph of prose.\n\nSecond one, two lines\nlong.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nLast.');
      return counter.attempts;
    };
    // ungated, every paragraph and every row is an attempt; gated, the table's head and its body row are
    expect(counted(false)).toBeGreaterThanOrEqual(5);
    expect(counted(true)).toBe(2);
  });

  test('marks the lines whose next line holds a `-` and a `|` or `:`', () => {
    expect([...tableStartLines('a\n:-\nb\n- x\nc\r\n|-|\rd')]).toEqual([0, 1, 0, 0, 0, 1, 0, 0, 0]);
  });
});
