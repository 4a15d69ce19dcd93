import type { Manifest, PageData } from '../../../src/contracts/manifest.ts';
import { BlogPagination } from './blog-pagination.tsx';
import { BlogPostItem } from './blog-post-item.tsx';

type ListPage = Extract<PageData, { kind: 'blogList' | 'blogTag' | 'blogAuthor' }>;

/** The posts of one list page and the links to the neighbouring pages. */
export function BlogPostList({ page, manifest }: { page: ListPage; manifest: Manifest }) {
  return (
    <>
      {page.posts.map((post) => (
        <BlogPostItem key={post.path} post={post} manifest={manifest} />
      ))}
      <BlogPagination pagination={page.pagination} />
    </>
  );
}
