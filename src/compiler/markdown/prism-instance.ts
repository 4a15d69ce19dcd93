import { createRequire } from 'node:module';

// Prism, Docusaurus' highlighter, for the languages shiki has no grammar for: a fence in one of prismjs'
// own components (```bnf, ```promql) or in one a site defines in its swizzled prism-include-languages
// (zenstack's ```zmodel). Each site gets an instance of its own, made fresh, as the site's module mutates
// it; prismjs' component files register on the global `Prism`, so it is that instance while they run.

/** The part of Prism's API docgate and the components use. */
export interface PrismInstance {
  languages: Record<string, unknown>;
  tokenize(text: string, grammar: PrismGrammar): PrismTokenStream;
  hooks: { run(name: string, env: Record<string, unknown>): void };
}
export type PrismGrammar = Record<string, unknown>;
export type PrismTokenStream = (string | PrismToken)[];
export interface PrismToken {
  type: string;
  content: string | PrismToken | PrismTokenStream;
  alias?: string | string[];
}

interface ComponentEntry {
  require?: string | string[];
  alias?: string | string[];
}

const nodeRequire = createRequire(import.meta.url);
const PRISM_COMPONENTS = nodeRequire.resolve('prismjs/components/prism-core.js').replace(/prism-core\.js$/, '');
/** prismjs' folder, where a site's `require('prismjs/components/prism-x')` finds its component */
export const PRISM_PACKAGE = PRISM_COMPONENTS.replace(/[\\/]components[\\/]$/, '');
const catalog = (nodeRequire('prismjs/components.js') as { languages: Record<string, ComponentEntry | string> }).languages;
const componentIds = new Map<string, string>();
for (const [id, entry] of Object.entries(catalog)) {
  if (id === 'meta') continue;
  componentIds.set(id, id);
  if (typeof entry === 'object') for (const alias of list(entry.alias)) componentIds.set(alias, id);
}

// the languages prism-react-renderer's Prism comes with, which a site's grammar may extend ('clike', 'javascript')
const REACT_RENDERER_LANGUAGES = [
  'markup',
  'jsx',
  'tsx',
  'swift',
  'kotlin',
  'objectivec',
  'js-extras',
  'reason',
  'rust',
  'graphql',
  'yaml',
  'go',
  'cpp',
  'markdown',
  'python',
  'json',
];

/** A Prism instance of its own, with the languages prism-react-renderer's has. */
export function createPrism(): PrismInstance {
  const core = nodeRequire.resolve('prismjs/components/prism-core.js');
  const prism = withGlobalPrism(undefined, () => freshRequire(core) as PrismInstance);
  for (const id of REACT_RENDERER_LANGUAGES) loadComponent(prism, id);
  return prism;
}

/**
 * Loads prismjs' component for `name` (an id or alias) and what it requires, unless the instance has it:
 * its id, or null when prismjs has none.
 */
export function loadComponent(prism: PrismInstance, name: string): string | null {
  const id = componentIds.get(name);
  if (id === undefined) return null;
  if (Object.hasOwn(prism.languages, id)) return id;
  const entry = catalog[id];
  for (const needed of typeof entry === 'object' ? list(entry.require) : []) loadComponent(prism, needed);
  const file = `${PRISM_COMPONENTS}prism-${id}.js`;
  withGlobalPrism(prism, () => freshRequire(file));
  return id;
}

/** A file evaluated anew, and left out of node's cache: Prism's files act on the instance of the moment. */
function freshRequire(file: string): unknown {
  delete nodeRequire.cache[file];
  try {
    return nodeRequire(file);
  } finally {
    delete nodeRequire.cache[file];
  }
}

/**
 * Runs `run`, then takes the files it required from prismjs or `siteDir` (the site's own and its packages)
 * out of node's cache: they add to the global Prism when they are evaluated, so each instance needs them anew.
 */
export async function forgettingRequires<T>(siteDir: string, run: () => Promise<T>): Promise<T> {
  const before = new Set(Object.keys(nodeRequire.cache));
  try {
    return await run();
  } finally {
    for (const file of Object.keys(nodeRequire.cache))
      if (!before.has(file) && (file.startsWith(PRISM_PACKAGE) || file.startsWith(siteDir))) delete nodeRequire.cache[file];
  }
}

/**
 * Runs `run` with `globalThis.Prism` set to `prism` (absent for undefined), and puts back what was there
 * when it returns, or when the promise it returns settles.
 */
export function withGlobalPrism<T>(prism: PrismInstance | undefined, run: () => T): T {
  const scope = globalThis as { Prism?: unknown };
  const had = Object.hasOwn(scope, 'Prism');
  const before = scope.Prism;
  const restore = () => {
    if (had) scope.Prism = before;
    else delete scope.Prism;
  };
  if (prism) scope.Prism = prism;
  else delete scope.Prism;
  let result: T;
  try {
    result = run();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
