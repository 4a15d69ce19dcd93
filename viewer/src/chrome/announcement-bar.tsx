import type { Site } from '../../../src/contracts/manifest.ts';
import { useAnnouncementDismissal } from './use-announcement-dismissal.ts';
import { useHtmlLinkClicks } from './use-html-link-clicks.ts';

type Announcement = NonNullable<Site['announcementBar']>;

/** The optional bar above the navbar; closing it is remembered until its id changes. */
export function AnnouncementBar({ bar }: { bar: Announcement }) {
  const [dismissed, dismiss] = useAnnouncementDismissal(bar.id);
  const onClick = useHtmlLinkClicks();
  if (dismissed) return null;
  return (
    <div
      className="announcement-bar"
      role="banner"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {/* sanitized inline HTML from the pipeline */}
      <div className="announcement-bar__content" onClick={onClick} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-bar__close" aria-label="Close announcement" onClick={dismiss}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
