import type { Command } from 'commander';

// placeholder until the command is built; its owner replaces this file
export function registerBuild(program: Command): void {
  program.command('build').description('(not built yet)').action(() => {
    console.error('docgate build is not built yet');
    process.exitCode = 1;
  });
}
