import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BlogAuthor } from '../../contracts/manifest.ts';
import { isExternal } from '../check/url-parts.ts';
import type { PostFrontmatter } from '../read/frontmatter-schema.ts';
import { lineColumnAt } from '../read/positions.ts';
import { gateUrl, type Asset, type AssetStore } from '../check/assets.ts';
import type { SitePlan } from './plan-site.ts';

// watch mode re-emits plans whose author objects were resolved by an earlier pass: remember their assets
const resolved = new Map<string, Asset>();

/** Every author object the plan will emit: the manifest's blog blocks and the page data that embeds authors. */
function authorsOf(plan: SitePlan): BlogAuthor[] {
  const found: BlogAuthor[] = plan.blogs.flatMap((blog) => Object.values(blog.manifest.authors));
  for (const { data } of plan.pages) {
    if (data.kind === 'blogPost' || data.kind === 'blogAuthors') found.push(...data.authors);
    if (data.kind === 'blogList' || data.kind === 'blogTag' || data.kind === 'blogAuthor') {
      if (data.author) found.push(data.author);
      found.push(...Object.values(data.postAuthors ?? {}));
    }
  }
  return found;
}

/** Where an author image was written: its line in a blog's authors.yml, else the inline author of a post. */
export function authorImageAt(plan: SitePlan, src: string, fallbackFile: string): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  for (const { authorsSource: yml } of plan.blogs) {
    const offset = yml ? yml.text.indexOf(src) : -1;
    if (yml && offset !== -1) return { file: yml.file, ...lineColumnAt(yml.text, offset) };
  }
  const yml = plan.blogs[0].authorsSource;
  for (const { data, source } of plan.pages) {
    if (data.kind !== 'blogPost' || !source) continue;
    const authors = (source.frontmatter as PostFrontmatter).authors;
    const i = authors.findIndex((a) => typeof a !== 'string' && (a.image_url ?? a.imageURL) === src);
    if (i === -1) continue;
    const field = typeof authors[i] !== 'string' && authors[i]!.image_url !== undefined ? 'image_url' : 'imageURL';
    return { file: source.file, ...source.locate(['authors', i, field]) };
  }
  return { file: yml?.file ?? fallbackFile, line: 1, column: 1 };
}

/**
 * Avatars in authors.yml (`image_url: /img/authors/maya.svg`) are content like any image: copied to
 * `assets/<hash>` and served through the gate, so the page data points at `gate:assets/...`.
 * Returns the assets to emit and the `image_url` values that name no file.
 */
export async function resolveAuthorImages(plan: SitePlan, assets: AssetStore): Promise<{ emitted: Asset[]; missing: string[] }> {
  const emitted = new Map<string, Asset>();
  const missing = new Set<string>();
  for (const author of authorsOf(plan)) {
    const src = author.imageUrl;
    const earlier = src ? resolved.get(src) : undefined;
    if (earlier) {
      emitted.set(earlier.path, earlier);
      continue;
    }
    if (!src || isExternal(src)) continue;
    const asset = await assets.loadStatic(src);
    if (!asset) {
      missing.add(src);
      continue;
    }
    emitted.set(asset.path, asset);
    author.imageUrl = gateUrl(asset);
    resolved.set(author.imageUrl, asset);
  }
  return { emitted: [...emitted.values()], missing: [...missing].sort() };
}
