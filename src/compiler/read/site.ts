import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONFIG_FILE, loadConfig } from './config/load.ts';
import { readText, type ContentFolder } from './content-folder.ts';
import { CONFIG_NAMES, findDocusaurusConfig, loadDocusaurusSite } from './docusaurus/load.ts';
import { nativeLayout, type LoadedSite } from './layout.ts';

/**
 * The folder that holds the site: `contentDir` when it has a site.config.json or a Docusaurus config,
 * else the project root when that holds a Docusaurus config (`docgate build` run in a Docusaurus site,
 * whose default `--content content` does not exist), else `contentDir`.
 */
export function siteFolder(root: string, contentDir: string): string {
  const content = resolve(root, contentDir);
  if (existsSync(join(content, CONFIG_FILE)) || findDocusaurusConfig(content)) return content;
  return findDocusaurusConfig(resolve(root)) ? resolve(root) : content;
}

/**
 * Loads the site in a content folder: docgate's site.config.json, or else a Docusaurus config (loaded
 * from disk, as Docusaurus runs it: a Docusaurus site is never a folder in memory).
 */
export async function loadSite(folder: ContentFolder, fileName: (rel: string) => string): Promise<LoadedSite> {
  const text = readText(folder, join(folder.dir, CONFIG_FILE));
  const docusaurus = text === null ? CONFIG_NAMES.find((name) => folder.mtime(join(folder.dir, name)) !== null) : undefined;
  if (docusaurus) return loadDocusaurusSite(folder.dir, join(folder.dir, docusaurus), fileName);
  const loaded = loadConfig(fileName(CONFIG_FILE), text);
  return {
    ...loaded,
    layout: loaded.config ? nativeLayout(loaded.config) : null,
    configFile: fileName(CONFIG_FILE),
    fieldPath: (path) => path,
  };
}
