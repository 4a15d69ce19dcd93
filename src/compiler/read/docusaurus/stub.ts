// A stand-in for a package a Docusaurus config imports but the site has not installed: every property,
// call and `new` gives another stand-in, so `themes.github`, `require('remark-math')` and
// `plugin({ ... })` all evaluate, and whoever reads the config can tell what was missing.

import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { docusaurusRelease } from './core-version.ts';
import { PRISM_REACT_RENDERER_THEMES } from './prism-react-renderer-themes.ts';
import { standInsFail } from './stand-in-scope.ts';

const STUB = Symbol.for('docgate.docusaurus.stub');

// `require.resolve('missing-theme')` needs a file to give: an empty module under this folder, at the path
// of the package's name, so whoever reads the config's plugin list can still tell which package it was
const STUB_DIR = join(tmpdir(), 'docgate-missing-packages');

// stand-in file -> the import as written (`./plugins/llm`, which the file's path spells `plugins/llm`)
const namesOfFiles = new Map<string, string>();

/** A file `require.resolve` gives for a package that is not installed. */
export function stubFile(name: string): string {
  const file = join(STUB_DIR, ...name.replace(/^[./\\]+/, '').split('/'), 'index.cjs');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'module.exports = {};\n');
  namesOfFiles.set(file, name);
  return file;
}

/**
 * The import a path under the stand-in folder was resolved from: an alias of `pkg` turns
 * `pkg/deep/file` into `<folder>/pkg/index.cjs/deep/file`.
 */
export function aliasedImport(path: string): string | null {
  const prefix = `${STUB_DIR}${sep}`;
  if (!path.startsWith(prefix)) return null;
  return path.slice(prefix.length).replace(`${sep}index.cjs`, '').split(sep).join('/');
}

/** The package a path from stubFile() stands for, or null for any other path. */
export function stubFileName(path: string): string | null {
  const named = namesOfFiles.get(path);
  if (named !== undefined) return named;
  const prefix = `${STUB_DIR}${sep}`;
  return path.startsWith(prefix) && path.endsWith(`${sep}index.cjs`)
    ? path.slice(prefix.length, -`${sep}index.cjs`.length).split(sep).join('/')
    : null;
}

/** The stand-in module of package `name`. */
export function createStub(name: string): unknown {
  const made = new Map<PropertyKey, unknown>();
  const stub: unknown = new Proxy(function missingPackage() {}, {
    get(_target, property) {
      if (property === STUB) return name;
      // never a promise: `await stub` must give the stub, not wait forever
      if (property === 'then') return undefined;
      if (property === Symbol.toPrimitive) return () => `[missing ${name}]`;
      if (property === 'toString' || property === 'toJSON') return () => `[missing ${name}]`;
      // iterable as an empty list: a theme file spreads `[...themes.github.styles, ...]` (jest's website)
      if (property === Symbol.iterator) return () => [][Symbol.iterator]();
      if (typeof property === 'symbol') return undefined;
      // `import x from 'pkg'` and `import { x } from 'pkg'` both land on a stand-in of the same package
      if (!made.has(property)) made.set(property, createStub(name));
      return made.get(property);
    },
    apply: () => {
      if (standInsFail()) throw new Error(`'${name}' is not installed`);
      return createStub(name);
    },
    construct: () => {
      if (standInsFail()) throw new Error(`'${name}' is not installed`);
      return createStub(name) as object;
    },
    has: (_target, property) => property === STUB,
  });
  return stub;
}

/** The missing package a value stands in for, or null for a real value. */
export function stubName(value: unknown): string | null {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return null;
  try {
    const name = (value as Record<symbol, unknown>)[STUB];
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/** The package an import names: `prism-react-renderer/themes/github` -> `prism-react-renderer`, `@scope/a/b` -> `@scope/a`. */
export function packageOf(specifier: string): string {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return specifier;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// Meta's `docusaurus-plugin-internaldocs-fb/internal` picks content for its internal or its public build
// (`fbContent({ internal, external })`, `...fbInternalOnly([...])` in sidebars); not installed, the public
// build's choices are made, as that package makes them outside Meta
const PUBLIC_BUILD: Record<string, unknown> = {
  'docusaurus-plugin-internaldocs-fb/internal': {
    fbContent: ({ external }: { external?: unknown }) => (typeof external === 'function' ? (external as () => unknown)() : external),
    fbInternalOnly: (value: unknown) => (Array.isArray(value) ? [] : undefined),
    ossOnly: (value: unknown) => value,
    isInternal: () => false,
  },
};

export const PRISM_REACT_RENDERER = 'prism-react-renderer';

/**
 * What a config gets for an import that is not installed: the public build's choices for Meta's
 * internaldocs, prism-react-renderer's themes (`themes.github`, 1.x's `prism-react-renderer/themes/github`),
 * @docusaurus/utils with the site's DOCUSAURUS_VERSION ("Built with Docusaurus 3.10.2" footers), else a stand-in.
 */
export function standIn(specifier: string, siteDir?: string): unknown {
  const known = PUBLIC_BUILD[specifier];
  if (known) return known;
  const stub = createStub(packageOf(specifier)) as object;
  if (packageOf(specifier) === PRISM_REACT_RENDERER) return prismReactRenderer(specifier, stub);
  const release = specifier === '@docusaurus/utils' && siteDir ? docusaurusRelease(siteDir) : null;
  if (!release) return stub;
  // its `default` too (an interop reads names through it)
  const utils: object = new Proxy(stub, {
    get: (target, key, receiver) =>
      key === 'DOCUSAURUS_VERSION' ? release : key === 'default' ? utils : Reflect.get(target, key, receiver),
  });
  return utils;
}

/** prism-react-renderer's module with its themes, or 1.x's theme module (`.../themes/github`); the rest a stand-in. */
function prismReactRenderer(specifier: string, stub: object): unknown {
  const themeName = /^prism-react-renderer\/themes\/([\w-]+)$/.exec(specifier)?.[1];
  const theme = themeName === undefined ? undefined : PRISM_REACT_RENDERER_THEMES[themeName];
  if (theme) return { ...theme, default: theme };
  const module: object = new Proxy(stub, {
    get: (target, key, receiver) =>
      key === 'themes' ? PRISM_REACT_RENDERER_THEMES : key === 'default' ? module : Reflect.get(target, key, receiver),
  });
  return module;
}
