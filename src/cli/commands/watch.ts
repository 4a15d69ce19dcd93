import type { Command } from 'commander';
import { siteOptions, type SiteFlags } from './site-options.ts';
import { createConsoleLogger } from '../../compiler/write/logger.ts';
import { stopOnSignals } from '../../gate/server/run.ts';
import { startWatch, type BuildEvent } from '../../compiler/watch/index.ts';
import { DEV_NODE_ENV } from '../../compiler/read/docusaurus/load-module.ts';

/** `docgate watch`: rebuild dist/site on every change until Ctrl-C; content errors never stop it. */
export function registerWatch(program: Command): void {
  const command = program.command('watch').description('rebuild the site output on every change to the content folder (drafts included)');
  siteOptions(command, 'print one JSON line per build on stdout').action(async (flags: SiteFlags) => {
    // a Docusaurus config reads the NODE_ENV of `docusaurus start`
    process.env.DOCGATE_NODE_ENV = DEV_NODE_ENV;
    const watcher = startWatch({
      root: process.cwd(),
      contentDir: flags.content,
      outDir: flags.out,
      logger: createConsoleLogger({ json: flags.json }),
      onBuild: flags.json ? (event: BuildEvent) => void process.stdout.write(`${JSON.stringify(event)}\n`) : undefined,
    });
    stopOnSignals(() => watcher.close());
    await watcher.ready;
  });
}
