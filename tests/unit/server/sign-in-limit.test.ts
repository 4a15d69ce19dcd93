import { describe, expect, it } from 'vitest';
import { SignInLimiter, SignInLimitError } from '../../../src/gate/server/sign-in-limit.ts';

const limits = { burst: 3, perSecond: 0.5, concurrent: 1, maxWaiting: 4 };
const quick = async () => 'ok';

function limiterAt(start = 0) {
  let now = start;
  const limiter = new SignInLimiter(limits, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('the sign-in limiter', () => {
  it('lets a client sign in `burst` times at once, then refuses it with the seconds until its next token', async () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 3; i++) await expect(limiter.run('10.0.0.1', quick)).resolves.toBe('ok');
    const refused = await limiter.run('10.0.0.1', quick).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SignInLimitError);
    expect(refused).toMatchObject({ retryAfter: 2, message: 'Too many sign-in attempts. Try again in 2 seconds.' });
    advance(2000);
    await expect(limiter.run('10.0.0.1', quick)).resolves.toBe('ok');
    await expect(limiter.run('10.0.0.1', quick)).rejects.toBeInstanceOf(SignInLimitError);
  });

  it('keeps one bucket a client: a flooding address does not use up anyone else', async () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 3; i++) await limiter.run('10.0.0.1', quick);
    await expect(limiter.run('10.0.0.1', quick)).rejects.toBeInstanceOf(SignInLimitError);
    await expect(limiter.run('10.0.0.2', quick)).resolves.toBe('ok');
  });

  it('runs sign-ins one at a time in arrival order, and refuses past the waiting room', async () => {
    const { limiter } = limiterAt();
    const order: string[] = [];
    let inside = 0;
    let most = 0;
    const call = (name: string) => async () => {
      inside++;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(name);
      inside--;
      return name;
    };
    const clients = ['a', 'b', 'c', 'd'];
    const runs = clients.map((name) => limiter.run(name, call(name)));
    await expect(limiter.run('e', call('e'))).rejects.toBeInstanceOf(SignInLimitError);
    expect(await Promise.all(runs)).toEqual(clients);
    expect(order).toEqual(clients);
    expect(most).toBe(1);
  });

  it('starts no sign-in in the same turn it was asked for, so requests that came in meanwhile are read first', async () => {
    const { limiter } = limiterAt();
    let started = false;
    const run = limiter.run('a', async () => {
      started = true;
    });
    await Promise.resolve();
    expect(started).toBe(false);
    await run;
    expect(started).toBe(true);
  });
});
