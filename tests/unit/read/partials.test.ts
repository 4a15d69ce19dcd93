import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPartials } from '../../../src/compiler/read/partials.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function project(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docgate-partials-'));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), text);
  }
  return root;
}

const CONFIG = { markdown: { format: 'mdx' as const } };

describe('reading the partials a page imports', () => {
  it('reads an import whose path escapes characters, as the JS string it is (Prettier writes ./\\_x.md)', async () => {
    const root = await project({
      'docs/_warning.mdx': 'Careful.\n',
      'legacy/_note.md': 'A note.\n',
    });
    const page = "import Warning from './\\_warning.mdx';\nimport Note from '../legacy/\\_note.md'\n\n<Warning />\n<Note />\n";
    const partials = readPartials(root, 'docs/page.md', page, '', CONFIG);
    expect(partials.files.sort()).toEqual(['docs/_warning.mdx', 'legacy/_note.md']);
    expect(partials.sources['docs/_warning.mdx']?.source).toBe('Careful.\n');
  });

  it('reads a raw-loader import written without its extension as webpack resolves it (ory: `!!raw-loader!../code/server`)', async () => {
    const root = await project({ 'code/server.js': 'listen(3000);\n' });
    const page = "import Server from '!!raw-loader!../code/server';\n\n<CodeBlock>{Server}</CodeBlock>\n";
    const partials = readPartials(root, 'docs/page.mdx', page, '', CONFIG);
    expect(partials.sources['code/server']).toEqual({ source: 'listen(3000);\n', lineOffset: 0, format: 'raw' });
  });

  it('reads an import whose `from` touches its path (questdb writes `import X\\nfrom"./_p.mdx"`)', async () => {
    const root = await project({ 'docs/_p.mdx': 'Partial.\n' });
    const page = 'import NodejsPartial\nfrom"./_p.mdx"\n\n<NodejsPartial />\n';
    expect(readPartials(root, 'docs/page.md', page, '', CONFIG).files).toEqual(['docs/_p.mdx']);
  });

  it('reads two imports written on one line, as an MDX import block allows', async () => {
    const root = await project({ 'docs/_ios.md': 'iOS\n', 'docs/_kotlin.md': 'Kotlin\n' });
    const page =
      "import Ios from './_ios.md'; import\nKotlin from './_kotlin.md';\nimport Both from './_ios.md'; import Kotlin2 from './_kotlin.md';\n";
    expect(readPartials(root, 'docs/page.md', page, '', CONFIG).files.sort()).toEqual(['docs/_ios.md', 'docs/_kotlin.md']);
    const sameLine = "import Ios from './_ios.md'; import Kotlin from './_kotlin.md';\n";
    expect(readPartials(root, 'docs/page.md', sameLine, '', CONFIG).files.sort()).toEqual(['docs/_ios.md', 'docs/_kotlin.md']);
  });

  it('reads the partials a partial imports, and skips a file that does not exist', async () => {
    const root = await project({ 'docs/_a.md': "import B from './_b.md';\n\n<B />\n", 'docs/_b.md': 'B text\n' });
    const partials = readPartials(root, 'docs/page.mdx', "import A from './_a.md';\nimport C from './_c.md';\n", '', CONFIG);
    expect(partials.files).toEqual(['docs/_a.md', 'docs/_b.md']);
  });

  it('reads a file imported with raw-loader as its whole text, and nothing it imports', async () => {
    const root = await project({
      'docs/_snippets/model.ts': "import x from './_b.md';\nexport const model = 1;\n",
      'docs/_snippets/_b.md': 'never read\n',
    });
    const page = "import Model from '!!raw-loader!./\\_snippets/model.ts';\n\n<CodeBlock>{Model}</CodeBlock>\n";
    const partials = readPartials(root, 'docs/page.mdx', page, '', CONFIG);
    // the page renders again when the snippet changes
    expect(partials.files).toEqual(['docs/_snippets/model.ts']);
    expect(partials.sources['docs/_snippets/model.ts']).toEqual({
      source: "import x from './_b.md';\nexport const model = 1;\n",
      lineOffset: 0,
      format: 'raw',
    });
  });
});
