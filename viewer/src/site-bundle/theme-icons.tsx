import type { ComponentType } from 'react';
import { CloseIcon } from '../components/icons/close-icon.tsx';
import { EditIcon } from '../components/icons/edit-icon.tsx';
import { ExternalLinkIcon } from '../components/icons/external-link-icon.tsx';
import { LanguageIcon } from '../components/icons/language-icon.tsx';
import { HomeIcon } from '../components/icons/home-icon.tsx';
import type { IconProps } from '../components/icons/icon-props.ts';
import { MenuIcon } from '../components/icons/menu-icon.tsx';
import { MonitorIcon } from '../components/icons/monitor-icon.tsx';
import { MoonIcon } from '../components/icons/moon-icon.tsx';
import { SunIcon } from '../components/icons/sun-icon.tsx';

// The classic theme's `@theme/Icon/*` site code draws (a copy button of its own, babel's AST explorer), where the
// site has no @docusaurus/theme-classic installed, whose own the bundle takes (compiler/bundle/plugin.ts):
// docgate's icons, sized by Docusaurus' `width` prop (its default where the site gives none).

/** Two sheets, one over the other: copy. */
function CopyIcon({ size = 24, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        fill="currentColor"
        d="M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z"
      />
    </svg>
  );
}

/** A tick: done (copied). */
function SuccessIcon({ size = 24, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d="M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z" />
    </svg>
  );
}

type DocusaurusIconProps = { width?: number | string; className?: string };

/** An icon taking Docusaurus' props: `width` as its size. */
const sized =
  (Icon: ComponentType<IconProps>, fallback: number) =>
  ({ width, className }: DocusaurusIconProps) => <Icon size={Number(width ?? fallback) || fallback} className={className} />;

/** The icon modules, as the registry holds them (contracts' ICON_MODULES). */
export const ICON_REGISTRY: Record<string, { default: ComponentType<DocusaurusIconProps> }> = {
  '@theme/Icon/Menu': { default: sized(MenuIcon, 30) },
  '@theme/Icon/Close': { default: sized(CloseIcon, 15) },
  '@theme/Icon/Copy': { default: sized(CopyIcon, 24) },
  '@theme/Icon/Success': { default: sized(SuccessIcon, 24) },
  '@theme/Icon/ExternalLink': { default: sized(ExternalLinkIcon, 13.5) },
  '@theme/Icon/Edit': { default: sized(EditIcon, 20) },
  '@theme/Icon/Home': { default: sized(HomeIcon, 24) },
  '@theme/Icon/Language': { default: sized(LanguageIcon, 20) },
  '@theme/Icon/DarkMode': { default: sized(MoonIcon, 24) },
  '@theme/Icon/LightMode': { default: sized(SunIcon, 24) },
  '@theme/Icon/SystemColorMode': { default: sized(MonitorIcon, 24) },
};
