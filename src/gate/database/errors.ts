// PostgREST's error body and its SQLSTATE -> HTTP status table, so the local server answers
// supabase-js exactly as a hosted project would.

export type GateRole = 'anon' | 'service_role';

/** The body PostgREST sends with every error. */
export interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error that carries its HTTP status and PostgREST body; thrown by targets and the RPC layer. */
export class GateError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'GateError';
  }
  get code(): string {
    return this.body.code;
  }
}

/** A PostgREST error body; details and hint default to null as PostgREST sends them. */
export const errorBody = (code: string, message: string, details: string | null = null, hint: string | null = null): ErrorBody => ({
  code,
  message,
  details,
  hint,
});

const PREFIX_STATUS: [string, number][] = [
  ['08', 503],
  ['09', 500],
  ['0L', 403],
  ['0P', 403],
  ['25', 500],
  ['28', 403],
  ['2D', 500],
  ['38', 500],
  ['39', 500],
  ['3B', 500],
  ['40', 500],
  ['53', 503],
  ['54', 500],
  ['55', 500],
  ['57', 500],
  ['58', 500],
  ['F0', 500],
  ['HV', 500],
  ['P0', 500],
  ['XX', 500],
];
const EXACT_STATUS: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '53400': 500,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
};

/** PostgREST's status for a SQLSTATE; 42501 is 401 for anon and 403 for any other role. */
export function statusForSqlState(code: string, role: GateRole): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code in EXACT_STATUS) return EXACT_STATUS[code];
  for (const [prefix, status] of PREFIX_STATUS) if (code.startsWith(prefix)) return status;
  return 400;
}
