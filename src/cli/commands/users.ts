import type { Command } from 'commander';
import { forgetDemoSignIn } from '../../gate/database/demo-reader.ts';
import { stateDirOf } from '../../gate/database/state.ts';
import { withTarget } from '../../gate/publish/with-target.ts';
import { formatReaders, type ReaderRow } from '../../gate/users/format.ts';
import pc from 'picocolors';
import { choosePassword, PasswordInputError, type PasswordChoice } from '../../gate/users/password-input.ts';

const passwordOptions = (command: Command) =>
  command
    .option('--generate', 'generate a password and print it once')
    .option('--password-stdin', 'read the password from stdin (first line)');

function parseExpiry(value: string | undefined): string | null | undefined {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const say = (line: string) => process.stdout.write(`${line}\n`);

// the password first, before any database is opened or any request is made
async function askPassword(choice: PasswordChoice): Promise<{ password: string; generated: boolean } | null> {
  try {
    return await choosePassword(choice);
  } catch (error) {
    if (!(error instanceof PasswordInputError)) throw error;
    process.stderr.write(`${pc.red(error.message)}\n`);
    process.exitCode = 1;
    return null;
  }
}

/** `docgate users ...`: manage the readers who may sign in, on the same target as publish. */
export function registerUsers(program: Command): void {
  const root = () => process.cwd();
  const users = program
    .command('users')
    .description('manage readers (embedded database, or Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set)');

  passwordOptions(users.command('add <email>').description('add a reader; the password comes from a hidden prompt, stdin or --generate'))
    .option('--expires <date>', 'access ends at this date (ISO 8601, e.g. 2026-06-30)')
    .action(async (email: string, flags: PasswordChoice & { expires?: string }) => {
      const expires = parseExpiry(flags.expires);
      if (expires === undefined) {
        process.stderr.write(`--expires expects a date like 2026-06-30, got "${flags.expires}"\n`);
        process.exitCode = 2;
        return;
      }
      if (expires && Date.parse(expires) <= Date.now()) {
        process.stderr.write(`--expires ${flags.expires} is in the past: that reader could never sign in\n`);
        process.exitCode = 2;
        return;
      }
      const chosen = await askPassword(flags);
      if (!chosen) return;
      const { password, generated } = chosen;
      await withTarget(root(), async (target) => {
        const reader = await target.rpc<ReaderRow>('docs_admin_add_reader', { email, password, access_expires_at: expires });
        say(`Added ${reader.email} on ${target.name}${reader.access_expires_at ? `, access until ${reader.access_expires_at}` : ''}.`);
        if (generated) say(`Password (shown once, share it privately): ${password}`);
      });
    });

  users
    .command('list')
    .description('list readers: email, status, created, last sign-in, access expiry')
    .option('--json', 'print JSON')
    .action(async (flags: { json?: boolean }) => {
      await withTarget(root(), async (target) => {
        const readers = await target.rpc<ReaderRow[]>('docs_admin_list_readers');
        say(flags.json ? JSON.stringify(readers, null, 2) : formatReaders(readers));
      });
    });

  for (const [name, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    users
      .command(`${name} <email>`)
      .description(disabled ? 'stop a reader from signing in and end their sessions' : 'let a disabled reader sign in again')
      .action(async (email: string) => {
        await withTarget(root(), async (target) => {
          const reader = await target.rpc<ReaderRow>('docs_admin_set_reader_disabled', { email, disabled });
          say(`${reader.email} is ${reader.status}${disabled ? '; their sessions have ended' : ''}.`);
        });
      });
  }

  users
    .command('remove <email>')
    .description('delete a reader and their sessions')
    .action(async (email: string) => {
      await withTarget(root(), async (target) => {
        await target.rpc('docs_admin_remove_reader', { email });
        if (target.local) await forgetDemoSignIn(stateDirOf(root()), email);
        say(`Removed ${email} from ${target.name}; their sessions have ended.`);
      });
    });

  passwordOptions(users.command('set-password <email>').description("set a reader's password; ends their sessions")).action(
    async (email: string, flags: PasswordChoice) => {
      const chosen = await askPassword(flags);
      if (!chosen) return;
      const { password, generated } = chosen;
      await withTarget(root(), async (target) => {
        await target.rpc('docs_admin_set_password', { email, password });
        if (target.local) await forgetDemoSignIn(stateDirOf(root()), email);
        say(`New password set for ${email}; their sessions have ended.`);
        if (generated) say(`Password (shown once, share it privately): ${password}`);
      });
    },
  );
}
