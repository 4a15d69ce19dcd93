import {
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useActionState,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} from 'react';
import type { ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  CODE_THEMES_KEY,
  PROVIDED_MODULES,
  RUNTIME_GLOBAL,
  STATIC_FILES_KEY,
  THEME_COMMON_DOCS_HOOKS,
} from '../../../src/contracts/site-bundle.ts';
import { codeThemes } from './code-themes.ts';
import { staticFiles } from './static-files.ts';
import * as docsClient from './docs-client.ts';
import {
  BlogPostItem,
  BlogPostItemContainer,
  BlogPostItemContent,
  BlogPostItemFooter,
  BlogPostItemHeader,
  useBlogPost,
} from './blog-client.tsx';
import { DocCard, DocCardList } from './doc-cards.tsx';
import * as docItem from './doc-item.tsx';
import { LAYOUT_HELPERS, LAYOUT_PROVIDER_MODULES, LAYOUT_REGISTRY } from './layout-parts.tsx';
import { NAVBAR_HOOKS, NAVBAR_REGISTRY } from './navbar-parts.tsx';
import { FOOTER_HELPERS, FOOTER_REGISTRY } from './footer-parts.tsx';
import { ICON_REGISTRY } from './theme-icons.tsx';
import { MARKDOWN_ELEMENTS, MDX_COMPONENT_REGISTRY } from './mdx-component-parts.tsx';
import { useThemeConfig } from './use-theme-config.ts';
import { CodeBlock } from './code-block.tsx';
import { Collapsible, useCollapsible } from './collapsible.tsx';
import * as hooks from './docusaurus-hooks.tsx';
import * as docusaurus from './docusaurus-modules.tsx';
import { TabItem, Tabs } from './docusaurus-tabs.tsx';
import { createSiteElement, jsx } from './site-elements.ts';

// The registry the site bundle's imports of React and the Docusaurus modules read (contracts/site-bundle.ts):
// one React, the viewer's, so a site component shares its hooks, context and router.

type Registry = Record<string, Record<string, unknown>>;

// React's public API, by name: what a site component may import from 'react'
const REACT = {
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  // a stand-in for a module that is not installed throws where it renders (site-elements.ts)
  createElement: createSiteElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useActionState,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
};

// what Docusaurus' own MDXComponents gives every page, of the components docgate has
const MDX_COMPONENTS = {
  Admonition: docusaurus.Admonition,
  CodeBlock,
  Details: hooks.Details,
  Heading: docusaurus.Heading,
  Tabs,
  TabItem,
};

const THEME_MDX_COMPONENTS = { ...MDX_COMPONENTS, ...MARKDOWN_ELEMENTS };

// what the site's plugins set for its code (the bundle's, set as it loads): Docusaurus' own plugins'
// data is not there, their hooks read the manifest (docs-client.ts)
let globalData: Record<string, Record<string, unknown>> = {};

// the docs plugin's global data is the docs client's, from the manifest (chaos-mesh's version list reads
// `usePluginData('docusaurus-plugin-content-docs').versions`)
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** `@docusaurus/useGlobalData`: every plugin's data, the docs plugin's among them. */
function useGlobalData(): Record<string, Record<string, unknown>> {
  return { ...globalData, [DOCS_PLUGIN]: docsClient.useAllDocsData() };
}

function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return useGlobalData()[name] ?? {};
}

function usePluginData(name: string, id = 'default'): unknown {
  return useAllPluginInstancesData(name)[id];
}

/** The loaded bundle's plugin data, which `usePluginData` reads. */
export function setGlobalData(data: Record<string, Record<string, unknown>> | undefined): void {
  globalData = data ?? {};
}

// the classic theme's Root: its children, which a site's swizzled Root wraps (`@theme-original/Root`)
const ThemeRoot = ({ children }: { children?: ReactNode }) => children;

// react-router 5's API, of what the viewer's router has: a route's params are none, a NavLink is a Link
const ROUTER = {
  useLocation: hooks.useLocation,
  useHistory: hooks.useHistory,
  useParams: () => ({}),
  Redirect: hooks.Redirect,
  Link: docusaurus.Link,
  NavLink: docusaurus.Link,
};

function registry(): Registry {
  const modules: Registry = {
    react: { ...REACT, default: REACT },
    'react/jsx-runtime': { jsx, jsxs: jsx, Fragment },
    'react/jsx-dev-runtime': { jsxDEV: jsx, Fragment },
    // by name too
    'react-dom': { createPortal, flushSync, default: { createPortal, flushSync } },
    'react-dom/client': { createRoot, hydrateRoot, default: { createRoot, hydrateRoot } },
    '@docusaurus/Link': { default: docusaurus.Link },
    [STATIC_FILES_KEY]: staticFiles,
    [CODE_THEMES_KEY]: codeThemes,
    // the names Docusaurus exports, as the contract lists them: not docgate's own helpers beside them
    '@docusaurus/plugin-content-docs/client': {
      ...Object.fromEntries(
        Object.entries(docsClient).filter(([name]) => PROVIDED_MODULES['@docusaurus/plugin-content-docs/client']!.includes(name)),
      ),
      // an ejected Layout/Provider's: the preferred version is docgate's own (lib/preferred-version.ts)
      DocsPreferredVersionContextProvider: ThemeRoot,
    },
    '@docusaurus/plugin-content-blog/client': { useBlogPost },
    'react-loadable': { default: hooks.Loadable },
    '@docusaurus/useDocusaurusContext': { default: docusaurus.useDocusaurusContext },
    '@generated/docusaurus.config': { default: docusaurus.generatedConfig },
    '@docusaurus/useBaseUrl': { default: docusaurus.useBaseUrl, useBaseUrlUtils: docusaurus.useBaseUrlUtils },
    '@docusaurus/BrowserOnly': { default: docusaurus.BrowserOnly },
    '@docusaurus/Head': { default: hooks.Head },
    '@docusaurus/Translate': { default: docusaurus.Translate, translate: docusaurus.translate },
    '@docusaurus/useIsBrowser': { default: () => true },
    // the viewer renders in the browser only: a layout effect is the one there is
    '@docusaurus/useIsomorphicLayoutEffect': { default: REACT.useLayoutEffect },
    // docgate runs none of the site's plugins: none has global data to give
    '@docusaurus/useGlobalData': { default: useGlobalData, usePluginData, useAllPluginInstancesData },
    '@docusaurus/Interpolate': { default: docusaurus.Interpolate, interpolate: docusaurus.interpolate },
    '@theme/Layout': { default: docusaurus.Layout },
    '@theme/Heading': { default: docusaurus.Heading },
    '@theme/Admonition': { default: docusaurus.Admonition },
    '@docusaurus/router': ROUTER,
    'react-router-dom': ROUTER,
    '@docusaurus/Redirect': { default: hooks.Redirect },
    '@docusaurus/ExecutionEnvironment': { default: hooks.ExecutionEnvironment },
    '@docusaurus/isInternalUrl': { default: hooks.isInternalUrl },
    '@docusaurus/theme-common': {
      useColorMode: hooks.useColorMode,
      usePluralForm: hooks.usePluralForm,
      useWindowSize: hooks.useWindowSize,
      usePrismTheme: hooks.usePrismTheme,
      ThemeClassNames: hooks.ThemeClassNames,
      useThemeConfig,
      useHistorySelector: hooks.useHistorySelector,
      useCollapsible,
      Collapsible,
      ErrorCauseBoundary: NAVBAR_HOOKS.ErrorCauseBoundary,
      ...FOOTER_HELPERS,
      ...LAYOUT_HELPERS,
      ...Object.fromEntries(Object.entries(docsClient).filter(([name]) => THEME_COMMON_DOCS_HOOKS.includes(name))),
    },
    '@docusaurus/theme-common/internal': {
      ...LAYOUT_HELPERS,
      ...NAVBAR_HOOKS,
      ...LAYOUT_PROVIDER_MODULES,
      ...Object.fromEntries(
        Object.entries(docsClient).filter(([name]) => PROVIDED_MODULES['@docusaurus/theme-common/internal']!.includes(name)),
      ),
      // where 3.0's ejected BlogPostItem imports it from
      useBlogPost,
    },
    '@docusaurus/ErrorBoundary': { default: hooks.ErrorBoundary },
    // the links a component collects for Docusaurus' check: docgate checks links as it compiles, not here
    '@docusaurus/useBrokenLinks': { default: () => ({ collectLink: () => {}, collectAnchor: () => {} }) },
    '@theme/ThemedImage': { default: hooks.ThemedImage },
    '@theme/IdealImage': { default: hooks.IdealImage },
    '@theme/CodeBlock': { default: CodeBlock },
    '@theme/Tabs': { default: Tabs },
    '@theme/TabItem': { default: TabItem },
    '@theme/Details': { default: hooks.Details },
    '@theme/DocCard': { default: DocCard },
    '@theme/Root': { default: ThemeRoot },
    '@theme/DocCardList': { default: DocCardList },
    '@theme/DocItem/Layout': { default: docItem.DocItemLayout },
    '@theme/DocItem/Content': { default: docItem.DocItemContent },
    '@theme/DocItem/Footer': { default: docItem.DocItemFooter },
    '@theme/BlogPostItem': { default: BlogPostItem },
    '@theme/BlogPostItem/Footer': { default: BlogPostItemFooter },
    '@theme/BlogPostItem/Container': { default: BlogPostItemContainer },
    '@theme/BlogPostItem/Header': { default: BlogPostItemHeader },
    '@theme/BlogPostItem/Content': { default: BlogPostItemContent },
    '@theme/DocItem/Paginator': { default: docItem.DocItemPaginator },
    '@theme/DocItem/TOC/Desktop': { default: docItem.DocItemTocDesktop },
    '@theme/DocItem/TOC/Mobile': { default: docItem.DocItemTocMobile },
    '@theme/DocItem/Metadata': { default: docItem.Nothing },
    '@theme/DocBreadcrumbs': { default: docItem.DocBreadcrumbs },
    '@theme/DocBreadcrumbs/Items/Home': { default: docItem.DocBreadcrumbsHome },
    // search engines' JSON-LD of the crumbs, which a page behind a sign-in has no use for
    '@theme/DocBreadcrumbs/StructuredData': { default: docItem.Nothing },
    '@theme/DocVersionBanner': { default: docItem.DocVersionBanner },
    '@theme/DocVersionBadge': { default: docItem.DocVersionBadge },
    '@theme/DocPaginator': { default: docItem.DocPaginator },
    '@theme/ContentVisibility': { default: docItem.Nothing },
    '@theme/Unlisted': { default: docItem.Nothing },
    '@theme/TOC': { default: docItem.Toc },
    '@theme/TOCCollapsible': { default: docItem.TocCollapsibleOf },
    '@theme/TagsListInline': { default: docItem.TagsListInline },
    '@theme/EditMetaRow': { default: docItem.EditMetaRow },
    '@theme/EditThisPage': { default: docItem.EditMetaRow },
    '@theme/LastUpdated': { default: docItem.EditMetaRow },
    '@theme/MDXContent': { default: docItem.MdxContent },
    // the theme's map with Markdown's own elements, which a swizzled one spreads or wraps (`MDXComponents.a`);
    // the MDX site code imports is given the components above only, its Markdown drawn as it was
    '@theme-original/MDXComponents': { default: THEME_MDX_COMPONENTS },
    '@theme/MDXComponents': { default: THEME_MDX_COMPONENTS },
    clsx: { default: docusaurus.clsx, clsx: docusaurus.clsx },
    classnames: { default: docusaurus.clsx },
    // the page parts a swizzled Layout draws, and the original it wraps
    ...LAYOUT_REGISTRY,
    // the navbar's parts and items a swizzled Navbar draws, and the original a wrapping one draws
    ...NAVBAR_REGISTRY,
    // the footer's parts a swizzled Footer draws, and the original a wrapping one draws
    ...FOOTER_REGISTRY,
    ...ICON_REGISTRY,
    ...MDX_COMPONENT_REGISTRY,
    '@mdx-js/react': { MDXProvider: hooks.MDXProvider, useMDXComponents: (own?: unknown) => hooks.useMDXComponents(MDX_COMPONENTS, own) },
  };
  // a swizzled wrapper's `@theme-original/X` is the viewer's `@theme/X`
  for (const [name, module] of Object.entries(modules))
    if (name.startsWith('@theme/')) modules[`@theme-original/${name.slice('@theme/'.length)}`] ??= module;
  // `@theme-init/X`, the classic theme's before another theme's wrapper (theme-live-codeblock's), is the same
  for (const [name, module] of Object.entries(modules))
    if (name.startsWith('@theme-original/')) modules[`@theme-init/${name.slice('@theme-original/'.length)}`] ??= module;
  for (const name of Object.keys(PROVIDED_MODULES)) if (!modules[name]) throw new Error(`the viewer provides no ${name}`);
  return modules;
}

/** Puts the registry on globalThis, where the bundle's modules read it when they are evaluated. */
export function installRuntime(): void {
  const scope = globalThis as unknown as Record<string, Registry | undefined>;
  scope[RUNTIME_GLOBAL] ??= registry();
  // regenerator-runtime as older packages bundle it (react-use-mailchimp-signup): its sloppy-mode
  // `regeneratorRuntime = runtime` throws in the bundle's strict modules, and its way out, `Function(...)`, is an
  // eval the viewer's CSP refuses; with the global there the assignment itself works, leaving what Function(...)
  // leaves under Docusaurus (signatory's swizzled Footer, which imports it, failed to start)
  if (!('regeneratorRuntime' in globalThis)) (globalThis as Record<string, unknown>).regeneratorRuntime = undefined;
}
