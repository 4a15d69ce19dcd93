import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import type { IconProps } from './icon-props.ts';

/** A box with an arrow out: the link opens another site in a new tab (Docusaurus' IconExternalLink, its name first). */
export function ExternalLinkIcon({ size = 12, className }: IconProps) {
  return (
    <svg
      className={className ? `${MODULE_CLASS.iconExternalLink} ${className}` : MODULE_CLASS.iconExternalLink}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
