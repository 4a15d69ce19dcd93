import type { IncomingMessage, ServerResponse } from 'node:http';
import { BUILD_PROBLEMS_EVENT, LIVE_RELOAD_EVENT } from '../../contracts/gate-contract.ts';

/**
 * Server-Sent Events to the open viewers: `build` with `{ buildId }` whenever a new build is live, and
 * `from` (the build it patches) when its `manifest-delta.json` says what changed since that build.
 */
export class LiveReload {
  private clients = new Set<ServerResponse>();
  private heartbeat: NodeJS.Timeout;

  constructor() {
    // a comment line now and then keeps proxies from closing an idle stream
    this.heartbeat = setInterval(() => this.write(': ping\n\n'), 25_000);
    this.heartbeat.unref();
  }

  /** Takes over the response as an event stream. */
  accept(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 1000\n: connected\n\n');
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  /** Tells every open viewer that `buildId` is live (a patch of build `from`, when given). */
  announce(buildId: string, from?: string): void {
    this.write(`event: ${LIVE_RELOAD_EVENT}\ndata: ${JSON.stringify(from ? { buildId, from } : { buildId })}\n\n`);
  }

  /** Tells every open viewer that the build's errors changed; what they are is only for a signed-in reader. */
  announceProblems(): void {
    this.write(`event: ${BUILD_PROBLEMS_EVENT}\ndata: {}\n\n`);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private write(chunk: string): void {
    for (const res of this.clients) res.write(chunk);
  }
}
