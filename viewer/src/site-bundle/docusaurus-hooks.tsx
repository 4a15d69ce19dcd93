import {
  Component,
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ImgHTMLAttributes,
  type ReactNode,
} from 'react';
import { useSearch, useLocation as useWouterLocation } from 'wouter';
import type { PrismTheme } from '../../../src/contracts/prism-theme.ts';
import { pluralForm } from '../../../src/contracts/theme-strings.ts';
import { isExternalUrl } from '../../../src/contracts/url-scheme.ts';
import { useColorMode as useViewerColorMode } from '../hooks/use-color-mode.ts';
import { useTitleRequest } from '../hooks/use-document-title.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useSiteNavigate } from '../hooks/use-site-navigate.ts';
import { DESKTOP_QUERY } from '../lib/breakpoints.ts';
import { codeThemes } from './code-themes.ts';
import { clsx, withoutBaseUrl } from './docusaurus-modules.tsx';
import { mediaElement } from './gated-media.tsx';
import { staticFiles } from './static-files.ts';

// More of the Docusaurus modules site components import, in the shape of Docusaurus' own exports:
// the router (react-router 5's hooks), theme-common's hooks, ThemedImage and CodeBlock.

/** `@docusaurus/router` useLocation: the open page's pathname, search and hash. */
export function useLocation() {
  const [pathname] = useWouterLocation();
  // the query changes without a new path too (a Tabs' queryString choice): its readers render again
  const query = useSearch();
  return useMemo(() => ({ pathname, search: query ? `?${query}` : '', hash: window.location.hash, state: null }), [pathname, query]);
}

/** theme-common's `useHistorySelector`: what `selector` reads of the history (its location's search), again on each change. */
export function useHistorySelector<T>(selector: (history: ReturnType<typeof useHistory>) => T): T {
  return selector(useHistory());
}

/** `@docusaurus/router` useHistory: push and replace go through the viewer's router. */
export function useHistory() {
  const navigate = useSiteNavigate();
  const [, wouterNavigate] = useWouterLocation();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: string) => navigate(withoutBaseUrl(to)),
      replace: (to: string) => wouterNavigate(withoutBaseUrl(to), { replace: true }),
      goBack: () => window.history.back(),
      go: (steps: number) => window.history.go(steps),
    }),
    [location, navigate, wouterNavigate],
  );
}

/** `@docusaurus/router` Redirect (and `@docusaurus/Redirect`): goes to `to` in place of this page. */
export function Redirect({ to }: { to: string }) {
  const [, navigate] = useWouterLocation();
  useEffect(() => navigate(withoutBaseUrl(to), { replace: true }), [navigate, to]);
  return null;
}

type Components = Record<string, unknown>;
const MDXContext = createContext<Components>({});

/**
 * `@mdx-js/react` MDXProvider: the components it hands down reach the MDX files site code imports (their
 * compiled code asks useMDXComponents), as OpenTofu's FAQ gets its `<AccordionItem>`; a page's own
 * Markdown docgate renders itself, which they do not reach.
 */
export function MDXProvider({
  components,
  disableParentContext,
  children,
}: {
  components?: Components | ((parent: Components) => Components);
  disableParentContext?: boolean;
  children?: ReactNode;
}) {
  const parent = useContext(MDXContext);
  const value = useMemo(() => {
    if (typeof components === 'function') return components(parent);
    return disableParentContext ? (components ?? {}) : { ...parent, ...components };
  }, [parent, components, disableParentContext]);
  return createElement(MDXContext.Provider, { value }, children);
}

/** `@mdx-js/react` useMDXComponents: the theme's MDX components and the providers', merged with (or passed to) the caller's. */
export function useMDXComponents(theme: Components, own?: unknown): Components {
  const provided = useContext(MDXContext);
  const merged = { ...theme, ...provided };
  if (typeof own === 'function') return (own as (components: Components) => Components)(merged);
  return { ...merged, ...(own && typeof own === 'object' ? own : {}) };
}

/** `@docusaurus/ExecutionEnvironment`: a mounted island always runs in a browser. */
export const ExecutionEnvironment = {
  canUseDOM: true,
  canUseEventListeners: true,
  canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined',
  canUseViewport: true,
};

/** `@docusaurus/isInternalUrl`: a site path, not a URL with a scheme or `//host`. */
export const isInternalUrl = (url?: string): boolean => !!url && !isExternalUrl(url);

/** `@docusaurus/theme-common` useColorMode: the shown mode, and a way to choose one. */
export function useColorMode() {
  const { resolved, choose } = useViewerColorMode();
  return { colorMode: resolved, isDarkTheme: resolved === 'dark', setColorMode: choose };
}

/** `@docusaurus/theme-common` usePluralForm: a `One post|{count} posts` message's form in the page's locale. */
export function usePluralForm() {
  // the viewer keeps <html lang> at the open page's locale
  const locale = document.documentElement.lang || 'en';
  return { selectMessage: (count: number, message: string) => pluralForm(message, count, locale) };
}

/** `@docusaurus/theme-common` useWindowSize: the viewer's own breakpoint (996 px), as Docusaurus'. */
export function useWindowSize(): 'desktop' | 'mobile' {
  return useMediaQuery(DESKTOP_QUERY) ? 'desktop' : 'mobile';
}

/**
 * `@docusaurus/theme-common` usePrismTheme: the site's Prism theme of the shown colour mode, as Docusaurus
 * reads `prism.theme` and `darkTheme` by useColorMode (which site code hands a live code editor or its own
 * `<Highlight>`); a theme of no colours of its own (the page's text colour) where docgate has none.
 */
export function usePrismTheme(): PrismTheme {
  const { isDarkTheme } = useColorMode();
  const themes = codeThemes.get();
  if (!themes) return PLAIN_THEME;
  return isDarkTheme ? themes.dark : themes.light;
}
const PLAIN_THEME: PrismTheme = { plain: {}, styles: [] };

/** `@docusaurus/ErrorBoundary`: its children, or its fallback (Docusaurus' `({ error, tryAgain })`) once they threw. */
export class ErrorBoundary extends Component<
  { fallback?: (props: { error: Error; tryAgain: () => void }) => ReactNode; children?: ReactNode },
  { error: Error | null }
> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    const tryAgain = () => this.setState({ error: null });
    return this.props.fallback ? (
      this.props.fallback({ error, tryAgain })
    ) : (
      <p role="alert">This part of the page crashed: {error.message}</p>
    );
  }
}

/** `@docusaurus/theme-common` ThemeClassNames: the class names Docusaurus' theme puts on its parts. */
export const ThemeClassNames = {
  page: { docsDocPage: 'docs-doc-page', blogListPage: 'blog-list-page', blogPostPage: 'blog-post-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated', admonition: 'theme-admonition' },
  docs: {
    docMarkdown: 'theme-doc-markdown',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
  },
  // Docusaurus 3.8's names of the page's parts (a swizzled footer column's, crowdsec's)
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
};

type ImageProps = ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } };

/** `@theme/ThemedImage`: the source of the shown colour mode; a static file is its inlined copy or gated asset, as an `<img src>`'s is. */
export function ThemedImage({ sources, className, alt = '', ...rest }: ImageProps) {
  const { resolved } = useViewerColorMode();
  const src = sources[resolved];
  return mediaElement('img', { src: staticFiles.lookUp(src) ?? src, alt, className: clsx('themed-image', className), ...rest });
}

type IdealImageProps = Pick<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'className' | 'style' | 'width' | 'height'> & { img: unknown };

/**
 * `@theme/IdealImage` (plugin-ideal-image): the image as it is, not resized, as docgate's note on the plugin
 * says; `img` is what `require('./shot.png')` gives, here the bundle's module of the file, or a URL.
 */
export function IdealImage({ img, alt = '', className, style, width, height }: IdealImageProps) {
  const found = img as { default?: unknown; src?: { src?: unknown } | string } | string | undefined;
  const url =
    typeof found === 'string'
      ? found
      : typeof found?.default === 'string'
        ? found.default
        : typeof found?.src === 'string'
          ? found.src
          : found?.src?.src;
  if (typeof url !== 'string') return null;
  return mediaElement('img', { src: staticFiles.lookUp(url) ?? url, alt, className, style, width, height, loading: 'lazy' });
}

/** `@theme/Details`: a native details block with its summary, in the page's details look. */
export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode } & Record<string, unknown>) {
  return (
    <div className="markdown">
      <details className="details" {...rest}>
        {typeof summary === 'string' ? <summary>{summary}</summary> : (summary ?? <summary>Details</summary>)}
        {children}
      </details>
    </div>
  );
}

type LoadableOptions = {
  loader: () => Promise<unknown>;
  loading?: (props: { isLoading: boolean; pastDelay: boolean; error: unknown; retry: () => void }) => ReactNode;
  render?: (loaded: unknown, props: object) => ReactNode;
};

/** What a Loadable renders: its loader's component once loaded, its `loading` view until then. */
function LoadableView({ options, props }: { options: LoadableOptions; props: object }) {
  const { loader, loading: Loading, render } = options;
  const [state, setState] = useState<{ loaded?: unknown; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    loader().then(
      (loaded) => live && setState({ loaded }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [loader]);
  if (state.loaded !== undefined) {
    if (render) return <>{render(state.loaded, props)}</>;
    const Loaded = ((state.loaded as { default?: unknown }).default ?? state.loaded) as (p: object) => ReactNode;
    return <Loaded {...props} />;
  }
  return Loading ? <Loading isLoading={state.error === undefined} pastDelay error={state.error ?? null} retry={() => {}} /> : null;
}

/**
 * `react-loadable`, which Docusaurus gives every site (code split off a page, a Plotly figure): site code
 * calls it once, at its module's top level, for a component it renders like any other.
 */
export const Loadable =
  (options: LoadableOptions) =>
  (props: object): ReactNode =>
    createElement(LoadableView, { options, props });

/** The elements of `<Head>` that are `tag`, however deep in fragments and components' children. */
function elementsOf(children: ReactNode, tag: string): { className?: unknown; children?: ReactNode }[] {
  const found: { className?: unknown; children?: ReactNode }[] = [];
  const visit = (node: ReactNode): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object' && 'type' in node && 'props' in node) {
      const props = node.props as { className?: unknown; children?: ReactNode };
      if (node.type === tag) found.push(props);
      else if (typeof node.type !== 'string') visit(props.children);
    }
  };
  visit(children);
  return found;
}

/** The classes an element of `<Head>` gives: `<body className="landing-page" />`. */
const classesOf = (children: ReactNode, tag: 'html' | 'body'): string[] =>
  elementsOf(children, tag).flatMap(({ className }) => (typeof className === 'string' ? className.split(/\s+/).filter(Boolean) : []));

/** The text of `<Head>`'s last `<title>` (react-helmet keeps the last), written as text or `{expressions}`. */
function titleOf(children: ReactNode): string | undefined {
  const title = elementsOf(children, 'title').at(-1);
  if (!title) return undefined;
  const parts = [title.children].flat(Number.POSITIVE_INFINITY);
  return parts.every((part) => typeof part === 'string' || typeof part === 'number') ? parts.join('') : undefined;
}

/**
 * `@docusaurus/Head`: its `<title>` names the browser tab, and the classes its `<html>` and `<body>`
 * give stay on the document, while the component is shown (scriptcat's landing page hides the site
 * navbar with `body.landing-page .navbar`). Its other tags (meta, link) do not reach the document: the
 * viewer keeps its own head, and a gated page is for no crawler.
 */
export function Head({ children }: { children?: ReactNode }) {
  const html = classesOf(children, 'html').join(' ');
  const body = classesOf(children, 'body').join(' ');
  useTitleRequest('whole', titleOf(children));
  useEffect(() => {
    const added = [
      [document.documentElement, html],
      [document.body, body],
    ] as const;
    const applied = added.map(([element, classes]) => {
      const fresh = classes.split(' ').filter((name) => name && !element.classList.contains(name));
      element.classList.add(...fresh);
      return [element, fresh] as const;
    });
    return () => {
      for (const [element, fresh] of applied) element.classList.remove(...fresh);
    };
  }, [html, body]);
  return null;
}
