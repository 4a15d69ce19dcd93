import type { Program, SourceLocation } from 'estree';
import type { Position } from 'unist';
import { isExternalUrl } from '../../../contracts/url-scheme.ts';
import { evaluateExpression, type Scope, type ScopeValue } from './evaluate.ts';
import { ASSET_FILE } from './asset-file.ts';

// What an MDX page's `import` and `export` lines bind: theme components the pipeline renders itself,
// Markdown partials it inlines, values it can evaluate, and code it cannot run (site components).

/** A component name the JSX pass looks up. */
export type Component =
  | { kind: 'theme'; name: string }
  | { kind: 'partial'; specifier: string; position: Position | undefined }
  | { kind: 'code'; source: string };

export interface Bindings {
  /** values and known functions, for expressions */
  scope: Map<string, ScopeValue>;
  /** capitalized names and what they stand for */
  components: Map<string, Component>;
  /** names bound to code the pipeline cannot evaluate, with what they are, for the warning */
  code: Map<string, string>;
}

// `@theme/X` and `@docusaurus/X` modules whose default export the pipeline renders as data
export const THEME_MODULES: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/TOCInline': 'TOCInline',
  '@theme/DocCardList': 'DocCardList',
  '@theme/DocCard': 'DocCard',
  '@theme/Details': 'Details',
  '@theme/Heading': 'Heading',
  '@theme/ThemedImage': 'ThemedImage',
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/Translate': 'Translate',
};

// Meta's internaldocs components: a public build shows what is for it and leaves out what is internal
const INTERNALDOCS = 'docusaurus-plugin-internaldocs-fb/internal';
const INTERNALDOCS_COMPONENTS = new Set(['OssOnly', 'FbInternalOnly']);

/** Names MDX pages use without importing them: Docusaurus provides these to every page. */
const GLOBAL_COMPONENTS = new Set(['Details', 'Admonition', 'Heading']);

/**
 * What a capitalized name stands for on a page: what the page imported under it, else a theme component
 * Docusaurus gives every page (GLOBAL_COMPONENTS, and those the site's MDXComponents maps it to); undefined
 * for neither.
 */
export function componentOf(name: string, bindings: Bindings, mdxThemeComponents: Readonly<Record<string, string>>): Component | undefined {
  const imported = bindings.components.get(name);
  if (imported) return imported;
  const themed = GLOBAL_COMPONENTS.has(name) ? name : mdxThemeComponents[name];
  return themed ? { kind: 'theme', name: themed } : undefined;
}

// useBaseUrl('/img/x.png'): the link and asset checks resolve site paths with or without the baseUrl,
// so the path stays as written; one without a leading slash is from the site root too, as Docusaurus'
// addBaseUrl puts the baseUrl before it (`img/x.png` -> `/img/x.png`)
const useBaseUrl = ([url]: unknown[]): unknown =>
  typeof url === 'string' && url !== '' && !isExternalUrl(url) && !url.startsWith('/') && !url.startsWith('#') ? `/${url}` : url;
// translate({id, message: 'Hi'}): the locale's code.json message for the id, else the message as written
const translateWith =
  (messages: Readonly<Record<string, string>>) =>
  (args: unknown[]): unknown => {
    const { id, message } = (args[0] ?? {}) as { id?: unknown; message?: unknown };
    return (typeof id === 'string' ? messages[id] : undefined) ?? (typeof message === 'string' ? messages[message] : undefined) ?? message;
  };

const PARTIAL = /\.mdx?$/i;
const SVG = /\.svg(?:[?#].*)?$/i;

/** The position of one statement of an ESM block (acorn's columns are 0-based), else the block's. */
function lineOf(statement: { loc?: SourceLocation | null }, block: Position | undefined): Position | undefined {
  const loc = statement.loc;
  if (!loc) return block;
  return { start: { line: loc.start.line, column: loc.start.column + 1 }, end: { line: loc.end.line, column: loc.end.column + 1 } };
}

/** Adds the bindings of one `import`/`export` block to `bindings`; `scope` already holds frontMatter/props. */
export function bindEsm(
  program: Program,
  bindings: Bindings,
  position: Position | undefined,
  messages: Readonly<Record<string, string>> = {},
  /** the text of a file the page imports with `raw-loader!`, null when it was not read */
  rawText: (specifier: string) => string | null = () => null,
  /** theme modules the site swizzled: their imports are its code (SiteMarkdownOptions.ownThemeModules) */
  ownThemeModules: ReadonlySet<string> = new Set(),
): void {
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      for (const specifier of statement.specifiers) {
        const name = specifier.local.name;
        const isDefault = specifier.type === 'ImportDefaultSpecifier';
        const imported = specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : null;
        const text = isDefault ? rawText(source) : null;
        if (isDefault && THEME_MODULES[source] && !ownThemeModules.has(source))
          bindings.components.set(name, { kind: 'theme', name: THEME_MODULES[source]! });
        else if (isDefault && source === '@docusaurus/useBaseUrl') bindings.scope.set(name, { call: useBaseUrl });
        else if (source === INTERNALDOCS && imported !== null && INTERNALDOCS_COMPONENTS.has(imported))
          bindings.components.set(name, { kind: 'theme', name: imported });
        else if (imported === 'translate' && source === '@docusaurus/Translate')
          bindings.scope.set(name, { call: translateWith(messages) });
        else if (text !== null) bindings.scope.set(name, { value: text });
        // `import shot from './shot.png'`: the file's URL, as Docusaurus' file loader gives it (an SVG is a
        // component there, SVGR's, so it stays code)
        else if (isDefault && ASSET_FILE.test(source) && !SVG.test(source)) bindings.scope.set(name, { value: source });
        else if (isDefault && PARTIAL.test(source))
          bindings.components.set(name, { kind: 'partial', specifier: source, position: lineOf(statement, position) });
        else {
          bindings.components.set(name, { kind: 'code', source });
          bindings.code.set(name, `imported from '${source}'`);
        }
      }
      continue;
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
      const constant = statement.declaration.kind === 'const';
      for (const declarator of statement.declaration.declarations) {
        if (declarator.id.type !== 'Identifier') continue;
        const name = declarator.id.name;
        const value = constant && declarator.init ? evaluateExpression(declarator.init, bindings.scope as Scope) : null;
        if (value?.ok) bindings.scope.set(name, { value: value.value });
        else {
          bindings.components.set(name, { kind: 'code', source: 'this page' });
          bindings.code.set(name, 'defined in this page');
        }
      }
      continue;
    }
    // export function X() {}, export default ..., export {a} from '...': code, not data
    const declared = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (declared && 'id' in declared && declared.id?.type === 'Identifier') {
      bindings.components.set(declared.id.name, { kind: 'code', source: 'this page' });
      bindings.code.set(declared.id.name, 'defined in this page');
    }
  }
}
