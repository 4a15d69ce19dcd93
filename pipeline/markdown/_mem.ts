import { loadHighlighter, highlightBlock } from './highlighter.ts';
const h = await loadHighlighter(['ts']);
const gc = (globalThis as any).gc;
gc(); const before = process.memoryUsage().heapUsed;
const code = (i: number) => `import { z } from 'zod';\nimport { queue } from '../queue.ts';\n\nexport const schema${i} = z.object({ text: z.string().max(${i}), at: z.coerce.date() });\nexport async function handle${i}(input: unknown): Promise<{ id: string }> {\n  const post = schema${i}.parse(input);\n  const job = await queue.add('x', { ...post, attempt: ${i} });\n  if (!job.id) throw new Error('queue refused job ${i}');\n  return { id: job.id };\n}`;
for (let i = 0; i < 1000; i++) highlightBlock(h, code(i), 'ts', '{2}');
gc(); const after = process.memoryUsage().heapUsed;
console.log(((after - before) / 1000 / 1024).toFixed(1), 'kB per 10-line block');
