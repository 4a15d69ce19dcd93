import { extname } from 'node:path';
import type { Plugin } from 'vite';

// Vite's own TypeScript transform (oxc) refuses some code that Babel, which Docusaurus compiles site code
// with, and esbuild strip without a word: a required parameter after an optional one (CppLangNet's
// createPrependPortal.tsx, imported by every component of its site). A file oxc refused is built again
// with its types stripped by esbuild first, so the one site bundle does not fail on it.

/** A pre-transform stripping the types of `files` (absolute paths) with esbuild, keeping their JSX for Vite. */
export function stripTypesWithEsbuild(files: ReadonlySet<string>): Plugin {
  return {
    name: 'docgate-strip-types',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.replace(/[?#].*$/, '');
      if (!files.has(file)) return null;
      const { transform } = await import('esbuild');
      const loader = /x$/.test(extname(file)) ? 'tsx' : 'ts';
      const out = await transform(code, { loader, jsx: 'preserve', format: 'esm', sourcefile: file });
      return { code: out.code, map: null };
    },
  };
}

/** Whether a failed build's error is Vite's TypeScript transform refusing a TypeScript file. */
export const refusedTypeScript = (reason: string, file: string): boolean =>
  reason.includes('[builtin:vite-transform]') && /\.[cm]?tsx?$/.test(file);
