import type { Manifest } from '../../../src/contracts/manifest.ts';
import {
  CHUNK_IMPORT,
  CHUNK_LOADER,
  CHUNK_PATH,
  settleSiteBundle,
  type SiteBundleExports,
  type SiteBundleModule,
  type StaticIndex,
} from '../../../src/contracts/site-bundle.ts';
import type { ContentSource } from '../content/content-source.ts';
import { withAssetUrls } from '../content/css-asset-urls.ts';
import { installRuntime, setGlobalData } from './runtime.ts';
import { staticFiles } from './static-files.ts';
import { answerStaticFiles } from './static-fetch.ts';
import { openStaticLinks } from './static-links.ts';
import { codeThemes } from './code-themes.ts';

type BundleFiles = NonNullable<Manifest['bundle']>;

const loaded = new Map<string, Promise<SiteBundleModule>>();
// the bundles that are in, with their static index: a component that mounts later (the next page) draws
// the site's code from its first render, not docgate's own first and then the site's
const ready = new Map<string, SiteBundleModule>();
// each chunk's blob: URL, made once its imports' are (kept while signed in: chunks made later import them)
const chunkUrls = new Map<string, Promise<string>>();

/** The site bundle of `files` if it is in already, else undefined. */
export const loadedSiteBundle = (files: BundleFiles): SiteBundleModule | undefined => ready.get(files.script);

/**
 * The site bundle, fetched through the gate once per build: its stylesheet goes in a <style> element,
 * its module is imported from a blob: URL (the CSP's script-src allows blob: for this) after the
 * registry of React and the Docusaurus modules is on globalThis. The static folders' index comes with it,
 * also for a build whose static files changed and whose code did not, and the site's fetches of them are
 * answered from `source` (static-fetch.ts).
 */
export function loadSiteBundle(source: ContentSource, files: BundleFiles): Promise<SiteBundleModule> {
  // the site's fetches of its static files come through the gate with this session
  answerStaticFiles(source);
  // and a click on a link to one gets it as under Docusaurus
  openStaticLinks();
  const indexed = (files.staticIndex ? source.json<StaticIndex>(files.staticIndex) : Promise.resolve({})).then(
    staticFiles.setIndex,
    (error) =>
      // without it a computed path shows nothing; the site's code still runs
      console.error(error),
  );
  let bundle = loaded.get(files.script);
  if (!bundle) {
    bundle = load(source, files, indexed);
    bundle.catch(() => loaded.delete(files.script));
    loaded.set(files.script, bundle);
  }
  return Promise.all([bundle, indexed]).then(([module]) => {
    ready.set(files.script, module);
    return module;
  });
}

/** Forgets the loaded bundles and takes their stylesheet out of the page (sign-out). */
export function unloadSiteBundle(): void {
  loaded.clear();
  for (const url of chunkUrls.values()) url.then(URL.revokeObjectURL, () => {});
  chunkUrls.clear();
  delete (globalThis as Record<string, unknown>)[CHUNK_LOADER];
  ready.clear();
  staticFiles.setIndex({});
  answerStaticFiles(null);
  setGlobalData({});
  codeThemes.set(null);
  document.querySelector('style[data-docgate-bundle]')?.remove();
}

// the index is in before the module runs: its top level may look a computed path up
async function load(source: ContentSource, files: BundleFiles, indexed: Promise<void>): Promise<SiteBundleModule> {
  installRuntime();
  const [code, css] = await Promise.all([
    source.text(files.script),
    // a large image its CSS shows (a hero's background) is a gated asset of its own
    files.style ? source.text(files.style).then((text) => withAssetUrls(text, source)) : null,
    indexed,
  ]);
  if (css !== null) {
    document.querySelector('style[data-docgate-bundle]')?.remove();
    const style = document.createElement('style');
    style.dataset.docgateBundle = files.style!;
    style.textContent = css;
    document.head.append(style);
  }
  // the chunks the entry loads when a page asks for them, through the gate as the entry is (only chunk paths)
  (globalThis as Record<string, unknown>)[CHUNK_LOADER] = (path: string): Promise<unknown> =>
    CHUNK_PATH.test(path)
      ? chunkUrl(source, path).then((url) => import(/* @vite-ignore */ url))
      : Promise.reject(new Error(`${path}: no chunk`));
  const exports = (await import(/* @vite-ignore */ await chunkUrl(source, files.script, code))) as SiteBundleExports;
  setGlobalData(exports.globalData);
  return await settleSiteBundle(exports);
}

/** A chunk's blob: URL, its imports of other chunks (`docgate-chunk:bundle/c-x.js`) replaced by theirs, made first. */
function chunkUrl(source: ContentSource, path: string, text?: string): Promise<string> {
  let url = chunkUrls.get(path);
  if (!url) {
    url = (text !== undefined ? Promise.resolve(text) : source.text(path)).then(async (code) => {
      const imported = [...new Set(Array.from(code.matchAll(CHUNK_IMPORT), (match) => match[2]!))];
      const urls = new Map(await Promise.all(imported.map(async (name) => [name, await chunkUrl(source, name)] as const)));
      const linked = code.replace(CHUNK_IMPORT, (_whole, _quote, name: string) => JSON.stringify(urls.get(name)));
      return URL.createObjectURL(new Blob([linked], { type: 'text/javascript' }));
    });
    url.catch(() => chunkUrls.delete(path));
    chunkUrls.set(path, url);
  }
  return url;
}
