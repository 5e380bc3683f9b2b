/**
 * Login and registration against guessing and account discovery (attack run): a per-account
 * failure counter with a growing wait, the same argon2 work for unknown names, and registration
 * messages that say no more than the form needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, Client, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

const [sqlite] = backends();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login failure counter on sqlite', () => {
  let test: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    test = await startServer(sqlite!, {
      loginThrottle: { freeFailures: 3, baseDelayMs: 400, maxDelayMs: 60_000, forgetAfterMs: 60_000 },
    });
    user = await newUser(test, 'guessed');
  });
  afterAll(async () => test.close());

  const login = (name: string, password: string) =>
    new Client(test.url).postJson<{ success: boolean; error?: string }>('/api/auth/login', {
      login: name,
      password,
    });

  it('makes each failure beyond a few wait longer, even for the right password', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login(user.username, 'wrong guess')).status).toBe(401);
    // Failure 4 is one beyond the free ones: the right password now waits 0.4 s too.
    const locked = await login(user.username.toUpperCase(), 'correct horse battery');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(
      /^Too many failed logins for this account\. Please try again in 1 second\.$/,
    );
    expect(locked.headers.get('retry-after')).toBe('1');
    await sleep(450);
    expect((await login(user.username, 'wrong again')).status).toBe(401);
    // Failure 5: the wait doubled to 0.8 s.
    await sleep(450);
    expect((await login(user.username, 'correct horse battery')).status).toBe(429);
    await sleep(450);
    expect((await login(user.username, 'correct horse battery')).status).toBe(200);
    // Success clears the counter.
    expect((await login(user.username, 'wrong')).status).toBe(401);
    expect((await login(user.username, 'correct horse battery')).status).toBe(200);
  });

  it('counts unknown names the same way, so the answers do not tell which accounts exist', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await login('nobody_here', 'guess')).body.error).toBe('Wrong username, e-mail or password');
    expect((await login('nobody_here', 'guess')).status).toBe(429);
  });
});

describe('account discovery on sqlite', () => {
  let test: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    // Real argon2 cost: the point is how long a check takes.
    test = await startServer(sqlite!, { passwordHashing: 'production' });
    user = await newUser(test, 'known');
  });
  afterAll(async () => test.close());

  it('spends the same argon2 work on an unknown name as on a known one', async () => {
    const time = async (name: string) => {
      const started = performance.now();
      const reply = await new Client(test.url).postJson('/api/auth/login', { login: name, password: 'nope' });
      expect(reply.status).toBe(401);
      return performance.now() - started;
    };
    await time('warm_up_name');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(user.username));
      unknown.push(await time(`ghost_${i}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0;
    console.log(
      `login check: known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`,
    );
    // Without the dummy verification an unknown name answers in ~2 ms against ~100 ms; the margin
    // allows for a busy machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('reports a duplicate e-mail as such, never as a taken username, also when two race', async () => {
    const email = `${user.username}@example.com`;
    const duplicate = await new Client(test.url).postJson('/api/auth/register', {
      username: 'fresh_name',
      email: email.toUpperCase(),
      password: 'long enough password',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      success: false,
      error: 'This e-mail address cannot be used for a new account. If it is yours, log in instead.',
    });
    const race = await Promise.all(
      ['racer_one', 'racer_two'].map((username) =>
        new Client(test.url).postJson('/api/auth/register', {
          username,
          email: 'same@example.com',
          password: 'long enough password',
        }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.status === 409)?.body.error).not.toBe('That username is taken');
  });
});
