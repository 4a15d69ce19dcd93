import type { Manifest, Route } from '../../../src/contracts/manifest.ts';

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
  const current = route?.locale ?? manifest.site.locale;
  return manifest.site.locales.map((locale) => ({
    key: locale.code,
    label: locale.label,
    lang: locale.code,
    active: locale.code === current,
    to: locale.code === current ? pathname : (route?.alternates[locale.code] ?? locale.path),
  }));
}
