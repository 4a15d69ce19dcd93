// The load generator, a process of its own: supabase-js clients fetching gated pages for a fixed
// time. Reads the job as JSON from argv, prints the result as JSON on stdout.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { lightFetch } from './light-fetch.ts';

interface LoadJob {
  url: string;
  anonKey: string;
  token: string;
  pages: number;
  concurrency: number;
  durationMs: number;
}

const job = JSON.parse(process.argv[2]) as LoadJob;
const client = createClient(job.url, job.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as never },
  global: { fetch: lightFetch },
});

const fetchPage = (i: number) => client.rpc('docs_file', { token: job.token, path: `pages/p${i % job.pages}.json` });

// warm the connections and the server's prepared statement
for (let i = 0; i < 100; i++) await fetchPage(i);

const cpuBefore = process.cpuUsage();
let done = 0;
let errors = 0;
const latencies: number[] = [];
const started = performance.now();
const until = started + job.durationMs;
await Promise.all(
  Array.from({ length: job.concurrency }, async (_, worker) => {
    for (let i = worker; performance.now() < until; i += job.concurrency) {
      const t = performance.now();
      const { data, error } = await fetchPage(i);
      latencies.push(performance.now() - t);
      if (error || typeof data?.html !== 'string') errors++;
      done++;
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
process.stdout.write(JSON.stringify({ done, errors, latencies, seconds: (performance.now() - started) / 1000, cpuMs }));
