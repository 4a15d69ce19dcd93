import { extname, join, resolve, dirname } from 'node:path';
import type { ContentFolder } from '../read/content-folder.ts';
import { contentHash } from '../read/hash.ts';

export interface Asset {
  /** `assets/<hash>.<ext>` under dist/site */
  path: string;
  bytes: Uint8Array;
}

/** Reads referenced images and files once, keyed by absolute path; `invalidate` drops a changed one. */
export class AssetStore {
  private readonly cache = new Map<string, Asset | null>();
  private staticDirs = ['static'];

  constructor(private readonly folder: ContentFolder) {}

  /** The folders site paths are looked up in, relative to the site folder (a Docusaurus site's staticDirectories). */
  setStaticDirs(dirs: string[]): void {
    this.staticDirs = dirs.length > 0 ? dirs : ['static'];
  }

  /**
   * Where a content URL points: `/x` under the static folder (the first of several that has it), else
   * under the site folder itself, as Docusaurus' webpack resolves `/static/fonts/x.ttf` (its roots hold the
   * site folder); `@site/x` under the site folder, anything else next to the file.
   */
  locate(url: string, fromFile: string): string {
    if (url.startsWith('@site/')) return join(this.folder.dir, url.slice('@site/'.length));
    if (!url.startsWith('/')) return resolve(dirname(fromFile), url);
    const candidates = [...this.staticDirs.map((dir) => join(this.folder.dir, dir, url)), join(this.folder.dir, url)];
    return candidates.find((path) => this.folder.mtime(path) !== null) ?? candidates[0]!;
  }

  /** Reads and hashes the file, or null when it does not exist. */
  async load(abs: string): Promise<Asset | null> {
    if (this.cache.has(abs)) return this.cache.get(abs)!;
    const bytes = this.folder.read(abs);
    const ext = extname(abs).slice(1).toLowerCase() || 'bin';
    const asset = bytes && { path: `assets/${contentHash(bytes)}.${ext}`, bytes };
    this.cache.set(abs, asset);
    return asset;
  }

  /** Whether the file is there, without reading it. */
  exists(abs: string): boolean {
    return this.folder.mtime(abs) !== null;
  }

  /** The file's size in bytes, without reading it; null when it is not there. */
  size(abs: string): number | null {
    return this.folder.size(abs);
  }

  /** Loads a file under content/static by its site path (`img/logo.svg`, `/img/logo.svg`). */
  loadStatic(src: string): Promise<Asset | null> {
    return this.load(this.locate(`/${src.replace(/^\/+/, '')}`, this.folder.dir));
  }

  /** What `load` last gave for the file, undefined when it is not loaded (or was invalidated since). */
  cached(abs: string): Asset | null | undefined {
    return this.cache.get(abs);
  }

  invalidate(abs: string): void {
    this.cache.delete(abs);
  }

  clear(): void {
    this.cache.clear();
  }
}

/** The URL pages use for an asset: the viewer fetches it through the gate. */
export const gateUrl = (asset: Asset): string => `gate:${asset.path}`;
