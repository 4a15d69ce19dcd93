import { errorBody, GateError, statusForSqlState, type GateRole } from './errors.ts';
import { isSqlError, type SqlClient } from './sql.ts';

// The PostgREST RPC subset: named arguments from a JSON object, run as the caller's role in a
// transaction of its own, PostgREST's status codes and its `response.status` override.

interface FunctionSignature {
  name: string;
  args: { name: string; type: string; optional: boolean }[];
  returnsVoid: boolean;
}

export interface RpcResult {
  status: number;
  /** the JSON text of the result; null for a function returning void (204) */
  json: string | null;
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

/** Calls functions in schema `public` the way PostgREST does; one instance per database. */
export class RpcRunner {
  private signatures = new Map<string, FunctionSignature[]>();
  private statements = new Map<string, string>();

  constructor(private readonly db: SqlClient) {}

  /** Reads the function signatures (PostgREST's schema cache); call again after migrating. */
  async loadSchema(): Promise<void> {
    const rows = await this.db.query<{ name: string; argnames: string[] | null; argtypes: string[]; ndefaults: number; returns: string }>(`
      select p.proname as name, p.proargnames as argnames, p.pronargdefaults as ndefaults,
             array(select pg_catalog.format_type(t.oid, null) from unnest(p.proargtypes::oid[]) with ordinality as t(oid, n) order by t.n) as argtypes,
             pg_catalog.format_type(p.prorettype, null) as returns
        from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f'`);
    this.signatures.clear();
    this.statements.clear();
    for (const row of rows) {
      const types = row.argtypes;
      const args = types.map((type, i) => ({
        name: row.argnames?.[i] ?? '',
        type,
        optional: i >= types.length - row.ndefaults,
      }));
      if (args.some((a) => !IDENT.test(a.name))) continue; // unnamed arguments cannot be called by name
      const list = this.signatures.get(row.name) ?? [];
      list.push({ name: row.name, args, returnsVoid: row.returns === 'void' });
      this.signatures.set(row.name, list);
    }
  }

  /** Runs `fn(args)` as `role`; database errors come back as GateError with PostgREST's status. */
  async call(role: GateRole, fn: string, args: Record<string, unknown>): Promise<RpcResult> {
    const keys = Object.keys(args).sort();
    const signature = IDENT.test(fn) ? this.match(fn, keys) : undefined;
    if (!signature) throw notFound(fn, keys);
    const cacheKey = `${fn}(${keys.join(',')})`;
    let text = this.statements.get(cacheKey);
    if (!text) {
      const named = keys.map((key, i) => {
        const arg = signature.args.find((a) => a.name === key)!;
        return `"${key}" := $${i + 1}::${arg.type}`;
      });
      // response.status is read in the same statement, after the call (PostgREST's status override)
      text = `select public."${fn}"(${named.join(', ')})::text as body, pg_catalog.current_setting('response.status', true) as status`;
      this.statements.set(cacheKey, text);
    }
    const params = keys.map((key) => toParam(args[key]));
    try {
      const row = await this.run(role, text, params);
      const override = row.status ? Number(row.status) : NaN;
      if (signature.returnsVoid) return { status: Number.isInteger(override) ? override : 204, json: null };
      return { status: Number.isInteger(override) ? override : 200, json: row.body ?? 'null' };
    } catch (error) {
      if (!isSqlError(error)) throw error;
      const code = error.code!;
      throw new GateError(statusForSqlState(code, role), errorBody(code, error.message, error.detail ?? null, error.hint ?? null));
    }
  }

  // role names come from a fixed set, never from the request
  private async run(role: GateRole, text: string, params: (string | null)[]): Promise<{ body: string | null; status: string | null }> {
    if (this.db.callAs) {
      const fields = await this.db.callAs(role, text, params);
      return { body: fields?.[0] ?? null, status: fields?.[1] ?? null };
    }
    return this.db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      const rows = await tx.query<{ body: string | null; status: string | null }>(text, params);
      return rows[0];
    });
  }

  private match(fn: string, keys: string[]): FunctionSignature | undefined {
    return this.signatures
      .get(fn)
      ?.find((s) => keys.every((k) => s.args.some((a) => a.name === k)) && s.args.every((a) => a.optional || keys.includes(a.name)));
  }
}

// every argument travels as text and is cast to the declared type, as PostgREST does with its JSON body
function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function notFound(fn: string, keys: string[]): GateError {
  const params = keys.join(', ');
  return new GateError(
    404,
    errorBody(
      'PGRST202',
      `Could not find the function public.${fn}${keys.length ? `(${params})` : ' without parameters'} in the schema cache`,
      `Searched for the function public.${fn}${keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${params}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    ),
  );
}
