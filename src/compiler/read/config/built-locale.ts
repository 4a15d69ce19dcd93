import type { SiteConfig } from './schema.ts';

/**
 * Whether a content file of `locale` is built: the default locale's own (null), or a translation into a
 * locale the config lists, the default one included (its i18n folder's file is read in place of the
 * source's, as Docusaurus looks there first). Compiling (compile.ts, which skips the rest unread, as
 * Docusaurus never reads them) and planning (plan-site.ts, which warns about them) ask the same question.
 */
export const isBuiltLocale = (locale: string | null, { locales, defaultLocale }: SiteConfig['i18n']): boolean =>
  locale === null || locale === defaultLocale || locales.includes(locale);
