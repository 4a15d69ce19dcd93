import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody } from '../database/errors.ts';
import type { Logger } from '../../compiler/write/logger.ts';
import {
  BUILD_PROBLEMS_PATH,
  LIVE_RELOAD_PATH,
  RUNTIME_CONFIG_PATH,
  type BuildProblem,
  type RuntimeConfig,
} from '../../contracts/gate-contract.ts';
import { sendError, sendJsonText, setCors } from './http.ts';
import { LiveReload } from './live-reload.ts';
import { serveProblems } from './problems.ts';
import { allowedHosts, originForHost, type AllowedHosts } from './hosts.ts';
import { handleRest, type LiveChange, type RestGate } from './rest.ts';
import { contentSecurityPolicy, setBaseHeaders, setNoStore, setViewerHeaders } from './security-headers.ts';
import { SignInLimiter, type SignInLimits } from './sign-in-limit.ts';
import { serveViewer } from './static.ts';

export interface ServerOptions {
  gate: RestGate;
  /** the built viewer (dist/viewer) */
  viewerDir: string;
  port: number;
  logger: Logger;
  /** told when another docgate process publishes or rolls back through this server */
  onLiveBuild?: (buildId: string, how: LiveChange) => void;
  /** more host names or origins to answer to besides loopback (DOCGATE_HOSTS), comma-separated */
  hosts?: string;
  /** how fast one client may sign in, and how many sign-ins run at once (defaults: sign-in-limit.ts) */
  signInLimits?: SignInLimits;
}

export interface RunningServer {
  /** e.g. http://localhost:4321 */
  url: string;
  port: number;
  /** tells open viewers a new build is live */
  announceBuild(buildId: string, from?: string): void;
  /** the errors of the last build (none once it builds again), shown to signed-in readers as an overlay */
  setProblems(problems: BuildProblem[]): void;
  close(): Promise<void>;
}

const MB = 1024 * 1024;

/**
 * The local server: the viewer's static files with an SPA fallback, its runtime config, live reload,
 * and the PostgREST RPC subset over the embedded gate. Never logs request bodies.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { gate, viewerDir, logger } = options;
  const live = new LiveReload();
  let problems: BuildProblem[] = [];
  let base = '';
  let hosts: AllowedHosts = new Map();

  const csp = contentSecurityPolicy();
  const signIns = new SignInLimiter(options.signInLimits);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    setBaseHeaders(res);
    const origin = originForHost(hosts, req.headers.host);
    if (!origin) {
      req.resume();
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`This docgate server answers only at ${base} and the names in DOCGATE_HOSTS.\n`);
      return;
    }
    if (url.pathname.startsWith('/rest/v1/') || url.pathname === '/rest/v1') {
      setCors(res);
      setNoStore(res);
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      await handleRest(req, res, url, gate, {
        anonBodyLimit: 64 * 1024,
        serviceBodyLimit: 16 * MB,
        onLiveBuild: (buildId, how) => {
          live.announce(buildId);
          // the terminal of `docgate dev`/`serve` says what another process did to what it serves
          logger.info(
            how === 'rollback'
              ? `rolled back: build ${buildId} is live again (docgate publish --rollback)`
              : `build ${buildId} is live (published by docgate publish)`,
          );
          options.onLiveBuild?.(buildId, how);
        },
        signIns,
      });
      return;
    }
    if (url.pathname === RUNTIME_CONFIG_PATH) {
      // public by design: the origin and the anon key; nothing of the content. The origin is the
      // configured one the browser came through (localhost or 127.0.0.1), so its calls stay same-origin
      const config: RuntimeConfig = {
        supabaseUrl: origin,
        supabaseAnonKey: gate.keys.anonKey,
        liveReloadUrl: LIVE_RELOAD_PATH,
      };
      sendJsonText(res, 200, JSON.stringify(config), { 'cache-control': 'no-store' });
      return;
    }
    if (url.pathname === LIVE_RELOAD_PATH) {
      live.accept(req, res);
      return;
    }
    if (url.pathname === BUILD_PROBLEMS_PATH) {
      await serveProblems(req, res, gate, problems);
      return;
    }
    setViewerHeaders(res, csp);
    await serveViewer(req, res, url, viewerDir);
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      // the message only: a stack or a request body could carry secrets into a log
      logger.error(`docgate server: ${req.method} ${req.url?.split('?')[0]} failed: ${(error as Error).message}`);
      if (!res.headersSent) sendError(res, 500, errorBody('PGRST000', 'Internal server error'));
      else res.end();
    });
  };

  const servers = [await listen(createServer(onRequest), options.port, '127.0.0.1')];
  const { port } = servers[0].address() as AddressInfo;
  // `localhost` may resolve to ::1 first; answer there too, still loopback only
  const v6 = await listen(createServer(onRequest), port, '::1').catch(() => null);
  if (v6) servers.push(v6);
  base = `http://localhost:${port}`;
  try {
    hosts = allowedHosts(port, options.hosts);
  } catch (error) {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    throw error;
  }

  return {
    url: base,
    port,
    announceBuild: (buildId, from) => live.announce(buildId, from),
    setProblems: (next) => {
      if (JSON.stringify(next) === JSON.stringify(problems)) return;
      problems = next;
      live.announceProblems();
    },
    close: () =>
      new Promise<void>((resolve) => {
        live.close();
        let open = servers.length;
        for (const server of servers) {
          server.close(() => --open === 0 && resolve());
          server.closeIdleConnections();
        }
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  server.keepAliveTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
