// a stand-in for src/compiler/markdown's renderMarkdown: deterministic, cheap, and it tells which thread ran it
import { existsSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

// plain JavaScript: render threads load the compiled CLI, without a TypeScript loader
export async function renderMarkdown(input) {
  if (input.source.includes('THROW')) throw new Error(`cannot render ${input.file}`);
  // `CRASH_ONCE <marker>` kills the thread the first time (the way running out of memory does)
  const crash = /CRASH_ONCE (\S+)/.exec(input.source);
  if (crash && !isMainThread && !existsSync(crash[1])) {
    writeFileSync(crash[1], '');
    process.exit(1);
  }
  if (input.source.includes('CRASH_ALWAYS') && !isMainThread) process.exit(1);
  const headings = [...input.source.matchAll(/^(#{1,6}) (.+)$/gm)].map((m) => ({ level: m[1].length, text: m[2] }));
  return {
    html: `<p>${input.source.length} chars of ${input.file}</p>`,
    title: headings[0]?.text ?? null,
    headings,
    toc: headings.filter((h) => h.level >= input.tocMinLevel && h.level <= input.tocMaxLevel),
    links: [],
    assets: [],
    sections: [],
    summaryHtml: null,
    words: input.source.split(/\s+/).length,
    diagnostics: [],
    // not part of the real output: lets tests see where the work happened
    thread: isMainThread ? 'main' : 'worker',
  };
}
