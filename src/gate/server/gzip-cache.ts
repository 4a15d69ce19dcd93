import { constants, gzip } from 'node:zlib';

// Readers of one site fetch the same few hundred files over and over, and a build's files never change,
// so each answer is compressed once and its gzip bytes reused, as a CDN or nginx's gzip_static would.
// The key is the answer's text itself: a hit needs the very bytes the database just returned to this
// request, after its session was checked, so the cache can never hand one reader what another asked for.

/** Total bytes the cache may hold (keys as UTF-16 plus the gzip bytes): a 2,000-page site's hot set fits. */
const MAX_BYTES = 48 * 1024 * 1024;

export class GzipCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  /** The gzip bytes of `text`, from the cache or compressed off the main thread and kept. */
  async compress(text: string): Promise<Buffer> {
    const cached = this.entries.get(text);
    if (cached) {
      // a Map keeps insertion order: moving the hit to the end makes eviction least-recently-used
      this.entries.delete(text);
      this.entries.set(text, cached);
      return cached;
    }
    const zipped = await new Promise<Buffer>((resolve, reject) =>
      gzip(Buffer.from(text), { level: 5, strategy: constants.Z_DEFAULT_STRATEGY }, (error, out) => (error ? reject(error) : resolve(out))),
    );
    this.keep(text, zipped);
    return zipped;
  }

  private keep(text: string, zipped: Buffer): void {
    const size = text.length * 2 + zipped.length;
    if (size > this.maxBytes / 8 || this.entries.has(text)) return; // one huge answer should not flush the rest
    this.entries.set(text, zipped);
    this.bytes += size;
    for (const [key, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= key.length * 2 + value.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
