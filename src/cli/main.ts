import { Command, CommanderError } from 'commander';
import { packageVersion } from '../package.ts';

/** Exit codes every command shares: 0 ok, 1 content or runtime errors, 2 usage errors. */
export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

type Register = (program: Command) => void;

// each command in its own module, loaded only when it runs: `docgate build` loads neither the server
// nor the gate (~40 MB and ~80 ms of start-up), `docgate users` not the compiler
const COMMANDS: Record<string, () => Promise<Register>> = {
  init: async () => (await import('./commands/init.ts')).registerInit,
  build: async () => (await import('./commands/build.ts')).registerBuild,
  watch: async () => (await import('./commands/watch.ts')).registerWatch,
  version: async () => (await import('./commands/version.ts')).registerVersion,
  serve: async () => (await import('./commands/serve.ts')).registerServe,
  dev: async () => (await import('./commands/dev.ts')).registerDev,
  publish: async () => (await import('./commands/publish.ts')).registerPublish,
  builds: async () => (await import('./commands/builds.ts')).registerBuilds,
  users: async () => (await import('./commands/users.ts')).registerUsers,
};

/** Builds the `docgate` program with the named commands (all of them by default). */
export async function createProgram(names: string[] = Object.keys(COMMANDS)): Promise<Command> {
  const program = new Command('docgate')
    .description('Compile Markdown into a gated documentation site, serve it, publish it.')
    .version(packageVersion(), '-V, --version', 'print the docgate version')
    .showHelpAfterError()
    .exitOverride();
  for (const register of await Promise.all(names.map((name) => COMMANDS[name]!()))) register(program);
  return program;
}

// `docgate build` bundles the site's code with Vite, whose bundler (rolldown) allocates with mimalloc. Its
// allocator keeps what the bundler frees for a second before handing it back to the system, and only when
// it allocates again: ~40 MB stayed resident through the rest of a 2,000-page build, whose peak RSS it is
// (bench/pipeline). mimalloc reads its options from the environment as the library loads, with Vite,
// when the command's module loads: set before that, unless the user set it
const BEFORE_LOAD: Record<string, () => void> = {
  build: () => {
    process.env.MIMALLOC_PURGE_DELAY ??= '0';
  },
};

/** Runs the CLI; commander's usage errors exit 2, everything else sets its own code. */
export async function main(argv: string[]): Promise<void> {
  const command = argv[2];
  if (command) BEFORE_LOAD[command]?.();
  // help lists every command; a known command needs only its own module
  const program = await createProgram(command && Object.hasOwn(COMMANDS, command) ? [command] : undefined);
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
