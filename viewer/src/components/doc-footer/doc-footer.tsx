import type { DocPageData } from '../../site-bundle/doc-item-context.ts';
import { PageMeta } from '../page-meta/page-meta.tsx';
import { TagChips } from '../tag-chips/tag-chips.tsx';
import './doc-footer.css';

/** Under a doc: its tags, the edit link and the last update (Docusaurus' DocItem/Footer). */
export function DocFooter({ page }: { page: DocPageData }) {
  return (
    <div className="doc-footer">
      <TagChips tags={page.tags} />
      <PageMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} />
    </div>
  );
}
