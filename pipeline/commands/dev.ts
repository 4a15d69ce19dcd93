import type { Command } from 'commander';

// placeholder until the command is built; its owner replaces this file
export function registerDev(program: Command): void {
  program.command('dev').description('(not built yet)').action(() => {
    console.error('docgate dev is not built yet');
    process.exitCode = 1;
  });
}
