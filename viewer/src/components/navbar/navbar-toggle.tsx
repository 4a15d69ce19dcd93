import { useThemeString } from '../../hooks/use-theme-string.ts';
import { MenuIcon } from '../icons/menu-icon.tsx';
import { useNavbarMenu } from './navbar-menu-context.ts';
import './navbar.css';

/** The menu button at 996 px and below (the classic theme's Navbar/MobileSidebar/Toggle): it opens docgate's mobile menu. */
export function NavbarMobileToggle() {
  const t = useThemeString();
  const { shown, toggle } = useNavbarMenu();
  return (
    <button
      type="button"
      className="icon-button navbar__toggle"
      aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
      aria-expanded={shown}
      aria-controls="mobile-menu"
      onClick={toggle}
    >
      <MenuIcon size={26} />
    </button>
  );
}
