import { useRef, type ReactNode } from 'react';
import { useHideOnScroll } from '../../hooks/use-hide-on-scroll.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { useNavbarMenu } from './navbar-menu-context.ts';
import './navbar.css';
import { useDarkBackground } from './use-dark-background.ts';

/**
 * The bar around the navbar's content (the classic theme's Navbar/Layout): Infima's navbar, fixed at the top,
 * in the config's style, hidden on scroll down when the config says so.
 */
export function NavbarLayout({ children }: { children?: ReactNode }) {
  const { navbar } = useLocalizedChrome();
  const t = useThemeString();
  const { shown: menuOpen } = useNavbarMenu();
  const hidden = useHideOnScroll(navbar.hideOnScroll && !menuOpen);
  const bar = useRef<HTMLElement>(null);
  // a dark bar from the site's own CSS (its swizzled navbar's): Infima's dark style, so the items read
  const darkBar = useDarkBackground(bar, navbar.style !== undefined);
  const style = navbar.style ?? (darkBar ? 'dark' : undefined);
  return (
    // Infima's navbar--fixed-top too, as Docusaurus' navbar has it: a site's CSS that pins it (`position: fixed`
    // and a padded body, markov-root/atlas) otherwise leaves a blank band above the navbar
    <nav
      ref={bar}
      className={`navbar navbar--fixed-top ${style ? `navbar--${style}` : ''} ${hidden ? 'navbar--hidden' : ''}`}
      aria-label={t('theme.NavBar.navAriaLabel', 'Main')}
    >
      {children}
    </nav>
  );
}
