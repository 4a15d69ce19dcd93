/** Fuzzy and prefix matching at query time, with titles and headings weighing more than body text. */
export const SEARCH_QUERY_OPTIONS = { fuzzy: 0.2, prefix: true, boost: { title: 2, heading: 1.5 } };

/** What MiniSearch.loadJSON needs to read the index back, including the default query options. */
export const SEARCH_OPTIONS = {
  idField: 'id',
  fields: ['title', 'heading', 'text'],
  storeFields: ['title', 'heading', 'url', 'locale'],
  searchOptions: SEARCH_QUERY_OPTIONS,
};
