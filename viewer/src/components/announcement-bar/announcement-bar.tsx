import type { Site } from '../../../../src/contracts/manifest.ts';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { useAnnouncementDismissal } from '../../hooks/use-announcement-dismissal.ts';
import { useHtmlLinkClicks } from '../../hooks/use-html-link-clicks.ts';
import { CloseIcon } from '../icons/close-icon.tsx';
import './announcement-bar.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';

type Announcement = NonNullable<Site['announcementBar']>;

// Docusaurus' names too, which a site's CSS selects (saleor's `div[class^="content_"]` lays its text and button
// in a row): its CSS modules' `content_<hash>` first, as a `^=` selector needs, and the close button's `close`
const CONTENT_CLASSES = `${MODULE_CLASS.content} ${MODULE_CLASS.announcementBarContent} announcement-bar__content`;
const CLOSE_CLASSES = `close ${MODULE_CLASS.closeButton} ${MODULE_CLASS.announcementBarClose} announcement-bar__close`;

/** The optional bar above the navbar; closing it is remembered until its id changes. */
export function AnnouncementBar({ bar }: { bar: Announcement }) {
  const [dismissed, dismiss] = useAnnouncementDismissal(bar.id);
  const onClick = useHtmlLinkClicks();
  const t = useThemeString();
  if (dismissed) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <header> is a banner only outside sectioning elements; the role keeps this named landmark wherever the bar is mounted
    <div
      className="announcement-bar theme-announcement-bar"
      role="banner"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: routes clicks on the links inside, which keyboards activate themselves */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the very click this handler routes */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (allow-listed tags, attributes and URLs) */}
      <div className={CONTENT_CLASSES} onClick={onClick} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className={CLOSE_CLASSES}
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')}
          onClick={dismiss}
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </div>
  );
}
