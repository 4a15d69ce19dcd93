import type { ReactNode } from 'react';
import type { BlogTag } from '../../../../src/contracts/manifest.ts';
import { TagChips } from '../tag-chips/tag-chips.tsx';
import './blog-post.css';

/**
 * The tags, then what the context adds: 'Read more' beside them in a list; on the post's own page the edit
 * link and last update under them, as Docusaurus' BlogPostItem/Footer stacks them there.
 */
export function BlogPostFooter({ tags, onPostPage, children }: { tags: BlogTag[]; onPostPage: boolean; children?: ReactNode }) {
  return (
    <div className={onPostPage ? 'blog-post__footer blog-post__footer--page' : 'blog-post__footer'}>
      <TagChips tags={tags} />
      {children}
    </div>
  );
}
