// What the gate (SQL + local server) and the viewer agree on. No imports: the viewer bundles this file.

/** The four functions anon may call, through `POST /rest/v1/rpc/<name>`. */
export const GATE_RPC = {
  signIn: 'docs_sign_in', // (email, password) -> { token, email, expires_at }
  session: 'docs_session', // (token) -> { email, expires_at }
  signOut: 'docs_sign_out', // (token) -> null
  file: 'docs_file', // (token, path) -> the JSON document at `path` of the live build
} as const;

/** Messages the SQL raises word for word; the viewer shows them as they come. */
export const GATE_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  throttled: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  invalidSession: 'Your session has ended. Please sign in again.',
  notFound: 'No such file in the live build',
} as const;

/**
 * SQLSTATEs the gate raises. PostgREST turns 28xxx into 403 and PTnnn into HTTP status nnn,
 * so supabase-js hands the viewer `{ code, message }` with these codes.
 */
export const GATE_CODES = {
  invalidCredentials: '28P01',
  invalidSession: '28000',
  throttled: 'PT429',
  notFound: 'PT404',
} as const;

/** Runtime configuration the local server (or a deployment) serves beside the viewer. */
export const RUNTIME_CONFIG_PATH = '/docgate-config.json';
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Server-Sent Events endpoint that announces new live builds; local server only */
  liveReloadUrl?: string;
}

/** Server-Sent Events: the event name sent with `{ buildId }` when a new build goes live. */
export const LIVE_RELOAD_PATH = '/__docgate/events';
export const LIVE_RELOAD_EVENT = 'build';

/**
 * `docgate dev`'s build errors: the live-reload stream sends this event (no data: anyone may listen) when
 * they change, and a signed-in reader fetches them from BUILD_PROBLEMS_PATH with `Authorization: Bearer <token>`.
 */
export const BUILD_PROBLEMS_EVENT = 'problems';
export const BUILD_PROBLEMS_PATH = '/__docgate/problems';
/** One build error as the overlay shows it; the text is the author's content, shown as text only. */
export interface BuildProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}
export interface BuildProblems {
  problems: BuildProblem[];
}

/** The browser keeps only this, under this key: never the password. */
export const CREDENTIALS_KEY = 'docs_auth_credentials';
export interface StoredCredentials {
  email: string;
  token: string;
  expiresAt: string;
}
