import type { Command } from 'commander';
import { formatBuilds, publishStatus } from '../../gate/publish/builds.ts';
import { withTarget } from '../../gate/publish/with-target.ts';

/** `docgate builds`: the published builds on the same target as publish, the live one marked. */
export function registerBuilds(program: Command): void {
  program
    .command('builds')
    .description('list the published builds (id, time, live marker, files) on the same target as publish')
    .option('--json', 'print them as JSON')
    .action(async (flags: { json?: boolean }) => {
      await withTarget(process.cwd(), async (target) => {
        const status = await publishStatus(target);
        process.stdout.write(flags.json ? `${JSON.stringify(status)}\n` : `${formatBuilds(status)}\n`);
      });
    });
}
