import { describe, expect, it } from 'vitest';
import { classifyDocusaurus, type SiteFolders } from '../../../src/compiler/read/docusaurus/classify.ts';

const docs = (id: string, path: string) => ({
  id,
  path,
  versionsFile: id === 'default' ? 'versions.json' : `${id}_versions.json`,
  versionedDocsDir: id === 'default' ? 'versioned_docs' : `${id}_versioned_docs`,
  versionedSidebarsDir: id === 'default' ? 'versioned_sidebars' : `${id}_versioned_sidebars`,
});
const folders: SiteFolders = {
  docs: [docs('default', 'docs'), docs('community', 'community')],
  blogs: [{ id: 'default', path: 'blog', authorsFile: 'blog/authors.yml', tagsFile: 'blog/tags.yml' }],
  pages: [
    { id: 'default', path: 'src/pages' },
    { id: 'landing', path: 'src/pages/landing' },
  ],
  i18nDir: 'i18n',
};
const kind = (rel: string) => classifyDocusaurus(rel, folders);

describe('files of a Docusaurus site', () => {
  it('are docs of the current version, released versions and other docs plugins', () => {
    expect(kind('docs/guides/setup.mdx')).toEqual({ type: 'doc', locale: null, version: 'current', sub: 'guides/setup.mdx' });
    expect(kind('versioned_docs/version-1.0/intro.md')).toEqual({ type: 'doc', locale: null, version: '1.0', sub: 'intro.md' });
    expect(kind('community/intro.md')).toMatchObject({ type: 'doc', version: 'current', instance: 'community' });
    expect(kind('community_versioned_docs/version-2/intro.md')).toMatchObject({ type: 'doc', version: '2', instance: 'community' });
    expect(kind('versions.json')).toEqual({ type: 'versions' });
    expect(kind('community_versions.json')).toEqual({ type: 'versions', instance: 'community' });
    expect(kind('versioned_sidebars/version-1.0-sidebars.json')).toEqual({ type: 'sidebars', version: '1.0' });
  });

  it('read category files in JSON and YAML and leave out _ files and folders, tests and other files', () => {
    expect(kind('docs/guides/_category_.yml')).toMatchObject({ type: 'category', sub: 'guides/_category_.yml' });
    expect(kind('docs/guides/_category_.json')).toMatchObject({ type: 'category' });
    expect(kind('docs/_partial.mdx')).toEqual({ type: 'other' });
    expect(kind('docs/_drafts/idea.md')).toEqual({ type: 'other' });
    expect(kind('docs/__tests__/a.md')).toEqual({ type: 'other' });
    expect(kind('docs/img/shot.png')).toEqual({ type: 'other' });
  });

  it('are posts at any depth of the blog folder, with its authors and tags files', () => {
    expect(kind('blog/2021/05-12-x/index.mdx')).toEqual({ type: 'post', locale: null, sub: '2021/05-12-x/index.mdx' });
    expect(kind('blog/2021-08-26-welcome.md')).toMatchObject({ type: 'post', sub: '2021-08-26-welcome.md' });
    expect(kind('blog/authors.yml')).toEqual({ type: 'authors', locale: null });
    expect(kind('blog/tags.yml')).toEqual({ type: 'tags', locale: null });
  });

  it('are Markdown and React pages under src/pages, and translations under i18n/<locale>/<plugin>', () => {
    expect(kind('src/pages/about.md')).toEqual({ type: 'page', locale: null, sub: 'about.md' });
    expect(kind('src/pages/index.js')).toEqual({ type: 'reactPage', locale: null, sub: 'index.js' });
    expect(kind('src/pages/index.module.css')).toEqual({ type: 'other' });
    expect(kind('i18n/fr/docusaurus-plugin-content-docs/current/intro.md')).toEqual({
      type: 'doc',
      locale: 'fr',
      version: 'current',
      sub: 'intro.md',
    });
    expect(kind('i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md')).toMatchObject({ locale: 'fr', version: '1.0' });
    expect(kind('i18n/fr/docusaurus-plugin-content-docs-community/current/a.md')).toMatchObject({ instance: 'community', locale: 'fr' });
    expect(kind('i18n/fr/docusaurus-plugin-content-blog/2021-01-01-a.md')).toEqual({ type: 'post', locale: 'fr', sub: '2021-01-01-a.md' });
    expect(kind('i18n/fr/docusaurus-plugin-content-pages/about.md')).toEqual({ type: 'page', locale: 'fr', sub: 'about.md' });
    expect(kind('i18n/fr/code.json')).toEqual({ type: 'other' });
  });

  it("are another pages plugin's pages under its folder (the longer one first), and its translations under its own i18n folder", () => {
    expect(kind('src/pages/landing/promo.md')).toEqual({ type: 'page', locale: null, sub: 'promo.md', instance: 'landing' });
    expect(kind('src/pages/landing/index.tsx')).toEqual({ type: 'reactPage', locale: null, sub: 'index.tsx', instance: 'landing' });
    expect(kind('src/pages/landing/_hero.md')).toEqual({ type: 'other' });
    expect(kind('i18n/fr/docusaurus-plugin-content-pages-landing/promo.md')).toEqual({
      type: 'page',
      locale: 'fr',
      sub: 'promo.md',
      instance: 'landing',
    });
    // a translation folder holds Markdown pages only
    expect(kind('i18n/fr/docusaurus-plugin-content-pages-landing/index.js')).toEqual({ type: 'other' });
  });
});
