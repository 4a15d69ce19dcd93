import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { localizedChrome, pageLocale, type LocalizedChrome } from '../lib/localized-site.ts';
import { useContent } from './use-content.ts';

/** The locale of the page open now, with the navbar and footer in its words. */
export function useLocalizedChrome(): LocalizedChrome & { locale: string } {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const locale = pageLocale(manifest, pathname);
  return useMemo(() => ({ locale, ...localizedChrome(manifest, locale) }), [manifest, locale]);
}
