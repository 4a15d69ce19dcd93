// runs `docgate build --json` in this process exactly as bin/docgate.mjs does (bundled, no tsx), then
// prints one more line with this process's peak memory and CPU, which only the process itself can read
const { loadBuildCli } = await import('../../src/compiler/render/bundle-entry.mjs');
const cli = await loadBuildCli();
if (!cli) throw new Error('the build command could not be bundled (is esbuild installed?)');
await cli.main([process.argv[0], 'docgate', 'build', '--json']);
const cpu = process.cpuUsage();
// maxRSS is in kilobytes
process.stdout.write(`${JSON.stringify({ cpuS: (cpu.user + cpu.system) / 1e6, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
