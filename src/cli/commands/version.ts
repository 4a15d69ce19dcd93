import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { formatDiagnostic, hasErrors } from '../../compiler/diagnostics/diagnostic.ts';
import { SiteCompiler } from '../../compiler/compile.ts';
import { diskFolder } from '../../compiler/read/content-folder.ts';
import { versionSnapshot } from '../../compiler/plan/docs/snapshot.ts';
import { renderMarkdown } from '../../compiler/markdown/index.ts';

/** `docgate version <name>`: snapshots current docs and their computed sidebar as a released version. */
export function registerVersion(program: Command): void {
  program
    .command('version')
    .description('snapshot the current docs as a released version (versioned_docs, versioned_sidebars, versions.json)')
    .argument('<name>', 'the version name, e.g. 1.0')
    .option('--content <dir>', 'the content folder', 'content')
    .action(async (name: string, options: { content: string }) => {
      process.exitCode = await snapshotVersion(name, resolve(options.content));
    });
}

/** Creates the version snapshot; returns the exit code (1 on content errors or a bad name). */
export async function snapshotVersion(name: string, contentDir: string): Promise<number> {
  if (!/^[^/\\\s]+$/.test(name) || name === 'current') {
    console.error(`Invalid version name '${name}': expected a name like 1.0 without slashes or spaces`);
    return 1;
  }
  const versionsPath = join(contentDir, 'versions.json');
  const existing = JSON.parse(await readFile(versionsPath, 'utf8').catch(() => '[]')) as string[];
  if (existing.includes(name)) {
    console.error(`Version '${name}' already exists in ${versionsPath}`);
    return 1;
  }
  const compiler = new SiteCompiler({
    root: dirname(contentDir),
    folder: diskFolder(contentDir),
    includeDrafts: false,
    render: renderMarkdown,
  });
  const result = await compiler.build();
  if (hasErrors(result.diagnostics) || !compiler.plan) {
    for (const d of result.diagnostics) console.error(formatDiagnostic(d));
    console.error('Fix the errors above before creating a version.');
    return 1;
  }
  const files = versionSnapshot(compiler.plan, name, Object.keys(compiler.plan.sidebars)[0]!, existing);
  await cp(join(contentDir, 'docs'), join(contentDir, 'versioned_docs', `version-${name}`), { recursive: true });
  for (const file of files) {
    const target = join(contentDir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
  console.log(`Created version ${name}: versioned_docs/version-${name}, ${files.map((f) => f.path).join(', ')}`);
  return 0;
}
