import type { IconProps } from './icon-props.ts';

/** A small rightward caret: a folded sidebar category (CSS turns it down when open). */
export function ChevronRightIcon({ size = 12, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={size} height={size} aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M4 2l4 4-4 4" />
    </svg>
  );
}
