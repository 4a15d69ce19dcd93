import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireContexts } from './require-context.ts';
import type { Plugin, Rollup } from 'vite';
import { parse as parseYaml } from 'yaml';
import type { ModuleRule } from '../read/docusaurus/webpack-aliases.ts';
import { packageOf } from '../read/docusaurus/stub.ts';

type PluginContext = Rollup.PluginContext;
import { CODE_THEMES_KEY, islandGroup, PROVIDED_MODULES, RUNTIME_GLOBAL, STAND_IN_KEY } from '../../contracts/site-bundle.ts';
import type { PrismThemes } from '../../contracts/prism-theme.ts';
import { rawLoaderTarget } from '../markdown/mdx/resolve.ts';
import { OWN_THEME_MODULES } from '../read/docusaurus/swizzled.ts';
import { preprocessMdx } from '../markdown/mdx/preprocess.ts';
import { htmlCommentsToMdx } from '../markdown/mdx1-comments.ts';
import { computedStaticRequires, staticUrls, withStaticFiles } from './static-files.ts';
import { textPlaces } from './code-text.ts';
import { mdxIsland, mdxModule, sitePlugins } from './mdx-module.ts';
import { parseFrontmatter } from '../read/frontmatter.ts';
import { collectMdxExports, mdxExportLines, type MdxExports } from './mdx-exports.ts';
import type { IslandSource, SitePluginsRef } from '../markdown/types.ts';

// The Vite plugin that makes the site bundle out of a site's code pieces: the entry module, each MDX
// island compiled with @mdx-js/mdx, the modules the viewer provides (React, @docusaurus/*, @theme/*) read
// from its registry, SVG imports as components, `require()` of the site's own files, JSX in `.js`, and a
// stand-in for every import that cannot be resolved (a package that is not installed).

/** The entry's specifier; its module exports `islands` and `pages` (contracts/site-bundle.ts). */
export const ENTRY = 'docgate:site-bundle';

export interface BundleInput {
  /** island id -> what it compiles (contracts of markdown/mdx/island.ts) and the absolute path its relative imports resolve from */
  islands: Map<string, Omit<IslandSource, 'id'>>;
  /** React page key -> its absolute file */
  pages: Map<string, string>;
  /** theme components the bundle exports as the site has them (`DocCardList`: its swizzled one, or the theme's around its DocCard) */
  theme: string[];
  /** the config's clientModules that are scripts, run on every page: site-relative path -> absolute file */
  client: Map<string, string>;
  /** what the site's plugins set for its code to read (usePluginData), as JSON */
  globalData?: Record<string, Record<string, unknown>>;
  /** the site's Prism themes, which the modules that read them carry (CODE_THEMES_KEY); docgate's colours without */
  codeThemes?: PrismThemes;
  /** each doc's and post's metadata by its absolute file, which its MDX module exports as Docusaurus' mdx-loader does */
  metadata?: Map<string, Record<string, unknown>>;
}

/** An import that could not be resolved, and the file that made it. */
export interface MissingImport {
  specifier: string;
  importer: string;
}

/** Names a file imports from a module the viewer provides that the viewer does not have (stand-ins). */
export interface UnprovidedNames {
  specifier: string;
  names: string[];
  importer: string;
}

const RUNTIME = '\0docgate-runtime:';
const MISSING = '\0docgate-missing:';
/** The modules that read the viewer's registry or stand in for a missing one: a few hundred bytes each, importing nothing. */
export const REGISTRY_MODULE = /^\0docgate-(?:runtime|missing):/;
const ENTRY_ID = '\0docgate-entry';
// the module that hands the viewer the site's Prism themes, which the runtime modules reading them import
const CODE_THEMES = 'docgate:code-themes';
const CODE_THEMES_ID = '\0docgate-code-themes';
// an island group's module (a chunk of a chunked bundle): `docgate-group:<group>`
const GROUP = 'docgate-group:';
const GROUP_ID = '\0docgate-group:';
// the classic theme's DocCardList, for a site that swizzled DocCard alone: Docusaurus draws each card with it
const CARD_LIST_ID = '\0docgate-theme-doc-card-list';
/** The query of an island's module id: `<page file>?docgate-island=<id>`. */
export const ISLAND_QUERY = '?docgate-island=';
const SVG_QUERY = '?docgate-svg';
// a YAML file a webpack rule of the site imports as data (yaml-loader): `<prefix><absolute path>`
const YAML_DATA = '\0docgate-yaml:';
const SCRIPT = /\.[cm]?[jt]sx?$/;
const REQUIRE = /\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g;
const CLASSIC_ICON = /\/node_modules\/@docusaurus\/theme-classic\/lib\/theme\/Icon\//;
/** Stylesheet languages Vite compiles with a package of the site's: the language, its files, the packages it tries. */
export const STYLE_LANGUAGES = [
  { name: 'Sass', files: /\.s[ac]ss$/, packages: ['sass-embedded', 'sass'] },
  { name: 'Less', files: /\.less$/, packages: ['less'] },
  { name: 'Stylus', files: /\.styl(?:us)?$/, packages: ['stylus'] },
] as const;
// a Markdown file a piece imports, compiled here as MDX
const MARKDOWN = /\.mdx?$/;
const STYLE_FILE = /\.(?:css|scss|sass|less|styl)$/;
const UNSTYLED = '\0docgate-unstyled:';
const STYLE_IMPORTER = /\.(?:css|scss|sass|less|styl)(?:\?|$)/;
const NAMED_IMPORT = /\b(?:import|export)\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*(['"])([^'"\n]+)\2/g;
const NAMESPACE_IMPORT = /\bimport\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s*(['"])([^'"\n]+)\2/g;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const clean = (id: string): string => id.replace(/[?#].*$/, '');

// `@import 'tailwindcss/utilities';`, `@import url("~bootstrap/dist/css/bootstrap.css") screen;`: a package's
// stylesheet, its name then the rest of the path (a `:` there is a URL's scheme)
const REMOTE_SCHEME = /^https?$/i;
const PACKAGE_CSS_IMPORT = /^[ \t]*@import\s+(?:url\(\s*)?(['"])~?((?:@[\w.-]+\/)?[\w.-]+)([^'"]*)\1[^;\n]*;?[ \t]*$/gm;

/** Whether package `name` is in a node_modules folder of the site folder or one above it, as Node finds it. */
function packageInstalled(siteDir: string, name: string): boolean {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name))) return true;
    if (dirname(dir) === dir) return false;
  }
}

// the packages the classic theme depends on that docgate carries too, resolved from here when the site lacks them
const BROUGHT_ALONG = new Set(['prism-react-renderer']);
const OWN_FILE = fileURLToPath(import.meta.url);

// the named exports of the React modules the viewer provides, as installed here (the viewer's React)
const require = createRequire(import.meta.url);
const REACT_MODULES = new Set(['react', 'react/jsx-runtime']);
const reactNames = new Map<string, string[]>();
const knownNames = (specifier: string): string[] => {
  if (!REACT_MODULES.has(specifier)) return PROVIDED_MODULES[specifier] ?? [];
  let names = reactNames.get(specifier);
  if (!names) {
    names = Object.keys(require(specifier) as object);
    reactNames.set(specifier, names);
  }
  return names;
};

/** What the plugin found that the bundle's build reports. */
export interface BundleFindings {
  /** what could not be resolved, keyed by the stand-in's module id */
  missing: Map<string, MissingImport>;
  /** the names of provided modules the viewer lacks, keyed by importer and module id */
  unprovided: Map<string, UnprovidedNames & { id: string }>;
  /** Sass, Less or Stylus files imported while the site has not installed their compiler: left out, their users unstyled */
  unstyled: Set<string>;
  /** `@import`s of stylesheets of packages the site has not installed, left out of its CSS files */
  /** `@import`s left out of the site's stylesheets: of a package not installed (its name), or of another site's sheet */
  droppedImports: { file: string; line: number; specifier: string; name: string; remote?: boolean }[];
}

export interface SiteBundleOptions {
  /** the site's baseUrl (`/docs/`), which a static path site code writes may start with */
  baseUrl?: string;
  /** the site's static folders, where a rooted path (`/data/team.json`) is looked up as webpack does */
  staticDirs: string[];
  /** the site's swizzled theme components (`src/theme`), where `@theme/X` the viewer does not provide is looked up */
  themeDir?: string;
  /** the STYLE_LANGUAGES whose package the site has installed (`Sass`...), which Vite compiles their files with */
  styleLanguages: Set<string>;
  /** files imported as their text or their YAML's data, as the site's webpack rules import them */
  moduleRules?: ModuleRule[];
}

/** The plugin: the entry of islands and React pages, docgate's provided modules, stand-ins for the rest. */
export function siteBundlePlugin(input: BundleInput, findings: BundleFindings, options: SiteBundleOptions): Plugin {
  const { missing, unprovided, unstyled, droppedImports } = findings;
  const { staticDirs, themeDir, styleLanguages, baseUrl = '/', moduleRules = [] } = options;
  let root = '';
  // each group module's islands, grouped once: a chunked bundle loads one module per group (kaia-docs: ~1,400)
  let groups: Map<string, string[]> | null = null;
  const islandsOf = (group: string): string[] => {
    groups ??= islandGroups(input.islands.keys());
    return groups.get(group) ?? [];
  };
  const resolutions = new Map<string, Promise<Awaited<ReturnType<PluginContext['resolve']>>>>();
  // importer -> specifier -> the names it imports, read before its imports are resolved
  const imported = new Map<string, Map<string, Set<string>>>();
  // the content plugin's remark and rehype plugins each Markdown file a piece imports is compiled with: its
  // first importer's, an island's or another such file's
  const partialPlugins = new Map<string, SitePluginsRef>();
  const pluginsOf = (importer: string): SitePluginsRef | undefined => {
    const at = importer.indexOf(ISLAND_QUERY);
    return at !== -1 ? input.islands.get(importer.slice(at + ISLAND_QUERY.length))?.plugins : partialPlugins.get(importer);
  };
  const noteImports = (id: string, code: string): void => {
    // the names this importer asks of `specifier`, made when it first asks
    const namesOf = (specifier: string): Set<string> => {
      const byModule = imported.get(id) ?? new Map<string, Set<string>>();
      imported.set(id, byModule);
      const names = byModule.get(specifier) ?? new Set<string>();
      byModule.set(specifier, names);
      return names;
    };
    for (const [, list, , specifier] of code.matchAll(NAMED_IMPORT)) {
      const names = namesOf(specifier!);
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (IDENTIFIER.test(name) && name !== 'default') names.add(name);
      }
    }
    // `import * as TooltipPrimitive from '@radix-ui/react-tooltip'`: the members the code reads
    // (`TooltipPrimitive.Content`), which a stand-in must export too (crowdsec's shadcn components)
    for (const [, local, , specifier] of code.matchAll(NAMESPACE_IMPORT)) {
      const names = namesOf(specifier!);
      const escaped = local!.replace(/\$/g, '\\$');
      for (const [, member] of code.matchAll(new RegExp(`(?<![\\w$.])${escaped}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, 'g')))
        if (member !== 'default') names.add(member!);
    }
  };
  return {
    name: 'docgate-site-bundle',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id === ENTRY) return ENTRY_ID;
      if (id === CODE_THEMES) return CODE_THEMES_ID;
      if (id.startsWith(GROUP)) return `${GROUP_ID}${id.slice(GROUP.length)}`;
      if (id.startsWith('docgate-island:')) {
        const island = input.islands.get(id.slice('docgate-island:'.length));
        return island ? `${island.file}${ISLAND_QUERY}${id.slice('docgate-island:'.length)}` : null;
      }
      // a stand-in exports the names its importer asks for: importers asking for the same share one
      const names = [...(imported.get(importer ?? '')?.get(id) ?? [])].sort();
      // `@theme/X` in the site's src/theme, as Docusaurus resolves it: the site's file, if there
      const siteTheme = async () => {
        if (!themeDir || !id.startsWith('@theme/')) return null;
        const own = await this.resolve(join(themeDir, id.slice('@theme/'.length)), importer, { ...options, skipSelf: true });
        return own && !own.external ? own : null;
      };
      // the bundle's theme pieces are the site's files: its Layout too, which the site's own code does not
      // import (its `@theme/Layout` is the viewer's, drawn inside the site's: PAGE_THEME_MODULES)
      // (a chunked bundle's pieces are the bundler's inputs, which nothing imports)
      if (importer === ENTRY_ID || importer === undefined) {
        const own = await siteTheme();
        if (own) return own;
      }
      // a theme component the site swizzled that Docusaurus uses over its own (swizzled.ts): the site's
      if (OWN_THEME_MODULES.some((name) => id === `@theme/${name}`)) {
        const own = await siteTheme();
        if (own) return own;
        if (themeDir && id === '@theme/DocCardList') {
          const card = await this.resolve(join(themeDir, 'DocCard'), importer, { ...options, skipSelf: true });
          if (card && !card.external) return CARD_LIST_ID;
        }
      }
      // an icon of the classic theme (`@theme/Icon/Copy`), a self-contained SVG component: the site's own, else
      // the installed one, exactly as Docusaurus draws it; docgate's (ICON_MODULES) without either
      if (themeDir && id.startsWith('@theme/Icon/')) {
        const own = await siteTheme();
        if (own) return own;
        const icon = await this.resolve(`@docusaurus/theme-classic/lib/theme/${id.slice('@theme/'.length)}`, importer, {
          ...options,
          skipSelf: true,
        });
        if (icon && !icon.external) return icon;
      }
      // a part of MDXComponents (`@theme/MDXComponents/Code`): the site's own swizzled one, else docgate's
      if (themeDir && id.startsWith('@theme/MDXComponents/')) {
        const own = await siteTheme();
        if (own) return own;
      }
      if (id in PROVIDED_MODULES) {
        const key = `${RUNTIME}${JSON.stringify([id, ...names])}`;
        const known = new Set(knownNames(id));
        const lacking = names.filter((name) => !known.has(name));
        if (lacking.length > 0 && importer)
          unprovided.set(`${clean(importer)}\0${key}`, { id: key, specifier: id, names: lacking, importer: clean(importer) });
        return key;
      }
      if (id.startsWith('\0')) return null;
      // a theme component of the site's own (`src/theme/ILPClientsTable`), as Docusaurus resolves @theme/ to it
      if (themeDir && id.startsWith('@theme/')) {
        const own = await siteTheme();
        if (own) return own;
      }
      // a file a rooted path names (`/data/team.json`): Docusaurus' webpack looks it up in the static folders (its roots)
      const inStaticDirs = async (path: string) => {
        if (!path.startsWith('/')) return null;
        for (const dir of staticDirs) {
          const found = await this.resolve(join(dir, path), importer, { ...options, skipSelf: true });
          if (found) return found;
        }
        return null;
      };
      // a package Docusaurus' classic theme brings along, which site code imports without listing it or
      // before `npm install` (a landing page's `{Highlight, themes} from 'prism-react-renderer'`): docgate's copy
      const broughtAlong = async (specifier: string) =>
        BROUGHT_ALONG.has(packageOf(specifier)) ? this.resolve(specifier, OWN_FILE, { ...options, skipSelf: true }) : null;
      // `!!raw-loader!./x.js` (webpack's inline loader, as Docusaurus documents it): the file's text, Vite's `?raw`
      const raw = rawLoaderTarget(id);
      if (raw !== null) {
        const resolved = (await this.resolve(raw, importer, { ...options, skipSelf: true })) ?? (await inStaticDirs(raw));
        // not a stand-in: `@site/x.md` goes through Vite's alias, which asks this plugin again, and a file
        // not there comes back as its stand-in's id; the stand-in of the whole specifier is made below
        if (resolved && !resolved.external && !resolved.id.startsWith('\0')) return `${clean(resolved.id)}?raw`;
      }
      // every island of a folder's pages imports the same modules: resolved once per folder
      const key = `${dirname(clean(importer ?? ''))}\0${id}`;
      let resolving = resolutions.get(key);
      if (!resolving) {
        resolving = this.resolve(id, importer, { ...options, skipSelf: true });
        resolutions.set(key, resolving);
      }
      const resolved = (await resolving) ?? (await inStaticDirs(id)) ?? (await broughtAlong(id));
      if (!resolved) {
        // a package that is not installed (or a file that is not there): a stand-in, reported if used
        const key = `${MISSING}${JSON.stringify([id, ...names])}`;
        if (!missing.has(key)) missing.set(key, { specifier: id, importer: clean(importer ?? '') });
        // making the stand-in is no effect of its own: one only an unused import names is left out
        return { id: key, moduleSideEffects: false };
      }
      if (resolved.external) return resolved;
      // a file the site's webpack rules import as text (Vite's `?raw`) or as its YAML's data
      const rule = moduleRules.find((candidate) => candidate.test.test(clean(resolved.id)));
      if (rule) return rule.kind === 'raw' ? `${clean(resolved.id)}?raw` : `${YAML_DATA}${clean(resolved.id)}`;
      // Sass or Less without its compiler: its classes are plain names that style nothing, and the code runs
      // (Vite would fail every piece that imports it)
      const language = STYLE_LANGUAGES.find((style) => style.files.test(clean(resolved.id)));
      if (language && !styleLanguages.has(language.name)) {
        unstyled.add(clean(resolved.id));
        // named as a script: Vite's CSS plugin takes every id ending in a stylesheet's extension
        return `${UNSTYLED}${clean(resolved.id)}.js`;
      }
      if (extname(clean(resolved.id)) === '.svg' && importer && !STYLE_IMPORTER.test(importer) && !resolved.id.includes('?'))
        return `${resolved.id}${SVG_QUERY}`;
      if (importer && MARKDOWN.test(resolved.id) && !partialPlugins.has(resolved.id)) {
        const ref = pluginsOf(importer);
        if (ref) partialPlugins.set(resolved.id, ref);
      }
      return resolved;
    },
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      if (id === ENTRY_ID) return entryModule(input);
      if (id.startsWith(GROUP_ID)) return groupModule(islandsOf(id.slice(GROUP_ID.length)));
      if (id === CARD_LIST_ID) return CLASSIC_DOC_CARD_LIST;
      if (id === CODE_THEMES_ID)
        return `globalThis[${JSON.stringify(RUNTIME_GLOBAL)}][${JSON.stringify(CODE_THEMES_KEY)}].set(${JSON.stringify(input.codeThemes)});`;
      // a site stylesheet's `@import 'tailwindcss/utilities'` of a package that is not installed is left
      // out, as a Sass file without sass is: the rest of its rules apply, instead of the whole bundle failing
      if (id.endsWith('.css') && !id.startsWith('\0') && !id.includes('/node_modules/') && existsSync(id)) {
        const text = readFileSync(id, 'utf8');
        if (!text.includes('@import')) return null;
        const kept = text.replace(PACKAGE_CSS_IMPORT, (whole, _quote: string, name: string, rest: string, offset: number) => {
          const line = text.slice(0, offset).split('\n').length;
          // another site's stylesheet (a web font's): the viewer's content policy would refuse it in the browser,
          // so it is left out here and named, as in the site's own CSS (emit/site-css.ts)
          if (REMOTE_SCHEME.test(name) && rest.startsWith('://')) {
            droppedImports.push({ file: id, line, specifier: `${name}${rest}`, name, remote: true });
            return '';
          }
          // css-loader tries a bare path next to the sheet first (`@import 'additional-styles/theme.css'`)
          if (rest.startsWith(':') || existsSync(join(dirname(id), `${name}${rest}`)) || packageInstalled(root, name)) return whole;
          droppedImports.push({ file: id, line, specifier: `${name}${rest}`, name });
          return '';
        });
        return kept === text ? null : kept;
      }
      if (id.startsWith(RUNTIME)) {
        const [specifier, ...names] = JSON.parse(id.slice(RUNTIME.length)) as string[];
        return runtimeModule(specifier!, names, input.codeThemes !== undefined);
      }
      if (id.startsWith(UNSTYLED))
        return /\.module\.(?:s[ac]ss|less|styl(?:us)?)\.js$/.test(id)
          ? 'export default new Proxy({}, { get: (_, name) => (typeof name === "string" ? name : undefined) });'
          : 'export {};';
      if (id.startsWith(MISSING)) {
        const [specifier, ...names] = JSON.parse(id.slice(MISSING.length)) as string[];
        return missingModule(specifier!, names);
      }
      if (id.endsWith(SVG_QUERY)) return svgComponent(clean(id));
      if (id.startsWith(YAML_DATA)) return `export default ${JSON.stringify(parseYaml(readFileSync(id.slice(YAML_DATA.length), 'utf8')))};`;
      const at = id.indexOf(ISLAND_QUERY);
      if (at !== -1) {
        const island = input.islands.get(id.slice(at + ISLAND_QUERY.length))!;
        if (!island.jsx) return mdxIsland(island, await sitePlugins(island.plugins), id);
        const source = `${island.head}\n\nexport default function DocgateIsland() {\n  return <>${island.piece}</>;\n}\n`;
        // named by its id, query and all: a failure is reported at the piece's place (bundle.ts)
        return jsxModule(source, id);
      }
      // a Markdown partial an island imports: compiled as MDX, frontmatter left out, with the text rewrites
      // a page gets (HTML comments, as Docusaurus' default mdx1Compat, and heading ids), and the named
      // exports Docusaurus' mdx-loader gives it (frontMatter, contentTitle, toc)
      if (MARKDOWN.test(id)) {
        const text = readFileSync(id, 'utf8');
        const front = parseFrontmatter(id, text);
        const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, (block) => '\n'.repeat(block.split('\n').length - 1));
        const metadata = input.metadata?.get(id);
        const exports: MdxExports = {
          frontMatter: front.ok ? front.value.data : {},
          contentTitle: undefined,
          toc: [],
          ...(metadata ? { metadata } : {}),
        };
        const mdx = preprocessMdx(htmlCommentsToMdx(body));
        // with the remark and rehype plugins of the page that imports it (remark-math's `$$` in TCL's formula
        // partials), as Docusaurus compiles it with its content plugin's options
        const code = await mdxModule(mdx, id, { ...(await sitePlugins(partialPlugins.get(id))), own: [collectMdxExports(exports)] });
        return `${code}\n${mdxExportLines(exports, mdx)}\n`;
      }
      return null;
    },
    async transform(code, id) {
      // the classic theme's icons are JSX in .js files, as the site's own are
      if ((id.includes('/node_modules/') && !CLASSIC_ICON.test(id)) || id.startsWith('\0')) return null;
      if (STYLE_FILE.test(clean(id))) return staticUrls(code, staticDirs);
      noteImports(id, code);
      // an island is script too: a page passes static paths to site components (`<Image src="/img/x.svg" />`
      // whose code calls useBaseUrl(src): rnx-kit's community page)
      if (!SCRIPT.test(id) && !id.includes(ISLAND_QUERY)) return null;
      // Docusaurus sites `require()` images and their own modules inside ES modules
      const statics = withStaticFiles(code, id, staticDirs, baseUrl);
      const withStatic = statics.code;
      let imports = statics.imports;
      let count = 0;
      const computed = computedStaticRequires(withStatic, id, staticDirs, root);
      if (computed) imports += computed.helper;
      const contexts = requireContexts(computed?.code ?? withStatic, clean(id), root);
      if (contexts) imports += contexts.helper;
      const scripted = contexts?.code ?? computed?.code ?? withStatic;
      const inText = textPlaces(scripted, id);
      const rewritten = scripted.replace(REQUIRE, (match, _quote: string, specifier: string, offset: number) => {
        // `require('mysql2')` in a code block a site component shows is text (code-text.ts)
        if (inText(offset)) return match;
        const name = `__docgate_require_${count++}`;
        imports += `import * as ${name} from ${JSON.stringify(specifier)};\n`;
        // webpack's require gives a module's namespace; a package that is not installed gives its stand-in,
        // which answers whatever is read of it (FDC3's `PropTypes.string.isRequired` at a module's top level)
        return `(${name}.default?.[Symbol.for(${JSON.stringify(STAND_IN_KEY)})] ? ${name}.default : ${name})`;
      });
      const source = imports + rewritten;
      // `.js` files of a React site hold JSX, which Vite reads only in `.jsx`/`.tsx`; and `.js`/`.jsx`
      // files may hold TypeScript, which Docusaurus Faster (swc) reads in them
      if (/\.[cm]?jsx?$/.test(id)) {
        const out = await jsxModule(source, id);
        noteImports(id, out);
        return { code: out, map: null };
      }
      return imports ? { code: source, map: null } : null;
    },
  };
}

/** The islands of each group (contracts/site-bundle.ts islandGroup), groups and islands in their first order. */
export function islandGroups(ids: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const group = islandGroup(id);
    const islands = groups.get(group);
    if (islands) islands.push(id);
    else groups.set(group, [id]);
  }
  return groups;
}

/** A piece of the bundle the viewer loads by its key: an island group, a React page, a theme component, a client module. */
export interface BundlePiece {
  kind: 'groups' | 'pages' | 'theme' | 'client';
  key: string;
  /** what the bundler imports for it */
  specifier: string;
}

/** The bundle's pieces, client modules first and in the config's order (as Docusaurus runs them). */
export function bundlePieces(input: BundleInput): BundlePiece[] {
  return [
    ...[...input.client].map(([key, file]) => ({ kind: 'client' as const, key, specifier: file })),
    ...input.theme.map((name) => ({ kind: 'theme' as const, key: name, specifier: `@theme/${name}` })),
    ...[...islandGroups(input.islands.keys()).keys()].map((group) => ({
      kind: 'groups' as const,
      key: group,
      specifier: `${GROUP}${group}`,
    })),
    ...[...input.pages].map(([key, file]) => ({ kind: 'pages' as const, key, specifier: file })),
  ];
}

// the one-file bundle's entry: each piece a dynamic import, a function that runs the piece's modules when
// called, so a module that throws at its top level fails the pieces that use it, not the whole bundle
// (settleSiteBundle). A chunked bundle's entry is written after the build (chunks.ts chunkedEntry).
function entryModule(input: BundleInput): string {
  const loader = (specifier: string) => `() => import(${JSON.stringify(specifier)})`;
  const islands = [...input.islands.keys()].map((id) => `${JSON.stringify(id)}: ${loader(`docgate-island:${id}`)}`);
  const pieces = bundlePieces(input).filter((piece) => piece.kind !== 'groups');
  const loaders = (kind: BundlePiece['kind']) =>
    pieces.filter((piece) => piece.kind === kind).map((piece) => `${JSON.stringify(piece.key)}: ${loader(piece.specifier)}`);
  return [
    `export const islands = {${islands.join(', ')}};`,
    `export const pages = {${loaders('pages').join(', ')}};`,
    `export const theme = {${loaders('theme').join(', ')}};`,
    `export const client = {${loaders('client').join(', ')}};`,
    `export const globalData = ${JSON.stringify(input.globalData ?? {})};`,
  ].join('\n');
}

// the islands of one file, its chunk's module: island key -> component
function groupModule(ids: string[]): string {
  return [
    ...ids.map((id, index) => `import I${index} from ${JSON.stringify(`docgate-island:${id}`)};`),
    `export const islands = {${ids.map((id, index) => `${JSON.stringify(id)}: I${index}`).join(', ')}};`,
  ].join('\n');
}

// @docusaurus/theme-classic's DocCardList (3.x), without JSX: the cards of `items`, else of the current
// sidebar category, each drawn by `@theme/DocCard` (the site's)
const CLASSIC_DOC_CARD_LIST = `import { createElement as h } from 'react';
import clsx from 'clsx';
import { filterDocCardListItems, useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
import DocCard from '@theme/DocCard';
function DocCardListForCurrentSidebarCategory({ className }) {
  const category = useCurrentSidebarCategory();
  return h(DocCardList, { items: category.items, className });
}
export default function DocCardList(props) {
  const { items, className } = props;
  if (!items) return h(DocCardListForCurrentSidebarCategory, props);
  return h('section', { className: clsx('row', className) },
    filterDocCardListItems(items).map((item, index) =>
      h('article', { key: index, className: 'col col--6 margin-bottom--lg' }, h(DocCard, { item }))));
}
`;

// the provided modules that draw code in the site's Prism themes: CodeBlock, and what draws with it
const CODE_BLOCK_MODULES = /^@theme(?:-original)?\/(?:CodeBlock|MDXComponents(?:\/Code|\/Pre)?)$/;

// a provided module reads the viewer's instance; a name the viewer lacks is a stand-in. One that draws code
// or gives the Prism theme (theme-common's usePrismTheme) first hands the viewer the site's themes
function runtimeModule(specifier: string, imported: string[], codeThemes: boolean): string {
  const known = new Set(knownNames(specifier));
  const names = [...new Set([...known, ...imported])].filter((name) => IDENTIFIER.test(name) && name !== 'default');
  const lacking = names.some((name) => !known.has(name));
  const themed =
    codeThemes &&
    (CODE_BLOCK_MODULES.test(specifier) || (specifier.startsWith('@docusaurus/theme-common') && imported.includes('usePrismTheme')));
  return [
    ...(themed ? [`import ${JSON.stringify(CODE_THEMES)};`] : []),
    `const __docgateModule = globalThis[${JSON.stringify(RUNTIME_GLOBAL)}][${JSON.stringify(specifier)}];`,
    ...(lacking ? standInSource(`'${specifier}' of docgate has no such export`) : []),
    'export default __docgateModule.default;',
    ...names.map((name) => `export const ${name} = ${known.has(name) ? `__docgateModule.${name}` : '__docgateStandIn'};`),
  ].join('\n');
}

// a stand-in every use of which gives a stand-in (a call, `new`, a property: `loader.config()` at a module's
// top level runs); the viewer's JSX runtime renders its elements as their children (STAND_IN_KEY), so
// a page missing one package keeps everything else
function missingModule(specifier: string, names: string[]): string {
  const known = specifier === INTERNALDOCS ? PUBLIC_BUILD : {};
  return [
    ...standInSource(`'${specifier}' is not installed`),
    'export default __docgateStandIn;',
    ...names.map((name) => `export const ${name} = ${known[name] ?? '__docgateStandIn'};`),
  ].join('\n');
}

/** Meta's internaldocs module, never installed outside Meta: the site code that imports it is public. */
export const INTERNALDOCS = 'docusaurus-plugin-internaldocs-fb/internal';

// its public build's answers, as the config (read/docusaurus/stub.ts) and Markdown pages get them: a site
// component's `{isInternal() ? internal : public}` and `<FbInternalOnly>` show what the public site shows
const PUBLIC_BUILD: Record<string, string> = {
  isInternal: '() => false',
  FbInternalOnly: '() => null',
  OssOnly: '({ children }) => children ?? null',
  fbContent: '({ external }) => (typeof external === "function" ? external() : external)',
  fbInternalOnly: '(value) => (Array.isArray(value) ? [] : undefined)',
  ossOnly: '(value) => value',
};

/**
 * The lines that define `__docgateStandIn`, whose STAND_IN_KEY answer is `message`; every name they declare
 * is docgate's own, as a module's exports may be any name (ionicons' `key` icon: Flagsmith's home page)
 */
function standInSource(message: string): string[] {
  return [
    `const __docgateKey = Symbol.for(${JSON.stringify(STAND_IN_KEY)});`,
    `const __docgateCommon = { [__docgateKey]: ${JSON.stringify(message)}, [Symbol.toPrimitive]: () => "", [Symbol.iterator]: function* () {}, [Symbol.hasInstance]: () => false, toString: () => "" };`,
    // `await standIn` gives the stand-in: a module or a value read from one is no promise
    'const __docgateAnswers = { ...__docgateCommon, then: undefined };',
    // what a call gives may be a promise to its caller, `initializePaddle(options).then(...)` (radon's
    // pages): it settles at once with the stand-in, and reads as settled to React, which renders it as nothing
    'const __docgateSettled = { ...__docgateCommon, then: (resolve) => (resolve?.(__docgateStandIn), __docgateCalled), status: "fulfilled", value: __docgateStandIn };',
    'const __docgateStandIn = new Proxy(function () {}, {',
    '  get: (_, name) => (name in __docgateAnswers ? __docgateAnswers[name] : __docgateStandIn),',
    '  apply: () => __docgateCalled,',
    '  construct: () => __docgateStandIn,',
    '});',
    'const __docgateCalled = new Proxy(function () {}, {',
    '  get: (_, name) => (name in __docgateSettled ? __docgateSettled[name] : __docgateStandIn),',
    '  apply: () => __docgateCalled,',
    '  construct: () => __docgateStandIn,',
    '});',
  ];
}

// what Docusaurus's SVGR loader gives: a component (shown as an <img> of the file, which cannot script)
function svgComponent(file: string): string {
  const src = `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
  return [
    "import { jsx } from 'react/jsx-runtime';",
    `const src = ${JSON.stringify(src)};`,
    'export default function Svg({ title, ...props }) { return jsx("img", { ...props, src, alt: title ?? "", role: "img" }); }',
    'export const ReactComponent = Svg;',
  ].join('\n');
}

// esbuild and the MDX compiler load when a site has code to bundle, not with every docgate command
async function jsxModule(source: string, file: string): Promise<string> {
  const { transform } = await import('esbuild');
  const options = { jsx: 'automatic', format: 'esm', sourcefile: file } as const;
  try {
    return (await transform(source, { ...options, loader: 'jsx' })).code;
  } catch (error) {
    // type annotations in a .js file: read as TypeScript, every import kept as a .js file means it
    // (TypeScript's rules would drop an import only a type uses, and with it the module's effects)
    return (
      await transform(source, { ...options, loader: 'tsx', tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } } }).catch(() => {
        throw error;
      })
    ).code;
  }
}
