import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { formatDate } from '../lib/format-date.ts';
import { pageLocale } from '../lib/localized-site.ts';
import { localeCalendar } from '../site-bundle/site-i18n.ts';
import { useContent } from './use-content.ts';

export type FormatDate = (value: string, parts?: Intl.DateTimeFormatOptions) => string;

/** formatDate in the open page's locale and calendar, as theme-classic dates a post, the archive and an update. */
export function useFormatDate(): FormatDate {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const locale = pageLocale(manifest, pathname);
  const calendar = useMemo(() => localeCalendar(manifest, locale), [manifest, locale]);
  return (value, parts) => formatDate(value, parts, locale, calendar);
}
