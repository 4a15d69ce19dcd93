import type { PageData, SidebarItem, StoredManifest } from '../../../src/contracts/manifest.ts';
import { applyManifestDelta, MANIFEST_DELTA_FILE, type ManifestDelta } from '../../../src/contracts/manifest-delta.ts';
import { joinManifest, type LoadedManifest } from '../../../src/contracts/manifest-parts.ts';
import { GATE_CODES } from '../../../src/contracts/gate-contract.ts';
import { GateError, type GateClient } from '../gate/gate-client.ts';
import { folderLocale } from '../lib/localized-site.ts';

/** An asset as `docs_file` returns it. */
export interface GateAsset {
  contentType: string;
  encoding: 'base64' | 'utf8';
  data: string;
}

/** An asset's bytes, as its encoding holds them. */
export const assetBytes = (asset: GateAsset): Uint8Array<ArrayBuffer> =>
  asset.encoding === 'base64' ? Uint8Array.from(atob(asset.data), (char) => char.charCodeAt(0)) : new TextEncoder().encode(asset.data);

/** 'show' for `src` (an image cannot run script), 'link' for `href` (a document can). */
export type AssetUse = 'show' | 'link';

/** Everything the viewer reads, fetched through `docs_file` once and kept in memory. */
export interface ContentSource {
  /**
   * manifest.json joined with its route parts and the words of the locale `pathname` is in; sidebars
   * come one by one through sidebar(), the other locales' words through json()
   */
  manifest(pathname?: string): Promise<LoadedManifest>;
  /** the items of sidebar `id` of `manifest`, fetched once per part */
  sidebar(manifest: LoadedManifest, id: string): Promise<SidebarItem[] | undefined>;
  page(file: string): Promise<PageData>;
  /** the page if it has been fetched already, so a cached route renders without waiting */
  cachedPage(file: string): PageData | undefined;
  /** any JSON file of the live build, e.g. the search index */
  json<T>(path: string): Promise<T>;
  /**
   * a URL for an asset referenced as `gate:<path>`, mostly a blob: URL. `use` 'link' is for an href, which
   * the reader may open as a document of the site's origin: a type that can run script (SVG, HTML, XML...)
   * comes as text. 'show' is for `src`: such a type comes as a data: URL, whose document has no origin
   */
  asset(path: string, use?: AssetUse): Promise<string>;
  /** the type of an asset asset() has fetched (`application/zip`), undefined before */
  typeOf(path: string): string | undefined;
  /** a text asset's content: a site stylesheet, the site bundle's module and stylesheet */
  text(path: string): Promise<string>;
  /** a new build went live: forget the manifest and page data (assets are content-hashed) */
  invalidate(): void;
  /**
   * build `buildId`, a patch of build `from`, went live: when `current` is the manifest of `from`, fetches
   * only the manifest delta (which carries the changed pages) and returns the new manifest, keeping every
   * content-hashed file fetched so far (a changed page has a new name) and refetching only the sidebars
   * it holds whose part changed;
   * null when it cannot (then invalidate and fetch the manifest)
   */
  follow(current: LoadedManifest, from: string): Promise<LoadedManifest | null>;
  /** sign-out: forget everything, blob URLs included */
  dispose(): void;
}

/** Creates the source for one session; `onSessionEnded` runs with the server's message when it says the token is dead. */
export function createContentSource(gate: GateClient, token: string, onSessionEnded: (notice: string) => void): ContentSource {
  let files = new Map<string, Promise<unknown>>();
  let settled = new Map<string, unknown>();
  const assets = new Map<string, Promise<string>>();
  const types = new Map<string, string>();
  let loaded: Promise<LoadedManifest> | null = null;

  function fetchFile<T>(path: string): Promise<T> {
    const known = files.get(path);
    if (known) return known as Promise<T>;
    const generation = files;
    const request = gate.file<T>(token, path).then(
      (data) => {
        if (generation === files) settled.set(path, data);
        return data;
      },
      (error: unknown) => {
        generation.delete(path);
        if (error instanceof GateError && error.code === GATE_CODES.invalidSession) onSessionEnded(error.message);
        throw error;
      },
    );
    files.set(path, request);
    return request;
  }

  return {
    manifest(pathname = '/') {
      if (!loaded) {
        const joining = fetchFile<StoredManifest>('manifest.json').then((root) =>
          joinManifest(root, (path) => fetchFile(path), [], [folderLocale(root.site, pathname)]),
        );
        loaded = joining;
        joining.catch(() => {
          if (loaded === joining) loaded = null;
        });
      }
      return loaded;
    },
    sidebar(manifest, id) {
      const file = manifest.parts.sidebars[id];
      return file ? fetchFile<SidebarItem[]>(file) : Promise.resolve(undefined);
    },
    page: (file) => fetchFile<PageData>(file),
    cachedPage: (file) => settled.get(file) as PageData | undefined,
    json: (path) => fetchFile(path),
    asset(path, use = 'show') {
      const key = `${use}:${path}`;
      let url = assets.get(key);
      if (!url) {
        url = gate.file<GateAsset>(token, path).then((asset) => {
          types.set(path, asset.contentType);
          return toAssetUrl(asset, use);
        });
        url.catch(() => assets.delete(key));
        assets.set(key, url);
      }
      return url;
    },
    typeOf: (path) => types.get(path),
    text: (path) =>
      fetchFile<GateAsset>(path).then((asset) => (asset.encoding === 'utf8' ? asset.data : new TextDecoder().decode(assetBytes(asset)))),
    invalidate() {
      loaded = null;
      files = new Map();
      settled = new Map();
    },
    async follow(current, from) {
      if (current.buildId !== from) return null;
      files.delete(MANIFEST_DELTA_FILE);
      const delta = await fetchFile<ManifestDelta>(MANIFEST_DELTA_FILE).catch(() => null);
      files.delete(MANIFEST_DELTA_FILE);
      const next = delta ? applyManifestDelta(current, delta) : null;
      if (!next) return null;
      // the changed pages it carries (the open one's edit among them) need no fetch of their own
      for (const [file, page] of Object.entries(delta!.pages ?? {})) {
        files.set(file, Promise.resolve(page));
        settled.set(file, page);
      }
      // the sidebars held (the open page's among them) whose part changed come with the new manifest
      const again = Object.keys(current.sidebars).filter((id) => !(id in next.sidebars) && id in next.parts.sidebars);
      const items = await Promise.all(again.map((id) => fetchFile<SidebarItem[]>(next.parts.sidebars[id]!)));
      again.forEach((id, i) => {
        next.sidebars[id] = items[i]!;
      });
      loaded = Promise.resolve(next);
      return next;
    },
    dispose() {
      loaded = null;
      files = new Map();
      settled = new Map();
      for (const url of assets.values())
        url.then(
          (href) => href.startsWith('blob:') && URL.revokeObjectURL(href),
          () => {},
        );
      assets.clear();
      types.clear();
    },
  };
}

// types a browser shows without running anything of the file; any other (SVG, HTML, XML, unknown) opened
// from a blob: URL would be a document of the site's origin, able to read the reader's token
const PASSIVE_TYPE =
  /^(?:image\/(?!svg)[\w.+-]+|video\/|audio\/|font\/|text\/(?:plain|csv|markdown|css)\b|application\/(?:pdf|json|zip|octet-stream)\b)/i;

// what a browser shows in a tab rather than saves; a host serves anything else (.ics, .zip, .csv) as a download
const SHOWN_TYPE = /^(?:application\/(?:pdf|json)|image\/|video\/|audio\/|text\/(?:plain|html|xml|markdown)\b|application\/xml)/i;

/** Whether a browser shows a file of this type in a tab, where it saves any other. */
export const browserShows = (contentType: string): boolean => SHOWN_TYPE.test(contentType);

/** The type a file opened from a blob: URL of the viewer's origin may have: its own when it runs nothing, else plain text. */
export const openableType = (contentType: string): string => (PASSIVE_TYPE.test(contentType) ? contentType : 'text/plain; charset=utf-8');

function toAssetUrl(asset: GateAsset, use: AssetUse): string {
  const passive = PASSIVE_TYPE.test(asset.contentType);
  // an image that can script (SVG) is shown from a data: URL: opened on its own ("Open image in new tab")
  // it is a document of an opaque origin, where a blob: URL would be one of the site's
  if (use === 'show' && !passive) {
    return asset.encoding === 'base64'
      ? `data:${asset.contentType};base64,${asset.data}`
      : `data:${asset.contentType},${encodeURIComponent(asset.data)}`;
  }
  return URL.createObjectURL(new Blob([assetBytes(asset)], { type: openableType(asset.contentType) }));
}
