import type { Command } from 'commander';

// placeholder until the command is built; its owner replaces this file
export function registerWatch(program: Command): void {
  program.command('watch').description('(not built yet)').action(() => {
    console.error('docgate watch is not built yet');
    process.exitCode = 1;
  });
}
