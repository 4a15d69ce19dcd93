import type { Command } from 'commander';

// placeholder until the command is built; its owner replaces this file
export function registerUsers(program: Command): void {
  program.command('users').description('(not built yet)').action(() => {
    console.error('docgate users is not built yet');
    process.exitCode = 1;
  });
}
