import type { ComponentType } from 'react';
import { RUNTIME_GLOBAL, type SiteBundleModule } from '../../../src/contracts/site-bundle.ts';

// A site bundle holding swizzled theme parts alone, in place of the one the gate serves (a test's
// `vi.mock` of load-site-bundle.ts returns it), and the runtime's registry the parts are made of.

// biome-ignore lint/suspicious/noExplicitAny: a swizzled part takes the props its place in the theme gives
export type Part = ComponentType<any>;

/** The bundle of `theme`'s parts, by their theme names (`DocItem/Layout`). */
export const themeBundle = (theme: Record<string, Part>): SiteBundleModule => ({
  islands: {},
  pages: {},
  theme,
  client: [],
  loadIslands: async () => {},
  loadPage: async () => {},
});

type Registry = Record<string, Record<string, unknown>>;

/** The modules installRuntime() put in the registry site code reads (`@theme/...`, `@docusaurus/...`). */
export const runtimeRegistry = (): Registry => (globalThis as unknown as Record<string, Registry>)[RUNTIME_GLOBAL]!;

/** The default export of registry module `name`: a theme part. */
export const registryPart = (name: string): Part => runtimeRegistry()[name]!.default as Part;
