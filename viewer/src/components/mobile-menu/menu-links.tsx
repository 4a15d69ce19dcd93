import { InternalLink } from '../internal-link/internal-link.tsx';
import '../docs-sidebar/docs-sidebar.css';

/** A titled list of site links in the mobile menu (languages, versions). */
export function MenuLinks({ title, entries }: { title: string; entries: { key: string; label: string; to: string }[] }) {
  return (
    <>
      <div className="menu__heading">{title}</div>
      <ul className="menu">
        {entries.map((entry) => (
          <li key={entry.key}>
            <InternalLink to={entry.to} className="menu__link">
              {entry.label}
            </InternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
