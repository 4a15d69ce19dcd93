import { useAssetUrl } from '../../hooks/use-asset-url.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import './navbar.css';

/** The navbar logo from the site config (an asset fetched through the gate when it is one). */
export function SiteLogo() {
  const { logo } = useLocalizedChrome().navbar;
  const src = useAssetUrl(logo?.src);
  if (!logo) return null;
  return src ? <img className="navbar__logo" src={src} alt={logo.alt} width="32" height="32" /> : <span className="navbar__logo" />;
}
