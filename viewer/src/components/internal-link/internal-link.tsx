import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSiteNavigate } from '../../hooks/use-site-navigate.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** An `<a>` to a site path that navigates without a reload (modified clicks still open new tabs). */
export function InternalLink({ to, onClick, ...rest }: Props) {
  const navigate = useSiteNavigate();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  }
  return <a href={to} {...rest} onClick={handleClick} />;
}
