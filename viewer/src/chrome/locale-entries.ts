import type { Manifest, Route } from '../../../src/contracts/manifest.ts';
import type { DropdownEntry } from './dropdown.tsx';

/** One entry a locale: the same page in that locale when it exists, else that locale's home. */
export function localeEntries(manifest: Manifest, route: Route | null, pathname: string): DropdownEntry[] {
  const current = route?.locale ?? manifest.site.locale;
  return manifest.site.locales.map((locale) => ({
    key: locale.code,
    label: locale.label,
    lang: locale.code,
    active: locale.code === current,
    to: locale.code === current ? pathname : (route?.alternates[locale.code] ?? locale.path),
  }));
}
