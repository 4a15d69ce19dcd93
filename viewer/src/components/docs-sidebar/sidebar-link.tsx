import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { isSitePath, pathnameLink } from '../../../../src/contracts/url-scheme.ts';
import { gatePath } from '../../content/gate-refs.ts';
import { useAssetUrls } from '../../hooks/use-asset-url.ts';
import { SiteLink } from '../site-link/site-link.tsx';

/** A file of the site the sidebar links to (a `pathname:///files/spec.pdf` the compiler found in the static folders): opened through the gate. */
function GatedFileLink({ path, label }: { path: string; label: string }) {
  const url = useAssetUrls(new Map([[path, 'link' as const]])).get(path);
  // until the file is in, the link goes nowhere rather than to a `gate:` URL the browser cannot load
  return (
    <a className="menu__link" href={url ?? '#'} target="_blank" rel="noopener noreferrer" aria-disabled={url ? undefined : true}>
      {label}
    </a>
  );
}

/**
 * A sidebar `link` item: a path of the site inside it, another site in a new tab (SiteLink); a gated file of this site through the gate; Docusaurus'
 * `pathname:///x` that is no file of the site as a plain link to that path, loaded whole as Docusaurus does.
 */
export function SidebarLink({ href, label }: { href: string; label: string }) {
  const gated = gatePath(href);
  if (gated) return <GatedFileLink path={gated} label={label} />;
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
