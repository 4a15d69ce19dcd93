import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.ts';
import { registerWatch } from './commands/watch.ts';
import { registerVersion } from './commands/version.ts';
import { registerServe } from './commands/serve.ts';
import { registerDev } from './commands/dev.ts';
import { registerPublish } from './commands/publish.ts';
import { registerUsers } from './commands/users.ts';

/** Exit codes every command shares: 0 ok, 1 content or runtime errors, 2 usage errors. */
export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

/** Builds the `docgate` program; each command lives in its own file under commands/. */
export function createProgram(): Command {
  const program = new Command('docgate')
    .description('Compile Markdown into a gated documentation site, serve it, publish it.')
    .showHelpAfterError()
    .exitOverride();
  for (const register of [registerBuild, registerWatch, registerVersion, registerServe, registerDev, registerPublish, registerUsers]) {
    register(program);
  }
  return program;
}

/** Runs the CLI; commander's usage errors exit 2, everything else sets its own code. */
export async function main(argv: string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version arrive here too, with exit code 0
      process.exit(error.exitCode === 0 ? EXIT.ok : EXIT.usage);
    }
    throw error;
  }
}
