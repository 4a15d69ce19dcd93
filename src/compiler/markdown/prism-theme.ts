import { createHash } from 'node:crypto';
import type { ThemeRegistration } from 'shiki';
import { z } from 'zod';
import { TEXTMATE_SCOPES } from './prism-theme-scopes.ts';

// A Docusaurus site's Prism themes (themeConfig.prism.theme and darkTheme, prism-react-renderer's shape)
// as shiki themes: each TextMate scope a shiki grammar gives what a Prism token type marks is coloured as
// the Prism theme colours that type (prism-theme-scopes.ts), the plain text and the block's background as
// its `plain`. Both themes of a pair are built from the same scope table, every rule with its colour and
// font style set, so they share their rules and one tokenization gives both (paired-themes.ts).

const styleSchema = z.object({
  color: z.string().optional(),
  backgroundColor: z.string().optional(),
  fontStyle: z.string().optional(),
  fontWeight: z.union([z.string(), z.number()]).optional(),
  textDecorationLine: z.string().optional(),
  opacity: z.number().optional(),
});

/** prism-react-renderer's theme: `plain` colours the block, `styles` the token types (a later entry wins). */
export const prismThemeSchema = z.object({
  plain: styleSchema,
  styles: z.array(z.object({ types: z.array(z.string()), languages: z.array(z.string()).optional(), style: styleSchema })),
});

export type PrismTheme = z.infer<typeof prismThemeSchema>;
type PrismStyle = z.infer<typeof styleSchema>;

/** A site's code colours: the Prism theme of each colour mode. */
export interface PrismThemes {
  light: PrismTheme;
  dark: PrismTheme;
}

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

/** The shiki themes of a site's Prism themes, named by their content. */
export function shikiThemes(themes: PrismThemes): { light: ThemeRegistration; dark: ThemeRegistration } {
  const name = createHash('sha256').update(JSON.stringify(themes)).digest('hex').slice(0, 12);
  // one rule list for both: a language's rules where either theme styles types for that language only
  const languages = [...new Set([themes.light, themes.dark].flatMap((theme) => theme.styles.flatMap((entry) => entry.languages ?? [])))]
    .map((language) => language.toLowerCase())
    .filter((language) => Object.hasOwn(ROOT_SCOPES, language));
  const slots: { scope: string; types: string[]; language?: string }[] = TEXTMATE_SCOPES.map(([types, scope]) => ({ scope, types }));
  for (const language of languages)
    for (const [types, scope] of TEXTMATE_SCOPES) slots.push({ scope: `${ROOT_SCOPES[language]} ${scope}`, types, language });
  const make = (theme: PrismTheme, type: 'light' | 'dark'): ThemeRegistration => {
    const fg = cssColor(theme.plain.color) ?? (type === 'light' ? '#000000' : '#ffffff');
    const bg = cssColor(theme.plain.backgroundColor) ?? (type === 'light' ? '#ffffff' : '#000000');
    return {
      name: `prism-${name}-${type}`,
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

/** A CSS colour as `#rrggbb` or `#rrggbbaa` (themes write `rgb(189, 147, 249)`); undefined for one it cannot read. */
export function cssColor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const color = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(color)?.[1];
  if (hex) return `#${hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(color);
  if (!rgb) return undefined;
  const byte = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4]);
  return `#${byte(Number(rgb[1]))}${byte(Number(rgb[2]))}${byte(Number(rgb[3]))}${alpha < 1 ? byte(alpha * 255) : ''}`;
}
