// runs `docgate build --json` in this process exactly as bin/docgate.mjs does (the compiled CLI), then
// prints one more line with this process's peak memory and CPU, which only the process itself can read
const cli = await import('../../dist/cli/main.mjs');
await cli.main([process.argv[0], 'docgate', 'build', '--json']);
const cpu = process.cpuUsage();
// maxRSS is in kilobytes
process.stdout.write(`${JSON.stringify({ cpuS: (cpu.user + cpu.system) / 1e6, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
