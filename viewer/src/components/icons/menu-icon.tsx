import type { IconProps } from './icon-props.ts';

/** Three lines: opens the navigation menu at 996 px and below. */
export function MenuIcon({ size = 26, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 30 30" width={size} height={size} aria-hidden="true">
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2.2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}
