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
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
