import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { LogoImage } from '../logo-image/logo-image.tsx';
import './navbar.css';

/** The navbar logo from the site config. */
export function SiteLogo() {
  const { logo } = useLocalizedChrome().navbar;
  if (!logo) return null;
  // as Docusaurus: the image in div.navbar__logo, 2rem high and as wide as its proportions make it, unless
  // the config sizes it; a site's `.navbar__logo { height: 100% }` (flow's) sizes the box, not the image
  return (
    <div className="navbar__logo">
      <LogoImage logo={logo} />
    </div>
  );
}
