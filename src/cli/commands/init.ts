import type { Command } from 'commander';
import { appendFile, copyFile, mkdir, readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { packagePath } from '../../package.ts';

// npm leaves `.gitignore` and `.env*` files out of a package, so the template names them without the dot
const DOTTED: Record<string, string> = { gitignore: '.gitignore', 'env.example': '.env.example' };

/** `docgate init`: a starter site (config, a doc, a post, a home page, .gitignore entries, .env.example) in the current folder. */
export function registerInit(program: Command): void {
  program
    .command('init')
    .description('scaffold a starter site in the current folder (content/, .gitignore entries, .env.example)')
    .action(async () => {
      const root = process.cwd();
      const template = packagePath('templates', 'starter');
      const existing = await readdir(join(root, 'content')).catch(() => []);
      if (existing.length > 0) {
        process.stderr.write('docgate init: content/ already holds files; nothing was changed.\n');
        process.exitCode = 1;
        return;
      }
      const files = (await readdir(template, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      const written: string[] = [];
      for (const entry of files) {
        const from = join(entry.parentPath, entry.name);
        const name = relative(template, from);
        if (name === 'gitignore') {
          written.push(...(await mergeGitignore(root, await readFile(from, 'utf8'))));
          continue;
        }
        const to = join(root, DOTTED[name] ?? name);
        // .env.example may be there already: keep the project's own
        if (
          name === 'env.example' &&
          (await readFile(to).then(
            () => true,
            () => false,
          ))
        )
          continue;
        await mkdir(dirname(to), { recursive: true });
        await copyFile(from, to);
        written.push(relative(root, to));
      }
      process.stdout.write(
        `Created ${written.sort().join(', ')}.\n\nNext: npx docgate dev   (the site on http://localhost:4321, with a demo sign-in)\n`,
      );
    });
}

/** Adds the template's ignore lines that `.gitignore` lacks; returns `.gitignore` when it changed. */
async function mergeGitignore(root: string, template: string): Promise<string[]> {
  const file = join(root, '.gitignore');
  const current = await readFile(file, 'utf8').catch(() => '');
  const have = new Set(current.split('\n').map((line) => line.trim()));
  const missing = template.split('\n').filter((line) => line.trim() && !line.startsWith('#') && !have.has(line.trim()));
  if (missing.length === 0) return [];
  const header = template.split('\n').find((line) => line.startsWith('#'));
  const gap = current === '' || current.endsWith('\n') ? '' : '\n';
  await appendFile(file, `${gap}${current ? '\n' : ''}${header}\n${missing.join('\n')}\n`);
  return ['.gitignore'];
}
