/** A doc's previous or next page as Docusaurus' doc metadata links it (`useDoc().metadata.previous`): its title and permalink. */
export const siteLink = (to: { title: string; path: string } | null) => (to ? { title: to.title, permalink: to.path } : undefined);
