import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, GateError, type GateRole } from '../database/errors.ts';
import { roleForKey, type LocalKeys } from '../database/keys.ts';
import type { RpcResult } from '../database/rpc.ts';
import { safeDecode } from '../../compiler/check/url-parts.ts';
import { GATE_RPC } from '../../contracts/gate-contract.ts';
import { BodyTooLargeError, readBody, sendError, sendJsonText } from './http.ts';
import { parseArgs } from './parse-args.ts';
import { clientAddress, SignInLimitError, type SignInLimiter } from './sign-in-limit.ts';

/** What the REST handler needs of the gate: its keys and a way to call a function as a role. */
export interface RestGate {
  keys: LocalKeys;
  rpc: { call(role: GateRole, fn: string, args: Record<string, unknown>): Promise<RpcResult> };
}

export interface RestOptions {
  /** body limits: readers send a token and a path; publishing sends batches of files */
  anonBodyLimit: number;
  serviceBodyLimit: number;
  /** told after a service call (another docgate process) changed the live build */
  onLiveBuild?: (buildId: string, how: LiveChange) => void;
  /** every docs_sign_in runs through it: a rate per client, one bcrypt at a time */
  signIns?: SignInLimiter;
}

/** How a service call changed the live build: `docgate publish`, or `docgate publish --rollback`. */
export type LiveChange = 'publish' | 'rollback';

const LIVE_CHANGING = new Map<string, LiveChange>([
  ['docs_publish_build', 'publish'],
  ['docs_publish_patch', 'publish'],
  ['docs_publish_rollback', 'rollback'],
]);

// as Supabase's gateway answers a missing or wrong key
const noKey = errorBody('PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.');
const badKey = errorBody('PGRST301', 'Invalid API key', null, 'Double check your Supabase `anon` or `service_role` API key.');

/** The role of the request from `apikey` and `Authorization: Bearer`; both, when sent, must be known keys. */
function roleOf(req: IncomingMessage, keys: LocalKeys): GateRole | 'missing' | 'invalid' {
  const apikey = req.headers.apikey;
  const auth = req.headers.authorization;
  const bearer = typeof auth === 'string' ? (/^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? '') : undefined;
  if (apikey === undefined && bearer === undefined) return 'missing';
  const fromKey = typeof apikey === 'string' ? roleForKey(keys, apikey) : apikey === undefined ? undefined : null;
  const fromBearer = bearer === undefined ? undefined : roleForKey(keys, bearer);
  if (fromKey === null || fromBearer === null) return 'invalid';
  // the bearer decides, as PostgREST's JWT role does
  return (fromBearer ?? fromKey)!;
}

/** Answers `/rest/v1/...`: the RPC subset supabase-js uses; tables are never exposed. */
export async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL, gate: RestGate, options: RestOptions): Promise<void> {
  const role = roleOf(req, gate.keys);
  if (role === 'missing') return sendError(res, 401, noKey);
  if (role === 'invalid') return sendError(res, 401, badKey);

  const match = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(url.pathname);
  if (!match) {
    const name = url.pathname.replace(/^\/rest\/v1\/?/, '');
    return sendError(res, 404, errorBody('PGRST205', `Could not find the table 'public.${name}' in the schema cache`));
  }
  const fn = safeDecode(match[1]);
  let args: Record<string, unknown>;
  if (req.method === 'POST') {
    let raw: Buffer;
    try {
      raw = await readBody(req, role === 'service_role' ? options.serviceBodyLimit : options.anonBodyLimit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendError(res, 413, errorBody('PGRST413', 'Request body too large'));
      throw error;
    }
    const parsed = parseArgs(raw);
    if ('problem' in parsed) return sendError(res, 400, errorBody('PGRST102', 'Empty or invalid json', parsed.problem));
    args = parsed.args;
  } else if (req.method === 'GET' || req.method === 'HEAD') {
    // every gate function writes (sessions, throttling), and a password must never ride in a URL:
    // PostgREST refuses GET for such functions too (read-only transaction, 405)
    return sendError(res, 405, errorBody('25006', `Use POST to call ${fn}: it is not a read-only function`));
  } else {
    return sendError(res, 405, errorBody('PGRST117', `Unsupported HTTP method: ${req.method}`));
  }

  try {
    const call = () => gate.rpc.call(role, fn, args);
    const result =
      fn === GATE_RPC.signIn && options.signIns ? await options.signIns.run(clientAddress(req.socket.remoteAddress), call) : await call();
    if (role === 'service_role' && LIVE_CHANGING.has(fn) && result.status < 300 && result.json) {
      const buildId = (JSON.parse(result.json) as { build_id?: string }).build_id;
      if (buildId) options.onLiveBuild?.(buildId, LIVE_CHANGING.get(fn)!);
    }
    if (result.json === null) {
      res.writeHead(result.status);
      res.end();
      return;
    }
    sendJsonText(res, result.status, result.json);
  } catch (error) {
    if (error instanceof GateError) return sendError(res, error.status, error.body);
    if (error instanceof SignInLimitError)
      return sendJsonText(res, 429, JSON.stringify(errorBody('PT429', error.message)), { 'retry-after': String(error.retryAfter) });
    throw error;
  }
}
