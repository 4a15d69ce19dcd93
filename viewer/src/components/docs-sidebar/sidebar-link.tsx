import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { isSitePath, pathnameLink } from '../../../../src/contracts/url-scheme.ts';
import { gatePath } from '../../content/gate-refs.ts';
import { GatedFileLink } from '../gated-file-link/gated-file-link.tsx';
import { SiteLink } from '../site-link/site-link.tsx';

/**
 * A sidebar `link` item: a path of the site inside it, another site in a new tab (SiteLink); a gated file of this site through the gate; Docusaurus'
 * `pathname:///x` that is no file of the site as a plain link to that path, loaded whole as Docusaurus does.
 */
export function SidebarLink({ href, label }: { href: string; label: string }) {
  if (gatePath(href)) {
    return (
      <GatedFileLink href={href} className="menu__link">
        {label}
      </GatedFileLink>
    );
  }
  const plain = pathnameLink(href);
  if (plain !== null) {
    return (
      <a className="menu__link" href={plain}>
        {label}
      </a>
    );
  }
  // a path of this site routes inside it; another site opens in a new tab with the arrow, as Docusaurus' sidebar draws both
  const external = !(href.startsWith('#') || isSitePath(href));
  return (
    <SiteLink href={href} className={external ? `menu__link ${MODULE_CLASS.menuExternalLink}` : 'menu__link'}>
      {label}
    </SiteLink>
  );
}
