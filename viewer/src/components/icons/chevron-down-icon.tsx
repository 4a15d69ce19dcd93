import type { IconProps } from './icon-props.ts';

/** A small downward caret: the toggle of a dropdown. */
export function ChevronDownIcon({ size = 10, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={size} height={size} aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M2 4l4 4 4-4" />
    </svg>
  );
}
