import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../write/atomic-write.ts';

// A site's stylesheets from another host (a web font's CSS, its font files) are fetched at build time and
// shipped through the gate: the viewer's CSP loads no style or font from another site. What was fetched is
// kept under `.docgate/remote/` by its URL, so a save in `docgate dev`, a warm build and an offline build
// fetch nothing; deleting the folder fetches again.

/** What a fetch of a remote file gives: its bytes and type, or why there are none. */
export type RemoteFile = { ok: true; bytes: Uint8Array; type: string } | { ok: false; reason: string };

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

// Google Fonts answers a browser it knows with woff2 files split by unicode-range; an unknown one gets TTF
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TIMEOUT_MS = 10_000;
/** no stylesheet or font is this large: a bigger answer is not one */
export const MAX_REMOTE_BYTES = 5 * 1024 * 1024;

/** `https://x`, `http://x` and `//x` (as https) are remote files; anything else is not. */
export const remoteUrl = (url: string, base?: string): URL | null => {
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
};

/** Fetches http(s) files once per URL: from the disk cache when it has them, else from their host. */
export class RemoteFiles {
  private readonly fetched = new Map<string, Promise<RemoteFile>>();

  /** `dir` null keeps what was fetched in memory only (tests of a site in memory) */
  constructor(
    private readonly dir: string | null,
    private readonly fetcher: Fetcher = fetch,
  ) {}

  /** The file at `url`, fetched at most once a process; a failure is asked again only after `retryFailures`. */
  get(url: string): Promise<RemoteFile> {
    let file = this.fetched.get(url);
    if (!file) {
      file = this.load(url);
      this.fetched.set(url, file);
    }
    return file;
  }

  /** Forgets the fetches that failed: a full build asks their hosts again (a save in watch mode does not). */
  retryFailures(): void {
    for (const [url, file] of this.fetched) void file.then((got) => got.ok || this.fetched.delete(url));
  }

  private async load(url: string): Promise<RemoteFile> {
    const cached = this.readCache(url);
    if (cached) return cached;
    const got = await download(url, this.fetcher);
    if (got.ok) this.writeCache(url, got);
    return got;
  }

  private cacheFile(url: string): string | null {
    return this.dir && join(this.dir, createHash('sha256').update(url).digest('hex').slice(0, 32));
  }

  private readCache(url: string): RemoteFile | null {
    const file = this.cacheFile(url);
    if (!file) return null;
    try {
      const meta = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as { url?: unknown; type?: unknown };
      if (meta.url !== url || typeof meta.type !== 'string') return null;
      return { ok: true, bytes: new Uint8Array(readFileSync(file)), type: meta.type };
    } catch {
      return null;
    }
  }

  private writeCache(url: string, got: { bytes: Uint8Array; type: string }): void {
    const file = this.cacheFile(url);
    if (!file) return;
    try {
      // a site's stylesheets are its content: the folder is the owner's only, as .docgate's others
      mkdirSync(this.dir!, { recursive: true, mode: 0o700 });
      writeFileAtomic(file, got.bytes, 0o600);
      // the entry counts once its bytes are there
      writeFileAtomic(`${file}.json`, JSON.stringify({ url, type: got.type }), 0o600);
    } catch {
      // a cache that cannot be written costs the next build a fetch, nothing else
    }
  }
}

/** One GET of `url` as a browser asks, given up after TIMEOUT_MS or past MAX_REMOTE_BYTES. */
async function download(url: string, fetcher: Fetcher): Promise<RemoteFile> {
  try {
    const response = await fetcher(url, {
      headers: { 'user-agent': USER_AGENT, accept: 'text/css,*/*;q=0.1' },
      redirect: 'follow',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, reason: `HTTP ${response.status}` };
    }
    const bytes = await cappedBody(response);
    if (!bytes) return { ok: false, reason: `larger than ${MAX_REMOTE_BYTES / 1024 / 1024} MB` };
    return { ok: true, bytes, type: (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer in ${TIMEOUT_MS / 1000} s`
        : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { ok: false, reason };
  }
}

/** The response's body, or null once it passes MAX_REMOTE_BYTES (the rest is not read). */
async function cappedBody(response: Response): Promise<Uint8Array | null> {
  if (Number(response.headers.get('content-length') ?? 0) > MAX_REMOTE_BYTES) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REMOTE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const SRI = /^(sha256|sha384|sha512)-([A-Za-z0-9+/=_-]+)$/;
const STRENGTH = ['sha256', 'sha384', 'sha512'];

/**
 * Whether bytes match an `integrity` attribute as a browser checks it: the strongest algorithm it names,
 * any of that algorithm's digests; an attribute naming no known algorithm passes, as it does in a browser.
 */
export function matchesIntegrity(bytes: Uint8Array, integrity: string): boolean {
  const hashes = integrity
    .trim()
    .split(/\s+/)
    .map((token) => SRI.exec(token.split('?')[0]!))
    .filter((match) => match !== null);
  if (hashes.length === 0) return true;
  const strongest = Math.max(...hashes.map(([, algorithm]) => STRENGTH.indexOf(algorithm!)));
  const algorithm = STRENGTH[strongest]!;
  const digest = createHash(algorithm).update(bytes).digest('base64');
  return hashes.some(([, name, value]) => name === algorithm && value === digest);
}
