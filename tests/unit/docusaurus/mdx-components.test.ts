import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMdxComponents } from '../../../src/compiler/read/docusaurus/mdx-components.ts';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'docgate-mdxcomponents-'));
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe("a site's swizzled MDXComponents", () => {
  it('is absent without src/theme/MDXComponents', () => {
    expect(readMdxComponents(site)).toBeNull();
  });

  it('names its module, and the theme components it passes on under their names', async () => {
    await mkdir(join(site, 'src/theme'), { recursive: true });
    await writeFile(
      join(site, 'src/theme/MDXComponents.js'),
      [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "import Card from '../components/Card';",
        'export default { ...MDXComponents, Tabs, TabItem, Card };',
      ].join('\n'),
    );
    expect(readMdxComponents(site)).toEqual({
      file: 'src/theme/MDXComponents.js',
      options: { mdxComponents: '@site/src/theme/MDXComponents', mdxThemeComponents: { Tabs: 'Tabs', TabItem: 'TabItem' } },
      pieces: [],
    });
  });

  it('is read from the folder form the swizzle command makes (MDXComponents/index.js)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'docgate-mdxcomponents-folder-'));
    try {
      await mkdir(join(folder, 'src/theme/MDXComponents'), { recursive: true });
      await writeFile(
        join(folder, 'src/theme/MDXComponents/index.js'),
        "import MDXComponents from '@theme-original/MDXComponents';\nimport Tabs from '@theme/Tabs';\nexport default { ...MDXComponents, Tabs };\n",
      );
      expect(readMdxComponents(folder)).toEqual({
        file: 'src/theme/MDXComponents/index.js',
        options: { mdxComponents: '@site/src/theme/MDXComponents', mdxThemeComponents: { Tabs: 'Tabs' } },
        pieces: [],
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("names Markdown's own elements it maps (an `a` marking external links, a `pre` framing code blocks) and its swizzled parts (`MDXComponents/Img`), which pages' links and images render through", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'docgate-mdxcomponents-elements-'));
    try {
      await mkdir(join(folder, 'src/theme/MDXComponents'), { recursive: true });
      await writeFile(
        join(folder, 'src/theme/MDXComponents/index.js'),
        "import MDXComponents from '@theme-original/MDXComponents';\nimport A from '../A';\nexport default {\n  ...MDXComponents,\n  a: A,\n  'pre': (props) => <div className=\"frame\"><MDXComponents.pre {...props} /></div>,\n};\n",
      );
      await writeFile(join(folder, 'src/theme/MDXComponents/Img.js'), 'export default (props) => <figure><img {...props} /></figure>;\n');
      expect(readMdxComponents(folder)).toEqual({
        file: 'src/theme/MDXComponents/index.js',
        options: { mdxComponents: '@site/src/theme/MDXComponents', markdownElements: ['a', 'img', 'pre'] },
        pieces: ['MDXComponents', 'MDXComponents/Img'],
      });
      // a part alone, in its folder form, without the map: the theme's map draws with it
      await rm(join(folder, 'src/theme/MDXComponents'), { recursive: true });
      await mkdir(join(folder, 'src/theme/MDXComponents/Img'), { recursive: true });
      await writeFile(
        join(folder, 'src/theme/MDXComponents/Img/index.js'),
        'export default (props) => <figure><img {...props} /></figure>;\n',
      );
      expect(readMdxComponents(folder)).toEqual({ options: { markdownElements: ['img'] }, pieces: ['MDXComponents/Img'] });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('names h1-h6 for a swizzled MDXComponents/Heading, one piece drawing every level, beside its `ul` and `details`', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'docgate-mdxcomponents-heading-'));
    try {
      await mkdir(join(folder, 'src/theme/MDXComponents'), { recursive: true });
      await writeFile(
        join(folder, 'src/theme/MDXComponents.js'),
        "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents, ul: (props) => <ul {...props} />, details: MDXComponents.details };\n",
      );
      await writeFile(
        join(folder, 'src/theme/MDXComponents/Heading.js'),
        'export default ({ as: Tag, ...props }) => <Tag {...props} />;\n',
      );
      expect(readMdxComponents(folder)).toEqual({
        file: 'src/theme/MDXComponents.js',
        options: {
          mdxComponents: '@site/src/theme/MDXComponents',
          markdownElements: ['details', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul'],
        },
        pieces: ['MDXComponents', 'MDXComponents/Heading'],
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
