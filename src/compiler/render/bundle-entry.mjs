// Plain JavaScript on purpose: bin/docgate.mjs loads this before tsx, to run `docgate build` without it.
// tsx's loader thread and its compiled-TypeScript cache cost the build process ~70 MB of its 400 MB
// budget; one ES module made with the esbuild that tsx runs on loads without them.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// inside the package's node_modules, so a bundle's bare imports (shiki...) resolve
const bundleDir = fileURLToPath(new URL('../../../node_modules/.cache/docgate/', import.meta.url));

// Packages are bundled too: resolving and linking the ~150 small modules of unified, micromark and the
// rest cost each thread ~100 ms of its start-up (a render worker was ready after ~250 ms, now ~150).
// Left out: shiki, which loads each grammar on demand from its own files, and the tools.
const EXTERNAL = ['shiki', '@shikijs/*', 'esbuild', 'tsx', 'tsx/*'];
// bump when the options below change what a bundle holds: a manifest from before names an older bundle
const FORMAT = 2;

// every module keeps its own import.meta.url, so paths it resolves from it (package.json, worker
// files, migrations) point where they do unbundled
const token = ['import', 'meta', 'url'].join('.'); // spelled apart, so this file can be bundled too
// bundled CommonJS packages (commander, gray-matter...) require node's modules through this
const requireBanner = `import { createRequire as __docgateRequire } from 'node:module';\nconst require = __docgateRequire(${token});`;
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes(token)) return undefined;
      const contents = text.replaceAll(token, JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: /\.m?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

/**
 * Bundles our TypeScript (`contents`, importing from `resolveDir`) with the packages it uses, but the
 * EXTERNAL ones, into one ES module under node_modules/.cache/docgate, named by content; its file URL.
 * Null when esbuild is missing or the folder is read-only: callers fall back to tsx.
 */
export async function bundleToFile({ contents, resolveDir }, name) {
  // the inputs of the last bundle of this source, with their sizes and mtimes: when none changed, the
  // bundle is reused without starting esbuild (~250 ms of every build's start-up)
  const manifest = join(
    bundleDir,
    `${name}-${createHash('sha256').update(`${FORMAT}\n${resolveDir}\n${contents}`).digest('hex').slice(0, 16)}.json`,
  );
  const reused = await unchanged(manifest);
  if (reused) return reused;
  try {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      stdin: { contents, resolveDir, loader: 'ts', sourcefile: `${name}.ts` },
      absWorkingDir: packageRoot,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: EXTERNAL,
      banner: { js: requireBanner },
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [ownImportMetaUrl],
    });
    const code = result.outputFiles[0].contents;
    const file = join(bundleDir, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    await mkdir(bundleDir, { recursive: true });
    if (
      !(await stat(file).then(
        () => true,
        () => false,
      ))
    )
      await writeAtomic(file, code);
    // the metafile names the stdin module after sourcefile, in resolveDir; the manifest's name covers it
    const stdin = join(resolveDir, `${name}.ts`);
    const inputs = Object.keys(result.metafile.inputs)
      .map((path) => join(packageRoot, path))
      .filter((path) => path !== stdin);
    const stamps = await Promise.all(inputs.map(async (path) => [path, ...stampOf(await stat(path))]));
    await writeAtomic(manifest, JSON.stringify({ bundle: file, inputs: stamps }));
    return pathToFileURL(file).href;
  } catch {
    return null;
  }
}

const packageRoot = fileURLToPath(new URL('../../../', import.meta.url));
const stampOf = (info) => [info.size, info.mtimeMs];

/** The bundle a manifest names, when it and every input it lists are as they were; else null. */
async function unchanged(manifest) {
  try {
    const { bundle, inputs } = JSON.parse(readFileSync(manifest, 'utf8'));
    statSync(bundle);
    // ~350 inputs a bundle, packages included: stat'ed blocking in ~2 ms of CPU, against ~8 a promise each
    const same = inputs.every(([path, size, mtimeMs]) => {
      const info = statSync(path);
      return info.size === size && info.mtimeMs === mtimeMs;
    });
    return same ? pathToFileURL(bundle).href : null;
  } catch {
    return null;
  }
}

async function writeAtomic(file, data) {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

const buildCommand = fileURLToPath(new URL('../../cli/commands/build.ts', import.meta.url));

// the same program as src/cli/main.ts main(), holding only the build command (the others' modules,
// the server's and the gate's, would cost ~40 MB more)
const buildProgram = `import { Command, CommanderError } from 'commander';
import { registerBuild } from ${JSON.stringify(buildCommand)};
export async function main(argv) {
  const program = new Command('docgate').showHelpAfterError().exitOverride();
  registerBuild(program);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
    throw error;
  }
}
`;

/** The file URL of `docgate build` as one plain module (bundled now if its sources changed); null when it cannot be made. */
export const buildCliBundle = () => bundleToFile({ contents: buildProgram, resolveDir: dirname(buildCommand) }, 'docgate-build');

/**
 * `docgate build` as one plain module exporting `main(argv)`, with this process's heap tuned for a
 * build; null when it cannot be bundled (run src/cli/main.ts through tsx then).
 */
export async function loadBuildCli() {
  // V8 lets a heap grow to up to 4x its live size between full collections; rendering makes garbage
  // fast, so every thread's heap sat near 3x live. 2x: peak RSS of a 1,000-page build ~495 -> ~375 MB
  // at about the same CPU (bench/pipeline). Process-wide: the render workers get it too
  setFlagsFromString('--heap-growing-percent=100');
  // A build is too short for TurboFan's inlining to pay for itself. Optimizing a function with its
  // callees inlined (micromark's state machines, shiki's tokenizer) compiles large graphs on V8's
  // background threads, which share the machine's cores with the render threads; /proc showed them
  // at ~4 s of a 1,000-page build's 15 s of CPU. Without inlining: ~1 s faster in 6 of 6 paired
  // cold builds (bench/pipeline). Set before the render workers start, so their isolates get it too
  setFlagsFromString('--no-turbo-inlining');
  const file = await buildCliBundle();
  return file ? import(file) : null;
}
