import type { Manifest, Route } from '../../../src/contracts/manifest.ts';
import { htmlLangOf } from '../site-bundle/site-i18n.ts';
import { alternateOf, pageLocale } from './localized-site.ts';

/** A locale as the language menus list it. */
export interface LocaleEntry {
  key: string;
  label: string;
  lang: string;
  active: boolean;
  to: string;
}

/** One entry a locale: the same page in that locale when it exists, else that locale's home. */
export function localeEntries(manifest: Manifest, route: Route | null, pathname: string): LocaleEntry[] {
  // no page here (the not-found page of /zh/nope): the locale its path is under, as the page's words are
  const current = route?.locale ?? pageLocale(manifest, pathname);
  return manifest.site.locales.map((locale) => ({
    key: locale.code,
    label: locale.label,
    lang: htmlLangOf(manifest, locale.code),
    active: locale.code === current,
    to: locale.code === current ? pathname : ((route && alternateOf(manifest, route, locale.code)) ?? locale.path),
  }));
}
