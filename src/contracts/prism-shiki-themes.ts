import type { ThemeRegistration } from 'shiki';
import { cssColor, plainColors, type PrismStyle, type PrismTheme, type PrismThemes } from './prism-theme.ts';
import { TEXTMATE_SCOPES } from './prism-theme-scopes.ts';

// A site's Prism themes as shiki themes: each TextMate scope a shiki grammar gives what a Prism token type
// marks is coloured as the Prism theme colours that type (prism-theme-scopes.ts), the plain text and the
// block's background as its `plain`. Both themes of a pair are built from the same scope table, every rule
// with its colour and font style set, so they share their rules and one tokenization gives both
// (paired-themes.ts). The compiler colours a page's code blocks with them, the viewer a site component's
// <CodeBlock> at run time (the same colours for the same code).

// the root scope of the shiki grammar of a Prism language name, for a theme's `languages` styles
const ROOT_SCOPES: Record<string, string> = {
  javascript: 'source.js',
  js: 'source.js',
  jsx: 'source.js.jsx',
  typescript: 'source.ts',
  ts: 'source.ts',
  tsx: 'source.tsx',
  bash: 'source.shell',
  shell: 'source.shell',
  sh: 'source.shell',
  python: 'source.python',
  py: 'source.python',
  json: 'source.json',
  yaml: 'source.yaml',
  yml: 'source.yaml',
  css: 'source.css',
  scss: 'source.css.scss',
  markup: 'text.html.basic',
  html: 'text.html.basic',
  markdown: 'text.html.markdown',
  md: 'text.html.markdown',
  go: 'source.go',
  rust: 'source.rust',
  java: 'source.java',
  kotlin: 'source.kotlin',
  swift: 'source.swift',
  cpp: 'source.cpp',
  c: 'source.c',
  graphql: 'source.graphql',
  sql: 'source.sql',
  diff: 'source.diff',
};

/** The shiki themes of a site's Prism themes, named `<name>-light` and `<name>-dark`. */
export function prismShikiThemes(themes: PrismThemes, name: string): { light: ThemeRegistration; dark: ThemeRegistration } {
  // one rule list for both: a language's rules where either theme styles types for that language only
  const languages = [...new Set([themes.light, themes.dark].flatMap((theme) => theme.styles.flatMap((entry) => entry.languages ?? [])))]
    .map((language) => language.toLowerCase())
    .filter((language) => Object.hasOwn(ROOT_SCOPES, language));
  const slots: { scope: string; types: string[]; language?: string }[] = TEXTMATE_SCOPES.map(([types, scope]) => ({ scope, types }));
  for (const language of languages)
    for (const [types, scope] of TEXTMATE_SCOPES) slots.push({ scope: `${ROOT_SCOPES[language]} ${scope}`, types, language });
  const make = (theme: PrismTheme, type: 'light' | 'dark'): ThemeRegistration => {
    const { fg, bg } = plainColors(theme, type);
    return {
      name: `${name}-${type}`,
      type,
      fg,
      bg,
      settings: [
        { settings: { foreground: fg, background: bg, fontStyle: '' } },
        ...slots.map(({ scope, types, language }) => {
          const style = styleOf(theme, types, language);
          return { scope, settings: { foreground: colorOf(style, fg), fontStyle: fontStyleOf(style) } };
        }),
      ],
    };
  };
  return { light: make(themes.light, 'light'), dark: make(themes.dark, 'dark') };
}

/**
 * What prism-react-renderer gives a token of these types (outer to inner, as its token's `types`): the
 * styles of each, merged in order, a later theme entry over an earlier one.
 */
function styleOf(theme: PrismTheme, types: string[], language: string | undefined): PrismStyle {
  const merged: PrismStyle = {};
  for (const type of types)
    for (const entry of theme.styles) {
      if (entry.languages && !(language !== undefined && entry.languages.map((l) => l.toLowerCase()).includes(language))) continue;
      if (entry.types.includes(type)) Object.assign(merged, entry.style);
    }
  return merged;
}

/** A style's colour (the plain one without), faded by its opacity as shiki has no opacity of its own. */
function colorOf(style: PrismStyle, plain: string): string {
  const color = cssColor(style.color) ?? plain;
  if (style.opacity === undefined || style.opacity >= 1) return color;
  const alpha = Math.round(Math.max(0, style.opacity) * 255);
  return `${color.slice(0, 7)}${alpha.toString(16).padStart(2, '0')}`;
}

/** shiki's font style of a Prism style, '' for none: set on every rule, so none inherits another's. */
function fontStyleOf(style: PrismStyle): string {
  const parts: string[] = [];
  if (style.fontStyle === 'italic') parts.push('italic');
  if (style.fontWeight === 'bold' || Number(style.fontWeight) >= 600) parts.push('bold');
  if (style.textDecorationLine?.includes('underline')) parts.push('underline');
  if (style.textDecorationLine?.includes('line-through')) parts.push('strikethrough');
  return parts.join(' ');
}
