import { existsSync, readFileSync, statSync } from 'node:fs';
import { isRecord } from '../../../contracts/is-record.ts';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { FieldPath } from './findings.ts';
import { stubFileName, stubName } from './stub.ts';

// A Docusaurus config's presets, plugins and themes, sorted into the content plugins docgate builds
// (docs, blog, pages) and the rest. Both the config reader and the render threads (for a content
// plugin's remark and rehype plugins) read the config through this one function.

export type ContentKind = 'docs' | 'blog' | 'pages';

export interface ContentPlugin {
  kind: ContentKind;
  /** the plugin id: `default` unless the options name another */
  id: string;
  options: Record<string, unknown>;
  /** where the options are in the config: `presets.0.1.docs`, `plugins.2.1` */
  path: FieldPath;
}

export interface OtherPlugin {
  /** the package or function name as written */
  name: string;
  type: 'preset' | 'plugin' | 'theme';
  path: FieldPath;
  /**
   * what it was read as: a fork of the classic preset (`@docusaurus/preset-classic`), or a local plugin
   * that wraps a content plugin (`@docusaurus/plugin-content-blog`), whose options it takes
   */
  readAs?: string;
  /** an option of the classic preset (or its fork) that is a plugin of its own: `sitemap`, `gtag` */
  option?: string;
  /** a plugin's options, as written */
  options?: Record<string, unknown>;
  /** an inline plugin: the function itself (`function myPlugin() { return { configureWebpack() {...} } }`) */
  fn?: (...args: unknown[]) => unknown;
  /**
   * a local plugin that makes the blog plugin only to take its posts (`blogPlugin.loadContent()`) and hand
   * them to site code, and makes none of its pages: it is run with a stand-in of that plugin (blog-stand-in.ts)
   */
  takesPostsOf?: typeof BLOG_PLUGIN;
}

export const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';

/** The part of Docusaurus' plugin context a plugin function reads when it is called. */
export const pluginContext = (siteDir: string, siteConfig: Record<string, unknown>) => ({
  siteDir,
  siteConfig,
  baseUrl: siteConfig.baseUrl,
  outDir: join(siteDir, 'build'),
  generatedFilesDir: join(siteDir, '.docusaurus'),
  i18n: i18nContext(siteConfig.i18n),
  codeTranslations: {},
});

/** `context.i18n`: the config's, built in its default locale, as `docusaurus build` builds it first. */
function i18nContext(i18n: unknown): Record<string, unknown> {
  const own = isRecord(i18n) ? i18n : {};
  const defaultLocale = typeof own.defaultLocale === 'string' ? own.defaultLocale : 'en';
  return { locales: [defaultLocale], localeConfigs: {}, ...own, defaultLocale, currentLocale: defaultLocale };
}

// Docusaurus calls each plugin function once; docgate's readers of a plugin (its webpack aliases, its
// PostCSS plugins, its data) each need what it made: they share one call, per function and config entry.
// A config loaded again (watch) brings new functions, and so new calls.
const made = new WeakMap<(...args: never[]) => unknown, Map<string, { value: unknown } | { error: unknown }>>();

/** What plugin function `fn` of the config entry at `path` returns, called once as Docusaurus calls it; it throws as it threw. */
export function callPlugin(
  fn: (...args: never[]) => unknown,
  path: FieldPath,
  siteDir: string,
  siteConfig: Record<string, unknown>,
  options: Record<string, unknown> | undefined,
): unknown {
  let calls = made.get(fn);
  if (!calls) {
    calls = new Map();
    made.set(fn, calls);
  }
  const key = JSON.stringify(path);
  let result = calls.get(key);
  if (!result) {
    try {
      result = { value: (fn as (...args: unknown[]) => unknown)(pluginContext(siteDir, siteConfig), options ?? {}) };
    } catch (error) {
      result = { error };
    }
    calls.set(key, result);
  }
  if ('error' in result) throw result.error;
  return result.value;
}

const CONTENT: Record<string, ContentKind> = {
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
};

// (its importers read it from here too)
export { isRecord };

/** A plugin, preset or theme name as Docusaurus resolves short names: `content-docs` -> `@docusaurus/plugin-content-docs`. */
/**
 * A remark or rehype plugin list entry (`fn` or `[fn, options]`) with its function as Docusaurus gets it:
 * an ES module's namespace (`require('remark-math')` in an ESM config, which jiti 2 leaves as
 * `{ default: fn }` where Docusaurus' jiti 1 gave `fn`) becomes its default export. Null when no function.
 */
export function pluginEntry(entry: unknown): { fn: (...args: never[]) => unknown; entry: unknown } | null {
  const [first, ...rest] = Array.isArray(entry) ? entry : [entry];
  const fn = typeof first === 'function' ? first : isRecord(first) && typeof first.default === 'function' ? first.default : null;
  if (!fn) return null;
  return { fn: fn as (...args: never[]) => unknown, entry: fn === first ? entry : Array.isArray(entry) ? [fn, ...rest] : fn };
}

export function fullName(name: string, type: OtherPlugin['type']): string {
  const known = Object.keys(CONTENT).find((full) => name === full || name.endsWith(`/${full}`) || name.includes(`${full}/`));
  if (known) return known;
  if (type === 'preset' && (name === 'classic' || /(^|\/)@docusaurus\/preset-classic(\/|$)/.test(name)))
    return '@docusaurus/preset-classic';
  // Meta's open-source sites (metro, relay, litho) use its preset, which wraps the classic one: same options
  if (type === 'preset' && /(^|\/)docusaurus-plugin-internaldocs-fb\/docusaurus-preset(\/|\.js$|$)/.test(name))
    return '@docusaurus/preset-classic';
  if (type === 'plugin' && ['content-docs', 'content-blog', 'content-pages'].includes(name)) return `@docusaurus/plugin-${name}`;
  if (type !== 'preset' && !name.includes('/') && !name.startsWith('.') && !name.startsWith('docusaurus-'))
    return `@docusaurus/${type}-${name}`;
  return name;
}

/**
 * The classic preset, or a fork or wrapper of it (`@ionic-docs/preset-classic`, `docusaurus-preset-openapi`):
 * a preset docgate does not know whose options hold docs, blog or pages options takes the classic ones.
 */
export const isClassicPreset = (name: string, options: unknown): boolean =>
  fullName(name, 'preset') === '@docusaurus/preset-classic' ||
  (isRecord(options) && ['docs', 'blog', 'pages'].some((kind) => isRecord(options[kind])));

// `require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset')`: a file of an installed package
const INSTALLED = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/][^\\/]/;

/** The package an entry written as a resolved file of node_modules is, as Docusaurus names it; null for any other. */
const installedPackage = (path: string): string | null => {
  const matches = [...path.matchAll(new RegExp(INSTALLED, 'g'))];
  return matches.length > 0 ? matches.at(-1)![1]!.replace(/\\/g, '/') : null;
};

/** An entry of `presets`, `plugins` or `themes`: its name (or function's) and options. */
export function entryOf(entry: unknown): { name: string; options: Record<string, unknown>; fn?: OtherPlugin['fn'] } | null {
  if (entry === false || entry === null || entry === undefined) return null;
  const [written, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, {}];
  // `require('./src/plugins/x')` of a TypeScript or ES module gives its namespace, where Docusaurus' jiti 1
  // (interopDefault) gives the default export, the plugin function (nitro's local plugins)
  const head = isRecord(written) && typeof written.default === 'function' && stubName(written) === null ? written.default : written;
  // a stand-in of a module that is not there (`require('./plugins/llm')`) answers any property, its name too
  const standingIn = stubName(head);
  const name =
    typeof head === 'string'
      ? (stubFileName(head) ?? installedPackage(head) ?? head)
      : standingIn !== null
        ? standingIn
        : typeof head === 'function'
          ? head.name || '(anonymous function)'
          : '(unknown)';
  const fn = typeof head === 'function' && standingIn === null ? (head as OtherPlugin['fn']) : undefined;
  return { name, options: isRecord(options) ? options : {}, ...(fn ? { fn } : {}) };
}

/**
 * The content plugins of a config (the classic preset's docs, blog and pages first, then `plugins`), and
 * everything else. With the site folder, a local plugin that wraps a content plugin is read as that one.
 */
export function sortPlugins(config: Record<string, unknown>, siteDir?: string): { content: ContentPlugin[]; others: OtherPlugin[] } {
  const content: ContentPlugin[] = [];
  const others: OtherPlugin[] = [];
  const list = (key: string): unknown[] => (Array.isArray(config[key]) ? (config[key] as unknown[]) : []);
  list('presets').forEach((entry, i) => {
    const read = entryOf(entry);
    if (!read) return;
    if (!isClassicPreset(read.name, read.options)) {
      others.push({ name: read.name, type: 'preset', path: ['presets', i] });
      return;
    }
    if (fullName(read.name, 'preset') !== '@docusaurus/preset-classic')
      others.push({ name: read.name, type: 'preset', path: ['presets', i], readAs: '@docusaurus/preset-classic' });
    for (const kind of ['docs', 'blog', 'pages'] as const) {
      const options = read.options[kind];
      // `docs: false` turns the plugin off; no entry at all keeps it with its defaults
      if (options === false) continue;
      // the preset passes its options on: an `id` there names the instance, as a plugin's does
      const id = isRecord(options) && typeof options.id === 'string' ? options.id : 'default';
      content.push({ kind, id, options: isRecord(options) ? options : {}, path: ['presets', i, 1, kind] });
    }
    for (const [key, value] of Object.entries(read.options)) {
      if (['docs', 'blog', 'pages'].includes(key) || value === false || value === undefined) continue;
      others.push({ name: read.name, option: key, type: 'preset', path: ['presets', i, 1, key] });
    }
  });
  list('plugins').forEach((entry, i) => {
    const read = entryOf(entry);
    if (!read) return;
    const own = CONTENT[fullName(read.name, 'plugin')];
    // a local module, or a function in the config (HAMi's localizedBlogPlugin), that wraps a content plugin
    const wrapped = own
      ? null
      : ((siteDir ? wrappedContentPlugin(read.name, siteDir) : null) ??
        (read.fn ? wrapping(String(read.fn), siteDir ?? '.', siteDir ?? '.') : null));
    // a local module that takes the blog plugin's posts and makes no page of it (the blog-global-data plugin
    // of Docusaurus' website, which kmesh and kubeedge copied) is no blog: a plugin run for its data
    if (wrapped?.plugin === BLOG_PLUGIN && !wrapped.pages && !read.fn) {
      others.push({ name: read.name, type: 'plugin', path: ['plugins', i], options: read.options, takesPostsOf: BLOG_PLUGIN });
      return;
    }
    const kind = own ?? (wrapped ? CONTENT[wrapped.plugin] : undefined);
    const options = wrapped ? { ...read.options, ...wrapped.options } : read.options;
    const id = typeof options.id === 'string' ? options.id : 'default';
    // a wrapper that sets the instance's id and path itself (Docusaurus' own changelog plugin) would be read
    // as a second instance of the id of one there is already: it is not run, and says so, as others are
    const taken = wrapped !== null && content.some((plugin) => plugin.kind === kind && plugin.id === id);
    if (!kind || taken) {
      others.push({ name: read.name, type: 'plugin', path: ['plugins', i], options: read.options, ...(read.fn ? { fn: read.fn } : {}) });
      return;
    }
    if (wrapped) others.push({ name: read.name, type: 'plugin', path: ['plugins', i], readAs: wrapped.plugin });
    content.push({ kind, id, options, path: Array.isArray(entry) ? ['plugins', i, 1] : ['plugins', i] });
  });
  list('themes').forEach((entry, i) => {
    const read = entryOf(entry);
    if (read) others.push({ name: read.name, type: 'theme', path: ['themes', i] });
  });
  return { content, others };
}

const LOCAL_MODULE_ENDINGS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '/index.js', '/index.mjs', '/index.ts'];
const WRAPS = /(?:require\(\s*|from\s*|import\(\s*)['"](@docusaurus\/plugin-content-(?:docs|blog|pages))['"]/;

/**
 * The content plugin a local plugin module wraps, as Docusaurus documents extending one
 * (`require('@docusaurus/plugin-content-blog')`, then its own `contentLoaded`): null for any other.
 */
interface Wrapped {
  /** the content plugin's package: `@docusaurus/plugin-content-blog` */
  plugin: string;
  /** the options the wrapper sets itself, over the config's */
  options: Record<string, unknown>;
  /** whether it hands back the pages of the plugin it makes (returns or spreads it, or calls its contentLoaded) */
  pages: boolean;
}

function wrappedContentPlugin(name: string, siteDir: string): Wrapped | null {
  const file = localModuleFile(name, siteDir);
  return file ? wrapping(readFileSync(file, 'utf8'), siteDir, dirname(file)) : null;
}

/** A local plugin's file (`./plugins/segments`, as require resolves it from the site folder); null for a package's name. */
export function localModuleFile(name: string, siteDir: string): string | null {
  if (!name.startsWith('.') && !isAbsolute(name)) return null;
  const base = resolve(siteDir, name);
  return LOCAL_MODULE_ENDINGS.map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The content plugin a plugin's source wraps, with the options it passes that plugin itself; null for none. */
function wrapping(source: string, siteDir: string, moduleDir: string): Wrapped | null {
  const plugin = wrapsIn(source);
  return plugin ? { plugin, options: ownOptions(source, siteDir, moduleDir), pages: handsPagesBack(source) } : null;
}

// what a wrapper keeps the plugin it makes in: `const blogPlugin = await pluginContentBlog.default(context, {`
const KEPT_IN = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?[\w$.]+$/;

/**
 * Whether a wrapper's plugin makes the wrapped plugin's pages, as Docusaurus runs it: it returns what that
 * plugin made (or the call itself), spreads it into its own (`{ ...blogPlugin, name }`, the changelog
 * plugin) or calls its contentLoaded. One that only reads its loadContent makes none.
 */
function handsPagesBack(source: string): boolean {
  const call = optionsCall(source);
  const kept = call ? KEPT_IN.exec(source.slice(0, call.index).trimEnd()) : null;
  if (!kept) return true;
  const name = kept[1]!.replace(/\$/g, '\\$');
  return new RegExp(`\\.\\.\\.\\s*${name}\\b|\\breturn\\s+${name}\\s*(?:[;}\\n]|$)|\\b${name}\\s*\\.\\s*contentLoaded\\b`).test(source);
}

// what a wrapper passes the plugin it wraps itself, written out: `{ ...options, path: path.join(context.siteDir,
// 'changelog/source'), id: 'changelog' }` (Docusaurus' own changelog plugin, which tramline, telegram-bot-sdk
// and others copied); its posts are in that folder, not the config's
const OWN_STRING = (key: string) => new RegExp(`\\b${key}:\\s*(['"\`])([^'"\`\\n$]+)\\1`);
const JOINED = String.raw`(?:path\.)?(?:join|resolve)\(\s*(context\.siteDir|siteDir|__dirname|process\.cwd\(\))\s*,\s*(['"\`])([^'"\`\n$]+)\2\s*\)`;
const OWN_JOINED_PATH = new RegExp(String.raw`\bpath:\s*${JOINED}`);
// or the folder held in a variable first, as Docusaurus' own changelog plugin has it:
// `const generateDir = path.join(context.siteDir, 'changelog/source')`, then `path: generateDir`
const OWN_PATH_NAME = /\bpath:\s*([A-Za-z_$][\w$]*)\s*(?:[,}\n]|$)/;
const JOINED_INTO = (name: string) => new RegExp(String.raw`\b(?:const|let|var)\s+${name.replace(/\$/g, '\\$')}\s*=\s*${JOINED}`);

// the call that hands the wrapped plugin its options: `pluginContentBlog.default(context, {`
const OPTIONS_CALL = /\(\s*\w+\s*,\s*\{/g;

/** The wrapper's call of the plugin it wraps (after the import), at its `(context, {`. */
function optionsCall(source: string): RegExpExecArray | null {
  OPTIONS_CALL.lastIndex = WRAPS.exec(source)?.index ?? 0;
  return OPTIONS_CALL.exec(source);
}

/** The options object the wrapper writes in its call of the plugin it wraps, as text. */
function optionsText(source: string): string {
  const call = optionsCall(source);
  if (!call) return '';
  let depth = 0;
  const start = call.index + call[0].length - 1;
  for (let i = start; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(start, i + 1);
  }
  return '';
}

function ownOptions(wrapper: string, siteDir: string, moduleDir: string): Record<string, unknown> {
  const source = optionsText(wrapper);
  const options: Record<string, unknown> = {};
  for (const key of ['id', 'routeBasePath', 'blogTitle', 'blogDescription']) {
    const found = OWN_STRING(key).exec(source);
    if (found) options[key] = found[2];
  }
  const name = OWN_PATH_NAME.exec(source)?.[1];
  const joined = OWN_JOINED_PATH.exec(source) ?? (name ? JOINED_INTO(name).exec(wrapper) : null);
  const written = OWN_STRING('path').exec(source);
  if (joined) options.path = relative(siteDir, resolve(joined[1] === '__dirname' ? moduleDir : siteDir, joined[3]!)) || '.';
  else if (written) options.path = written[2];
  return options;
}

/** The content plugin a plugin's source requires or imports, null for none. */
const wrapsIn = (source: string): string | null => WRAPS.exec(source)?.[1] ?? null;

/** The scope name of a content plugin, as render threads look it up: `docs:default`. */
export const scopeOf = (plugin: Pick<ContentPlugin, 'kind' | 'id'>): string => `${plugin.kind}:${plugin.id}`;
