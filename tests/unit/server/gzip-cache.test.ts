import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GzipCache } from '../../../src/gate/server/gzip-cache.ts';

const page = (n: number) => JSON.stringify({ title: `Page ${n}`, html: `<p>${'lorem ipsum '.repeat(400)}${n}</p>` });

describe('the gzip cache of the local server', () => {
  it('compresses an answer once and hands the same bytes to the next reader of it', async () => {
    const cache = new GzipCache();
    const first = await cache.compress(page(1));
    expect(gunzipSync(first).toString('utf8')).toBe(page(1));
    expect(await cache.compress(page(1))).toBe(first);
    // a different answer is never served from another's entry
    expect(gunzipSync(await cache.compress(page(2))).toString('utf8')).toBe(page(2));
  });

  it('stays within its byte bound, dropping the least recently used answer first', async () => {
    const one = page(1).length * 2 + (await new GzipCache().compress(page(1))).length;
    const cache = new GzipCache(one * 8 + one / 2);
    const kept = await cache.compress(page(0));
    for (let n = 1; n <= 20; n++) {
      await cache.compress(page(n));
      // page 0 is read between every other answer, so it stays while older ones go
      expect(await cache.compress(page(0))).toBe(kept);
    }
    expect(cache.size).toBeLessThanOrEqual(8);
    const dropped = await cache.compress(page(1));
    expect(gunzipSync(dropped).toString('utf8')).toBe(page(1));
  });

  it('does not keep an answer larger than an eighth of its bound, which would flush the rest', async () => {
    const cache = new GzipCache(10_000);
    await cache.compress(page(1));
    expect(cache.size).toBe(0);
  });
});
