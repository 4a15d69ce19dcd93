/** The fields every generated page (blog lists, archive, docs category index) starts from: no body, no TOC, no links. */
export function baseData(path: string, title: string, description: string, locale: string) {
  return {
    path,
    locale,
    title,
    description,
    hideTitle: false,
    html: '',
    toc: [],
    hideTableOfContents: true,
    breadcrumbs: [],
    prev: null,
    next: null,
    editUrl: null,
    lastUpdated: null,
  };
}
