import { error } from '../diagnostics/diagnostic.ts';
import type { SourceRecord } from '../read/source.ts';
import { gateUrl, type Asset, type AssetStore } from './assets.ts';
import type { PageLinks } from './page-links.ts';
import { isExternal, safeDecode, splitUrl } from './url-parts.ts';

/**
 * A page's `image` frontmatter (a blog post's cover, a doc's social image) is content like any image:
 * copied to `assets/<hash>` and served through the gate. `/img/x.png` is under content/static,
 * `./x.png` next to the file, and a bare `img/x.png` next to the file or else under content/static.
 * A file that does not exist is an error at the field.
 */
export async function resolveFrontmatterImage(
  record: SourceRecord,
  store: AssetStore,
  links: Pick<PageLinks, 'map' | 'assets' | 'diagnostics'>,
  /** loads through the store, recording what the page depended on */
  load: (abs: string) => Promise<Asset | null>,
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
    const where = path.startsWith('/')
      ? 'content/static'
      : /^\.\.?\//.test(path)
        ? 'the folder of this file'
        : 'the folder of this file or content/static';
    const message = `Missing image '${image}' in frontmatter image, expected a file in ${where}`;
    links.diagnostics.push(error('missing-asset', record.file, record.locate(['image']), message));
    return;
  }
  links.assets.push(asset);
  map.set(image, gateUrl(asset));
}
