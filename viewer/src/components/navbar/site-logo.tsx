import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { LogoImage } from '../logo-image/logo-image.tsx';
import './navbar.css';

/** The navbar logo from the site config. */
export function SiteLogo() {
  const { logo } = useLocalizedChrome().navbar;
  if (!logo) return null;
  // as Docusaurus: 2rem high and as wide as its proportions make it, unless the config sizes it
  return <LogoImage logo={logo} className="navbar__logo" />;
}
