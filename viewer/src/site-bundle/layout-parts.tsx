import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { LAYOUT_PROVIDERS } from '../../../src/contracts/site-bundle.ts';
import { NotFoundContent } from '../components/not-found/not-found.tsx';
import { PageCrash } from '../components/page-error-boundary/page-error-boundary.tsx';
import { useTitleRequest } from '../hooks/use-document-title.ts';
import { InShellPage, useShellParts } from './layout-context.ts';

// The classic theme's page parts a site's swizzled Layout draws: a wrapper's `@theme-original/Layout` is
// docgate's page around the children, an ejected one's `@theme/Navbar`, `@theme/Footer`... are docgate's
// navbar and footer where it places them (layout-context.ts), so the page looks like docgate's with the
// site's additions.

/** `@theme-original/Layout`: docgate's page around the children; its children alone inside docgate's page already. */
function OriginalLayout({ children }: { children?: ReactNode }) {
  const { Layout } = useShellParts();
  return useContext(InShellPage) ? children : <Layout>{children}</Layout>;
}

/** The shell's part `name` (ShellParts), where a site's layout draws it. */
function ShellPart({ name }: { name: 'Navbar' | 'Footer' | 'AnnouncementBar' | 'SkipToContent' }) {
  const Part = useShellParts()[name];
  return <Part />;
}
const Navbar = () => <ShellPart name="Navbar" />;
const Footer = () => <ShellPart name="Footer" />;
const AnnouncementBar = () => <ShellPart name="AnnouncementBar" />;
const SkipToContent = () => <ShellPart name="SkipToContent" />;

/** A provider of the theme's: its children (docgate's own contexts are around the site already). */
const Children = ({ children }: { children?: ReactNode }) => <>{children}</>;

/** `PageMetadata` (and v2's LayoutHead): its title names the tab, `Title | Site`; the rest is the document head, left out. */
function PageMetadata({ title }: { title?: string }) {
  useTitleRequest('page', typeof title === 'string' && title !== '' ? title : undefined);
  return null;
}

/** theme-common's composeProviders: one provider of them all, the first outermost. */
const composeProviders =
  (providers: ComponentType<{ children?: ReactNode }>[]) =>
  ({ children }: { children?: ReactNode }) =>
    providers.reduceRight<ReactNode>((inner, provider) => createElement(provider, null, inner), children);

/** What an ejected Layout takes from `@docusaurus/theme-common` (and its internals). */
export const LAYOUT_HELPERS = {
  PageMetadata,
  // the id of the main wrapper an ejected layout draws, where Docusaurus' skip link lands without a <main>
  SkipToContentFallbackId: '__docusaurus_skipToContent_fallback',
  composeProviders,
  // the theme's class on <html> while the reader moves by keyboard: docgate's focus styles stand
  useKeyboardNavigation: () => {},
};

/** The internals' providers a site's own Layout/Provider composes. */
export const LAYOUT_PROVIDER_MODULES = Object.fromEntries(LAYOUT_PROVIDERS.map((name) => [name, Children]));

/** The Layout's modules, as the registry holds them (contracts' LAYOUT_MODULES). */
export const LAYOUT_REGISTRY: Record<string, Record<string, unknown>> = {
  '@theme-original/Layout': { default: OriginalLayout },
  '@theme/Navbar': { default: Navbar },
  '@theme/Footer': { default: Footer },
  '@theme/AnnouncementBar': { default: AnnouncementBar },
  '@theme/SkipToContent': { default: SkipToContent },
  // docgate has no back-to-top button
  '@theme/BackToTopButton': { default: () => null },
  '@theme/ErrorPageContent': { default: PageCrash },
  '@theme/Layout/Provider': { default: Children },
  '@theme/LayoutProviders': { default: Children },
  '@theme/LayoutHead': { default: PageMetadata },
  '@theme/NotFound/Content': { default: NotFoundContent },
};
