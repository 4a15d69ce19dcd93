import type { ReactNode } from 'react';
import type { BlogTag } from '../../../../src/contracts/manifest.ts';
import { TagChips } from '../tag-chips/tag-chips.tsx';
import './blog-post.css';

/** The tags, then what the context adds: 'Read more' in a list, the edit link and last update on the post. */
export function BlogPostFooter({ tags, children }: { tags: BlogTag[]; children?: ReactNode }) {
  return (
    <div className="blog-post__footer">
      <TagChips tags={tags} />
      {children}
    </div>
  );
}
