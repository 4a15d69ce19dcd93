import type { PageData } from '../../../src/contracts/manifest.ts';
import { formatDate } from './format-date.ts';

/** 'Edit this page' and 'Last updated on ... by ...' under a page. */
export function PageMeta({ editUrl, lastUpdated }: Pick<PageData, 'editUrl' | 'lastUpdated'>) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <div className="page-meta">
      {editUrl ? (
        <a className="page-meta__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z"
            />
          </svg>
          Edit this page
        </a>
      ) : (
        <span />
      )}
      {lastUpdated ? (
        <span className="page-meta__updated">
          Last updated on <time dateTime={lastUpdated.at}>{formatDate(lastUpdated.at)}</time>
          {lastUpdated.author ? (
            <>
              {' '}
              by <b>{lastUpdated.author}</b>
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
