import type { PageData } from '../../../../src/contracts/manifest.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useFormatDate } from '../../hooks/use-format-date.ts';
import { EditIcon } from '../icons/edit-icon.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import './page-meta.css';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

// theme-classic's LastUpdated writes the month short (`Mar 14, 2025`); docgate's own layout writes it whole
const SHORT_MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** 'Edit this page' and 'Last updated on ... by ...' under a page. */
export function PageMeta({ editUrl, lastUpdated }: Pick<PageData, 'editUrl' | 'lastUpdated'>) {
  const t = useThemeString();
  const formatDate = useFormatDate();
  const docusaurus = isDocusaurusSite(useContent().manifest);
  if (!editUrl && !lastUpdated) return null;
  return (
    <div className="page-meta">
      {editUrl ? (
        <a className="page-meta__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
          <EditIcon size={16} />
          {t('theme.common.editThisPage', 'Edit this page')}
        </a>
      ) : (
        <span />
      )}
      {/* there when empty too: theme-classic's EditMetaRow always has its last-update column (a phone stacks it, 0.2rem down) */}
      <span className="page-meta__updated">
        {lastUpdated
          ? t.nodes('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', {
              atDate: t.nodes('theme.lastUpdated.atDate', ' on {date}', {
                date: <time dateTime={lastUpdated.at}>{formatDate(lastUpdated.at, docusaurus ? SHORT_MONTH : undefined)}</time>,
              }),
              byUser: lastUpdated.author ? t.nodes('theme.lastUpdated.byUser', ' by {user}', { user: <b>{lastUpdated.author}</b> }) : null,
            })
          : null}
      </span>
    </div>
  );
}
