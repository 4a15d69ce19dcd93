#!/usr/bin/env node
// the CLI is TypeScript; tsx compiles it on load so there is no separate build step for authors.
// `docgate build` runs bundled instead (pipeline/render/bundle-entry.mjs): without tsx's loader thread,
// its compiled-module cache and the other commands' modules, a build keeps ~110 MB less resident
const [command, ...rest] = process.argv.slice(2);
const help = rest.some((arg) => arg === '-h' || arg === '--help');

let cli = null;
if (command === 'build' && !help) {
  const { loadBuildCli } = await import('../src/compiler/render/bundle-entry.mjs');
  cli = await loadBuildCli();
}
if (!cli) {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/cli/main.ts');
}
await cli.main(process.argv);
