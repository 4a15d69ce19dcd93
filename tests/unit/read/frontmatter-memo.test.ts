import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../src/compiler/read/frontmatter.ts';
import { FrontmatterMemo } from '../../../src/compiler/read/frontmatter-memo.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgate-fm-memo-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const TEXT = '---\ntitle: Intro\ntags: [a, b]\nsidebar:\n  order: 2\n---\n\n# Intro\n\nBody.\n';

describe('the frontmatter memo of a build', () => {
  it('gives a later build the same result for an unchanged file, positions included, without keeping what it no longer reads', async () => {
    const first = new FrontmatterMemo(dir);
    const fresh = parseFrontmatter('docs/intro.md', TEXT);
    const parsed = first.parse('docs/intro.md', TEXT);
    first.parse('docs/gone.md', '---\ntitle: Gone\n---\n\nText.\n');
    first.save();

    const second = new FrontmatterMemo(dir);
    const again = second.parse('docs/intro.md', TEXT);
    expect(again.ok && fresh.ok && parsed.ok).toBe(true);
    if (!again.ok || !fresh.ok) return;
    expect({ ...again.value, locate: null }).toEqual({ ...fresh.value, locate: null });
    // positions come from parsing the text when asked
    expect(again.value.locate(['sidebar', 'order'])).toEqual(fresh.value.locate(['sidebar', 'order']));
    second.save();
    // only the file the second build read is kept
    expect(Object.keys(JSON.parse(await readFile(join(dir, 'frontmatter-1.json'), 'utf8')))).toHaveLength(1);
  });

  it('parses a changed file again, and keeps no block only the lenient reader accepts', () => {
    const memo = new FrontmatterMemo(dir);
    const changed = memo.parse('docs/intro.md', TEXT.replace('Intro\ntags', 'Start\ntags'));
    expect(changed.ok && changed.value.data.title).toBe('Start');
    const lenient = '---\nauthors: [a] tags: [b]\n---\n\nText.\n';
    const once = memo.parse('blog/post.md', lenient);
    const twice = memo.parse('blog/post.md', lenient);
    // the warning that only js-yaml reads it comes every time
    expect(once.ok && once.value.lenient).toBeTruthy();
    expect(twice.ok && twice.value.lenient).toBeTruthy();
  });
});
