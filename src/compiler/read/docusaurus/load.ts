import { PROVIDED_MODULES } from '../../../contracts/site-bundle.ts';
import { error, warning, WHOLE_FILE } from '../../diagnostics/diagnostic.ts';
import { existsSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { siteConfigSchema } from '../config/schema.ts';
import { describeIssue, issuePath } from '../../diagnostics/zod-issues.ts';
import type { LoadedSite, SidebarsSource } from '../layout.ts';
import { lineColumnAt } from '../positions.ts';
import { Findings, type FieldPath } from './findings.ts';
import { docusaurusLayout, siteRelative } from './layout.ts';
import { isLoaded, loadModule } from './load-module.ts';
import { mapDocusaurusConfig, type DocusaurusSetup } from './map-config.ts';
import { NPM2YARN } from './npm2yarn-entry.ts';
import { PRISM_REACT_RENDERER } from './stub.ts';
import { EMULATED_LOADERS } from './webpack-aliases.ts';
import { packageOf } from './stub.ts';
import { ownThemeModules, swizzledNote, themeEntries } from './swizzled.ts';
import { sitePrism } from './prism-include-languages.ts';
import { installHint, resolveFromSite } from '../site-package.ts';
import { readThemeTranslations } from './theme-translations.ts';
import { sitePluginData } from './plugin-data.ts';
import { isRecord } from './plugins.ts';

/** The config file names Docusaurus looks for, in its order. */
export const CONFIG_NAMES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/** The Docusaurus config in a folder, or null. */
export const findDocusaurusConfig = (dir: string): string | null =>
  CONFIG_NAMES.map((name) => join(dir, name)).find((file) => existsSync(file)) ?? null;

// docgate's config paths -> where the author wrote them in a Docusaurus config
const THEME_FIELDS = new Set(['navbar', 'footer', 'announcementBar', 'colorMode']);
const fieldPath = (path: FieldPath): FieldPath =>
  typeof path[0] === 'string' && THEME_FIELDS.has(path[0]) ? ['themeConfig', ...path] : path;

/**
 * Loads a Docusaurus site: its config (run as Docusaurus runs it), each docs instance's sidebars file, and
 * what they map to in docgate (site config, layout). `fileName` makes a site-relative path project-relative.
 */
export async function loadDocusaurusSite(siteDir: string, configFile: string, fileName: (rel: string) => string): Promise<LoadedSite> {
  const rel = basename(configFile);
  const text = readText(configFile);
  const findings = new Findings(fileName(rel), text);
  const failed = (): LoadedSite => ({
    config: null,
    layout: null,
    diagnostics: findings.diagnostics,
    locate: () => ({ line: 0, column: 0 }),
    configFile: fileName(rel),
    fieldPath,
  });
  const loaded = await loadModule(configFile, { call: true });
  const sitePackage = readSitePackage(siteDir);
  if (!isLoaded(loaded)) {
    const { line, column, message, missing } = loaded;
    // a package the config runs (a schema library, an env loader) answered by its stand-in is the likely cause
    // else one its package.json names: the config may have caught the failure and thrown its own error
    const absent = missing.length > 0 ? missing : uninstalledDependencies(siteDir, sitePackage);
    const cause =
      absent.length === 0
        ? ''
        : `; ${missing.length > 0 ? 'it ran without' : "the site's package.json names"} ${namedList(absent)}, not installed: ${installHint(siteDir)}`;
    findings.diagnostics.push(error('config', fileName(rel), { line, column }, `Could not load the config: ${message}${cause}`));
    return failed();
  }
  const plugins = isRecord(loaded.value) ? await sitePluginData(loaded.value, siteDir, findings) : undefined;
  const setup = mapDocusaurusConfig(loaded.value, { file: configFile, text, siteDir }, findings, plugins);
  // after the plugins: a missing package that gives a remark plugin was named there, once
  noteMissing(loaded.missing, findings, siteDir);
  const scripts = notePrebuild(sitePackage, fileName, findings);
  const theme = themeEntries(siteDir);
  const ownTheme = ownThemeModules(theme, siteDir);
  const swizzled = swizzledNote(siteDir, theme, fileName, ownTheme);
  if (swizzled) findings.diagnostics.push(swizzled);
  if (!setup) return failed();
  const prism = await sitePrism(siteDir, configFile, loaded.value, fileName);
  if (prism) findings.diagnostics.push(...prism.diagnostics);
  // a missing doc or page is likelier the script's than a plugin's (pnpm's copied version of its docs)
  setup.makersNotRun.unshift(...scripts);
  builtLocales(setup, sitePackage.scripts.build);
  const sidebars = await loadSidebars(setup, siteDir, fileName, findings);
  const i18n = setup.input.i18n;
  // the default locale too: its code.json and Docusaurus' theme strings in its language apply as well
  const locales = [...new Set([i18n?.defaultLocale ?? 'en', ...(i18n?.locales ?? [])])];
  const translations = readThemeTranslations(
    siteDir,
    setup.i18nDir,
    locales,
    (file, message) => findings.diagnostics.push(warning('i18n', fileName(file), WHOLE_FILE, `${file} ${message}`)),
    setup.localeFolders,
  );
  const layout = docusaurusLayout(setup, {
    siteDir,
    configFile: rel,
    sidebars,
    translations,
    ownTheme,
    prism,
  });
  const parsed = siteConfigSchema.safeParse(setup.input, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) findings.error(fieldPath(issuePath(issue)), describeIssue(issue));
    return failed();
  }
  return {
    config: parsed.data,
    layout,
    diagnostics: findings.diagnostics,
    // a JS config has no positions: a field is where its value is written
    locate: (path) => findings.locate(fieldPath(path), valueAt(setup.input, path)),
    configFile: fileName(rel),
    fieldPath,
  };
}

/**
 * One warning per package the config imports but the site has not installed, saying what is lost, and
 * per file of the site it imports that is not there (one its build script or a plugin would make first).
 */
function noteMissing(missing: string[], findings: Findings, siteDir: string): void {
  for (const name of missing) {
    if (name.startsWith('.') || isAbsolute(name)) {
      const message = `'${name}' does not exist, so docgate reads an empty stand-in for it; the site's build may make it first (a script, or a plugin docgate does not run)`;
      findings.warnOnce(`file:${name}`, [], message, name);
      continue;
    }
    const pkg = packageOf(name);
    // docgate makes npm2yarn's tabs itself, imports as the raw and YAML loaders do, and has prism-react-renderer's
    // themes (stub.ts): nothing is lost without them
    if (pkg === NPM2YARN || EMULATED_LOADERS.has(pkg) || pkg === PRISM_REACT_RENDERER) continue;
    const consequence = 'docgate reads the config with an empty stand-in for what it provides';
    findings.warnOnce(`package:${pkg}`, [], `'${pkg}' is not installed: ${consequence}; ${installHint(siteDir)}`, name);
  }
}

/**
 * Each docs instance's sidebars: its `sidebarPath` file loaded as Docusaurus loads it, `false` for none,
 * unset for one autogenerated `defaultSidebar`.
 */
async function loadSidebars(
  setup: DocusaurusSetup,
  siteDir: string,
  fileName: (rel: string) => string,
  findings: Findings,
): Promise<Map<string, { source: SidebarsSource; file: string | null }>> {
  const sidebars = new Map<string, { source: SidebarsSource; file: string | null }>();
  for (const { options, path } of setup.docs) {
    const option = options.sidebarPath;
    if (option === false) {
      sidebars.set(options.id, { source: { type: 'none' }, file: null });
      continue;
    }
    if (option === undefined) {
      const value = { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };
      sidebars.set(options.id, { source: { type: 'config', file: null, value, text: null }, file: null });
      continue;
    }
    const abs = resolve(siteDir, option);
    const rel = siteRelative(siteDir, abs) ?? option;
    if (!existsSync(abs)) {
      findings.error(
        [...path, 'sidebarPath'],
        `the sidebars file '${option}' does not exist; set a path that exists, false for no sidebars, or leave it out for an autogenerated one`,
        option,
      );
      sidebars.set(options.id, { source: { type: 'none' }, file: rel });
      continue;
    }
    const loaded = await loadModule(abs);
    if (!isLoaded(loaded)) {
      const { line, column, message } = loaded;
      findings.diagnostics.push(error('sidebar', fileName(rel), { line, column }, `Could not load the sidebars: ${message}`));
      sidebars.set(options.id, { source: { type: 'none' }, file: rel });
      continue;
    }
    // what the sidebars file imports is named in that file
    const text = readText(abs);
    const own = new Findings(fileName(rel), text);
    noteMissing(loaded.missing, own, siteDir);
    findings.diagnostics.push(...own.diagnostics);
    sidebars.set(options.id, { source: { type: 'config', file: fileName(rel), value: loaded.value, text }, file: rel });
  }
  return sidebars;
}

// what npm runs of a site before Docusaurus builds or serves it: a `prebuild`/`prestart` script, and the
// steps a `build`/`start` script chains before `docusaurus build` (`./gen_docs.py && docusaurus build`).
// What they make (copied versions, generated docs, API sidebars) is missing until the author runs them,
// and docgate does not run the site's scripts. The build's are named, else the start's (often the same).
const SCRIPT_PAIRS = [
  ['prebuild', 'build'],
  ['prestart', 'start'],
] as const;

interface SitePackage {
  /** the file's text, for positions; null without one */
  text: string | null;
  scripts: Record<string, unknown>;
  dependencies: string[];
}

/** The site's package.json, read once: its scripts and the packages it depends on (none when it cannot be read). */
function readSitePackage(siteDir: string): SitePackage {
  const text = readText(join(siteDir, 'package.json'));
  try {
    const manifest = JSON.parse(text ?? '{}') as {
      scripts?: Record<string, unknown>;
      dependencies?: Record<string, unknown>;
      devDependencies?: Record<string, unknown>;
    };
    return { text, scripts: manifest.scripts ?? {}, dependencies: Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }) };
  } catch {
    return { text, scripts: {}, dependencies: [] };
  }
}

/**
 * The locales the site's build script builds: `docusaurus build --locale en` builds that one only (electron's
 * site lists eight, whose translations its deploy fetches), so the others are not built here either.
 */
function builtLocales(setup: DocusaurusSetup, build: unknown): void {
  const i18n = setup.input.i18n;
  const step = typeof build === 'string' ? stepsOf(build).find((part) => /\bdocusaurus\s+build\b/.test(part)) : undefined;
  if (!i18n?.locales || !i18n.defaultLocale || !step) return;
  const named = [...step.matchAll(/--locale(?:=|\s+)([\w-]+)/g)].map((match) => match[1]!);
  const kept = i18n.locales.filter((locale) => named.includes(locale));
  // a build of other locales only is served from another folder: all of them, as without the flag
  if (named.length > 0 && kept.includes(i18n.defaultLocale)) setup.input.i18n = { ...i18n, locales: kept };
}

/** Warnings naming what the site's scripts run before Docusaurus (none when its build is just `docusaurus build`), and those scripts as makers of files. */
function notePrebuild({ text, scripts }: SitePackage, fileName: (rel: string) => string, findings: Findings): string[] {
  const makers: string[] = [];
  // the start's steps (or prestart script) that the build's already named are not named again; another is
  // (woodpecker's start runs `make generate-docs`, which writes a page its build script does not)
  const named = new Set<string>();
  for (const [pre, main] of SCRIPT_PAIRS) {
    const notes: [string, string][] = [];
    const preScript = typeof scripts[pre] === 'string' ? scripts[pre] : null;
    if (preScript !== null && !named.has(preScript)) notes.push([pre, `the site's ${pre} script (\`${scripts[pre]}\`) is`]);
    // a step that runs the pre script itself (`yarn prestart && docusaurus start`) is that script's warning
    const runsPre = new RegExp(`^(?:npm|yarn|pnpm|bun)(?:\\s+run)?\\s+${pre}$`);
    const before =
      typeof scripts[main] === 'string'
        ? stepsBeforeDocusaurus(scripts[main], scripts).filter((step) => !runsPre.test(step) && !named.has(step))
        : [];
    if (before.length > 0) notes.push([main, `the site's ${main} script runs \`${before.join(' && ')}\` before Docusaurus, which is`]);
    for (const [name, what] of notes) {
      const at = lineColumnAt(text!, text!.indexOf(`"${name}"`));
      const message = `${what} not run by docgate: files it makes (copied versions, generated docs or sidebars) are missing until you run it`;
      findings.diagnostics.push(warning('config', fileName('package.json'), at, message));
      makers.push(name === pre ? `${pre} script (\`${scripts[pre]}\`)` : `${main} script's \`${before.join(' && ')}\``);
    }
    for (const step of [...before, ...(preScript === null ? [] : [preScript, ...stepsOf(preScript)])]) named.add(step);
  }
  return makers;
}

/** A script's commands, in order: `a && b; c` -> a, b, c. */
const stepsOf = (script: string): string[] => script.split(/&&|;/).map((step) => step.trim());

/** The commands a script runs before its `docusaurus build`/`start` step (`a && b && docusaurus build` -> a, b). */
function stepsBeforeDocusaurus(script: string, scripts: Record<string, unknown>): string[] {
  const steps = stepsOf(script);
  const at = steps.findIndex((step) => /\bdocusaurus\s+(?:build|start)\b/.test(step));
  return at > 0 ? steps.slice(0, at).filter((step) => step !== '' && !makesNothing(step, scripts, 0)) : [];
}

// a package manager's install (`yarn`, `npm ci`, `pnpm i`) makes no site file either
const INSTALL = /^(?:npm|yarn|pnpm|bun)(?:\s+(?:install|i|ci))?(?:\s+--?[\w-]+)*$/;
// `yarn clear`, `npm run typecheck`: a script of the site, run by name
const RUNS_SCRIPT = /^(?:npm\s+run|yarn(?:\s+run)?|pnpm(?:\s+run)?|bun\s+run)\s+([\w:.-]+)$/;

/** Whether a step only sets the environment, installs, checks, or runs a script that does only that (arbitrum's `yarn clear`). */
function makesNothing(step: string, scripts: Record<string, unknown>, depth: number): boolean {
  if (ENVIRONMENT_ONLY.test(step)) return true;
  // what a command makes is the same with variables set for it (agentflow's `NO_UPDATE_NOTIFIER=1 docusaurus clear`)
  const command = step.replace(/^(?:\w+=\S*\s+)+/, '');
  if (ENVIRONMENT_ONLY.test(command) || CHECK_ONLY.test(command) || INSTALL.test(command)) return true;
  const script = scripts[RUNS_SCRIPT.exec(command)?.[1] ?? ''];
  if (typeof script !== 'string' || depth > 3) return false;
  return stepsOf(script).every((part) => part === '' || makesNothing(part, scripts, depth + 1));
}

// a step that only sets the environment makes no files: `unset FB_INTERNAL`, `export X=1`, `X=0`, `cross-env X=1`;
// nor does another command of Docusaurus' own (`docusaurus clear`, webdriverio's)
const ENVIRONMENT_ONLY =
  /^(?:(?:unset|export)(?:\s+[\w=$"'-]+)+|set\s+\w+=\S*|cross-env(?:\s+\w+=\S*)+|(?:\w+=\S*)(?:\s+\w+=\S*)*|(?:npx\s+|yarn\s+|pnpm\s+)?docusaurus\s+clear\b.*)$/;

// nor does a check: `tsc` (a Docusaurus site's tsconfig extends @docusaurus/tsconfig, which sets noEmit:
// ts-jest's `npx tsc`, lage's), eslint, prettier --check, Markdown and spelling linters, a typecheck or
// lint script (`pnpm lint:md`: AdGuard's start script)
const CHECK_ONLY =
  /^(?:(?:npx|yarn|pnpm(?:\s+exec)?)\s+)?(?:tsc|eslint|stylelint|markdownlint(?:-cli2)?|cspell|textlint|vale|prettier\s+(?:--check|-c)|(?:npm\s+run|yarn|pnpm(?:\s+run)?)\s+(?:typecheck|type-check|tsc|lint(?::[\w:.-]+)?))(?:\s.*)?$/;

// Docusaurus' own packages, which docgate stands in for, and the modules it provides to site code
const providedPackage = (name: string): boolean => name.startsWith('@docusaurus/') || name in PROVIDED_MODULES;

/** The packages the site's package.json depends on that are not installed, as written there. */
function uninstalledDependencies(siteDir: string, sitePackage: SitePackage): string[] {
  const installed = (name: string) => [`${name}/package.json`, name].some((id) => resolveFromSite(siteDir, id) !== null);
  // Docusaurus' own packages and React are what docgate stands in for itself: no news
  return sitePackage.dependencies.filter((name) => !providedPackage(name) && !installed(name));
}

/** `'a', 'b', 'c' and 4 more` */
function namedList(names: string[]): string {
  const shown = names
    .slice(0, 5)
    .map((name) => `'${name}'`)
    .join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

/** The value at a path of a plain object, if any. */
function valueAt(value: unknown, path: (string | number)[]): unknown {
  let at = value;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
