import { Fragment, createElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { findRoute } from '../content/find-route.ts';
import { useContent } from './use-content.ts';

/** Looks a theme string up in the open page's locale: the message of `id`, else the English text. */
export type ThemeString = {
  (id: string, english: string, values?: Record<string, string>): string;
  /** the same with React values for placeholders (a link inside a banner) */
  nodes(id: string, english: string, values: Record<string, ReactNode>): ReactNode;
};

/**
 * The viewer's own strings as Docusaurus' theme names them (`theme.docs.paginator.next`), in the words of
 * the open page's locale's code.json when it has them: a translated site's chrome reads in its language.
 * `{name}` placeholders are filled as Docusaurus' interpolate() fills them.
 */
export function useThemeString(): ThemeString {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const locale = findRoute(manifest, pathname)?.locale ?? manifest.site.locale;
  const messages = manifest.site.translations?.[locale]?.theme;
  const message = (id: string, english: string) => messages?.[id] ?? english;
  const text = ((id: string, english: string, values: Record<string, string> = {}) =>
    message(id, english).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)) as ThemeString;
  text.nodes = (id, english, values) =>
    createElement(
      Fragment,
      null,
      ...message(id, english)
        .split(/(\{\w+\})/)
        .map((part, i) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          return createElement(Fragment, { key: i }, name !== undefined && name in values ? values[name] : part);
        }),
    );
  return text;
}
