import { useEffect } from 'react';

/** Keeps `<html lang>` on the locale of the page open now (screen readers and hyphenation follow it). */
export function useDocumentLang(locale: string): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
