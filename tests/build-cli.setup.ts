import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Tests run the compiler from source, but worker threads and the `docgate` processes that tests start
// load the compiled CLI (dist/cli): compile it from the sources under test, once a run.
export default function setup(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build-cli.mjs', import.meta.url))], { stdio: 'inherit' });
}
