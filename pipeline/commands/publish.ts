import type { Command } from 'commander';

// placeholder until the command is built; its owner replaces this file
export function registerPublish(program: Command): void {
  program.command('publish').description('(not built yet)').action(() => {
    console.error('docgate publish is not built yet');
    process.exitCode = 1;
  });
}
