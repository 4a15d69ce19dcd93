import { useEffect } from 'react';

/**
 * Keeps `<html lang>` and `<html dir>` on the locale of the page open now, as Docusaurus renders them: screen
 * readers and hyphenation follow the language, and a right-to-left locale's layout runs from the right.
 */
export function useDocumentLocale(locale: string, direction: 'ltr' | 'rtl'): void {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
}
