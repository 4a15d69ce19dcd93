import type { Command } from 'commander';

// placeholder until the command is built; its owner replaces this file
export function registerServe(program: Command): void {
  program.command('serve').description('(not built yet)').action(() => {
    console.error('docgate serve is not built yet');
    process.exitCode = 1;
  });
}
