import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * What a site component asks the tab to read instead of the route's title: Docusaurus' `<Layout
 * title>` is a page title (the site's follows it), `<Head><title>` the whole title as written. Both
 * may be set at once; `<Head>` is inside the page, so its title wins, as react-helmet's innermost does.
 */
export interface TitleRequest {
  page?: string;
  whole?: string;
}

type SetTitleRequest = (kind: keyof TitleRequest, value: string | undefined) => void;

const TitleRequestContext = createContext<SetTitleRequest>(() => {});
export const TitleRequestProvider = TitleRequestContext.Provider;

/** The requests the route's components make, dropped when the route changes. */
export function useTitleRequests(path: string): { request: TitleRequest; setRequest: SetTitleRequest } {
  const [state, setState] = useState<{ path: string; request: TitleRequest }>({ path, request: {} });
  // the route shown now: the clean-up of the route left behind must not clear what the new one asked for
  const shown = useRef(path);
  shown.current = path;
  const setRequest = useCallback<SetTitleRequest>(
    (kind, value) => {
      if (shown.current !== path) return;
      setState((current) => {
        const request = current.path === path ? current.request : {};
        return request[kind] === value ? current : { path, request: { ...request, [kind]: value } };
      });
    },
    [path],
  );
  return { request: state.path === path ? state.request : {}, setRequest };
}

/** Asks for `value` as the tab's page or whole title while the calling component is shown. */
export function useTitleRequest(kind: keyof TitleRequest, value: string | undefined): void {
  const setRequest = useContext(TitleRequestContext);
  useEffect(() => {
    if (value === undefined) return;
    setRequest(kind, value);
    return () => setRequest(kind, undefined);
  }, [setRequest, kind, value]);
}

/** Sets `<page title> | <site title>` (the site title alone when the page has none), or a requested whole title. */
export function useDocumentTitle(pageTitle: string | null, siteTitle: string, delimiter = '|', request: TitleRequest = {}): void {
  const page = request.page ?? pageTitle;
  const { whole } = request;
  useEffect(() => {
    if (whole !== undefined) document.title = whole;
    else if (page !== null) document.title = page && page !== siteTitle ? `${page} ${delimiter} ${siteTitle}` : siteTitle;
  }, [page, whole, siteTitle, delimiter]);
}
