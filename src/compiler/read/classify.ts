// where a file under content/ belongs; paths use '/' and are relative to content/

// `instance` names a docs, blog or pages plugin other than the default one (a Docusaurus site's second docs
// folder, its changelog, its landing pages)
export type ContentKind =
  | { type: 'config' }
  | { type: 'versions'; instance?: string }
  | { type: 'doc'; locale: string | null; version: string; sub: string; instance?: string }
  | { type: 'category'; locale: string | null; version: string; sub: string; instance?: string }
  | { type: 'sidebars'; version: string; instance?: string }
  | { type: 'post'; locale: string | null; sub: string; instance?: string }
  | { type: 'authors'; locale: string | null; instance?: string }
  | { type: 'tags'; locale: string | null; instance?: string }
  | { type: 'page'; locale: string | null; sub: string; instance?: string }
  /** a Docusaurus site's React page (src/pages/*.js, .tsx...): docgate makes a stand-in page at its route */
  | { type: 'reactPage'; locale: string | null; sub: string; instance?: string }
  | { type: 'other' };

/** True for a .md or .mdx file name. */
export const isMarkdown = (path: string): boolean => /\.mdx?$/i.test(path);

/** Classifies a content-relative path; `locale` is null for the default-locale tree. */
export function classify(rel: string): ContentKind {
  if (rel === 'site.config.json') return { type: 'config' };
  if (rel === 'versions.json') return { type: 'versions' };
  const sidebars = /^versioned_sidebars\/version-(.+)-sidebars\.json$/.exec(rel);
  if (sidebars) return { type: 'sidebars', version: sidebars[1]! };
  const versioned = /^versioned_docs\/version-([^/]+)\/(.+)$/.exec(rel);
  if (versioned) return inTree('docs', versioned[2]!, null, versioned[1]!);
  const i18n = /^i18n\/([^/]+)\/(docs|blog|pages)\/(.+)$/.exec(rel);
  if (i18n) return inTree(i18n[2]!, i18n[3]!, i18n[1]!, 'current');
  const top = /^(docs|blog|pages)\/(.+)$/.exec(rel);
  if (top) return inTree(top[1]!, top[2]!, null, 'current');
  return { type: 'other' };
}

function inTree(tree: string, sub: string, locale: string | null, version: string): ContentKind {
  const name = sub.split('/').pop()!;
  if (tree === 'docs') {
    if (name === '_category_.json') return { type: 'category', locale, version, sub };
    return isMarkdown(sub) && !name.startsWith('_') ? { type: 'doc', locale, version, sub } : { type: 'other' };
  }
  if (tree === 'blog') {
    if (sub === 'authors.yml') return { type: 'authors', locale };
    if (sub === 'tags.yml') return { type: 'tags', locale };
    const depth = sub.split('/').length;
    const isPost = (depth === 1 && isMarkdown(sub)) || (depth === 2 && /^index\.mdx?$/i.test(name));
    return isPost ? { type: 'post', locale, sub } : { type: 'other' };
  }
  return isMarkdown(sub) && !name.startsWith('_') ? { type: 'page', locale, sub } : { type: 'other' };
}
