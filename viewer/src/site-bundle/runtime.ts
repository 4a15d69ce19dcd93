import * as React from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { PROVIDED_MODULES, RUNTIME_GLOBAL } from '../../../src/contracts/site-bundle.ts';
import * as docusaurus from './docusaurus-modules.tsx';

// The registry the site bundle's imports of React and the Docusaurus modules read (contracts/site-bundle.ts):
// one React, the viewer's, so a site component shares its hooks, context and router.

type Registry = Record<string, Record<string, unknown>>;

const jsxDEV = (type: React.ElementType, props: object, key?: React.Key) => JsxRuntime.jsx(type, props, key);

function registry(): Registry {
  const modules: Registry = {
    react: { ...React, default: React },
    'react/jsx-runtime': { ...JsxRuntime, default: JsxRuntime },
    'react/jsx-dev-runtime': { jsxDEV, Fragment: JsxRuntime.Fragment },
    // by name: a namespace of react-dom here would move Rolldown's interop helpers into a chunk the
    // sign-in page preloads (tests/viewer/code-splitting.test.ts)
    'react-dom': { createPortal, flushSync, default: { createPortal, flushSync } },
    'react-dom/client': { createRoot, hydrateRoot, default: { createRoot, hydrateRoot } },
    '@docusaurus/Link': { default: docusaurus.Link },
    '@docusaurus/useDocusaurusContext': { default: docusaurus.useDocusaurusContext },
    '@docusaurus/useBaseUrl': { default: docusaurus.useBaseUrl, useBaseUrlUtils: docusaurus.useBaseUrlUtils },
    '@docusaurus/BrowserOnly': { default: docusaurus.BrowserOnly },
    '@docusaurus/Head': { default: () => null },
    '@docusaurus/Translate': { default: docusaurus.Translate, translate: docusaurus.translate },
    '@docusaurus/useIsBrowser': { default: () => true },
    '@theme/Layout': { default: docusaurus.Layout },
    '@theme/Heading': { default: docusaurus.Heading },
    clsx: { default: docusaurus.clsx, clsx: docusaurus.clsx },
  };
  for (const name of Object.keys(PROVIDED_MODULES)) if (!modules[name]) throw new Error(`the viewer provides no ${name}`);
  return modules;
}

/** Puts the registry on globalThis, where the bundle's modules read it when they are evaluated. */
export function installRuntime(): void {
  const scope = globalThis as unknown as Record<string, Registry | undefined>;
  scope[RUNTIME_GLOBAL] ??= registry();
}
