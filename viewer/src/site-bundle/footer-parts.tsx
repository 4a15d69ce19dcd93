import type { ComponentType } from 'react';
import { isMultiColumnFooterLinks } from '../components/footer/footer-config.ts';
import { FooterCopyright } from '../components/footer/footer-copyright.tsx';
import { FooterLayout } from '../components/footer/footer-layout.tsx';
import { FooterLinkItem } from '../components/footer/footer-link-item.tsx';
import { FooterLogo } from '../components/footer/footer-logo.tsx';
import { useShellParts } from './layout-context.ts';

// The classic theme's footer parts a site's swizzled Footer (ejected, wrapping) and its swizzled parts import:
// docgate's footer's own, given what the theme gives them (the config's footer as useThemeConfig has it).

type ShellFooterPart = 'OriginalFooter' | 'FooterLinks' | 'FooterLinksMultiColumn' | 'FooterLinksSimple';

/** The shell's footer part `name` (one that draws the site's parts within, which the runtime cannot import). */
const fromShell = (name: ShellFooterPart) => (props: Record<string, unknown>) => {
  const Drawn = useShellParts()[name] as ComponentType<Record<string, unknown>>;
  return <Drawn {...props} />;
};

/** The footer's modules, as the registry holds them (contracts' FOOTER_MODULES). */
export const FOOTER_REGISTRY: Record<string, Record<string, unknown>> = {
  '@theme-original/Footer': { default: fromShell('OriginalFooter') },
  '@theme/Footer/Layout': { default: FooterLayout },
  '@theme/Footer/Links': { default: fromShell('FooterLinks') },
  '@theme/Footer/Links/MultiColumn': { default: fromShell('FooterLinksMultiColumn') },
  '@theme/Footer/Links/Simple': { default: fromShell('FooterLinksSimple') },
  '@theme/Footer/LinkItem': { default: FooterLinkItem },
  '@theme/Footer/Logo': { default: FooterLogo },
  '@theme/Footer/Copyright': { default: FooterCopyright },
};

/** What theme-common gives a site's footer code. */
export const FOOTER_HELPERS = { isMultiColumnFooterLinks };
