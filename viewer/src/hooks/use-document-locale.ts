import { useEffect } from 'react';

/**
 * Keeps `<html lang>` (the locale's htmlLang) and `<html dir>` on the locale of the page open now, as Docusaurus renders them: screen
 * readers and hyphenation follow the language, and a right-to-left locale's layout runs from the right.
 */
export function useDocumentLocale(lang: string, direction: 'ltr' | 'rtl'): void {
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = direction;
  }, [lang, direction]);
}
