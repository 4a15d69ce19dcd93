import type { Command } from 'commander';
import { setFlagsFromString } from 'node:v8';
import { siteOptions, type SiteFlags } from './site-options.ts';
import { buildSite, type BuildResult } from '../../compiler/build.ts';
import { createConsoleLogger } from '../../compiler/write/logger.ts';

/** `docgate build`: content -> dist/site; exit 1 on content errors. */
export function registerBuild(program: Command): void {
  const command = program.command('build').description('compile the content folder into the site output (manifest + page JSON)');
  siteOptions(command, 'print a machine-readable summary on stdout (for CI)').action(async (flags: SiteFlags) => {
    tuneForBuild();
    // a site's config may print as it loads (console.log), here and in the render threads, whose output
    // comes through this process's stdout: with --json, stdout holds the summary alone
    const restore = flags.json ? stdoutToStderr() : () => undefined;
    let result: BuildResult;
    try {
      result = await buildSite({
        root: process.cwd(),
        contentDir: flags.content,
        outDir: flags.out,
        includeDrafts: false,
        json: flags.json,
        logger: createConsoleLogger({ json: flags.json }),
      });
    } finally {
      restore();
    }
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
    // a broken link's targets are for grouping knock-ons, not part of the stable keys
    diagnostics: result.diagnostics.map(({ targets: _targets, ...d }) => d),
    files: result.files,
    pages: { rendered: result.render.renderedInProcess + result.render.renderedInWorkers, fromCache: result.render.cacheHits },
  };
}

/** V8 settings for one short, allocation-heavy run; set before the render threads start, so theirs get them too. */
function tuneForBuild(): void {
  // V8 lets a heap grow to up to 4x its live size between full collections; rendering makes garbage
  // fast, so every thread's heap sat near 3x live. 2x: peak RSS of a 1,000-page build ~495 -> ~375 MB
  // at about the same CPU (bench/pipeline). 1.6x: a 2,000-page build's peak ~429 -> ~400 MB (the main
  // thread's heap while it renders beside the worker), CPU no higher (49.5 and 50.0 s against 50.4-56.7 s
  // of 4 runs at 2x, on a loaded machine).
  // Process-wide: the render workers get it too
  setFlagsFromString('--heap-growing-percent=60');
  // A build is too short for TurboFan's inlining to pay for itself. Optimizing a function with its
  // callees inlined (micromark's state machines, shiki's tokenizer) compiles large graphs on V8's
  // background threads, which share the machine's cores with the render threads; /proc showed them
  // at ~4 s of a 1,000-page build's 15 s of CPU. Without inlining: ~1 s faster in 6 of 6 paired
  // cold builds (bench/pipeline). Watch mode keeps it: a long-lived process earns inlining back
  setFlagsFromString('--no-turbo-inlining');
}

/** Sends what is written to stdout to stderr until the returned function is called. */
function stdoutToStderr(): () => void {
  const write = process.stdout.write;
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
  };
}
