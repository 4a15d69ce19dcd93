import { describe, expect, it } from 'vitest';
import { recentPosts } from '../../viewer/src/lib/recent-posts.ts';
import { manifest } from './support/site-fixture.ts';

describe('recent posts', () => {
  it("are the blog's of the page's locale, and the default locale's where it has none", () => {
    const post = { ...manifest.blog.posts[0]!, path: '/fr/blog/welcome', title: 'Bienvenue' };
    const site = { ...manifest, blog: { ...manifest.blog, localePosts: { fr: [post] } } };
    expect(recentPosts(site, 'fr').map((p) => p.title)).toEqual(['Bienvenue']);
    expect(recentPosts(site, 'en')).toEqual(manifest.blog.posts.slice(0, 5));
    expect(recentPosts(site, 'de')).toEqual(manifest.blog.posts.slice(0, 5));
  });
});
