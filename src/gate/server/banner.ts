import pc from 'picocolors';
import type { DemoSignIn } from '../database/demo-reader.ts';

/**
 * The start banner: the URL and the demo sign-in, and for `docgate serve` a warning when the live build
 * still holds the drafts `docgate dev` published. This is the one place the demo password is
 * printed; it goes to the terminal only, never through a logger.
 */
export function formatBanner(url: string, demo: DemoSignIn | null, liveBuild: string | null, liveDrafts = 0): string {
  const lines = ['', `  ${pc.bold('docgate')} is running at ${pc.cyan(url)}`, ''];
  if (demo) {
    lines.push(`  Sign in with   ${demo.email}`, `  Password       ${demo.password}`, '');
  } else {
    lines.push('  Sign in with a reader you added (`npx docgate users list`).', '');
  }
  if (!liveBuild) lines.push(pc.yellow('  Nothing is published yet: run `npx docgate build` then `npx docgate publish`.'), '');
  if (liveDrafts > 0)
    lines.push(
      pc.yellow(
        `  The live build was published by \`docgate dev\` and holds ${liveDrafts} draft page${liveDrafts === 1 ? '' : 's'}, marked Draft.`,
      ),
      pc.yellow('  To serve without drafts: `npx docgate build` then `npx docgate publish`.'),
      '',
    );
  // npx: in a clone the command is not on PATH, and npx finds the project's own docgate
  lines.push(pc.dim('  Readers: npx docgate users add|list|disable|enable|remove|set-password   Stop: Ctrl-C'), '');
  return lines.join('\n');
}
