// The local server under load: gated page fetches per second through supabase-js on loopback,
// the server's CPU time per fetch (which does not depend on what else the machine runs),
// sign-in latency, and errors. `node --import tsx bench/server/index.ts` runs it alone.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { openEmbeddedGate } from '../../src/gate/database/embedded.ts';
import { createMemoryLogger } from '../../src/compiler/write/logger.ts';
import { embeddedTarget } from '../../src/gate/publish/target.ts';
import { startServer } from '../../src/gate/server/server.ts';
import type { BenchRow } from '../row.ts';

const PAGES = 200;
const CONCURRENCY = 16;
const DURATION_MS = 5_000;

interface LoadResult {
  done: number;
  errors: number;
  latencies: number[];
  seconds: number;
  /** the load process's own CPU time while it fetched */
  cpuMs: number;
}

// a separate process, as browsers would be, so the server's CPU time can be measured on its own
function runLoad(job: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
    execFile(process.execPath, ['--import', 'tsx', script, JSON.stringify(job)], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as LoadResult);
    });
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Runs the server benchmark on an in-memory embedded gate; rows for bench/run.ts. */
export async function runServerBench(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'docgate-bench-server-'));
  const gate = await openEmbeddedGate({ stateDir: join(dir, '.docgate'), inMemory: true });
  const server = await startServer({ gate, viewerDir: join(dir, 'viewer'), port: 0, logger: createMemoryLogger() });
  try {
    // a site of PAGES pages of about 6 kB each
    const target = embeddedTarget(gate, { closeGate: false });
    const files = [{ path: 'manifest.json', body: { buildId: 'bench', routes: PAGES } }];
    for (let i = 0; i < PAGES; i++) {
      files.push({
        path: `pages/p${i}.json`,
        body: { title: `Page ${i}`, html: `<p>${'lorem ipsum dolor '.repeat(300)}${i}</p>` } as never,
      });
    }
    const hashed = files.map((f) => ({ ...f, hash: createHash('sha256').update(JSON.stringify(f.body)).digest('hex') }));
    await target.rpc('docs_publish_put_files', { files: hashed.map(({ hash, body }) => ({ hash, body })) });
    await target.rpc('docs_publish_build', { build_id: 'bench', files: Object.fromEntries(hashed.map((f) => [f.path, f.hash])) });
    await target.rpc('docs_admin_add_reader', { email: 'bench@example.com', password: 'bench password' });

    const url = `http://127.0.0.1:${server.port}`;
    const client = createClient(url, gate.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
    });

    const signIns: number[] = [];
    let token = '';
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const { data, error } = await client.rpc('docs_sign_in', { email: 'bench@example.com', password: 'bench password' });
      signIns.push(performance.now() - started);
      if (error) throw new Error(`sign-in failed: ${error.message}`);
      token = data.token;
    }

    // the clients run in their own thread, as browsers would, so the server's thread is its own
    const cpuBefore = process.cpuUsage();
    const result = await runLoad({
      url,
      anonKey: gate.keys.anonKey,
      token,
      pages: PAGES,
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const { done, errors, latencies } = result;
    // includes the load process's start-up and warm-up requests, so it overstates the cost a little
    const cpuMsPerFetch = (cpu.user + cpu.system) / 1000 / (done + 100);
    const perSecond = done / result.seconds;
    return [
      {
        name: `gated page fetches (supabase-js, ${CONCURRENCY} concurrent, ${PAGES} pages)`,
        value: Math.round(perSecond),
        unit: 'req/s',
        budget: 1000,
        ok: perSecond >= 1000,
      },
      { name: 'gated page fetch latency p95', value: percentile(latencies, 95), unit: 'ms' },
      { name: 'server CPU time per gated fetch (HTTP + database)', value: cpuMsPerFetch, unit: 'ms' },
      // the load shares this machine's cores with the server: when it costs more than the server, it sets req/s
      { name: 'load process CPU time per gated fetch (supabase-js client)', value: result.cpuMs / done, unit: 'ms' },
      {
        name: 'gated fetches per second of server CPU (capacity of one free core)',
        value: Math.round(1000 / cpuMsPerFetch),
        unit: 'req/s',
      },
      { name: 'gated page fetch errors', value: errors, unit: 'errors', budget: 0, ok: errors === 0 },
      { name: 'sign-in latency (bcrypt cost 10) median', value: percentile(signIns, 50), unit: 'ms' },
    ];
  } finally {
    await server.close();
    await gate.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await runServerBench()) {
    console.log(
      `${row.name}: ${Number.isInteger(row.value) ? row.value : row.value.toFixed(2)} ${row.unit}${row.ok === undefined ? '' : row.ok ? ' (ok)' : ' (OVER BUDGET)'}`,
    );
  }
}
