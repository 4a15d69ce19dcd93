import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_PROBLEMS_PATH,
  GATE_CODES,
  GATE_MESSAGES,
  LIVE_RELOAD_PATH,
  RUNTIME_CONFIG_PATH,
} from '../../src/contracts/gate-contract.ts';
import { join } from 'node:path';
import { createMemoryLogger } from '../../src/compiler/write/logger.ts';
import { startServer } from '../../src/gate/server/server.ts';
import { publishFiles, READER, SITE } from './support/gate-calls.ts';
import { startLocalGate, type LocalGate } from './support/local-gate.ts';
import { supabaseFor } from './support/supabase.ts';

describe('the local server driven by supabase-js', () => {
  let local: LocalGate;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  beforeAll(async () => {
    local = await startLocalGate();
    anon = supabaseFor(local.url, local.gate.keys.anonKey);
    service = supabaseFor(local.url, local.gate.keys.serviceRoleKey);
    await local.gate.rpc.call('service_role', 'docs_admin_add_reader', READER);
    await publishFiles(local.gate.rpc, 'b1', SITE);
  });
  afterAll(() => local?.close());

  const signIn = () => anon.rpc('docs_sign_in', { email: READER.email, password: READER.password });

  it('signs in and returns token, email and expiry as data', async () => {
    const { data, error, status } = await signIn();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/), email: READER.email, expires_at: expect.any(String) });
  });

  it('answers a wrong password with 403 and the 28P01 error body', async () => {
    const { data, error, status } = await anon.rpc('docs_sign_in', { email: READER.email, password: 'wrong password' });
    expect(data).toBeNull();
    expect(status).toBe(403);
    expect(error).toEqual({ code: GATE_CODES.invalidCredentials, message: GATE_MESSAGES.invalidCredentials, details: null, hint: null });
  });

  it('fetches the manifest and a page through docs_file for a live session', async () => {
    const { data: session } = await signIn();
    const manifest = await anon.rpc('docs_file', { token: session.token, path: 'manifest.json' });
    expect(manifest.data).toEqual(SITE['manifest.json']);
    const page = await anon.rpc('docs_file', { token: session.token, path: 'pages/abc123.json' });
    expect(page.data).toEqual(SITE['pages/abc123.json']);
  });

  it('answers docs_session for a live token and 403 28000 after sign-out', async () => {
    const { data: session } = await signIn();
    expect((await anon.rpc('docs_session', { token: session.token })).data).toEqual({
      email: READER.email,
      expires_at: session.expires_at,
    });
    const out = await anon.rpc('docs_sign_out', { token: session.token });
    expect(out).toMatchObject({ data: null, error: null, status: 204 });
    const after = await anon.rpc('docs_session', { token: session.token });
    expect(after.status).toBe(403);
    expect(after.error).toMatchObject({ code: GATE_CODES.invalidSession, message: GATE_MESSAGES.invalidSession });
  });

  it('answers a file without a session with 403 and no content', async () => {
    const { data, error, status } = await anon.rpc('docs_file', { token: 'f'.repeat(64), path: 'manifest.json' });
    expect(status).toBe(403);
    expect(data).toBeNull();
    expect(error?.code).toBe(GATE_CODES.invalidSession);
  });

  it('refuses the very next fetch once the session ends, the reader is disabled or the session expires, right after a served one', async () => {
    const ends: Record<string, (token: string) => PromiseLike<unknown>> = {
      'signed out': (token) => anon.rpc('docs_sign_out', { token }),
      'reader disabled': () => service.rpc('docs_admin_set_reader_disabled', { email: READER.email, disabled: true }),
      expired: (token) =>
        local.gate.db.query(
          `update docs_private.sessions set expires_at = now() - interval '1 second' where token_hash = sha256(convert_to($1, 'UTF8'))`,
          [token],
        ),
    };
    for (const [how, end] of Object.entries(ends)) {
      const { data: session } = await signIn();
      const fetchPage = () => anon.rpc('docs_file', { token: session.token, path: 'pages/abc123.json' });
      expect((await fetchPage()).data, how).toEqual(SITE['pages/abc123.json']);
      await end(session.token);
      // the next fetch, and the ones sent along with it (which reach the database together)
      for (const reply of await Promise.all([fetchPage(), fetchPage(), fetchPage()])) {
        expect(reply.status, how).toBe(403);
        expect(reply.error?.code, how).toBe(GATE_CODES.invalidSession);
        expect(reply.data, how).toBeNull();
      }
      await service.rpc('docs_admin_set_reader_disabled', { email: READER.email, disabled: false });
    }
  });

  it('answers a missing file with 404 PT404', async () => {
    const { data: session } = await signIn();
    const { error, status } = await anon.rpc('docs_file', { token: session.token, path: 'pages/none.json' });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: GATE_CODES.notFound, message: GATE_MESSAGES.notFound });
  });

  it('answers a service function called with the anon key with 401 42501', async () => {
    const { error, status } = await anon.rpc('docs_admin_list_readers');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('runs service functions for the service_role key', async () => {
    const { data, status } = await service.rpc('docs_admin_list_readers');
    expect(status).toBe(200);
    expect(data).toEqual([expect.objectContaining({ email: READER.email, status: 'active' })]);
  });

  it('answers a service function called by the service role without EXECUTE with 403', async () => {
    await local.gate.db.exec(
      'create function public.locked_away() returns int language sql as $$ select 1 $$; revoke all on function public.locked_away() from public',
    );
    await local.gate.rpc.loadSchema();
    const { error, status } = await service.rpc('locked_away');
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('answers an unknown function with 404 PGRST202', async () => {
    const { error, status } = await anon.rpc('no_such_function', { a: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(a) in the schema cache',
    });
  });

  it('answers known function with unknown argument names with 404 PGRST202', async () => {
    const { error, status } = await anon.rpc('docs_file', { token: 'x', file: 'manifest.json' });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });

  it('answers a wrong key with 401', async () => {
    const wrong = supabaseFor(local.url, 'docgate_anon_not-the-right-key-at-all-000000');
    const { error, status } = await wrong.rpc('docs_sign_in', { email: READER.email, password: READER.password });
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });

  it('answers a request without a key with 401', async () => {
    const res = await fetch(`${local.url}/rest/v1/rpc/docs_sign_in`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
  });

  it('gzips a large file for a client that accepts it, and sends it plain to one that does not', async () => {
    const { data: session } = await signIn();
    const call = (encoding: string | null) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(`${local.url}/rest/v1/rpc/docs_file`, {
          method: 'POST',
          headers: {
            apikey: local.gate.keys.anonKey,
            'content-type': 'application/json',
            ...(encoding ? { 'accept-encoding': encoding } : {}),
          },
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end(JSON.stringify({ token: session.token, path: 'pages/long42.json' }));
      });
    const zipped = await call('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(SITE['pages/long42.json']);
    expect(zipped.body.length).toBeLessThan(JSON.stringify(SITE['pages/long42.json']).length / 10);
    for (const encoding of [null, 'gzip;q=0, identity']) {
      const plain = await call(encoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.body.toString('utf8'))).toEqual(SITE['pages/long42.json']);
    }
  });

  it('answers malformed JSON with 400 PGRST102', async () => {
    const res = await fetch(`${local.url}/rest/v1/rpc/docs_sign_in`, {
      method: 'POST',
      body: '{"email": ',
      headers: { apikey: local.gate.keys.anonKey, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  });

  it('refuses a sign-in sent in a URL (GET) with 405, without checking it', async () => {
    const signIns = async () =>
      (await local.gate.db.query<{ at: string | null }>('select max(last_sign_in_at)::text as at from docs_private.readers'))[0].at;
    const before = await signIns();
    const res = await fetch(`${local.url}/rest/v1/rpc/docs_sign_in?email=${READER.email}&password=${encodeURIComponent(READER.password)}`, {
      headers: { apikey: local.gate.keys.anonKey },
    });
    expect(res.status).toBe(405);
    expect(await signIns()).toBe(before);
  });

  it('refuses an oversized body from anon with 413', async () => {
    const res = await fetch(`${local.url}/rest/v1/rpc/docs_sign_in`, {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) }),
      headers: { apikey: local.gate.keys.anonKey, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });

  it('never exposes a table through /rest/v1', async () => {
    const { data, status } = await anon.from('readers').select('*');
    expect(status).toBe(404);
    expect(data).toBeNull();
  });

  it('answers a CORS preflight for the headers supabase-js sends', async () => {
    const res = await fetch(`${local.url}/rest/v1/rpc/docs_file`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://docs.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('serves the runtime config with its own origin and the anon key only', async () => {
    const res = await fetch(`${local.url}${RUNTIME_CONFIG_PATH}`);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ supabaseUrl: local.url, supabaseAnonKey: local.gate.keys.anonKey, liveReloadUrl: LIVE_RELOAD_PATH });
    expect(text).not.toContain(local.gate.keys.serviceRoleKey);
    expect(text).not.toContain('secret-text');
  });

  it('serves hashed viewer assets as immutable and every other path as index.html', async () => {
    const asset = await fetch(`${local.url}/assets/app-1a2b3c.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    for (const path of ['/', '/docs/intro', '/no/such/page', '/assets/missing.js']) {
      const res = await fetch(`${local.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="__docusaurus">');
    }
  });

  it("serves the viewer's pages with a strict Content-Security-Policy, no framing and no sniffing", async () => {
    for (const path of ['/', '/docs/intro', '/assets/app-1a2b3c.js']) {
      const res = await fetch(`${local.url}${path}`);
      const policy = Object.fromEntries(
        res.headers
          .get('content-security-policy')!
          .split(/;\s*/)
          .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
      );
      expect(policy, path).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self' blob:",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' blob: data: https:",
        'media-src': "'self' blob: data: https:",
        'connect-src': "'self'",
        'frame-src': 'https:',
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('lets no cache keep any gate answer: sign-in, files, errors and preflights are no-store', async () => {
    const { data: session } = await signIn();
    const rpc = (fn: string, body: unknown, key = local.gate.keys.anonKey) =>
      fetch(`${local.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { apikey: key, 'content-type': 'application/json' },
      });
    const answers = [
      await rpc('docs_sign_in', READER),
      await rpc('docs_sign_in', { email: READER.email, password: 'wrong password' }),
      await rpc('docs_file', { token: session.token, path: 'manifest.json' }),
      await rpc('docs_file', { token: 'f'.repeat(64), path: 'manifest.json' }),
      await rpc('docs_session', { token: session.token }),
      await rpc('docs_sign_in', READER, 'not-a-key'),
      await fetch(`${local.url}/rest/v1/readers`, { headers: { apikey: local.gate.keys.anonKey } }),
      await fetch(`${local.url}/rest/v1/rpc/docs_file`, { method: 'OPTIONS' }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 403, 200, 403, 200, 401, 404, 204]);
    for (const res of answers) {
      expect(res.headers.get('cache-control'), res.url).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
    }
  });

  it('answers no other host name (DNS rebinding) with 421, and gives such a page neither the anon key nor a gate call', async () => {
    const port = local.server.port;
    const asked = [
      await rawRequest(port, RUNTIME_CONFIG_PATH, { host: `evil.example:${port}` }),
      await rawRequest(port, '/docs/intro', { host: 'evil.example' }),
      await rawRequest(port, '/rest/v1/rpc/docs_sign_in', {
        host: `rebind.attacker.test:${port}`,
        method: 'POST',
        headers: { apikey: local.gate.keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(READER),
      }),
      await rawRequest(port, RUNTIME_CONFIG_PATH, { host: `127.0.0.1.evil.example:${port}` }),
    ];
    // without any Host header node's HTTP parser refuses the request itself (400)
    const hostless = await rawRequest(port, RUNTIME_CONFIG_PATH, { host: null });
    expect(hostless.status).toBe(400);
    for (const answer of [...asked, hostless]) {
      if (answer !== hostless) expect(answer.status).toBe(421);
      expect(answer.body).not.toContain(local.gate.keys.anonKey);
      expect(answer.body).not.toContain('token');
    }
  });

  it('tells the viewer the configured origin it came through, never what the Host header says', async () => {
    const port = local.server.port;
    const urlFor = async (host: string) => JSON.parse((await rawRequest(port, RUNTIME_CONFIG_PATH, { host })).body).supabaseUrl;
    expect(await urlFor(`localhost:${port}`)).toBe(`http://localhost:${port}`);
    expect(await urlFor(`LocalHost:${port}`)).toBe(`http://localhost:${port}`);
    expect(await urlFor(`127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}`);
    expect(await urlFor(`[::1]:${port}`)).toBe(`http://[::1]:${port}`);
  });

  it('answers the names and origins of DOCGATE_HOSTS too, and refuses a malformed entry at start', async () => {
    const logger = createMemoryLogger();
    const viewerDir = join(local.dir, 'viewer');
    const proxied = await startServer({ gate: local.gate, viewerDir, port: 0, logger, hosts: 'docs.lan, https://Docs.Example.com' });
    try {
      const { port } = proxied;
      const urlFor = async (host: string) => JSON.parse((await rawRequest(port, RUNTIME_CONFIG_PATH, { host })).body).supabaseUrl;
      expect(await urlFor('docs.lan')).toBe('http://docs.lan');
      expect(await urlFor(`docs.lan:${port}`)).toBe(`http://docs.lan:${port}`);
      expect(await urlFor('docs.example.com')).toBe('https://docs.example.com');
      expect((await rawRequest(port, RUNTIME_CONFIG_PATH, { host: 'docs.example.com.evil.test' })).status).toBe(421);
    } finally {
      await proxied.close();
    }
    for (const hosts of ['https://docs.example.com/path', 'docs lan', 'evil.test/x'])
      await expect(startServer({ gate: local.gate, viewerDir, port: 0, logger, hosts })).rejects.toThrow(/^DOCGATE_HOSTS: /);
  });

  it('never serves a file outside the viewer folder', async () => {
    for (const path of ['/../outside.txt', '/%2e%2e/outside.txt', '/..%2foutside.txt']) {
      expect(await rawGet(local.server.port, path)).not.toContain('outside-the-viewer');
    }
  });

  it('announces a newly published build to live-reload listeners', async () => {
    const controller = new AbortController();
    const res = await fetch(`${local.url}${LIVE_RELOAD_PATH}`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let received = '';
    const event = (async () => {
      while (!received.includes('event: build')) received += new TextDecoder().decode((await reader.read()).value);
      return received;
    })();
    const hash = 'a'.repeat(64);
    await service.rpc('docs_publish_put_files', { files: [{ hash, body: { buildId: 'b-live' } }] });
    await service.rpc('docs_publish_build', { build_id: 'b-live', files: { 'manifest.json': hash } });
    const text = await event;
    controller.abort();
    expect(text).toContain('event: build\ndata: {"buildId":"b-live"}\n\n');
    await service.rpc('docs_publish_rollback');
  });

  it("serves dev's build errors only to a live session, and tells listeners they changed without saying what", async () => {
    const problem = { file: 'content/docs/intro.md', line: 2, column: 13, message: 'Invalid YAML frontmatter: secret words' };
    const controller = new AbortController();
    const res = await fetch(`${local.url}${LIVE_RELOAD_PATH}`, { signal: controller.signal });
    const reader = res.body!.getReader();
    let received = '';
    const event = (async () => {
      while (!received.includes('event: problems')) received += new TextDecoder().decode((await reader.read()).value);
      return received;
    })();
    local.server.setProblems([problem]);
    const text = await event;
    controller.abort();
    expect(text).toContain('event: problems\ndata: {}\n\n');
    expect(text).not.toContain('secret');

    const get = (token?: string) =>
      fetch(`${local.url}${BUILD_PROBLEMS_PATH}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    for (const answer of [await get(), await get('f'.repeat(64))]) {
      expect(answer.status).toBe(401);
      expect(await answer.text()).not.toContain('secret');
    }
    const { data: session } = await signIn();
    const answer = await get(session.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ problems: [problem] });
    local.server.setProblems([]);
    expect(await (await get(session.token)).json()).toEqual({ problems: [] });
  });

  it('logs no password, token or request body', async () => {
    await signIn();
    const all = local.logger.lines.map((l) => l.message).join('\n');
    expect(all).not.toContain(READER.password);
  });
});

/** GETs `path` exactly as written: fetch() would resolve `..` and `%2e%2e` before sending. */
async function rawGet(port: number, path: string): Promise<string> {
  return (await rawRequest(port, path)).body;
}

interface RawOptions {
  /** the Host header to send (fetch() sets its own); null sends none */
  host?: string | null;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request to 127.0.0.1:`port` with exactly this path and Host header. */
function rawRequest(port: number, path: string, options: RawOptions = {}): Promise<{ status: number; body: string }> {
  const { host, method = 'GET', headers = {}, body } = options;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, setHost: host === undefined, headers: host ? { ...headers, host } : headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
