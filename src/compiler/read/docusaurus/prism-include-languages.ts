import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { createPrism, forgettingRequires, PRISM_PACKAGE, withGlobalPrism, type PrismInstance } from '../../markdown/prism-instance.ts';
import type { SitePrismRef } from '../../markdown/site-prism-ref.ts';
import { isLoaded, loadModule, type LoadedModule, type ModuleError } from './load-module.ts';
import { installHint } from '../site-package.ts';
import { isRecord } from './plugins.ts';
import { themeEntries } from './swizzled.ts';

// A site's Prism languages: `themeConfig.prism.additionalLanguages` (prismjs' components, which the
// renderer loads as a fence needs them) and a swizzled src/theme/prism-include-languages, the site's own
// code that Docusaurus runs in the browser on prism-react-renderer's Prism to add or define grammars
// (`require('prismjs/components/prism-zig')`, `Prism.languages.zmodel = {...}`). docgate runs it at build
// time, in Node, on an instance of its own: once here, to report a module that fails and to fingerprint
// the grammars it gives, then in each render thread that meets a language shiki lacks.

const MODULE_FILES = ['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs'].map((ext) => `prism-include-languages.${ext}`);

/** A site's Prism languages: where a render thread finds them, and the files whose change builds the site again. */
export interface SitePrism {
  ref: SitePrismRef;
  /** site-relative: the module and src/theme's other prism* files, which it may require */
  files: string[];
  diagnostics: Diagnostic[];
}

/** The site's Prism languages, or null when it adds none. */
export async function sitePrism(
  siteDir: string,
  configFile: string,
  config: unknown,
  fileName: (rel: string) => string,
): Promise<SitePrism | null> {
  const theme = isRecord(config) && isRecord(config.themeConfig) ? config.themeConfig : {};
  const listed = isRecord(theme.prism) ? theme.prism.additionalLanguages : undefined;
  const additionalLanguages = Array.isArray(listed) ? listed.filter((lang): lang is string => typeof lang === 'string') : [];
  const entries = themeEntries(siteDir);
  const module = MODULE_FILES.find((name) => entries.includes(name));
  if (!module && additionalLanguages.length === 0) return null;
  const files = entries.filter((entry) => /^prism.*\.[cm]?[jt]sx?$/.test(entry)).map((entry) => `src/theme/${entry}`);
  const hash = createHash('sha256').update(JSON.stringify(additionalLanguages));
  const ref: SitePrismRef = { configFile, additionalLanguages, fingerprint: '' };
  const diagnostics: Diagnostic[] = [];
  if (module) {
    const rel = `src/theme/${module}`;
    const file = join(siteDir, rel);
    const prism = createPrism();
    const ran = await runPrismIncludeLanguages(file, prism, config);
    const names = ran.missing.map((name) => `'${name}'`).join(', ');
    if (isLoaded(ran)) {
      ref.file = file;
      if (ran.missing.length > 0) {
        const message = `${rel} imports ${names}, not installed: the Prism languages ${ran.missing.length > 1 ? 'they add' : 'it adds'} are shown as plain text; ${installHint(siteDir)}`;
        diagnostics.push(warning('code-language', fileName(rel), { line: 1, column: 1 }, message));
      }
    } else {
      // a package it ran without may well be the cause
      const without = ran.missing.length > 0 ? `; it ran without ${names}, not installed: ${installHint(siteDir)}` : '';
      const message = `${rel} could not be run (${ran.message}), so code in the Prism languages it defines is shown as plain text; expected a module whose default export adds languages to the Prism it is given${without}`;
      diagnostics.push(warning('code-language', fileName(rel), { line: ran.line || 1, column: ran.column || 1 }, message));
    }
    // what it gave, however it got there (the files it requires, their packages, the config it reads)
    hash.update(grammarText(prism.languages));
  }
  ref.fingerprint = hash.digest('hex').slice(0, 16);
  return { ref, files, diagnostics };
}

/**
 * Runs a site's prism-include-languages on `prism` as Docusaurus runs it: its default export called with
 * the instance, which is also the global `Prism` (what prismjs' components add to) and what its imports of
 * `prismjs` and prism-react-renderer's `Prism` give; `@generated/docusaurus.config` is the site's config.
 */
export function runPrismIncludeLanguages(file: string, prism: PrismInstance, config: unknown): Promise<LoadedModule | ModuleError> {
  return withGlobalPrism(prism, () =>
    forgettingRequires(join(dirname(file), '..', '..'), () =>
      loadModule(file, {
        call: true,
        args: [prism],
        modules: {
          '@generated/docusaurus.config': config,
          'prism-react-renderer': { Prism: prism, themes: {} },
          prismjs: prism,
        },
        aliases: { prismjs: PRISM_PACKAGE },
      }),
    ),
  );
}

/** Grammars as text: their regular expressions and functions written out, shared and cyclic parts by reference. */
function grammarText(languages: Record<string, unknown>): string {
  const seen = new Map<object, number>();
  return JSON.stringify(languages, (_key, value: unknown) => {
    if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
    if (typeof value === 'function') return String(value);
    if (value !== null && typeof value === 'object') {
      const at = seen.get(value);
      if (at !== undefined) return `#${at}`;
      seen.set(value, seen.size);
    }
    return value;
  });
}
