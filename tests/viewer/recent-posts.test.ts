import { describe, expect, it } from 'vitest';
import { recentPosts, recentPostsTitle } from '../../viewer/src/lib/recent-posts.ts';
import { manifest } from './support/site-fixture.ts';

describe('recent posts', () => {
  it("are the blog's of the page's locale, and the default locale's where it has none", () => {
    const post = { ...manifest.blog.posts[0]!, path: '/fr/blog/welcome', title: 'Bienvenue' };
    const site = { ...manifest, blog: { ...manifest.blog, localePosts: { fr: [post] } } };
    expect(recentPosts(site, 'fr').map((p) => p.title)).toEqual(['Bienvenue']);
    expect(recentPosts(site, 'en')).toEqual(manifest.blog.posts.slice(0, 5));
    expect(recentPosts(site, 'de')).toEqual(manifest.blog.posts.slice(0, 5));
  });

  it("follow the blog's sidebar title and count (every post, or none), the title in the locale's words", () => {
    const every = { ...manifest, blog: { ...manifest.blog, sidebar: { title: 'All posts', count: -1 } } };
    expect(recentPosts(every, 'en')).toEqual(manifest.blog.posts);
    expect(recentPostsTitle(every, 'en')).toBe('All posts');
    const none = { ...manifest, blog: { ...manifest.blog, sidebar: { title: 'All posts', count: 0 } } };
    expect(recentPosts(none, 'en')).toEqual([]);
    const fr = { navbar: manifest.site.navbar, footer: manifest.site.footer, sidebar: {}, blog: { sidebarTitle: 'Tous les articles' } };
    const translated = { ...every, site: { ...every.site, translations: { fr } } };
    expect(recentPostsTitle(translated, 'fr')).toBe('Tous les articles');
  });

  it("are a second blog's own on its pages (a changelog's), with its heading in the locale's words", () => {
    const release = { ...manifest.blog.posts[0]!, path: '/changelog/v1', title: 'Version 1' };
    const changelog = { ...manifest.blog, path: '/changelog', posts: [release], sidebar: { title: 'All releases', count: -1 } };
    const site = { ...manifest, blogs: { changelog } };
    expect(recentPosts(site, 'en', 'changelog').map((p) => p.title)).toEqual(['Version 1']);
    expect(recentPostsTitle(site, 'en', 'changelog')).toBe('All releases');
    // the main blog's pages keep its own
    expect(recentPosts(site, 'en')).toEqual(manifest.blog.posts.slice(0, 5));
    const fr = {
      navbar: manifest.site.navbar,
      footer: manifest.site.footer,
      sidebar: {},
      blogs: { changelog: { sidebarTitle: 'Toutes les versions' } },
    };
    const translated = { ...site, site: { ...site.site, translations: { fr } } };
    expect(recentPostsTitle(translated, 'fr', 'changelog')).toBe('Toutes les versions');
    expect(recentPostsTitle(translated, 'fr')).toBe(manifest.blog.sidebar?.title ?? 'Recent posts');
  });
});
