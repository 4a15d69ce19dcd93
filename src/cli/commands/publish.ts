import type { Command } from 'commander';
import { resolve } from 'node:path';
import { publishSite } from '../../gate/publish/publish.ts';
import { withTarget } from '../../gate/publish/with-target.ts';

interface PublishFlags {
  site: string;
  rollback?: boolean;
  keep?: string;
  json?: boolean;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** `docgate publish`: dist/site becomes the live build (embedded database, or Supabase from the env). */
export function registerPublish(program: Command): void {
  program
    .command('publish')
    .description(
      'publish dist/site as the live build: to .docgate/db, or to Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set',
    )
    .option('--site <dir>', 'the built site', 'dist/site')
    .option('--rollback', 'make the previously published build live again')
    .option('--keep <n>', 'after publishing, delete all but the live build and the n most recent others')
    .option('--json', 'print the result as JSON')
    .action(async (flags: PublishFlags) => {
      const keep = flags.keep === undefined ? undefined : Number(flags.keep);
      if (keep !== undefined && (!Number.isInteger(keep) || keep < 0)) {
        process.stderr.write(`--keep expects a whole number of builds, got "${flags.keep}"\n`);
        process.exitCode = 2;
        return;
      }
      await withTarget(process.cwd(), async (target) => {
        const print = (line: string, data: unknown) => process.stdout.write(flags.json ? `${JSON.stringify(data)}\n` : `${line}\n`);
        if (flags.rollback) {
          const result = await target.rpc<{ build_id: string; previous_build_id: string }>('docs_publish_rollback');
          print(`Rolled back on ${target.name}: build ${result.build_id} is live again (was ${result.previous_build_id}).`, result);
        } else {
          const result = await publishSite({ siteDir: resolve(flags.site), target });
          print(
            `Published build ${result.buildId} to ${target.name}: ${result.files} files, ${result.uploaded} uploaded (${kB(result.uploadedBytes)})` +
              (result.previousBuildId && result.previousBuildId !== result.buildId ? `; previous build ${result.previousBuildId}.` : '.'),
            result,
          );
        }
        if (keep !== undefined) {
          const pruned = await target.rpc<{ removed_builds: number; removed_files: number }>('docs_publish_prune', { keep });
          print(
            `Kept ${keep} earlier build${keep === 1 ? '' : 's'}: removed ${pruned.removed_builds} builds and ${pruned.removed_files} unused files.`,
            pruned,
          );
        }
      });
    });
}
