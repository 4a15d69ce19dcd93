import type { IconProps } from './icon-props.ts';

/** A circle half filled: the colour mode follows the system, as a Docusaurus site's switch shows it. */
export function HalfCircleIcon({ size = 24, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 5a7 7 0 0 1 0 14z" fill="currentColor" />
    </svg>
  );
}
