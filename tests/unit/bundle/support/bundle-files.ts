import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as React from 'react';
import { CHUNK_IMPORT, CHUNK_LOADER, RUNTIME_GLOBAL, type SiteBundleExports } from '../../../../src/contracts/site-bundle.ts';
import { MDXProvider, useMDXComponents } from '../../../../viewer/src/site-bundle/docusaurus-hooks.tsx';
import { jsx } from '../../../../viewer/src/site-bundle/site-elements.ts';

// the viewer's JSX runtime, which the bundle's compiled code calls
const JsxRuntime = { jsx, jsxs: jsx, Fragment: React.Fragment };

/**
 * Imports a built site bundle in Node as the viewer links it: its entry and chunks written to a temp folder
 * with their `docgate-chunk:` imports made file URLs, the chunk loader and the registry of React and the
 * Docusaurus modules (`modules` over the defaults) on globalThis. Gives the entry's exports, unsettled.
 */
export async function importSiteBundle(
  entries: { path: string; content: unknown }[],
  script: string,
  modules: Record<string, unknown> = {},
): Promise<SiteBundleExports> {
  (globalThis as Record<string, unknown>)[RUNTIME_GLOBAL] = {
    react: { ...React, default: React },
    'react/jsx-runtime': JsxRuntime,
    // the MDX the bundle compiles asks it for its components, as in the viewer's registry
    '@mdx-js/react': { MDXProvider, useMDXComponents: (own?: unknown) => useMDXComponents({}, own) },
    ...modules,
  };
  const dir = await mkdtemp(join(tmpdir(), 'docgate-chunks-'));
  const url = (path: string) => pathToFileURL(join(dir, path)).href;
  for (const entry of entries.filter((file) => file.path.endsWith('.js'))) {
    await mkdir(dirname(join(dir, entry.path)), { recursive: true });
    await writeFile(
      join(dir, entry.path),
      String(entry.content).replace(CHUNK_IMPORT, (_whole, _quote, path: string) => JSON.stringify(url(path))),
    );
  }
  (globalThis as Record<string, unknown>)[CHUNK_LOADER] = (path: string) => import(url(path));
  return (await import(url(script))) as SiteBundleExports;
}
