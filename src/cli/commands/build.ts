import type { Command } from 'commander';
import { siteOptions, type SiteFlags } from './site-options.ts';
import { buildSite, type BuildResult } from '../../compiler/build.ts';
import { createConsoleLogger } from '../../compiler/write/logger.ts';

/** `docgate build`: content -> dist/site; exit 1 on content errors. */
export function registerBuild(program: Command): void {
  const command = program.command('build').description('compile the content folder into the site output (manifest + page JSON)');
  siteOptions(command, 'print a machine-readable summary on stdout (for CI)').action(async (flags: SiteFlags) => {
    const result = await buildSite({
      root: process.cwd(),
      contentDir: flags.content,
      outDir: flags.out,
      includeDrafts: false,
      json: flags.json,
      logger: createConsoleLogger({ json: flags.json }),
    });
    if (flags.json) process.stdout.write(`${JSON.stringify(jsonSummary(result))}\n`);
    process.exitCode = result.ok ? 0 : 1;
  });
}

/** The `--json` document: stable keys CI can read. */
export function jsonSummary(result: BuildResult) {
  return {
    ok: result.ok,
    buildId: result.buildId,
    outDir: result.outDir,
    ms: result.ms,
    routes: result.routes.length,
    errors: result.diagnostics.filter((d) => d.severity === 'error').length,
    warnings: result.diagnostics.filter((d) => d.severity === 'warning').length,
    diagnostics: result.diagnostics,
    files: result.files,
    pages: { rendered: result.render.renderedInProcess + result.render.renderedInWorkers, fromCache: result.render.cacheHits },
  };
}
