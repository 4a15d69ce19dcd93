import { themePlural, themeString, type ThemeMessages } from '../../contracts/theme-strings.ts';
import type { PlanContext } from './types.ts';

/** The fields every generated page (blog lists, archive, docs category index) starts from: no body, no TOC, no links. */
export function baseData(path: string, title: string, description: string, locale: string) {
  return {
    path,
    locale,
    title,
    description,
    hideTitle: false,
    html: '',
    toc: [],
    hideTableOfContents: true,
    breadcrumbs: [],
    prev: null,
    next: null,
    editUrl: null,
    lastUpdated: null,
  };
}

/** The words of generated pages in `locale`: its theme strings (code.json over Docusaurus' own), else English. */
export function localeWords(ctx: PlanContext, locale: string) {
  const messages: ThemeMessages | undefined = ctx.layout.themeTranslations?.[locale]?.code;
  return {
    text: (id: string, english: string, values?: Record<string, string | number>) => themeString(messages, id, english, values),
    plural: (id: string, english: string, count: number) => themePlural(messages, locale, id, english, count),
  };
}
