import './draft-badge.css';

/** The mark on a draft page: drafts show only under `docgate dev` and are never published. */
export function DraftBadge() {
  return (
    <div className="draft-badge" role="note" aria-label="Draft page">
      <span className="draft-badge__label">Draft</span>
      This page is a draft. It shows only while you run docgate dev and is left out of docgate build, so readers never see it.
    </div>
  );
}
