import type { Command } from 'commander';

/** The flags `build` and `watch` share. */
export interface SiteFlags {
  content: string;
  out: string;
  json?: boolean;
}

/** Adds `--content`, `--out` and `--json` (with its command-specific help text) to a command. */
export function siteOptions(command: Command, jsonHelp: string): Command {
  return command
    .option('--content <dir>', 'the content folder', 'content')
    .option('--out <dir>', 'the output folder', 'dist/site')
    .option('--json', jsonHelp);
}
