import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Tests run the compiler from source, but worker threads and the `docgate` processes that tests start
// load the compiled CLI (dist/cli): compile it from the sources under test, once a run.
// Every temp folder of the run (sites, bundles, clusters, browser profiles) is made under one folder of its
// own, removed when the run ends: the test files and the processes they start inherit TMPDIR, and a test that
// fails before its own clean-up leaves nothing behind in the machine's /tmp.
export default function setup(): () => void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build-cli.mjs', import.meta.url))], { stdio: 'inherit' });
  const runDir = mkdtempSync(join(tmpdir(), 'docgate-tests-'));
  // others may pass through it, not list it: a test's PostgreSQL cluster runs as the postgres user when the
  // tests run as root (CI), in a folder of its own in here (tests/integration/support/postgres.ts)
  chmodSync(runDir, 0o711);
  process.env.TMPDIR = runDir;
  return () => rmSync(runDir, { recursive: true, force: true });
}
