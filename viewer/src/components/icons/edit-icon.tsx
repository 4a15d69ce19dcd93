import type { IconProps } from './icon-props.ts';

/** A pencil: 'Edit this page'. */
export function EditIcon({ size = 16, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
      <path
        fill="currentColor"
        d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z"
      />
    </svg>
  );
}
