import type { HighlighterCore, LanguageRegistration } from 'shiki/core';
import type { PrismThemes } from '../../../src/contracts/prism-theme.ts';

// A site component's <CodeBlock> gets its code at run time (weaviate's FilteredTextBlock cuts it out of a
// file its page imports), so the compiler cannot highlight it; this highlights it in the browser, with the
// compiler's highlighter and themes (shiki; the site's Prism themes made shiki's as the compiler makes them,
// else github-light and github-dark; as CSS variables), so it looks like a page's own code block. Loaded on the first such block: shiki's core, its JavaScript regex engine
// (the Oniguruma WebAssembly engine would need 'wasm-unsafe-eval' in the viewer's CSP) and each grammar as
// a block needs it. The languages are the common ones of docs; others stay plain text, as unknown ones do.

type Grammar = () => Promise<{ default: LanguageRegistration[] }>;

const GRAMMARS: Record<string, Grammar> = {
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  jsonc: () => import('shiki/langs/jsonc.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  bash: () => import('shiki/langs/bash.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  cpp: () => import('shiki/langs/cpp.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  scss: () => import('shiki/langs/scss.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  graphql: () => import('shiki/langs/graphql.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  docker: () => import('shiki/langs/docker.mjs'),
  ini: () => import('shiki/langs/ini.mjs'),
  http: () => import('shiki/langs/http.mjs'),
};

// the names Prism and shiki also know these by
const ALIASES: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  ps1: 'powershell',
  py: 'python',
  golang: 'go',
  kt: 'kotlin',
  cs: 'csharp',
  'c#': 'csharp',
  'c++': 'cpp',
  rs: 'rust',
  rb: 'ruby',
  markup: 'html',
  svg: 'xml',
  md: 'markdown',
  gql: 'graphql',
  dockerfile: 'docker',
  properties: 'ini',
};

/** The grammar name of a code block's language, null for one this highlighter does not load. */
export const grammarOf = (language: string | undefined): string | null => {
  const name = language?.toLowerCase() ?? '';
  const known = ALIASES[name] ?? name;
  return known in GRAMMARS ? known : null;
};

let highlighter: Promise<HighlighterCore> | null = null;
const loaded = new Map<string, Promise<void>>();
// the site's themes loaded on the highlighter, by their JSON (a rebuild may bring others): their names
const siteThemes = new Map<string, Promise<{ light: string; dark: string }>>();
const GITHUB = { light: 'github-light', dark: 'github-dark' };

async function highlighterWith(grammar: string): Promise<HighlighterCore> {
  highlighter ??= Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
    import('shiki/themes/github-light.mjs'),
    import('shiki/themes/github-dark.mjs'),
  ]).then(([{ createHighlighterCore }, { createJavaScriptRegexEngine }, light, dark]) =>
    createHighlighterCore({ themes: [light.default, dark.default], langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) }),
  );
  const ready = await highlighter;
  let loading = loaded.get(grammar);
  if (!loading) {
    loading = GRAMMARS[grammar]!().then((module) => ready.loadLanguage(...module.default));
    loaded.set(grammar, loading);
  }
  await loading;
  return ready;
}

/** The names of a site's themes on the highlighter, loaded on first use; GitHub's without any. */
function themeNames(ready: HighlighterCore, themes: PrismThemes | null): Promise<{ light: string; dark: string }> {
  if (!themes) return Promise.resolve(GITHUB);
  const key = JSON.stringify(themes);
  let names = siteThemes.get(key);
  if (!names) {
    const name = `prism-${siteThemes.size}`;
    // the conversion loads with the highlighter, not with the site's code
    names = import('../../../src/contracts/prism-shiki-themes.ts').then(async ({ prismShikiThemes }) => {
      const made = prismShikiThemes(themes, name);
      await ready.loadTheme(made.light, made.dark);
      return { light: made.light.name!, dark: made.dark.name! };
    });
    siteThemes.set(key, names);
  }
  return names;
}

/**
 * The code's `pre` as shiki writes it in both themes (the site's Prism themes, else GitHub's), its lines of
 * `highlighted` marked with the class the compiler gives them (`highlighted`, or a site's own magic-comment
 * class with `magic-line`). Shiki escapes the code: the HTML holds it as text.
 */
export async function highlightCode(
  code: string,
  grammar: string,
  highlighted: Map<number, string[]>,
  themes: PrismThemes | null,
): Promise<string> {
  const ready = await highlighterWith(grammar);
  return ready.codeToHtml(code, {
    lang: grammar,
    themes: await themeNames(ready, themes),
    defaultColor: false,
    transformers: [
      {
        line(node, line) {
          for (const className of highlighted.get(line) ?? []) this.addClassToHast(node, className);
        },
      },
    ],
  });
}
