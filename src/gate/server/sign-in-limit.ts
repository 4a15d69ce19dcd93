// Sign-ins cost one bcrypt each (~65 ms of PGlite's single thread). Unbounded, one client sending
// wrong sign-ins 50 at a time queued them all ahead of every reader's page fetch (1.6 ms became ~11 s).
// So each client address gets a token bucket, and sign-ins enter the database one at a time: a file
// fetch then waits behind at most one bcrypt, however many sign-ins are waiting.

export interface SignInLimits {
  /** sign-ins a client may send at once */
  burst: number;
  /** how many more it may send each second after that */
  perSecond: number;
  /** sign-ins running in the database at the same time */
  concurrent: number;
  /** sign-ins waiting for their turn, over all clients; past that the server is too busy */
  maxWaiting: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { burst: 20, perSecond: 1, concurrent: 1, maxWaiting: 64 };

/** Thrown when a sign-in is refused; `retryAfter` in whole seconds. */
export class SignInLimitError extends Error {
  constructor(readonly retryAfter: number) {
    super(`Too many sign-in attempts. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`);
    this.name = 'SignInLimitError';
  }
}

// forget buckets past this many clients, keeping the ones that are not full again yet
const MAX_CLIENTS = 10_000;

/** The per-client token buckets and the queue every sign-in goes through. */
export class SignInLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  constructor(
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `call` for `client` (its address) in its turn; throws SignInLimitError when it may not now. */
  async run<T>(client: string, call: () => Promise<T>): Promise<T> {
    this.take(client);
    if (this.waiting.length >= this.limits.maxWaiting) throw new SignInLimitError(1);
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
    try {
      return await call();
    } finally {
      this.running--;
      this.schedule();
    }
  }

  // PGlite runs bcrypt on this thread, synchronously: a sign-in started while node handles incoming
  // requests would hold off reading the rest (a reader's file fetch among them) until it ends. So a
  // sign-in starts only from setImmediate, after node has read and answered what came in meanwhile.
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.limits.concurrent && this.waiting.length > 0) {
        this.running++;
        this.waiting.shift()!();
      }
    });
  }

  private take(client: string): void {
    const { burst, perSecond } = this.limits;
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) throw new SignInLimitError(Math.ceil((1 - bucket.tokens) / perSecond));
    bucket.tokens -= 1;
    if (!this.buckets.has(client) && this.buckets.size >= MAX_CLIENTS) this.sweep(now);
    this.buckets.set(client, bucket);
  }

  private sweep(now: number): void {
    const { burst, perSecond } = this.limits;
    for (const [client, bucket] of this.buckets)
      if (bucket.tokens + ((now - bucket.at) / 1000) * perSecond >= burst) this.buckets.delete(client);
  }
}

/** The client's address, the key of its bucket (an IPv4 address mapped into IPv6 counts as itself). */
export const clientAddress = (address: string | undefined): string => (address ?? 'unknown').replace(/^::ffff:/, '');
