import { Fragment, createElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { themeParts, themePlural, themeString } from '../../../src/contracts/theme-strings.ts';
import { pageLocale } from '../lib/localized-site.ts';
import { useContent } from './use-content.ts';

/** Looks a theme string up in the open page's locale: the message of `id`, else the English text. */
export type ThemeString = {
  (id: string, english: string, values?: Record<string, string | number>): string;
  /** the same with React values for placeholders (a link inside a banner) */
  nodes(id: string, english: string, values: Record<string, ReactNode>): ReactNode;
  /** a `One post|{count} posts` message's form for `count` in the page's locale */
  plural(id: string, english: string, count: number, values?: Record<string, string | number>): string;
};

/**
 * The viewer's own strings as Docusaurus' theme names them (`theme.docs.paginator.next`), in the words of
 * the open page's locale: its code.json over Docusaurus' own translation of the theme (the compiler merges
 * them). `{name}` placeholders are filled as Docusaurus' interpolate() fills them.
 */
export function useThemeString(): ThemeString {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const locale = pageLocale(manifest, pathname);
  const messages = manifest.site.translations?.[locale]?.theme;
  const text = ((id: string, english: string, values?: Record<string, string | number>) =>
    themeString(messages, id, english, values)) as ThemeString;
  text.plural = (id, english, count, values) => themePlural(messages, locale, id, english, count, values);
  text.nodes = (id, english, values) =>
    createElement(Fragment, null, ...themeParts(messages, id, english, values).map((part, i) => createElement(Fragment, { key: i }, part)));
  return text;
}
