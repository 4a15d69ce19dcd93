import { pathToFileURL } from 'node:url';
import type { Asset } from '../check/assets.ts';
import { resolveFromSite } from '../read/site-package.ts';

// Sass and Less customCss compiled as docusaurus-plugin-sass and -less compile it, with the site's own package.

// by the stylesheet as the asset store read it (the same object until the file changes): every emit of
// `docgate dev` maps the stylesheets, and a save of a page must not compile the site's Sass or Less again
const compiledSheets = new WeakMap<Asset, Promise<string | null>>();

/** A Sass or Less stylesheet compiled (compileSass, compileLess), once per version of its file. */
export function compiledSheet(sheet: Asset, file: string, text: string, siteDir: string): Promise<string | null> {
  let compiled = compiledSheets.get(sheet);
  if (!compiled) {
    compiled = /\.less$/i.test(file) ? compileLess(file, text, siteDir) : compileSass(file, siteDir);
    compiledSheets.set(sheet, compiled);
  }
  return compiled;
}

/** A Less stylesheet compiled with the site's own less package (docusaurus-plugin-less's); null when it has none. */
async function compileLess(file: string, text: string, siteDir: string): Promise<string | null> {
  const entry = resolveFromSite(siteDir, 'less');
  if (!entry) return null;
  type Less = { render: (input: string, options: { filename: string }) => Promise<{ css: string }> };
  const loaded = (await import(pathToFileURL(entry).href)) as Partial<Less> & { default?: Less };
  const less = typeof loaded.render === 'function' ? (loaded as Less) : loaded.default!;
  return (await less.render(text, { filename: file })).css;
}

/** A Sass stylesheet compiled with the site's own sass package (or sass-embedded); null when it has none. */
async function compileSass(file: string, siteDir: string): Promise<string | null> {
  for (const name of ['sass', 'sass-embedded']) {
    const entry = resolveFromSite(siteDir, name);
    if (!entry) continue;
    type Sass = { compile: (path: string) => { css: string } };
    // dart-sass' CommonJS entry sets its exports at run time: through import() only `default` holds them
    const loaded = (await import(pathToFileURL(entry).href)) as Partial<Sass> & { default?: Sass };
    const sass = typeof loaded.compile === 'function' ? (loaded as Sass) : loaded.default!;
    return sass.compile(file).css;
  }
  return null;
}
