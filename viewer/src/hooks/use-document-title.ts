import { useEffect } from 'react';

/** Sets `<page title> | <site title>` (the site title alone when the page has none). */
export function useDocumentTitle(pageTitle: string | null, siteTitle: string, delimiter = '|'): void {
  useEffect(() => {
    if (pageTitle === null) return;
    document.title = pageTitle && pageTitle !== siteTitle ? `${pageTitle} ${delimiter} ${siteTitle}` : siteTitle;
  }, [pageTitle, siteTitle, delimiter]);
}
