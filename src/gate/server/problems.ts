import type { IncomingMessage, ServerResponse } from 'node:http';
import { GATE_RPC, type BuildProblem, type BuildProblems } from '../../contracts/gate-contract.ts';
import { sendJsonText } from './http.ts';
import type { RestGate } from './rest.ts';

/**
 * `GET /__docgate/problems`: the last build's errors, for a live session only (they quote the content),
 * checked the way docs_file checks it: the token goes through docs_session as the anon role.
 */
export async function serveProblems(req: IncomingMessage, res: ServerResponse, gate: RestGate, problems: BuildProblem[]): Promise<void> {
  req.resume();
  res.setHeader('cache-control', 'no-store');
  if (req.method !== 'GET') {
    sendJsonText(res, 405, JSON.stringify({ message: 'Only GET' }), { allow: 'GET' });
    return;
  }
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  const session = token && token.length <= 512 ? await gate.rpc.call('anon', GATE_RPC.session, { token }).catch(() => null) : null;
  if (session?.status !== 200) {
    sendJsonText(res, 401, JSON.stringify({ message: 'Sign in to see the build errors' }));
    return;
  }
  const body: BuildProblems = { problems };
  sendJsonText(res, 200, JSON.stringify(body));
}
