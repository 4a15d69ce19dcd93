// Renders 200 realistic pages (2-3 code blocks each) through the Markdown compiler and prints ms/page:
// parse only, cold render (shiki tokenizes every block), warm render (every block from the cache).
// run: node --import tsx bench/markdown-smoke.ts [pages]
import { renderMarkdown } from '../src/compiler/markdown/index.ts';
import { getProcessor } from '../src/compiler/markdown/processor.ts';

const count = Number(process.argv[2] ?? 200);

const topics = ['posting', 'scheduling', 'analytics', 'media', 'authentication', 'webhooks', 'queues', 'billing'];
const platforms = ['Twitter', 'LinkedIn', 'Facebook', 'Instagram', 'TikTok', 'Threads', 'Reddit', 'Pinterest'];

function tsBlock(i: number): string {
  return [
    `\`\`\`ts title="apps/api/src/${topics[i % 8]}/handler-${i}.ts" {2,5-6}`,
    `import { z } from 'zod';`,
    `import { queue } from '../queue.ts';`,
    ``,
    `export const schema${i} = z.object({ text: z.string().max(${280 + i}), at: z.coerce.date() });`,
    `export async function handle${i}(input: unknown): Promise<{ id: string }> {`,
    `  const post = schema${i}.parse(input);`,
    `  const job = await queue.add('${topics[i % 8]}', { ...post, attempt: ${i % 5} });`,
    `  if (!job.id) throw new Error('queue refused job ${i}');`,
    `  return { id: job.id };`,
    `}`,
    '```',
  ].join('\n');
}

function bashBlock(i: number): string {
  // a third of the pages share the same install snippet: the cache should make those free
  if (i % 3 === 0) return '```bash\nnpm install\nnpm run dev\n```';
  return `\`\`\`bash showLineNumbers\ncurl -X POST https://api.postline.dev/v1/${topics[i % 8]} \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -d '{"text": "hello ${i}"}'\n\`\`\``;
}

function jsonBlock(i: number): string {
  return `\`\`\`json\n{\n  "id": "post_${i}",\n  "platform": "${platforms[i % 8]}",\n  "status": "scheduled",\n  "retries": ${i % 4}\n}\n\`\`\``;
}

function page(i: number): string {
  const topic = topics[i % 8]!;
  const blocks = [tsBlock(i), bashBlock(i)];
  if (i % 2 === 0) blocks.push(jsonBlock(i));
  return [
    `# ${topic[0]!.toUpperCase()}${topic.slice(1)} guide ${i}`,
    `This page explains how **${topic}** works for ${platforms[i % 8]} and links to [the overview](../overview.md#setup) and [installation](/docs/backend/installation).`,
    `## Before you start {#before-${i}}`,
    `You need a running API, a database and the \`${topic.toUpperCase()}_KEY\` environment variable. See the [environment page](./environment.md).`,
    `:::tip[Faster local runs]\nKeep the worker running in a second terminal so jobs are picked up at once.\n:::`,
    `## Configure ${topic}`,
    `Set the options below, then restart the server. Each option maps to a column of the settings table.`,
    `| Option | Default | Meaning |\n|:--|:--:|--:|\n| retries | 3 | attempts before failing |\n| delay | 30s | wait between attempts |\n| batch | ${i % 50} | jobs per tick |`,
    blocks[0]!,
    `### Errors`,
    `- [x] The API answers \`429\` when the platform rate limit is reached.\n- [ ] Handle \`401\` by refreshing the token[^${i}].\n- Read more on https://developers.example.com/${topic}.`,
    blocks[1]!,
    `## Check the result`,
    `![Dashboard](./img/${topic}-dashboard.png) The dashboard lists every job; ~~old jobs~~ are archived after 30 days.`,
    blocks[2] ?? 'Nothing else to check.',
    `:::warning\nDeleting a ${topic} job cannot be undone.\n:::`,
    `[^${i}]: Tokens expire after one hour.`,
  ].join('\n\n');
}

const pages = Array.from({ length: count }, (_, i) => page(i));
const input = (source: string, i: number) => ({ file: `content/docs/p${i}.md`, source, lineOffset: 4, tocMinLevel: 2, tocMaxLevel: 3 });
const ms = (start: number) => performance.now() - start;
// cpu time of this process: on a shared 2-core machine wall time also counts other people's work
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const rssBefore = process.memoryUsage().rss;
let start = performance.now();
let cpuStart = cpu();
await renderMarkdown(input('```ts\nlet warm = 1;\n```', -1));
const init = ms(start);

start = performance.now();
cpuStart = cpu();
let html = 0;
let diagnostics = 0;
for (const [i, source] of pages.entries()) {
  const out = await renderMarkdown(input(source, i));
  html += out.html.length;
  diagnostics += out.diagnostics.length;
}
const cold = ms(start);
const coldCpu = cpu() - cpuStart;

start = performance.now();
cpuStart = cpu();
for (const [i, source] of pages.entries()) await renderMarkdown(input(source, i));
const warm = ms(start);
const warmCpu = cpu() - cpuStart;

// after the renders, so the parser is as warm as it is for most pages of a real build
start = performance.now();
cpuStart = cpu();
const processor = getProcessor();
for (const source of pages) processor.parse(source);
const parse = ms(start);
const parseCpu = cpu() - cpuStart;

const row = (label: string, wall: number, cpuTime: number) =>
  console.log(
    `${label.padEnd(44)} ${(wall / count).toFixed(2).padStart(7)} ms/page wall ${(cpuTime / count).toFixed(2).padStart(7)} ms/page cpu`,
  );
console.log(`markdown smoke: ${count} pages, ${Math.round(html / count / 1024)} kB html/page, ${diagnostics} diagnostics`);
console.log(`highlighter init + first page          ${init.toFixed(0).padStart(7)} ms`);
row('render, cold (shiki on every block)', cold, coldCpu);
row('render, warm (blocks from the cache)', warm, warmCpu);
row('  of which parse (micromark, gfm, directive)', parse, parseCpu);
row('  shiki share of cold (cold - warm)', cold - warm, coldCpu - warmCpu);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`rss ${mb(rssBefore)} at start, ${mb(process.memoryUsage().rss)} at end`);
