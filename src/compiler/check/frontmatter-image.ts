import { error, warning } from '../diagnostics/diagnostic.ts';
import type { SourceRecord } from '../read/source.ts';
import { gateUrl, type Asset, type AssetStore } from './assets.ts';
import type { PageLinks } from './page-links.ts';
import { isExternal, safeDecode, splitUrl } from './url-parts.ts';

/**
 * A page's `image` frontmatter (a blog post's cover, a doc's social image) is content like any image:
 * copied to `assets/<hash>` and served through the gate. `/img/x.png` is under content/static,
 * `./x.png` next to the file, and a bare `img/x.png` next to the file or else under content/static.
 * A file that does not exist is an error at the field; on a Docusaurus site, which builds with it (the
 * image is only its pages' social card), a warning, and the field is dropped.
 */
export async function resolveFrontmatterImage(
  record: SourceRecord,
  store: AssetStore,
  links: Pick<PageLinks, 'map' | 'assets' | 'diagnostics'>,
  /** loads through the store, recording what the page depended on */
  load: (abs: string) => Promise<Asset | null>,
  site: { lenient: boolean; staticDirs: string[] },
): Promise<void> {
  const { map } = links;
  const image = (record.frontmatter as { image?: string } | null)?.image;
  if (!image || isExternal(image) || image.startsWith('data:') || map.has(image)) return;
  const path = safeDecode(splitUrl(image).path);
  const candidates = path.startsWith('/') || /^\.\.?\//.test(path) ? [path] : [path, `/${path}`];
  let asset: Asset | null = null;
  for (const candidate of candidates) {
    asset = await load(store.locate(candidate, record.abs));
    if (asset) break;
  }
  if (!asset) {
    const statics = site.staticDirs.join(' or ');
    const where = path.startsWith('/')
      ? statics
      : /^\.\.?\//.test(path)
        ? 'the folder of this file'
        : `the folder of this file or ${statics}`;
    const message = `Missing image '${image}' in frontmatter image, expected a file in ${where}`;
    const at = record.locate(['image']);
    links.diagnostics.push(
      site.lenient
        ? warning('missing-asset', record.file, at, `${message} (left out, as Docusaurus builds without it)`)
        : error('missing-asset', record.file, at, message),
    );
    // nothing to point at: the page goes without an image rather than with a path that is no file
    if (site.lenient) map.set(image, '');
    return;
  }
  links.assets.push(asset);
  map.set(image, gateUrl(asset));
}
