import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { LogoImage } from '../logo-image/logo-image.tsx';
import './navbar.css';

/** The navbar logo from the site config. */
export function SiteLogo() {
  const { logo } = useLocalizedChrome().navbar;
  if (!logo) return null;
  return <LogoImage logo={logo} className="navbar__logo" width="32" height="32" />;
}
