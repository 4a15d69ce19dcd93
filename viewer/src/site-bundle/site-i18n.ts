import type { Manifest } from '../../../src/contracts/manifest.ts';
import { folderLocale, localizedPath } from '../lib/localized-site.ts';

// Docusaurus builds each locale as a site of its own, its baseUrl holding the locale (`/fr/`): site code
// reads that locale from useDocusaurusContext().i18n, and its <Link to="/docs/x"> and useBaseUrl('/docs/x')
// lead to the page in it. The viewer shows every locale in one app, so these follow the open page's.

interface LocaleConfig {
  label: string;
  direction: string;
  htmlLang: string;
  calendar: string;
  path: string;
  translate: boolean;
  url: string;
  baseUrl: string;
}

/** The calendar Docusaurus infers for a locale: the one its name holds (`-u-ca-`), else its region's first. */
function calendarOf(htmlLang: string): string {
  try {
    const locale = new Intl.Locale(htmlLang) as Intl.Locale & { getCalendars?: () => string[]; calendars?: string[] };
    return locale.calendar ?? locale.getCalendars?.()[0] ?? locale.calendars?.[0] ?? 'gregory';
  } catch {
    return 'gregory';
  }
}

type WrittenI18n = { path?: string; localeConfigs?: Record<string, Partial<LocaleConfig>> };
const writtenI18n = ({ site }: Manifest): WrittenI18n => (site.siteConfig?.i18n ?? {}) as WrittenI18n;

/** The language tag of `locale`'s pages (`<html lang>`, a language menu's entry): its localeConfigs' htmlLang, else its name. */
export const htmlLangOf = (manifest: Manifest, locale: string): string => writtenI18n(manifest).localeConfigs?.[locale]?.htmlLang ?? locale;

const slashed = (path: string): string => `/${path}/`.replace(/\/{2,}/g, '/');

/**
 * `useDocusaurusContext().i18n` on a page of `currentLocale`, as Docusaurus' loadI18n fills it: every locale's
 * config with its defaults under what the site wrote (a swizzled locale menu reads `localeConfigs[locale].label`).
 */
export function siteI18n(manifest: Manifest, currentLocale: string) {
  const { site } = manifest;
  const written = writtenI18n(manifest);
  const localeConfigs = Object.fromEntries(
    site.locales.map((locale): [string, LocaleConfig] => {
      const own = written.localeConfigs?.[locale.code] ?? {};
      const htmlLang = htmlLangOf(manifest, locale.code);
      const baseUrl = own.baseUrl ?? `${site.baseUrl}/${locale.code === site.locale ? '' : locale.code}`;
      const defaults = {
        label: locale.label,
        direction: locale.direction ?? 'ltr',
        htmlLang,
        calendar: calendarOf(htmlLang),
        path: locale.code,
      };
      return [locale.code, { ...defaults, ...own, translate: own.translate ?? true, url: own.url ?? site.url, baseUrl: slashed(baseUrl) }];
    }),
  );
  return {
    defaultLocale: site.locale,
    locales: site.locales.map((locale) => locale.code),
    path: written.path ?? 'i18n',
    currentLocale,
    localeConfigs,
  };
}

/**
 * A site path (`/docs/x#a`) as a link of site code on a page of `locale` leads: to that page in the locale
 * when it has one. A path in another locale's folder stays, as one written with its locale's prefix does.
 */
export function inLocale(manifest: Manifest, to: string, locale: string): string {
  return folderLocale(manifest.site, to.replace(/[?#].*$/s, '')) === manifest.site.locale ? localizedPath(manifest, to, locale) : to;
}

/** The calendar Docusaurus dates `locale`'s pages in (useDateTimeFormat): its localeConfigs' own, else its htmlLang's. */
export const localeCalendar = (manifest: Manifest, locale: string): string =>
  siteI18n(manifest, locale).localeConfigs[locale]?.calendar ?? 'gregory';
