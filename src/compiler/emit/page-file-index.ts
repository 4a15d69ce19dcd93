import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../write/atomic-write.ts';

// `docgate build` made every page file again, though a warm build's are the same as the last build's:
// serializing, checking against the schema and hashing ~60 MB of JSON took ~650 ms of a 2,000-page warm
// build's ~2.4 s. The index keeps, per page file, a digest of everything it is made from (the page's
// planned data, the cache keys its HTML was rendered under, its URL maps, the compiler's version) and the
// file's name and size: a page whose digest is there and whose file is still whole is not made again.

const indexSchema = z.object({
  version: z.string(),
  // digest -> [file name, size in bytes]
  files: z.record(z.string(), z.tuple([z.string(), z.number()])),
});

export interface IndexedFile {
  path: string;
  size: number;
}

/** The page files of the last successful `docgate build`, by the digest of their inputs. */
export class PageFileIndex {
  private readonly before: Map<string, [string, number]>;
  private readonly now = new Map<string, [string, number]>();

  /** Reads `file`; a missing, unreadable or other version's index is an empty one. */
  constructor(
    private readonly file: string,
    private readonly version: string,
  ) {
    this.before = new Map(Object.entries(this.read()));
  }

  private read(): Record<string, [string, number]> {
    try {
      const index = indexSchema.parse(JSON.parse(readFileSync(this.file, 'utf8')));
      return index.version === this.version ? index.files : {};
    } catch {
      return {};
    }
  }

  /** A hasher for the inputs of one page file, seeded with the compiler's version. */
  digest(): ReturnType<typeof createHash> {
    return createHash('sha256').update(this.version).update('\u0000');
  }

  /** The file the last build made from inputs of this digest; the caller checks it is still there. */
  find(digest: string): IndexedFile | undefined {
    const found = this.before.get(digest);
    return found && { path: found[0], size: found[1] };
  }

  /** Records the file of this build made from (or kept for) inputs of this digest. */
  add(digest: string, file: IndexedFile): void {
    this.now.set(digest, [file.path, file.size]);
  }

  /** Saves this build's files, replacing the last build's (only a build that wrote its output saves). */
  save(): void {
    try {
      // content names and sizes only, in .docgate/ beside the render cache: the owner's only
      mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
      writeFileAtomic(this.file, JSON.stringify({ version: this.version, files: Object.fromEntries(this.now) }), 0o600);
    } catch {
      // a read-only checkout or a full disk only costs the next build its shortcut
    }
  }
}
