import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchDocument } from '../../../contracts/manifest.ts';
import { SEARCH_OPTIONS } from './options.ts';

// bump when the serialized text of the same documents changes (serializer, MiniSearch upgrade)
const FORMAT = 1;

/**
 * Serialized search parts on disk, keyed by everything a part's text is made of: its place in the
 * split and its documents in order. A warm build finds every part here and skips MiniSearch (~1 s of
 * CPU at 1,000 pages); the text is the one a fresh index would serialize, so output stays byte-identical.
 */
/**
 * What a page's search documents are made of, digested: the render cache key of its output (its sections)
 * with its URL, title and locale; the documents themselves where the output came from no renderer.
 */
export function pageDigest(
  renderKey: string | undefined,
  docs: readonly SearchDocument[],
  page: { path: string; title: string; locale: string },
): string {
  const hash = createHash('sha256');
  if (renderKey === undefined) for (const doc of docs) hash.update(`${JSON.stringify(doc)}\n`);
  else hash.update(JSON.stringify([renderKey, page.path, page.title, page.locale]));
  return hash.digest('base64');
}

export class SearchPartCache {
  /** the keys this cache was asked for: what a build that asked for every part still needs */
  private readonly used = new Set<string>();

  constructor(private readonly dir: string) {}

  /**
   * The key of a part: part n of count, holding the documents of pages in the order they were added, each
   * page's named by its digest (pageDigest): hashing every document's text again cost a warm 2,000-page
   * build ~200 ms
   */
  keyOf(n: number, count: number, pageDigests: readonly string[]): string {
    const hash = createHash('sha256');
    hash.update(JSON.stringify([FORMAT, n, count, SEARCH_OPTIONS]));
    for (const digest of pageDigests) hash.update(`\n${digest}`);
    return hash.digest('hex');
  }

  get(key: string): string | null {
    this.used.add(key);
    try {
      return readFileSync(join(this.dir, `${key}.json`), 'utf8');
    } catch {
      return null;
    }
  }

  /** Saves a part; a cache that cannot be written only costs the next build its speed. */
  set(key: string, content: string): void {
    const target = join(this.dir, `${key}.json`);
    // renamed into place: a torn file under a valid key would be served as a part
    const temp = `${target}.${process.pid}.tmp`;
    try {
      // search parts hold page text: .docgate/ and its folders are the owner's only
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      writeFileSync(temp, content);
      renameSync(temp, target);
    } catch {
      // read-only project folder: build without the cache
    }
  }

  /** Removes the parts nobody asked for since this cache was made (after a full build), and leftover temp files. */
  prune(): number {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return 0;
    }
    const gone = names.filter(
      (name) => /^[0-9a-f]{64}\.json\.\d+\.tmp$/.test(name) || (/^[0-9a-f]{64}\.json$/.test(name) && !this.used.has(name.slice(0, -5))),
    );
    for (const name of gone) rmSync(join(this.dir, name), { force: true });
    return gone.length;
  }
}
