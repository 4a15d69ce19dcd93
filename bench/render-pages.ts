// Renders bench-corpus Markdown pages on this thread, after a warm-up, and prints ms of CPU per page:
// the figure to profile (node --cpu-prof) and to compare builds of the renderer by.
// run: node --max-semi-space-size=32 --import tsx bench/render-pages.ts [pages] [rounds] (a render thread's young generation,
// render/pool.ts); PROFILE=file.cpuprofile writes a CPU profile of the measured rounds, without the warm-up
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseFrontmatter } from '../src/compiler/read/frontmatter.ts';
import { renderMarkdown } from '../src/compiler/markdown/index.ts';
import type { MarkdownInput } from '../src/compiler/markdown/types.ts';
import { doc, isMdx } from './pipeline/corpus.ts';

const count = Number(process.argv[2] ?? 200);
const rounds = Number(process.argv[3] ?? 3);
const total = 2000;
// every round renders pages of its own, after the warm-up's: no code block is met twice, as in a cold build
const inputs: MarkdownInput[] = [];
for (let i = 0; inputs.length < 40 + count * rounds; i++) {
  if (isMdx(i)) continue;
  const parsed = parseFrontmatter('page.md', doc(i, total, 50));
  if (!parsed.ok) throw new Error('a corpus page has no valid frontmatter');
  inputs.push({
    file: `content/docs/p${i}.md`,
    source: parsed.value.body,
    lineOffset: parsed.value.lineOffset,
    tocMinLevel: 2,
    tocMaxLevel: 3,
  });
}
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
// warm-up: loads shiki's grammars and lets the JIT settle on other pages than the measured ones
for (const input of inputs.slice(0, 40)) await renderMarkdown(input);
const session = process.env.PROFILE ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
}
const perRound: number[] = [];
for (let round = 0; round < rounds; round++) {
  const start = cpu();
  for (const input of inputs.slice(40 + round * count, 40 + (round + 1) * count)) await renderMarkdown(input);
  perRound.push((cpu() - start) / count);
}
if (session) writeFileSync(process.env.PROFILE!, JSON.stringify((await session.post('Profiler.stop')).profile));
console.log(`render: ${count} corpus pages x ${rounds}: ${perRound.map((ms) => ms.toFixed(2)).join(' ')} ms cpu/page`);
