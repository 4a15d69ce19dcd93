import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Manifest, TocItem } from '../../../../src/contracts/manifest.ts';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { DESKTOP_QUERY } from '../../lib/breakpoints.ts';
import { postsByYear, recentPosts, recentPostsTitle } from '../../lib/recent-posts.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { findRoute } from '../../content/find-route.ts';
// the TOC column's styles (.doc-toc) come first; .blog-toc adjusts them
import { TocSlot } from '../toc-slot/toc-slot.tsx';
import './blog-layout.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';

/** 'Recent posts' on the left, the blog page, and a TOC for posts wider than 996 px (none below,
 * as Docusaurus' blog post page hides it). */
export function BlogLayout({ manifest, toc, children }: { manifest: Manifest; toc?: TocItem[]; children: ReactNode }) {
  const [pathname] = useLocation();
  const t = useThemeString();
  const route = findRoute(manifest, pathname);
  const locale = route?.locale;
  // a second blog's pages (a changelog) list its own posts
  const recent = recentPosts(manifest, locale, route?.blog);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const hasToc = toc !== undefined && toc.length > 0 && desktop;
  return (
    <div className={`blog-layout ${hasToc ? 'blog-layout--with-toc' : ''}`}>
      {/* a blog whose sidebar count is 0 has none: the column stays, empty */}
      <aside className="blog-sidebar">
        {recent.length === 0 ? null : (
          // Docusaurus' BlogSidebar's names, for a site's CSS
          <nav className={MODULE_CLASS.sidebar} aria-label={t('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
            <div className={`${MODULE_CLASS.sidebarItemTitle} blog-sidebar__title`}>{recentPostsTitle(manifest, locale, route?.blog)}</div>
            {/* grouped by year, as Docusaurus' blog sidebar is */}
            {postsByYear(recent).map(([year, posts]) => (
              <section key={year} className="blog-sidebar__year">
                <h3 className={`${MODULE_CLASS.yearGroupHeading} blog-sidebar__year-title`}>{year}</h3>
                {/* Docusaurus' list of plain links, not the docs sidebar's menu: a site's `.menu__link` rules
                    for its docs sidebar do not reach it (tailcall's fixed-height links overlapped here) */}
                <ul className={`${MODULE_CLASS.sidebarItemList} clean-list blog-sidebar__list`}>
                  {posts.map((post) => (
                    <li key={post.path} className="blog-sidebar__item">
                      <InternalLink
                        to={post.path}
                        className={`blog-sidebar__link ${post.path === pathname ? 'blog-sidebar__link--active' : ''}`}
                        aria-current={post.path === pathname ? 'page' : undefined}
                      >
                        {post.title}
                      </InternalLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
      </aside>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        {children}
      </main>
      {hasToc ? <TocSlot items={toc} className="blog-toc" /> : null}
    </div>
  );
}
