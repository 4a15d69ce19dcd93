import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import type { FooterColumn, FooterItem, FooterLinkList } from '../components/footer/footer-config.ts';

/** What a page gives its `<Layout>` (title, description, wrapperClassName, noFooter...): its plain values. */
export type LayoutProps = Record<string, string | number | boolean>;

/**
 * docgate's page around the route (skip link, announcement bar, navbar, the page, footer) and its parts,
 * as a site's swizzled Layout draws them: `@theme-original/Layout`, or `@theme/Navbar`... of an ejected
 * one. Handed down by the site shell, which the runtime cannot import (the shell renders the site bundle).
 */
export interface ShellParts {
  Layout: ComponentType<{ children?: ReactNode }>;
  SkipToContent: ComponentType;
  AnnouncementBar: ComponentType;
  Navbar: ComponentType;
  Footer: ComponentType;
  /** docgate's own navbar (`@theme-original/Navbar`), its parts the site's where it swizzled them */
  OriginalNavbar: ComponentType;
  /** docgate's navbar content (`@theme/Navbar/Content`): its menu button, logo, items, colour mode and sign-out */
  NavbarContent: ComponentType;
  /** `@theme/NavbarItem`: an item of the config's (useThemeConfig) or one site code writes, drawn in its place in the bar */
  NavbarItem: ComponentType<Record<string, unknown>>;
  /** docgate's own footer (`@theme-original/Footer`) and its parts that draw others, each the site's where it swizzled it */
  OriginalFooter: ComponentType;
  FooterLinks: ComponentType<{ links: FooterLinkList }>;
  FooterLinksMultiColumn: ComponentType<{ columns: FooterColumn[] }>;
  FooterLinksSimple: ComponentType<{ links: FooterItem[] }>;
}

export const ShellContext = createContext<ShellParts | null>(null);

/** The shell's parts; throws outside the site shell, where no site code renders. */
export function useShellParts(): ShellParts {
  const parts = useContext(ShellContext);
  if (!parts) throw new Error('docgate: a page part was drawn outside the site shell');
  return parts;
}

/** True inside docgate's page: a second `@theme-original/Layout` there is its children alone (one navbar). */
export const InShellPage = createContext(false);

// the site's Layout is drawn once around every page; a page's own `<Layout title>` (a React page's, a
// NotFound's) hands its props up to it here, as Docusaurus would have drawn that page with them
const LayoutPropsContext = createContext<((props: LayoutProps | null) => void) | null>(null);
export const LayoutPropsProvider = LayoutPropsContext.Provider;

/** Gives the site's Layout around the caller `props` while the caller is shown (nothing without one). */
export function useLayoutProps(props: Record<string, unknown>): void {
  const hand = useContext(LayoutPropsContext);
  // compared by value: a page passes a new object on every render
  const plain = JSON.stringify(Object.entries(props).filter(([name, value]) => name !== 'children' && isPlain(value)));
  useEffect(() => {
    if (!hand) return;
    hand(Object.fromEntries(JSON.parse(plain) as [string, string | number | boolean][]));
    return () => hand(null);
  }, [hand, plain]);
}

const isPlain = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);
