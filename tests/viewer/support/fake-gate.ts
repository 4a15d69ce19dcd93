import MiniSearch from 'minisearch';
import { GATE_CODES, GATE_MESSAGES } from '../../../src/contracts/gate-contract.ts';
import type { Manifest } from '../../../src/contracts/manifest.ts';
import { storedForm } from '../../../src/gate/publish/collect.ts';
import { GateError, GateUnreachableError, type GateClient } from '../../../viewer/src/gate/gate-client.ts';
import { manifest, pages } from './site-fixture.ts';
import { storedFiles } from './stored-manifest.ts';

export const READER = { email: 'reader@example.com', password: 'correct horse' };

/** A stand-in for the network side of the gate: same answers and error codes as the SQL functions. */
export class FakeGate implements GateClient {
  sessions = new Set<string>();
  calls: { fn: string; args: Record<string, string> }[] = [];
  files: Record<string, unknown> = {
    'manifest.json': manifest,
    ...pages,
    // as publishing stores it: JSON text
    'search/index.json': storedForm('search/index.json', Buffer.from(JSON.stringify(buildIndex()))).body,
  };
  /** set to make the next sign-in fail this way */
  signInFailure: Error | null = null;
  /** set while the server is out of reach: every call fails as a fetch without an answer does */
  down = false;
  /** resolve to let a held sign-in finish (tests of the loading state) */
  hold: Promise<void> | null = null;
  private counter = 0;

  async signIn(email: string, password: string) {
    this.calls.push({ fn: 'docs_sign_in', args: { email, password } });
    this.failIfDown();
    if (this.hold) await this.hold;
    if (this.signInFailure) throw this.signInFailure;
    if (email !== READER.email || password !== READER.password) {
      throw new GateError(GATE_CODES.invalidCredentials, GATE_MESSAGES.invalidCredentials);
    }
    const token = `token-${++this.counter}`;
    this.sessions.add(token);
    return { token, email, expires_at: new Date(Date.now() + 86_400_000).toISOString() };
  }

  async session(token: string) {
    this.calls.push({ fn: 'docs_session', args: { token } });
    this.failIfDown();
    if (!this.sessions.has(token)) throw new GateError(GATE_CODES.invalidSession, GATE_MESSAGES.invalidSession);
    return { email: READER.email, expires_at: new Date(Date.now() + 86_400_000).toISOString() };
  }

  async signOut(token: string) {
    this.calls.push({ fn: 'docs_sign_out', args: { token } });
    this.sessions.delete(token);
  }

  async file<T>(token: string, path: string): Promise<T> {
    this.calls.push({ fn: 'docs_file', args: { token, path } });
    this.failIfDown();
    if (!this.sessions.has(token)) throw new GateError(GATE_CODES.invalidSession, GATE_MESSAGES.invalidSession);
    // a test sets the whole manifest; the gate serves it as docgate stores it, root and parts
    const whole = this.files['manifest.json'] as Manifest | undefined;
    const files = whole && 'routes' in whole ? { ...this.files, ...storedFiles(whole) } : this.files;
    if (!(path in files)) throw new GateError(GATE_CODES.notFound, GATE_MESSAGES.notFound);
    return structuredClone(files[path]) as T;
  }

  private failIfDown() {
    if (this.down) throw new GateUnreachableError('TypeError: Failed to fetch');
  }

  /** a session as if the reader had signed in before */
  openSession(): string {
    const token = `token-${++this.counter}`;
    this.sessions.add(token);
    return token;
  }
}

function buildIndex() {
  const index = new MiniSearch(manifest.search.options);
  index.addAll([
    { id: '1', title: 'Introduction', heading: 'Setup', text: 'Install it.', url: '/docs/intro#setup', locale: 'en' },
    { id: '2', title: 'Posting', heading: 'Errors', text: 'Handle posting errors.', url: '/docs/backend/api/posting#errors', locale: 'en' },
    { id: '3', title: 'Posting', heading: 'Create a post', text: 'POST it.', url: '/docs/backend/api/posting#create', locale: 'en' },
  ]);
  return index.toJSON();
}
