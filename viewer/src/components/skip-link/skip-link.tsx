import type { MouseEvent } from 'react';
import './skip-link.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';

/** The first Tab stop: jumps past the navbar to the page's main content. */
export function SkipLink() {
  const t = useThemeString();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.querySelector<HTMLElement>('main') ?? document.getElementById('main-wrapper');
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView({ block: 'start' });
  }
  return (
    // biome-ignore lint/a11y/useValidAnchor: an in-page link to #main-content that works without script; the handler only moves focus there too
    <a className="skip-link" href="#main-content" onClick={onClick}>
      {t('theme.common.skipToMainContent', 'Skip to main content')}
    </a>
  );
}
