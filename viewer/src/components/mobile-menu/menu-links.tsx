import { SiteLink } from '../site-link/site-link.tsx';
import '../docs-sidebar/docs-sidebar.css';

/** A titled list of links in the mobile menu (languages, versions, a navbar dropdown's entries). */
export function MenuLinks({
  title,
  entries,
}: {
  title: string;
  entries: { key: string; label: string; to?: string; href?: string; html?: string }[];
}) {
  return (
    <>
      <div className="menu__heading">{title}</div>
      <ul className="menu">
        {entries.map((entry) =>
          entry.html !== undefined ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the compiler sanitized it (sanitize-inline.ts)
            <li key={entry.key} className="menu__list-item menu__html-item" dangerouslySetInnerHTML={{ __html: entry.html }} />
          ) : (
            <li key={entry.key}>
              <SiteLink to={entry.to} href={entry.href} className="menu__link">
                {entry.label}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
