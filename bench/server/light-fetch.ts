import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

// The fetch the load's supabase-js client sends through: node:http with keep-alive, and of the answer
// what supabase-js reads (status, headers, text). Node's own fetch (undici, on WHATWG streams) took the
// load process two to three times the server's CPU time per fetch on this 2-core machine, so the bench
// measured its client; a browser's network stack is native code. The requests are supabase-js's own,
// and they ask for gzip as a browser does.
const agent = new Agent({ keepAlive: true });

interface Init {
  method?: string;
  headers?: HeadersInit;
  body?: string;
}

/** A fetch for supabase-js's `global.fetch` option. */
export const lightFetch = ((input: string, init: Init = {}) =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate' };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const req = request(input, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        const status = res.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          statusText: res.statusMessage ?? '',
          headers: new Headers(Object.entries(res.headers).map(([name, value]) => [name, String(value)])),
          text: async () => text,
          json: async () => JSON.parse(text),
        });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  })) as unknown as typeof fetch;
