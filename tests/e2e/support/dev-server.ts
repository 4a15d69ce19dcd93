import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));

export const READER = { email: 'e2e-reader@example.com', password: 'e2e-pass-word-123' };

export interface DevServer {
  url: string;
  /** the temporary project root: a copy of content/, dist/site, and its own .docgate */
  root: string;
  output(): string;
  stop(): Promise<void>;
}

/** A free loopback port, found by listening on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Builds dist/viewer when it is older than the viewer sources. */
export async function ensureViewerBuilt(): Promise<void> {
  const { ensureViewerBuilt: buildViewer } = await import('../../../src/gate/server/viewer-build.ts');
  const { createMemoryLogger } = await import('../../../src/compiler/write/logger.ts');
  await buildViewer(createMemoryLogger(), REPO);
}

/**
 * Runs the real `docgate dev` on a free port in a temporary root (a copy of content/ and of the built
 * viewer, its own embedded database), with a known demo reader; resolves once it prints its URL.
 * `extraContent` (path under content/ -> text) is written into the copy before the server starts;
 * `docusaurus` names a site of tests/fixtures/docusaurus/ to serve instead of the repo's content/;
 * `content` is another folder to copy as content/ (a site fixture's), relative to the repo.
 */
export async function startDevServer({
  extraContent = {},
  docusaurus,
  content = 'content',
}: {
  extraContent?: Record<string, string>;
  docusaurus?: string;
  content?: string;
} = {}): Promise<DevServer> {
  await ensureViewerBuilt();
  const root = await mkdtemp(join(tmpdir(), 'docgate-viewer-e2e-'));
  if (docusaurus) await cp(join(REPO, 'tests', 'fixtures', 'docusaurus', docusaurus), root, { recursive: true });
  else await cp(join(REPO, content), join(root, 'content'), { recursive: true });
  for (const [path, text] of Object.entries(extraContent)) {
    await mkdir(dirname(join(root, 'content', path)), { recursive: true });
    await writeFile(join(root, 'content', path), text);
  }
  await mkdir(join(root, 'dist'), { recursive: true });
  // a copy, so a rebuild of the repo's viewer during the run cannot pull files from under the browser
  await cp(join(REPO, 'dist', 'viewer'), join(root, 'dist', 'viewer'), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO, 'bin', 'docgate.mjs'), 'dev', '--port', String(port)], {
    cwd: root,
    // NO_COLOR: picocolors colours output whenever CI is set, which would split the banner text we wait for
    env: {
      ...process.env,
      NO_COLOR: '1',
      DOCGATE_PORT: String(port),
      DOCGATE_DEMO_EMAIL: READER.email,
      DOCGATE_DEMO_PASSWORD: READER.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docgate dev did not start in time:\n${log}`)), 200_000);
    const check = () => {
      if (log.includes('docgate is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docgate dev exited with ${code}:\n${log}`));
    });
  });
  try {
    await started;
  } catch (error) {
    // a server that never came up must not outlive the failed run
    await stopChild(child);
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    output: () => log,
    stop: async () => {
      await stopChild(child);
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
