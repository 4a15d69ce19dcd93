import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesIntegrity, RemoteFiles } from '../../../src/compiler/emit/remote-files.ts';

const CSS = '@font-face { src: url(a.woff2); }';

/** A fetcher answering CSS for every URL (or failing, when `down`), counting its calls. */
function counting(down = false) {
  const calls: string[] = [];
  const fetcher = async (url: string): Promise<Response> => {
    calls.push(url);
    if (down) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    return new Response(CSS, { headers: { 'content-type': 'text/css; charset=utf-8' } });
  };
  return { calls, fetcher };
}

describe('remote files', () => {
  it('are fetched once a process, and read from the cache folder by a later one with the host down', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgate-remote-'));
    try {
      const up = counting();
      const first = new RemoteFiles(join(dir, 'remote'), up.fetcher);
      const got = await first.get('https://fonts.example/a.css');
      await first.get('https://fonts.example/a.css');
      expect(up.calls).toEqual(['https://fonts.example/a.css']);
      expect(got).toEqual({ ok: true, bytes: new TextEncoder().encode(CSS), type: 'text/css' });
      expect((await stat(join(dir, 'remote'))).mode & 0o777).toBe(0o700);
      const down = counting(true);
      const offline = new RemoteFiles(join(dir, 'remote'), down.fetcher);
      expect(await offline.get('https://fonts.example/a.css')).toEqual(got);
      expect(down.calls).toEqual([]);
      expect(await offline.get('https://fonts.example/b.css')).toEqual({ ok: false, reason: 'ECONNREFUSED' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('ask a host that failed again only after retryFailures (a full build, not a save)', async () => {
    const down = counting(true);
    const files = new RemoteFiles(null, down.fetcher);
    await files.get('https://fonts.example/a.css');
    await files.get('https://fonts.example/a.css');
    expect(down.calls).toHaveLength(1);
    files.retryFailures();
    await new Promise((resolve) => setImmediate(resolve));
    await files.get('https://fonts.example/a.css');
    expect(down.calls).toHaveLength(2);
  });
});

describe('an integrity attribute', () => {
  const bytes = new TextEncoder().encode(CSS);
  const digest = (algorithm: string) => `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

  it("is checked with the strongest algorithm it names, any of that algorithm's digests matching", () => {
    expect(matchesIntegrity(bytes, digest('sha384'))).toBe(true);
    expect(matchesIntegrity(bytes, `sha512-AAAA ${digest('sha512')}`)).toBe(true);
    // a wrong sha512 beside a right sha256: the browser checks sha512 only
    expect(matchesIntegrity(bytes, `${digest('sha256')} sha512-AAAA`)).toBe(false);
    expect(matchesIntegrity(bytes, 'sha256-AAAA')).toBe(false);
    // no algorithm a browser knows: no check, as in a browser
    expect(matchesIntegrity(bytes, 'md5-AAAA')).toBe(true);
  });
});
