import { describe, expect, it } from 'vitest';
import { globMatcher } from '../../../src/compiler/read/docusaurus/glob-match.ts';

describe('include and exclude patterns', () => {
  it("match as Docusaurus' defaults mean them", () => {
    const include = globMatcher(['**/*.{md,mdx}']);
    expect(['intro.md', 'a/b/c.mdx', 'a.js', 'a.md.txt'].map(include)).toEqual([true, true, false, false]);
    const exclude = globMatcher(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']);
    expect(['_partial.md', 'a/_b.mdx', '_drafts/x.md', 'a/_c/d/e.md', 'x.test.ts', 'a/__tests__/b.md', 'a/b.md'].map(exclude)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('match the folder lists and single files sites write', () => {
    const include = globMatcher(['{api,introduction,using-react-redux,tutorials}/*.{md,mdx}', 'troubleshooting.md']);
    expect(['api/hooks.md', 'tutorials/connect.mdx', 'api/deep/x.md', 'troubleshooting.md', 'other/x.md', 'v[12].md'].map(include)).toEqual(
      [true, true, false, true, false, false],
    );
    expect(globMatcher(['v[12].md', 'a?.md'])('v2.md')).toBe(true);
    expect(globMatcher(['v[12].md', 'a?.md'])('ab.md')).toBe(true);
  });
});
