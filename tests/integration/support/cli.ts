import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = fileURLToPath(new URL('../../../bin/docgate.mjs', import.meta.url));

/** The environment a newcomer has: none of docgate's or Supabase's variables unless a test sets them. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DOCGATE_|SUPABASE_|VITE_)/.test(k)));
  return { ...env, NO_COLOR: '1', ...extra };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `docgate <args>` (this checkout's, or the `bin` given) to completion in `cwd`, with optional stdin. */
export function runCli(
  args: string[],
  { cwd, env = cleanEnv(), input, bin = BIN }: { cwd: string; env?: NodeJS.ProcessEnv; input?: string; bin?: string },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

export interface LongRunning {
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** resolves with stdout once it matches */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM, then the exit code */
  stop(): Promise<number | null>;
}

/** Starts a long-running command (`serve`, `dev`, `npm start`) and watches its output. */
export function startProcess(
  command: string,
  args: string[],
  { cwd, env = cleanEnv(), group = false }: { cwd: string; env?: NodeJS.ProcessEnv; group?: boolean },
): LongRunning {
  // `group`: npm runs the command in a shell; signal the whole process group, as Ctrl-C would
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (d) => {
    stdout += d;
    for (const l of listeners) l();
  });
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => ({ stdout, stderr }),
    waitFor: (pattern, timeoutMs = 120_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(stdout)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(stdout);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for ${pattern}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
        }, timeoutMs);
        void exited.then((code) => {
          if (!pattern.test(stdout)) reject(new Error(`exited with ${code} before ${pattern}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
        });
        listeners.add(check);
        check();
      }),
    async stop() {
      if (child.exitCode === null) {
        if (group && child.pid) process.kill(-child.pid, 'SIGTERM');
        else child.kill('SIGTERM');
      }
      return exited;
    },
  };
}

/** The URL and demo sign-in from the start banner. */
export function parseBanner(stdout: string): { url: string; email: string; password: string } {
  const url = /running at (http:\/\/\S+)/.exec(stdout)?.[1];
  const email = /Sign in with\s+(\S+@\S+)/.exec(stdout)?.[1];
  const password = /Password\s+(\S+)/.exec(stdout)?.[1];
  if (!url || !email || !password) throw new Error(`no banner in:\n${stdout}`);
  return { url, email, password };
}
