import type { ReactNode } from 'react';
import './footer.css';

/** The footer's box (the classic theme's Footer/Layout): its links, then the logo and the copyright, in the config's style. */
export function FooterLayout({
  style,
  links,
  logo,
  copyright,
}: {
  style?: string;
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}) {
  return (
    <footer className={`footer footer--${style ?? 'light'}`}>
      <div className="footer__inner">
        {links}
        {logo ? <div className="footer__logo-box">{logo}</div> : null}
        {copyright}
      </div>
    </footer>
  );
}
