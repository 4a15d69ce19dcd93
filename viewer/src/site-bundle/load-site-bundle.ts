import type { Manifest } from '../../../src/contracts/manifest.ts';
import { settleSiteBundle, type SiteBundleExports, type SiteBundleModule } from '../../../src/contracts/site-bundle.ts';
import type { ContentSource } from '../content/content-source.ts';
import { installRuntime } from './runtime.ts';

type BundleFiles = NonNullable<Manifest['bundle']>;

const loaded = new Map<string, Promise<SiteBundleModule>>();

/**
 * The site bundle, fetched through the gate once per build: its stylesheet goes in a <style> element,
 * its module is imported from a blob: URL (the CSP's script-src allows blob: for this) after the
 * registry of React and the Docusaurus modules is on globalThis.
 */
export function loadSiteBundle(source: ContentSource, files: BundleFiles): Promise<SiteBundleModule> {
  let bundle = loaded.get(files.script);
  if (!bundle) {
    bundle = load(source, files);
    bundle.catch(() => loaded.delete(files.script));
    loaded.set(files.script, bundle);
  }
  return bundle;
}

/** Forgets the loaded bundles and takes their stylesheet out of the page (sign-out). */
export function unloadSiteBundle(): void {
  loaded.clear();
  document.querySelector('style[data-docgate-bundle]')?.remove();
}

async function load(source: ContentSource, files: BundleFiles): Promise<SiteBundleModule> {
  installRuntime();
  const [code, css] = await Promise.all([source.text(files.script), files.style ? source.text(files.style) : null]);
  if (css !== null) {
    document.querySelector('style[data-docgate-bundle]')?.remove();
    const style = document.createElement('style');
    style.dataset.docgateBundle = files.style!;
    style.textContent = css;
    document.head.append(style);
  }
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  try {
    return await settleSiteBundle((await import(/* @vite-ignore */ url)) as SiteBundleExports);
  } finally {
    URL.revokeObjectURL(url);
  }
}
