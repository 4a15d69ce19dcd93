import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { Rollup } from 'vite';
import type { AcceptedPlugin as PostcssPlugin } from 'postcss';
import { FILE_START, warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { IslandSource } from '../markdown/types.ts';
import { contentHash } from '../read/hash.ts';
import type { OutputEntry } from '../write/write-output.ts';
import { withoutBroken } from './contain.ts';
import { refusedTypeScript, stripTypesWithEsbuild } from './strip-types.ts';
import { OTHER_ASSETS } from '../markdown/mdx/asset-file.ts';
import { builtUrl, gatedAssets, inlineAsset } from './gated-assets.ts';
import { installHint, resolveFromSite } from '../read/site-package.ts';
import { remoteImportMessage } from '../emit/site-css.ts';
import type { ModuleRule } from '../read/docusaurus/webpack-aliases.ts';
import { PROVIDED_MODULES } from '../../contracts/site-bundle.ts';
import type { PrismThemes } from '../../contracts/prism-theme.ts';
import { staticJsonPlugin } from './static-files.ts';
import { CHUNKS_DIR, chunkedEntry, linkChunk, staticCycle } from './chunks.ts';
import { readBundleCache, writeBundleCache } from './bundle-cache.ts';
import {
  bundlePieces,
  ENTRY,
  INTERNALDOCS,
  ISLAND_QUERY,
  REGISTRY_MODULE,
  siteBundlePlugin,
  STYLE_LANGUAGES,
  type BundleInput,
  type MissingImport,
  type UnprovidedNames,
  type BundleFindings,
} from './plugin.ts';

// The site bundle: ES modules (and one stylesheet) with every island and React page of the site, built with
// Vite at build time only when the site has code pieces. In chunks, so a page fetches the entry and its own
// pieces' code, linked by the viewer from blob: URLs (chunks.ts); one self-contained module where they cannot be.

/** What a site bundle build gives the emit step. */
export interface BundleResult {
  entries: OutputEntry[];
  /** the manifest's `bundle`, or null when nothing was built */
  files: { script: string; style: string | null } | null;
  /** the theme components it holds (BundleInput.theme): none when a broken file left them out */
  theme: string[];
  /** whether it holds client modules, which run on every page */
  client: boolean;
  diagnostics: Diagnostic[];
}

/** What the bundle holds beside the pages' code pieces. */
export interface BundleExtras {
  /** theme components the viewer draws with the site's own (`DocCardList`, `Footer`, `Root`) */
  theme?: string[];
  /** the config's clientModules that are scripts, absolute */
  client?: string[];
  /** what the site's plugins set for its code to read (usePluginData) */
  globalData?: Record<string, Record<string, unknown>>;
  /** the site's Prism themes, for its code's <CodeBlock> and usePrismTheme */
  codeThemes?: PrismThemes | undefined;
  /** each doc's and post's metadata by its file (relative to the content folder), which its MDX module exports */
  metadata?: Record<string, Record<string, unknown>>;
}

/** How site code's imports resolve beside node_modules and `@site/`, as the site's config says. */
export interface BundleResolution {
  /** the static folders, relative to the site folder (`static`) or absolute; a rooted path (`/img/x.png`) is looked up there */
  staticDirs: string[];
  /** import aliases (`@components` -> an absolute folder) */
  aliases: Record<string, string>;
  /** files imported as their text or as their YAML's data (a Docusaurus site's raw-loader and yaml-loader rules) */
  moduleRules?: ModuleRule[];
  /** the site's baseUrl: a static path written with it (`/react-native-windows/img/x.png`) is the file without it */
  baseUrl?: string;
  /** the PostCSS plugins the site's plugins add (configurePostCss: Tailwind), which its components' CSS goes through */
  postcssPlugins?: unknown[];
}

const NO_RESOLUTION: BundleResolution = { staticDirs: [], aliases: {} };

// Vite's words when the site's PostCSS config (or a plugin it names) does not load
const POSTCSS_CONFIG_FAILED = /Failed to load PostCSS config/;
// the files postcss-load-config finds, the commonest first
const POSTCSS_CONFIG_FILES = [
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.ts',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.cjs',
];

/** A React page: the key its data names, and its file relative to the project root. */
export interface ReactPageSource {
  key: string;
  file: string;
}

/** `is Less, and the site has no less package installed` */
function unstyledMessage(file: string): string {
  const language = STYLE_LANGUAGES.find((style) => style.files.test(file))!;
  return `is ${language.name}, and the site has no ${language.packages.at(-1)} package installed`;
}

const FAILED_WITH = /failed with \d+ errors?:?\s*$/i;
const NONE: BundleResult = { entries: [], files: null, theme: [], client: false, diagnostics: [] };
// broken files left out, one build each, before the bundle gives up (pixijs: two .scss modules without sass)
const CONTAINED_FILES = 5;
const posix = (path: string): string => path.split(sep).join('/');

// the code that makes the bundle: docgate's built chunk holding it (this file under tests). A docgate that
// makes something else of the same files (an island now scanned for static paths) reuses no older bundle;
// a number bumped by hand was forgotten
let ownCode: string | undefined;
const bundlerCode = (): string => {
  ownCode ??= contentHash(readFileSync(fileURLToPath(import.meta.url), 'utf8'));
  return ownCode;
};

interface Built {
  key: string;
  /** every file the bundle was made from, with its modification time */
  inputs: [string, number][];
  result: BundleResult;
}

/**
 * Builds the site bundle of a project, again only when its code pieces or a file the last build read
 * changed: watch mode calls it on every edit, and a warm `docgate build` finds the last one on disk.
 */
export class SiteBundler {
  private last: Built | null = null;

  constructor(
    /** the project root: island and page files are relative to it */
    private readonly root: string,
    /** the site folder, which `@site/` names */
    private readonly siteDir: string,
  ) {}

  /** The last bundle built, for an edit that changed no code piece; null when there is none to reuse. */
  reuse(): BundleResult | null {
    return this.last?.result ?? null;
  }

  /**
   * The bundle of these islands and React pages, and of the theme components the viewer draws with the
   * site's own (`DocCardList`: generated index pages' cards), their imports resolved as `resolution` says;
   * none without any.
   */
  async build(
    islands: IslandSource[],
    pages: ReactPageSource[],
    resolution: BundleResolution = NO_RESOLUTION,
    { theme = [], client = [], globalData = {}, codeThemes, metadata = {} }: BundleExtras = {},
  ): Promise<BundleResult> {
    if (islands.length === 0 && pages.length === 0 && theme.length === 0 && client.length === 0) return NONE;
    const input: BundleInput = {
      islands: new Map(islands.map((island) => [island.id, { ...island, file: join(this.root, island.file) }])),
      pages: new Map(pages.map((page) => [page.key, join(this.root, page.file)])),
      theme,
      // keyed as the site names them: the bundle holds no path of the machine that built it
      client: new Map(client.map((file) => [posix(relative(this.siteDir, file)), file])),
      globalData,
      ...(codeThemes ? { codeThemes } : {}),
      metadata: new Map(Object.entries(metadata).map(([file, value]) => [join(this.root, file), value])),
    };
    const staticDirs = (resolution.staticDirs.length > 0 ? resolution.staticDirs : ['static']).map((dir) => resolve(this.siteDir, dir));
    const base = JSON.stringify([
      bundlerCode(),
      viteVersion(),
      // a docgate that provides another module (a new @theme/ component) resolves imports differently
      Object.keys(PROVIDED_MODULES),
      // an island's URL rewrites name its images' content: a changed image is a changed island
      [...input.islands].map(([id, island]) => (island.urls ? `${id}:${JSON.stringify(island.urls)}` : id)).sort(),
      pages.map((p) => `${p.key}:${p.file}`).sort(),
      theme,
      client,
      globalData,
      codeThemes ?? null,
      staticDirs,
      resolution.aliases,
      (resolution.moduleRules ?? []).map((rule) => [rule.kind, String(rule.test)]),
      resolution.baseUrl ?? '/',
      (resolution.postcssPlugins ?? []).length,
    ]);
    // of the docs' and posts' metadata, only that of the files the bundle was made from (a file site code
    // requires): a title edit elsewhere in `docgate dev` builds no bundle again. Which files those are
    // changes only with a file among them, which builds it again anyway
    const keyOf = (files: Iterable<[string, number]>) => {
      const read = [...files].flatMap(([file]) => (input.metadata?.has(file) ? [[file, input.metadata.get(file)]] : []));
      return `${base}${JSON.stringify(read)}`;
    };
    this.last ??= this.readCache();
    if (this.last && this.last.key === keyOf(this.last.inputs) && unchanged(this.last.inputs)) return this.last.result;
    const { result, inputs } = await this.run(input, { ...resolution, staticDirs });
    // a build that failed is tried again next time: the fix may be in any file
    this.last = inputs ? { key: keyOf(inputs), inputs: [...inputs], result } : null;
    if (this.last) this.writeCache(this.last);
    return result;
  }

  /** The stylesheet languages whose compiler the site has installed, as Vite looks for them (sass-embedded, then sass...). */
  private styleLanguages(): Set<string> {
    const installed = STYLE_LANGUAGES.filter((style) => style.packages.some((name) => resolveFromSite(this.siteDir, name) !== null));
    return new Set(installed.map((style) => style.name));
  }

  /** An empty tsconfig of docgate's own under .docgate/vite; null when it cannot be written. */
  private ownTsconfig(): string | null {
    const file = join(this.root, '.docgate', 'vite', 'tsconfig.json');
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, '{}\n');
      return file;
    } catch {
      return null;
    }
  }

  private readCache(): Built | null {
    return readBundleCache<Built>(join(this.root, '.docgate'));
  }

  private writeCache(built: Built): void {
    writeBundleCache(join(this.root, '.docgate'), built);
  }

  private async run(
    input: BundleInput,
    resolution: BundleResolution,
    attempts = CONTAINED_FILES,
    /** Vite loads the site's PostCSS config (postcss.config.js...); false after it failed to */
    postcssConfig = true,
    /** TypeScript files Vite's transform refused, whose types esbuild strips first (strip-types.ts) */
    stripped: ReadonlySet<string> = new Set(),
    /** in chunks, each page's islands loaded with it (chunks.ts); false after the chunks' imports went round */
    chunked = true,
  ): Promise<{ result: BundleResult; inputs: Map<string, number> | null }> {
    const { build } = await import('vite');
    const missing = new Map<string, MissingImport>();
    const unprovided = new Map<string, UnprovidedNames & { id: string }>();
    const unstyled = new Set<string>();
    const droppedImports: BundleFindings['droppedImports'] = [];
    const tsconfig = this.ownTsconfig();
    const pluginOptions = {
      baseUrl: resolution.baseUrl ?? '/',
      staticDirs: resolution.staticDirs,
      themeDir: join(this.siteDir, 'src', 'theme'),
      styleLanguages: this.styleLanguages(),
      moduleRules: resolution.moduleRules ?? [],
    };
    const sitePlugins = () => [
      ...(stripped.size > 0 ? [stripTypesWithEsbuild(stripped)] : []),
      siteBundlePlugin(input, { missing, unprovided, unstyled, droppedImports }, pluginOptions),
      staticJsonPlugin(pluginOptions.staticDirs, pluginOptions.baseUrl ?? '/'),
    ];
    // in chunks, each piece is an input of the bundler, so a chunk of its own; their entry is written after
    const pieces = bundlePieces(input);
    let output: Rollup.RollupOutput;
    try {
      output = (await build({
        configFile: false,
        envFile: false,
        root: this.siteDir,
        cacheDir: join(this.root, '.docgate', 'vite'),
        // Docusaurus compiles TypeScript without the site's tsconfig.json (it says so itself), which
        // extends @docusaurus/tsconfig: read, it failed the whole bundle wherever that is not installed
        ...(tsconfig ? { tsconfig } : {}),
        publicDir: false,
        logLevel: 'silent',
        mode: 'production',
        // `require('./example.docx')`: a file, as Docusaurus' file loader gives it (iceberg's whole bundle failed)
        assetsInclude: [OTHER_ASSETS],
        resolve: {
          alias: [
            { find: /^@site\//, replacement: `${posix(this.siteDir)}/` },
            // docusaurus-plugin-module-alias's (`@components/Card` -> the site's src/components/Card)
            ...Object.entries(resolution.aliases).map(([name, target]) => ({
              find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/|$)`),
              replacement: posix(target),
            })),
          ],
        },
        // webpack gives site code Node's `global` (`global.navigator?.language`), as Docusaurus builds it
        define: { global: 'globalThis' },
        css: {
          // a CSS module's class as Docusaurus' production build names it, `landing_x1Ab`, which a site's CSS
          // may match by its start (kysely's `body:has([class^='landing_']) .navbar`)
          modules: { generateScopedName: '[local]_[hash:base64:4]' },
          // the plugins the site's plugins add take the place of a config file, as Docusaurus' loader options
          // do; an inline config (after the site's failed to load): Vite looks for no config file of the site's
          ...(resolution.postcssPlugins?.length
            ? { postcss: { plugins: resolution.postcssPlugins as PostcssPlugin[] } }
            : postcssConfig
              ? {}
              : { postcss: {} }),
        },
        // a Web Worker the site's code starts (`new Worker(new URL('./x.worker.ts', import.meta.url))`) is
        // built on its own, by these plugins: its imports resolve as the site's others do, a package that
        // is not installed to a stand-in, instead of failing the whole bundle (pyrefly's sandbox)
        worker: {
          format: 'es',
          plugins: () => sitePlugins(),
        },
        plugins: sitePlugins(),
        experimental: { renderBuiltUrl: builtUrl },
        build: {
          write: false,
          minify: true,
          // esbuild's, which drops a rule it cannot read (`.a, {`) as browsers do; lightningcss, Vite's
          // default, failed the whole bundle on one (Shira's about page took every React page down)
          cssMinify: 'esbuild',
          cssCodeSplit: false,
          // fonts, small images and other files go inside the module and stylesheet, through the gate with
          // them; large media are gated assets of their own (gated-assets.ts)
          assetsInlineLimit: inlineAsset,
          modulePreload: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          rolldownOptions: {
            input: chunked ? Object.fromEntries(pieces.map((piece, index) => [`p${index}`, piece.specifier])) : ENTRY,
            preserveEntrySignatures: 'exports-only',
            // `import Step, { Divider } from './Step'` where Step has no Divider: undefined, as webpack
            // only warns of it, instead of a failed bundle
            shimMissingExports: true,
            output: {
              format: 'es',
              // the registry's modules in one chunk (none throws: the registry has every provided module):
              // else each set of pieces sharing some made a chunk of them, a request through the gate for a
              // hundred bytes (kaia: 5 of every page's 10 chunks)
              codeSplitting: chunked && { groups: [{ name: 'registry', test: REGISTRY_MODULE }] },
              // named by their content, which the chunks importing one name
              entryFileNames: chunked ? 'c-[hash].js' : 'bundle.js',
              chunkFileNames: 'c-[hash].js',
              assetFileNames: '[name][extname]',
            },
            onwarn: () => {},
          },
        },
      })) as Rollup.RollupOutput;
    } catch (thrown) {
      // a PostCSS config naming plugins that are not installed (autoprefixer, which every Docusaurus install
      // brings; tailwindcss): the stylesheets go without it, as they would with the plugins doing nothing
      const reason = thrown instanceof Error ? thrown.message : String(thrown);
      if (postcssConfig && POSTCSS_CONFIG_FAILED.test(reason)) {
        const again = await this.run(input, resolution, attempts, false, stripped, chunked);
        return { ...again, result: { ...again.result, diagnostics: [this.postcssWarning(reason), ...again.result.diagnostics] } };
      }
      const failure = this.failure(thrown, input);
      // a broken file: build the rest without the pieces that use it, a few files over
      const broken = attempts > 0 ? brokenFile(thrown, this.siteDir) : null;
      // TypeScript that Babel and esbuild accept: the whole site again, that file's types stripped by esbuild
      if (broken && !stripped.has(broken) && refusedTypeScript(reason, broken))
        return this.run(input, resolution, attempts - 1, postcssConfig, new Set([...stripped, broken]), chunked);
      const rest = broken ? withoutBroken(input, broken, this.siteDir) : null;
      if (!rest) return { result: { ...NONE, diagnostics: [failure] }, inputs: null };
      const again = await this.run(rest.input, resolution, attempts - 1, postcssConfig, stripped, chunked);
      // the rest runs only if it built: otherwise every piece shows its static content, as the failure says
      const contained =
        again.result.files === null
          ? failure
          : {
              ...failure,
              message: failure.message.replace(
                /; site components and React pages show their static content$/,
                `; ${rest.left === 1 ? 'the piece using it shows its' : `the ${rest.left} pieces using it show their`} static content, the rest of the site's code runs`,
              ),
            };
      // not cached: the next build tries the whole site again, the fix may be in that file
      return { result: { ...again.result, diagnostics: [contained, ...again.result.diagnostics] }, inputs: null };
    }
    const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    // the viewer links each chunk after those it imports: a cycle of them goes in one file, as before chunks
    if (chunked && staticCycle(chunks)) return this.run(input, resolution, attempts, postcssConfig, stripped, false);
    const modules: Rollup.OutputChunk['modules'] = Object.assign({}, ...chunks.map((chunk) => chunk.modules));
    const css = output.output
      .filter((item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'))
      .map((asset) => String(asset.source))
      .join('\n');
    const diagnostics: Diagnostic[] = [];
    for (const [id, { specifier, importer }] of missing) {
      // a stand-in tree-shaken away was imported by code no island uses: nothing is missing from the page
      if (!modules[id]?.renderedLength) continue;
      // its public build's answers are given: what the public site shows is there
      if (specifier === INTERNALDOCS) continue;
      const file = importer ? posix(relative(this.root, importer)) : posix(relative(this.root, this.siteDir));
      // a file, as written or behind webpack's loader prefix (`!!raw-loader!./examples/Missing`)
      const what = /^(?:[./]|@site\/)/.test(specifier.replace(/^!*(?:[\w-]+!)+/, ''))
        ? 'is not there'
        : /^@(?:docusaurus|theme|theme-original|theme-init)\//.test(specifier)
          ? 'is not among the modules docgate provides, nor installed'
          : "is not installed (expected it in the site's node_modules)";
      diagnostics.push(
        warning(
          'site-bundle',
          file,
          importer ? importLine(importer, specifier) : FILE_START,
          `'${specifier}' ${what}, so what it provides shows nothing (its elements only their children)`,
        ),
      );
    }
    for (const { id, specifier, names, importer } of unprovided.values()) {
      // only the names that made it into the bundle: an import nothing rendered uses is no loss
      const rendered = new Set(modules[id]?.renderedExports ?? []);
      const used = names.filter((name) => rendered.has(name));
      if (used.length === 0) continue;
      diagnostics.push(
        warning(
          'site-bundle',
          posix(relative(this.root, importer)),
          importLine(importer, specifier),
          `${used.map((name) => `'${name}'`).join(', ')} of '${specifier}': not among what docgate provides, a stand-in that gives nothing (its elements show only their children)`,
        ),
      );
    }
    for (const dropped of droppedImports) {
      const message = dropped.remote
        ? remoteImportMessage(dropped.specifier)
        : `@import of '${dropped.specifier}' is left out: '${dropped.name}' is not installed, so its rules do not apply; ${installHint(this.siteDir)}`;
      diagnostics.push(warning('site-bundle', posix(relative(this.root, dropped.file)), { line: dropped.line, column: 1 }, message));
    }
    for (const file of [...unstyled].sort()) {
      diagnostics.push(
        warning(
          'site-bundle',
          posix(relative(this.root, file)),
          FILE_START,
          `${unstyledMessage(file)}: the components using it run unstyled; ${installHint(this.siteDir)}`,
        ),
      );
    }
    const gated = gatedAssets(
      output.output,
      chunks.map((chunk) => (chunked ? linkChunk(chunk) : chunk.code)),
      css,
    );
    // the one file by its content; chunks by the names the bundler gave them, which the others import
    const paths = chunks.map((chunk, index) =>
      chunked ? `${CHUNKS_DIR}/${chunk.fileName}` : `${CHUNKS_DIR}/${contentHash(gated.scripts[index]!)}.js`,
    );
    const scripts = chunks.map((_chunk, index) => ({ path: paths[index]!, content: gated.scripts[index]! }));
    if (chunked) {
      // each piece's chunk: the bundler's entry chunk named as its input
      const chunkOf = (index: number) => chunks.find((chunk) => chunk.isEntry && chunk.name === `p${index}`)!.fileName;
      const entry = chunkedEntry(
        pieces.map((piece, index) => ({ ...piece, chunk: chunkOf(index) })),
        input.globalData ?? {},
      );
      scripts.push({ path: `${CHUNKS_DIR}/e-${contentHash(entry)}.js`, content: entry });
    }
    const script = chunked ? scripts.at(-1)!.path : paths[0]!;
    const style = gated.css ? `${CHUNKS_DIR}/${contentHash(gated.css)}.css` : null;
    const entries: OutputEntry[] = [...scripts, ...gated.assets];
    if (style) entries.push({ path: style, content: gated.css });
    return {
      result: { entries, files: { script, style }, theme: input.theme, client: input.client.size > 0, diagnostics },
      inputs: modificationTimes(chunks.flatMap((chunk) => chunk.moduleIds)),
    };
  }

  /** Names the site's PostCSS config that could not load, and why. */
  private postcssWarning(reason: string): Diagnostic {
    const name = POSTCSS_CONFIG_FILES.find((file) => existsSync(join(this.siteDir, file))) ?? 'package.json';
    // a plugin not installed, most often; else Vite's line, without the stack and the bundler's heading
    const missing = /Cannot find module '([^']+)'/.exec(reason);
    const line = reason.split('\n').find((text) => POSTCSS_CONFIG_FAILED.test(text)) ?? reason;
    const why = missing
      ? `'${missing[1]}' is not installed`
      : line.replace(/^.*Failed to load PostCSS config\s*(?:\(searchPath: [^)]*\))?:?\s*/, '');
    const message = `the site's PostCSS config could not be loaded (${why}), so the site's stylesheets are bundled without it; ${installHint(this.siteDir)}`;
    return warning('site-bundle', posix(relative(this.root, join(this.siteDir, name))), FILE_START, message);
  }

  private failure(thrown: unknown, input: BundleInput): Diagnostic {
    type BuildError = { message?: string; id?: string; loc?: { file?: string; line: number; column: number } };
    // Rolldown throws one error holding a list; its first names the file and place
    const error = ((thrown as { errors?: BuildError[] }).errors?.[0] ?? thrown) as BuildError;
    const framed = framePlace(error.message, this.siteDir);
    const at = failedId(thrown, this.siteDir);
    const file = at
      ? posix(relative(this.root, resolve(this.siteDir, at.replace(/[?#].*$/, ''))))
      : posix(relative(this.root, this.siteDir)) || '.';
    // a piece of a page: its place in the page, not in the module compiled from it (a line the page lacks)
    const island = at?.includes(ISLAND_QUERY) ? input.islands.get(at.slice(at.indexOf(ISLAND_QUERY) + ISLAND_QUERY.length)) : undefined;
    const position = island?.line
      ? { line: island.line, column: island.column ?? 1 }
      : framed && !error.loc?.file && !error.id
        ? framed
        : error.loc
          ? { line: error.loc.line, column: error.loc.column + 1 }
          : FILE_START;
    // the first line of the message that says something (not "Transform failed with 1 error:"), without colours
    const lines = stripVTControlCharacters(String(error.message ?? thrown)).split('\n');
    const reason = (lines.find((line) => line.trim() !== '' && !FAILED_WITH.test(line)) ?? lines[0]!)
      .trim()
      .replaceAll(`${this.root}${sep}`, '')
      // a piece's module and its place in it, which the page does not have: the warning is at the piece
      .replace(/\S*\?docgate-island=[\w-]+(?::\d+:\d+)?:?\s*/g, '');
    return warning(
      'site-bundle',
      file,
      position,
      `the site bundle could not be built: ${reason}; site components and React pages show their static content`,
    );
  }
}

const require = createRequire(import.meta.url);
let vite: string | null = null;
function viteVersion(): string {
  vite ??= (require('vite/package.json') as { version: string }).version;
  return vite;
}

/** Where `file` imports `specifier`: the first line naming it in quotes. */
function importLine(file: string, specifier: string): { line: number; column: number } {
  const lines = readFileSync(file, 'utf8').split('\n');
  for (const [index, text] of lines.entries()) {
    const column = Math.max(text.indexOf(`'${specifier}'`), text.indexOf(`"${specifier}"`));
    if (column !== -1) return { line: index + 1, column: column + 1 };
  }
  return FILE_START;
}

/** The modification time of every file a bundle was made from. */
function modificationTimes(ids: string[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const id of ids) {
    // an island's module is made from the page, not read: its source is in the key, so an edit of the
    // page's other text (a save in watch mode) does not build the bundle again
    if (id.startsWith('\0') || id.includes(ISLAND_QUERY)) continue;
    const file = id.replace(/[?#].*$/, '');
    times.set(file, statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1);
  }
  return times;
}

const unchanged = (inputs: [string, number][]): boolean =>
  inputs.every(([file, time]) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1) === time);

/** The module a Vite failure names, its query (an island's id) included; relative to the site folder or absolute. */
function failedId(thrown: unknown, siteDir: string): string | null {
  const error = ((thrown as { errors?: { id?: string; loc?: { file?: string }; message?: string }[] }).errors?.[0] ?? thrown) as {
    id?: string;
    loc?: { file?: string };
    message?: string;
  };
  // esbuild's own failure (a page's piece of JSX that does not compile) names its file in its first error
  const esbuild = (error as { errors?: { location?: { file?: string } }[] }).errors?.[0]?.location?.file;
  return error.loc?.file || error.id || esbuild || framePlace(error.message, siteDir)?.file || null;
}

/** The site file a Vite failure names, absolute, without its query. */
function brokenFile(thrown: unknown, siteDir: string): string | null {
  const at = failedId(thrown, siteDir);
  // Rolldown names a file it could not load relative to the site folder (`docs/example.docx`)
  return at ? resolve(siteDir, at.replace(/[?#].*$/, '')) : null;
}

/**
 * Where an error of Vite's own transform (oxc) happened when it gives no id: its code frame's header,
 * `╭─[ src/components/Tour.jsx:16:41 ]`, relative to the working folder (the site folder, as `docgate`
 * is run in it), else to the site folder.
 */
function framePlace(message: string | undefined, siteDir: string): { file: string; line: number; column: number } | null {
  const match = /╭─\[\s*([^\]\s][^\]]*?):(\d+):(\d+)\s*\]/.exec(stripVTControlCharacters(String(message ?? '')));
  if (!match) return null;
  const file = [resolve(match[1]!), resolve(siteDir, match[1]!)].find((path) => existsSync(path)) ?? resolve(siteDir, match[1]!);
  return { file, line: Number(match[2]), column: Number(match[3]) };
}
