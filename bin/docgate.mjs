#!/usr/bin/env node
// the CLI, compiled to plain JavaScript in dist/cli by scripts/build-cli.mjs (`npm install` runs it)
const cli = await import('../dist/cli/main.mjs').catch((error) => {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli/main.mjs')) throw error;
  process.stderr.write('docgate: dist/cli is missing; in a checkout of docgate, run `npm install` (or `npm run build:cli`).\n');
  process.exit(1);
});
await cli.main(process.argv);
