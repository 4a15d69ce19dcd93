import { protocol, type PGlite } from '@electric-sql/pglite';
import type { SqlClient } from './sql.ts';

// The fast path of a gate call on PGlite. PGlite's query() costs six trips into the WASM engine and
// transaction() four statements more; here a call is one message: BEGIN + SET ROLE, the prepared
// statement, COMMIT. The calls of one event-loop turn (the requests the server read together) go in one
// message: the engine runs them back to back, with its caches warm, instead of taking turns with the
// HTTP work. Each call keeps its own transaction, role, checks and answer; a batch only shares the trip.

type CallAs = NonNullable<SqlClient['callAs']>;
type Fields = (string | null)[] | null;

interface Call {
  role: string;
  text: string;
  params: (string | null)[];
  resolve(fields: Fields): void;
  reject(error: unknown): void;
}

interface Message {
  name: string;
}

/** At most this many calls share a trip: a bound on how long one call waits for the others. */
const MAX_BATCH = 32;

const { serialize } = protocol;

/** Runs gate calls on `db` as a role, the calls of one event-loop turn in one protocol message. */
export function createCallAs(db: PGlite): CallAs {
  const prepared = new Map<string, string>();
  let waiting: Call[] = [];

  // a statement seen for the first time is prepared by a trip of its own: were its text wrong, the calls
  // after it in the trip would fail on a missing statement instead of on the text's own error
  const flush = async () => {
    const calls = waiting;
    waiting = [];
    while (calls.length > 0) {
      const fresh = calls.findIndex((call) => !prepared.has(call.text));
      const batch = calls.splice(0, fresh === 0 ? 1 : Math.min(fresh === -1 ? calls.length : fresh, MAX_BATCH));
      await run(batch, fresh === 0 ? `docgate_${prepared.size + 1}` : undefined).catch((error: unknown) => {
        for (const call of batch) call.reject(error);
      });
    }
  };

  const run = async (batch: Call[], parse: string | undefined) => {
    const message = concat(batch.flatMap((call) => envelope(call, parse ?? prepared.get(call.text)!, parse !== undefined)));
    const { messages } = (await db.runExclusive(() => db.execProtocol(message, { throwOnError: false }))) as { messages: Message[] };
    // a statement stays prepared even when its execution failed
    if (parse && messages.some((m) => m.name === 'parseComplete')) prepared.set(batch[0].text, parse);
    const answers = splitByCall(messages, batch.length);
    batch.forEach((call, i) => {
      const error = answers[i].find((m) => m.name === 'error');
      const row = answers[i].find((m) => m.name === 'dataRow') as { fields: (string | null)[] } | undefined;
      if (error) call.reject(error);
      else call.resolve(row ? row.fields : null);
    });
  };

  return (role, text, params) =>
    new Promise<Fields>((resolve, reject) => {
      waiting.push({ role, text, params, resolve, reject });
      if (waiting.length === 1) setImmediate(flush);
    });
}

// role names come from a fixed set, never from the request
const envelope = (call: Call, statement: string, parse: boolean): Uint8Array[] => [
  serialize.query(`begin; set local role ${call.role}`),
  ...(parse ? [serialize.parse({ name: statement, text: call.text })] : []),
  serialize.bind({ statement, values: call.params }),
  serialize.execute({}),
  serialize.sync(),
  // after an error the transaction is aborted and this COMMIT rolls it back
  serialize.query('commit'),
];

// a call's answer ends with its third ReadyForQuery (after BEGIN + SET ROLE, after Sync, after COMMIT),
// whether or not a statement of it failed
function splitByCall(messages: Message[], calls: number): Message[][] {
  const answers: Message[][] = [];
  let current: Message[] = [];
  let ready = 0;
  for (const message of messages) {
    current.push(message);
    if (message.name === 'readyForQuery' && ++ready % 3 === 0) {
      answers.push(current);
      current = [];
    }
  }
  if (answers.length !== calls) throw new Error(`PGlite answered ${answers.length} of ${calls} calls`);
  return answers;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
