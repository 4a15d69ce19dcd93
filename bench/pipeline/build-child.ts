// runs one build in its own process, so the parent can read this process's peak memory
import { buildSite } from '../../pipeline/build.ts';
import { createMemoryLogger } from '../../pipeline/output/logger.ts';

const { root } = JSON.parse(process.argv[2]!) as { root: string };
const logger = createMemoryLogger();
const result = await buildSite({ root, contentDir: 'content', outDir: 'dist/site', includeDrafts: false, json: true, logger });
// maxRSS is in kilobytes
const cpu = process.cpuUsage();
const report = { ok: result.ok, ms: result.ms, cpuS: (cpu.user + cpu.system) / 1e6, render: result.render, routes: result.routes.length, maxRssMb: process.resourceUsage().maxRSS / 1024, log: logger.lines.slice(-5) };
process.stdout.write(`${JSON.stringify(report)}\n`);
