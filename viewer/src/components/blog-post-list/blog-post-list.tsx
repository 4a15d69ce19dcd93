import type { ReactNode } from 'react';
import type { Blog } from '../../../../src/contracts/manifest.ts';
import { BlogPagination } from '../blog-pagination/blog-pagination.tsx';
import { BlogPostItem, type ListPage } from './blog-post-item.tsx';
import './blog-post-list.css';

/**
 * A list page's header (title, description, links) if it has one, a rule under it (`rule`) when posts follow, its
 * posts, and the links to the neighbouring pages.
 */
export function BlogPostList({ page, blog, header, rule = false }: { page: ListPage; blog: Blog; header?: ReactNode; rule?: boolean }) {
  return (
    <>
      {header ? <header className="blog-list__header">{header}</header> : null}
      {rule && page.posts.length > 0 ? <hr className="blog-list__rule" /> : null}
      {page.posts.map((post) => (
        <BlogPostItem key={post.path} post={post} blog={blog} named={page} />
      ))}
      <BlogPagination pagination={page.pagination} />
    </>
  );
}
