import { SiteLink } from '../site-link/site-link.tsx';
import '../docs-sidebar/docs-sidebar.css';

/** A titled list of links in the mobile menu (languages, versions, a navbar dropdown's entries). */
export function MenuLinks({ title, entries }: { title: string; entries: { key: string; label: string; to?: string; href?: string }[] }) {
  return (
    <>
      <div className="menu__heading">{title}</div>
      <ul className="menu">
        {entries.map((entry) => (
          <li key={entry.key}>
            <SiteLink to={entry.to} href={entry.href} className="menu__link">
              {entry.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
