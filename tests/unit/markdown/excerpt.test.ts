import { describe, expect, test } from 'vitest';
import { excerptOf } from '../../../src/compiler/markdown/excerpt.ts';

// Docusaurus' own createExcerpt cases (packages/docusaurus-utils/src/__tests__/markdownUtils.test.ts),
// then those docgate met on real sites
const lines = (...text: string[]): string => text.join('\n');
const LOREM = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vestibulum ex urna, molestie et sagittis ut, varius ac justo.';
const NUNC = 'Nunc porttitor libero nec vulputate venenatis. Nam nec rhoncus mauris.';
const MARKED =
  'Lorem **ipsum** dolor sit `amet`[^1], consectetur _adipiscing_ elit. [**Vestibulum**](https://wiktionary.org/wiki/vestibulum) ex urna[^note], ~~molestie~~ et sagittis ut, varius ac justo :wink:.';

describe("Docusaurus' createExcerpt", () => {
  test('text-only content gives its first line', () => {
    expect(excerptOf(lines(LOREM, '', NUNC))).toBe(LOREM);
  });

  test('an h1 title is skipped, so the description is not the title again', () => {
    expect(excerptOf(lines('', '# Markdown Regular Title', '', LOREM, '', NUNC))).toBe(LOREM);
  });

  test('a setext title is skipped', () => {
    expect(excerptOf(lines('', 'Markdown Alternate Title', '================', '', LOREM, '', NUNC))).toBe(LOREM);
  });

  test('a leading h2 gives its text', () => {
    expect(excerptOf(lines('## Lorem ipsum dolor sit amet', '', NUNC))).toBe('Lorem ipsum dolor sit amet');
  });

  test('a leading blockquote gives its text', () => {
    expect(excerptOf(lines('> Lorem ipsum dolor sit amet', '', NUNC))).toBe('Lorem ipsum dolor sit amet');
  });

  test('a leading image gives its alt', () => {
    expect(excerptOf('![Lorem ipsum](/img/lorem-ipsum.svg)')).toBe('Lorem ipsum');
  });

  test("a leading admonition gives its content's first line", () => {
    const body = lines(
      "import Component from '@site/src/components/Component'",
      '',
      ':::caution',
      '',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
      '',
      ':::',
      '',
      NUNC,
    );
    expect(excerptOf(body)).toBe('Lorem ipsum dolor sit amet, consectetur adipiscing elit.');
  });

  const declarations = [
    "import Component from '@site/src/components/Component';",
    "import Component from '@site/src/components/Component'",
    "import './styles.css';",
    '',
    'export function ItemCol(props) {',
    "  return <Item {...props} className={'col col--6 margin-bottom--lg'}/>",
    '}',
    '',
    'export function ItemCol(props) {',
    "  return <Item {...props} className={'col col--6 margin-bottom--lg'}/>",
    '};',
    '',
    MARKED,
    '',
    NUNC,
  ];

  test('imports, exports, emphasis, code, links, footnotes, strikethrough and emoji are stripped', () => {
    expect(excerptOf(lines(...declarations))).toBe(LOREM);
  });

  test('CRLF line endings read the same', () => {
    expect(excerptOf(declarations.join('\r\n'))).toBe(LOREM);
  });

  test('a heading loses its {#custom-id}', () => {
    expect(excerptOf('## Markdown title {#my-anchor-id}')).toBe('Markdown title');
  });

  test('code blocks are skipped', () => {
    const body = lines(
      '```jsx',
      "import React from 'react';",
      "import Layout from '@theme/Layout';",
      '```',
      '',
      'Lorem `ipsum` dolor sit amet, consectetur `adipiscing elit`.',
    );
    expect(excerptOf(body)).toBe('Lorem ipsum dolor sit amet, consectetur adipiscing elit.');
  });

  test('a multi-line import is skipped to its blank line', () => {
    const body = lines(
      'import React, {',
      '  type ReactNode,',
      "} from 'react';",
      '',
      'Lorem `ipsum` dolor sit amet, consectetur `adipiscing elit`.',
    );
    expect(excerptOf(body)).toBe('Lorem ipsum dolor sit amet, consectetur adipiscing elit.');
  });
});

describe('excerpts of real pages', () => {
  test('text inside an HTML block is the excerpt (kysely)', () => {
    expect(excerptOf(lines('# Relations', '', '<h3>', 'Kysely IS NOT an ORM.', '</h3>', '', 'Phew.'))).toBe('Kysely IS NOT an ORM.');
  });

  test("an admonition's title line is skipped and its link keeps its text (kysely)", () => {
    const body = lines('# Helpers', '', ':::info', "[Here's](https://example.com) a playground link.", ':::', '', 'Second paragraph.');
    expect(excerptOf(body)).toBe("Here's a playground link.");
  });

  test("a paragraph's first source line only, however long, uncut", () => {
    const long = 'word '.repeat(60).trim();
    expect(excerptOf(lines(long, 'that goes on.'))).toBe(long);
  });

  test('a ````-fence holds ``` lines as its text', () => {
    expect(excerptOf(lines('````md', '```js', 'x', '```', '````', 'After.'))).toBe('After.');
  });

  test('a page with no text has none', () => {
    expect(excerptOf(lines('# Title', '', '```', 'code', '```'))).toBeUndefined();
  });

  test("a post's content title is removed first, even one the excerpt's own rule keeps part of", () => {
    const body = lines("import A from './a';", '', 'Title after imports', '===', '', 'Body.');
    expect(excerptOf(body)).toBe('Title after imports');
    expect(excerptOf(body, true)).toBe('Body.');
    expect(excerptOf(lines('# Using C# today', '', 'Body.'))).toBe('today');
    expect(excerptOf(lines('# Using C# today', '', 'Body.'), true)).toBe('Body.');
  });
});
