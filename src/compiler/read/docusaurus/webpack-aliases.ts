import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROVIDED_MODULES } from '../../../contracts/site-bundle.ts';
import { parseLooseJson } from '../json-file.ts';
import { callPlugin, isRecord, type OtherPlugin } from './plugins.ts';
import { onlyAddsPostcss } from './postcss-plugins.ts';

// The import aliases a Docusaurus site gives its code through webpack, which the site bundle resolves with
// Vite's: docusaurus-plugin-module-alias's `alias` option, and the `resolve.alias` an inline plugin's
// configureWebpack returns (`function myPlugin() { return { configureWebpack() { ... } } }`). That
// configureWebpack's `module.rules` say how some files are imported: as their text (raw-loader,
// `type: 'asset/source'`) or as the data of their YAML (yaml-loader); the site bundle does the same.

/** A plugin docgate reads instead of running: its options are the aliases. */
export const MODULE_ALIAS_PLUGIN = 'docusaurus-plugin-module-alias';

// what a plugin may hold and still be read whole here: webpack's and PostCSS's settings change no page
const BUILD_SETTINGS_ONLY = new Set(['name', 'configureWebpack', 'configurePostCss']);

/** Files a site's webpack rule imports as their text, or as the data their YAML holds. */
export interface ModuleRule {
  test: RegExp;
  kind: 'raw' | 'yaml';
}

export interface ReadPlugins {
  /** alias -> absolute target */
  aliases: Record<string, string>;
  /** the raw-loader and yaml-loader rules of inline plugins' configureWebpack, in their order */
  rules: ModuleRule[];
  /** plugins read whole: nothing of them is missing, no warning */
  read: Set<OtherPlugin>;
}

/**
 * React and the modules docgate provides stay docgate's: questdb aliases `react` to its own
 * `node_modules/react`, and a second React (or none) would leave every component of the site unrun.
 */
const providedByDocgate = (name: string): boolean =>
  name in PROVIDED_MODULES || Object.keys(PROVIDED_MODULES).some((module) => module.startsWith(`${name}/`));

/** What the site's plugins give its imports; `context` is the part of Docusaurus' plugin context a plugin reads. */
export function webpackAliases(others: OtherPlugin[], siteDir: string, siteConfig: Record<string, unknown>): ReadPlugins {
  const aliases: Record<string, string> = {};
  const rules: ModuleRule[] = [];
  const read = new Set<OtherPlugin>();
  const add = (alias: unknown) => {
    if (!isRecord(alias)) return;
    for (const [name, target] of Object.entries(alias)) {
      if (typeof target !== 'string' || providedByDocgate(name)) continue;
      const path = resolve(siteDir, target);
      // a package of the site's node_modules that is not installed: the import finds its stand-in instead
      if (/[\\/]node_modules[\\/]/.test(path) && !existsSync(path)) continue;
      aliases[name] = path;
    }
  };
  for (const plugin of others) {
    if (plugin.name === MODULE_ALIAS_PLUGIN) {
      add(plugin.options?.alias);
      read.add(plugin);
    } else if (plugin.fn) {
      const made = inlinePlugin(plugin, siteDir, siteConfig);
      if (!made) {
        // an async plugin of PostCSS settings alone (Tailwind's recipe): postcss-plugins.ts calls it
        if (onlyAddsPostcss(plugin.fn)) read.add(plugin);
        continue;
      }
      add(made.alias);
      // tsconfig-paths-webpack-plugin: the tsconfig's `paths` are aliases (tianji's shadcn `@/components/ui`)
      if (made.tsconfigPaths) add(tsconfigPathAliases(siteDir));
      rules.push(...made.rules);
      if (made.settingsOnly) read.add(plugin);
    }
  }
  return { aliases, rules, read };
}

/**
 * An inline plugin function called as Docusaurus calls it, and its configureWebpack: the `resolve.alias`
 * it returns, and whether it holds nothing but build settings. Null when it is async or throws (its
 * part is then missing, as the warning of plugins not run says).
 */
function inlinePlugin(
  plugin: OtherPlugin,
  siteDir: string,
  siteConfig: Record<string, unknown>,
): { alias: unknown; rules: ModuleRule[]; settingsOnly: boolean; tsconfigPaths: boolean } | null {
  try {
    const made = callPlugin(plugin.fn!, plugin.path, siteDir, siteConfig, plugin.options);
    if (!isRecord(made) || typeof made.then === 'function') return null;
    const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack', instance: {} } };
    const webpack = typeof made.configureWebpack === 'function' ? made.configureWebpack({}, false, utils, undefined) : undefined;
    const alias = isRecord(webpack) && isRecord(webpack.resolve) ? webpack.resolve.alias : undefined;
    const rules = isRecord(webpack) && isRecord(webpack.module) && Array.isArray(webpack.module.rules) ? webpack.module.rules : [];
    const resolvers =
      isRecord(webpack) && isRecord(webpack.resolve) && Array.isArray(webpack.resolve.plugins) ? webpack.resolve.plugins : [];
    return {
      alias,
      rules: rules.flatMap(moduleRule),
      settingsOnly: Object.keys(made).every((key) => BUILD_SETTINGS_ONLY.has(key)),
      tsconfigPaths: resolvers.some(isTsconfigPathsPlugin),
    };
  } catch {
    return null;
  }
}

/** A resolver plugin of tsconfig-paths-webpack-plugin, installed (its class's name) or not (its stand-in, named by its package). */
const isTsconfigPathsPlugin = (plugin: unknown): boolean =>
  (typeof plugin === 'object' || typeof plugin === 'function') &&
  plugin !== null &&
  /tsconfig-?paths/i.test(`${(plugin as { constructor?: { name?: unknown } }).constructor?.name} ${String(plugin)}`);

/**
 * The site tsconfig.json's `compilerOptions.paths` as aliases, as tsconfig-paths-webpack-plugin resolves
 * them: `"@/*": ["./src/*"]` is `@` -> src, an exact pattern the file it names; each pattern's first
 * target, from `baseUrl`. None without a readable tsconfig.
 */
export function tsconfigPathAliases(siteDir: string): Record<string, string> {
  let options: unknown;
  try {
    options = (parseLooseJson(readFileSync(join(siteDir, 'tsconfig.json'), 'utf8')) as { compilerOptions?: unknown } | undefined)
      ?.compilerOptions;
  } catch {
    return {};
  }
  if (!isRecord(options) || !isRecord(options.paths)) return {};
  const base = typeof options.baseUrl === 'string' ? options.baseUrl : '.';
  const aliases: Record<string, string> = {};
  for (const [pattern, targets] of Object.entries(options.paths)) {
    const target = Array.isArray(targets) ? targets[0] : undefined;
    if (typeof target !== 'string') continue;
    if (pattern.endsWith('/*') && target.endsWith('/*')) aliases[pattern.slice(0, -2)] = join(base, target.slice(0, -2));
    else if (!pattern.includes('*') && !target.includes('*')) aliases[pattern] = join(base, target);
  }
  return aliases;
}

/** The webpack loaders whose work the site bundle does itself: a rule naming one needs no package. */
export const EMULATED_LOADERS = new Set(['raw-loader', 'yaml-loader', 'yml-loader', 'js-yaml-loader']);

// a loader not installed is named by its stand-in's path, which holds its name too
const RAW_LOADERS = /raw-loader/;
const YAML_LOADERS = /\bya?ml-loader|js-yaml-loader/;
const YAML_FILES = /ya?ml/;

/** One webpack rule as ModuleRules (one per RegExp of its `test`); none for what the bundle need not mimic. */
function moduleRule(rule: unknown): ModuleRule[] {
  if (!isRecord(rule)) return [];
  const tests = [rule.test].flat().filter((test): test is RegExp => test instanceof RegExp);
  const loaders = [rule.loader, rule.use]
    .flat(2)
    .map((use) => (typeof use === 'string' ? use : isRecord(use) && typeof use.loader === 'string' ? use.loader : ''))
    .join(' ');
  let kind: ModuleRule['kind'] | null = null;
  if (rule.type === 'asset/source' || RAW_LOADERS.test(loaders)) kind = 'raw';
  // webpack 5's own way: `type: 'json'` with a YAML parser
  else if (YAML_LOADERS.test(loaders) || (rule.type === 'json' && tests.some((test) => YAML_FILES.test(test.source)))) kind = 'yaml';
  return kind ? tests.map((test) => ({ test, kind })) : [];
}
