import { expect, it } from 'vitest';
import { compilerFor, memorySite } from './helpers.ts';

it('assembles the site only once the onRendered hook has settled (docgate build ends its render threads there)', async () => {
  let settled = false;
  const written: boolean[] = [];
  const compiler = compilerFor(memorySite({ 'docs/intro.md': '# Intro\n\nHello.\n', 'docs/next.md': '# Next\n\nMore.\n' }), false, {
    onRendered: async () => {
      await new Promise((done) => setTimeout(done, 50));
      settled = true;
    },
    // the page files are made as the site is assembled
    pageSink: {
      write: () => void written.push(settled),
      keep: () => false,
    },
  });
  const result = await compiler.build();
  expect(result.manifest).not.toBeNull();
  expect(written.length).toBeGreaterThan(0);
  expect(written.every((after) => after)).toBe(true);
});
