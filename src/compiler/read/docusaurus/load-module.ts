import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import type { Jiti } from 'jiti';
import { dirname, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { insideLoad, whileLoading } from './stand-in-scope.ts';
import { aliasedImport, standIn, stubFile, stubFileName } from './stub.ts';

export interface LoadedModule {
  /** the default export (Docusaurus reads only that), called and awaited when `call` asked for it */
  value: unknown;
  /** imports that were not installed and got a stand-in, as written (`prism-react-renderer`, `./plugins/x`) */
  missing: string[];
}

/** Why a module could not be loaded: the message, and where in the file when the error says. */
export interface ModuleError {
  message: string;
  line: number;
  column: number;
  /** imports that had been given a stand-in when it failed: the failure may well be theirs */
  missing: string[];
}

// a config importing more absent packages than this is not a config missing its node_modules
const MAX_MISSING = 40;

// packages every Docusaurus install has (its MDX loader's), which a site's inline remark plugins import
// without listing them (keploy's `unist-util-visit`): docgate's own copies, not empty stand-ins
// without listing them (keploy's `unist-util-visit`): docgate's own copies, not empty stand-ins. And
// remark-math, a syntax: skipped, `$\frac{a}{b}$` reads as an MDX expression that fails its page (every
// page of audio-api's docs); run, the math shows as its TeX source, or through KaTeX when rehype-katex is there
const DOCUSAURUS_BRINGS = new Set([
  'unist-util-visit',
  'unified',
  'mdast-util-to-string',
  'remark-gfm',
  'remark-directive',
  'vfile',
  'remark-math',
]);
const ownCopy = (name: string): string | null => {
  try {
    return fileURLToPath(import.meta.resolve(name));
  } catch {
    return null;
  }
};

export interface LoadOptions {
  /** a function export is called (with `args`) and awaited */
  call?: boolean;
  args?: unknown[];
  /** what imports of these names give, as Docusaurus' bundler provides them (`@generated/docusaurus.config`) */
  modules?: Record<string, unknown>;
  /** imports of these names (and their subpaths) resolved from these paths */
  aliases?: Record<string, string>;
}

/**
 * Loads a Docusaurus config or sidebars file as Docusaurus does (jiti: ESM, CommonJS, TypeScript, JSON;
 * the default export; a function export called and awaited when `call` is set). An import the site has
 * not installed is loaded again as a stand-in (stub.ts) and named in `missing`, so a checkout without
 * `npm install` still gives its config.
 */
export function loadModule(file: string, options: LoadOptions = {}): Promise<LoadedModule | ModuleError> {
  // one that a load asks for runs inside it, which holds the turn
  if (insideLoad()) return load(file, options);
  // a render thread loads the config inside a page's render: its stand-ins are called as the main thread's are
  const run = loadsDone.then(() => whileLoading(() => load(file, options)));
  loadsDone = run.catch(() => undefined);
  return run;
}

// The loads of this thread, one at a time: a load patches module resolution for the whole process while it
// runs (withTolerantCreateRequire), so two at once gave each other's stand-ins or none (a render thread of
// cowprotocol's `format: 'detect'` docs loaded the config for its first md and mdx pages together, and one
// page lost its remark plugins: "Cannot read properties of undefined (reading 'github')")
let loadsDone: Promise<unknown> = Promise.resolve();

async function load(file: string, options: LoadOptions): Promise<LoadedModule | ModuleError> {
  tolerateLateMissingImports();
  const { createJiti } = await import('jiti');
  const virtualModules: Record<string, unknown> = { ...options.modules };
  // require.resolve() does not see virtual modules: an alias gives it a file; and a CommonJS file that jiti
  // hands to Node's require finds them through it (nodeFindsStandIns), installed packages of the name or not
  const alias: Record<string, string> = { ...options.aliases };
  for (const name of Object.keys(options.modules ?? {})) alias[name] ??= stubFile(name);
  const missing: string[] = [];
  const missingHere = (name: string) => {
    if (!missing.includes(name)) missing.push(name);
  };
  for (;;) {
    const jiti = createJiti(pathToFileURL(file).href, {
      // every load reads the files as they are now: watch mode loads a config again after an edit
      moduleCache: false,
      fsCache: false,
      interopDefault: true,
      virtualModules,
      alias,
    });
    try {
      // a site file the config requires this way is loaded by jiti too, so what it requires gets stand-ins
      const value = await withSiteNodeEnv(() =>
        withTolerantCreateRequire(
          { aliases: alias, modules: virtualModules },
          missingHere,
          (path) => jiti(path),
          async () => {
            const loaded: unknown = await importConfig(jiti, file);
            return options.call && typeof loaded === 'function'
              ? await (loaded as (...args: unknown[]) => unknown)(...(options.args ?? []))
              : await loaded;
          },
        ),
      );
      return { value, missing };
    } catch (error) {
      const name = missingImport(error);
      // the same import missing again: a package that is installed needs one that is not; report it
      if (name === null || Object.hasOwn(virtualModules, name) || missing.length >= MAX_MISSING)
        return { ...moduleError(error, file), missing };
      const own = DOCUSAURUS_BRINGS.has(name) && !Object.hasOwn(alias, name) ? ownCopy(name) : null;
      if (own) {
        alias[name] = own;
        continue;
      }
      virtualModules[name] = standIn(name, dirname(file));
      alias[name] = stubFile(name);
      missing.push(name);
    }
  }
}

/**
 * The module's default export, as jiti imports it. A CommonJS file jiti would hand to node's require as it
 * is, whose `await import('remark-math')` (Docusaurus' way to an ES module plugin from a CommonJS config,
 * lido's) node's own resolver answers, is compiled by jiti instead: its import() then finds the stand-in.
 */
async function importConfig(jiti: Jiti, file: string): Promise<unknown> {
  const source = readFileSync(file, 'utf8');
  if (!/\.(?:c?js)$/.test(file) || !DYNAMIC_IMPORT.test(source)) return jiti.import(file, { default: true });
  const loaded = (await jiti.evalModule(source, { filename: file, forceTranspile: true, async: true })) as { default?: unknown } | null;
  return loaded !== null && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
}
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/** What `docusaurus start` sets NODE_ENV to; `docgate dev` and `watch` set DOCGATE_NODE_ENV to it. */
export const DEV_NODE_ENV = 'development';

/**
 * Runs `load` with NODE_ENV and BABEL_ENV as Docusaurus sets them before it loads a config: 'production'
 * for a build, DOCGATE_NODE_ENV's 'development' under `docgate dev`/`watch`. A config that branches on it
 * (prettier's navbar leads to a local playground in development) reads what it would under Docusaurus;
 * this process's own values are back afterwards.
 */
async function withSiteNodeEnv<T>(load: () => Promise<T>): Promise<T> {
  const own = { NODE_ENV: process.env.NODE_ENV, BABEL_ENV: process.env.BABEL_ENV };
  const site = process.env.DOCGATE_NODE_ENV === DEV_NODE_ENV ? DEV_NODE_ENV : 'production';
  process.env.NODE_ENV = site;
  process.env.BABEL_ENV = site;
  try {
    return await load();
  } finally {
    for (const [key, value] of Object.entries(own)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

let tolerating = false;

/**
 * A site module may start an import when it loads and await it only when its plugin runs (`const visit =
 * import('unist-util-visit')` at the top of a rehype plugin's file). Without the package, that promise
 * fails before anything awaits it, and node would end the process there; the plugin's failure is reported
 * where it runs (a `site-plugin` warning). Any other promise nobody handled still ends the process.
 */
function tolerateLateMissingImports(): void {
  if (tolerating) return;
  tolerating = true;
  process.on('unhandledRejection', (reason) => {
    if (missingImport(reason) === null) throw reason;
  });
  // the plugin awaiting it later is no news worth node's warning
  process.on('rejectionHandled', () => undefined);
}

/**
 * Runs `load` with node's createRequire giving requires that answer a missing package with a stand-in
 * (and its resolve with a stand-in file): configs write `createRequire(import.meta.url)` and then
 * `require.resolve('some-theme/theme.css')`, which jiti's own require never sees. A site file required
 * that way (`require('./webpack.plugin.js')`) is loaded with `requireFile`, jiti's, whose requires of
 * missing packages get stand-ins as the config's own do. The patch is process-wide while the config
 * loads, and only changes what would otherwise throw or what is the site's own code.
 */
async function withTolerantCreateRequire<T>(
  standIns: { aliases: Record<string, string>; modules: Record<string, unknown> },
  onMissing: (name: string) => void,
  requireFile: (path: string) => unknown,
  load: () => Promise<T>,
): Promise<T> {
  const restoreNode = nodeFindsStandIns(standIns.aliases, standIns.modules);
  const original = nodeModule.createRequire;
  const tolerant = (url: string | URL) => {
    const real = original(url);
    const own = (id: string): string | null => {
      if (!/^\.{0,2}\//.test(id)) return null;
      const path = real.resolve(id);
      return path.includes(`${sep}node_modules${sep}`) ? null : path;
    };
    const attempt = <R>(id: string, run: () => R, stand: () => R): R => {
      try {
        return run();
      } catch (error) {
        if (missingImport(error) !== id) throw error;
        onMissing(id);
        return stand();
      }
    };
    const required = Object.assign(
      (id: string) =>
        attempt(
          id,
          () => {
            const path = own(id);
            return path ? requireFile(path) : real(id);
          },
          () => standIn(id, dirname(String(url).startsWith('file:') ? fileURLToPath(url) : String(url))),
        ),
      real,
    );
    required.resolve = Object.assign(
      (id: string, options?: { paths?: string[] }) =>
        attempt(
          id,
          () => real.resolve(id, options),
          () => stubFile(id),
        ),
      {
        paths: real.resolve.paths,
      },
    );
    return required as NodeJS.Require;
  };
  nodeModule.createRequire = tolerant;
  nodeModule.syncBuiltinESMExports();
  try {
    return await load();
  } finally {
    nodeModule.createRequire = original;
    nodeModule.syncBuiltinESMExports();
    restoreNode();
  }
}

/** What node:module keeps to itself, and every tool that loads TypeScript patches. */
interface NodeModuleInternals {
  _resolveFilename(this: unknown, request: string, ...rest: unknown[]): string;
  _cache: Record<string, { exports: unknown; loaded: boolean; filename: string } | undefined>;
}

/**
 * Makes Node's own require and require.resolve answer the packages already found missing with their
 * stand-ins; returns what undoes it. jiti hands a plain CommonJS config to Node's require, whose
 * requires no jiti alias reaches: a config exporting a function that calls `require.resolve('<missing>')`
 * (Gladys') threw again on every load, and the whole config failed.
 */
function nodeFindsStandIns(aliases: Record<string, string>, modules: Record<string, unknown>): () => void {
  const internals = nodeModule.Module as unknown as NodeModuleInternals;
  const resolveFilename = internals._resolveFilename;
  internals._resolveFilename = function (request, ...rest) {
    const file = Object.hasOwn(aliases, request) ? aliases[request] : undefined;
    if (file === undefined) return resolveFilename.call(this, request, ...rest);
    // docgate's own copy of a package Docusaurus brings (remark-math), required inside a config function
    // (lido's): the copy itself
    if (!Object.hasOwn(modules, request)) return file;
    // required, it is the stand-in module, not the empty file behind the path: this load's, when the file is
    // docgate's own empty one (another load may have given the name another)
    if (stubFileName(file) !== null || !internals._cache[file])
      internals._cache[file] = { exports: modules[request], loaded: true, filename: file };
    return file;
  };
  return () => {
    internals._resolveFilename = resolveFilename;
  };
}

/** The import a load failed on for want of its package or file, or null for any other error. */
function missingImport(error: unknown): string | null {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    const code = (at as { code?: unknown }).code;
    if (code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') continue;
    // a package folder whose `main` is not built yet (a local plugin built by the site's prebuild
    // script): the import as written, not the missing file its package.json names
    const request = (at as { requestPath?: unknown }).requestPath;
    if (typeof request === 'string') return request;
    const match = /Cannot find (?:module|package) '([^']+)'/.exec(at.message);
    // an alias of a missing package turned one of its deep imports into a path of the stand-in's
    if (match) return aliasedImport(match[1]!) ?? match[1]!;
  }
  return null;
}

/** A load error as one line with its place in the file: babel's syntax errors carry `loc`, thrown errors a stack. */
function moduleError(error: unknown, file: string): Omit<ModuleError, 'missing'> {
  const err = error instanceof Error ? error : new Error(String(error));
  const loc = (err as { loc?: { line?: number; column?: number } }).loc;
  const message = err.message
    .split('\n')[0]!
    .replace(`${file}: `, '')
    .replace(/ \(\d+:\d+\)$/, '');
  if (loc?.line) return { message, line: loc.line, column: (loc.column ?? 0) + 1 };
  // the first stack frame in the file itself
  const frame = err.stack?.split('\n').find((line) => line.includes(file));
  const place = frame ? /:(\d+):(\d+)\)?$/.exec(frame) : null;
  return { message, line: place ? Number(place[1]) : 0, column: place ? Number(place[2]) : 0 };
}

/** True when a load gave a module, not an error. */
export const isLoaded = (result: LoadedModule | ModuleError): result is LoadedModule => 'value' in result;
