import type { Command } from 'commander';

// placeholder until the command is built; its owner replaces this file
export function registerVersion(program: Command): void {
  program.command('version').description('(not built yet)').action(() => {
    console.error('docgate version is not built yet');
    process.exitCode = 1;
  });
}
