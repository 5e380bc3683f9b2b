/**
 * The login throttle counts each attempt before its password is checked (attack run: 20
 * simultaneous wrong guesses against production hashing were all checked, since each read the
 * count before any of them added to it). Username and e-mail are one account, and a password
 * reset gives the owner the account back however long the guessers kept it waiting. Runs on the
 * in-process counters and, with REDIS_URL, on the shared Redis ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, Client, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

const [sqlite] = backends();
const redisUrl = process.env.REDIS_URL ?? '';
const stores = [
  { name: 'in-process counters', redisUrl: null },
  // Skipped only for a missing service, which the title names.
  { name: redisUrl ? 'Redis counters' : 'Redis counters (skipped: REDIS_URL not set)', redisUrl },
];

for (const store of stores) {
  describe.skipIf(store.redisUrl === '')(`login throttle on ${store.name}`, () => {
    let test: TestServer;
    let user: TestUser;
    const outbox: { to: string; text: string }[] = [];
    beforeAll(async () => {
      test = await startServer(sqlite!, {
        // Real argon2 cost: the race is between checks that take this long.
        passwordHashing: 'production',
        redisUrl: store.redisUrl,
        loginThrottle: {
          freeFailures: 5,
          baseDelayMs: 60_000,
          maxDelayMs: 60 * 60_000,
          forgetAfterMs: 60_000,
        },
        onMail: (mail) => outbox.push(mail),
      });
      user = await newUser(test, 'throttled');
    });
    afterAll(async () => test.close());

    const login = (name: string, password: string) =>
      new Client(test.url).postJson<{ success: boolean; error?: string }>('/api/auth/login', {
        login: name,
        password,
      });

    it('checks at most the free guesses plus one of 20 sent at once', async () => {
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => login(user.username, 'wrong guess')),
      );
      const statuses = replies.map((r) => r.status);
      const checked = statuses.filter((s) => s === 401).length;
      console.log(`20 simultaneous guesses (${store.name}): ${checked} checked, the rest refused`);
      expect(checked).toBeLessThanOrEqual(test.config.loginThrottle.freeFailures + 1);
      expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
      // The owner waits too (the wait is a minute now), but the next test gives the account back.
      expect((await login(user.username, 'correct horse battery')).status).toBe(429);
    });

    it('gives the owner the account back after a password reset', async () => {
      const email = `${user.username}@example.com`;
      expect((await new Client(test.url).postForm('/api/auth/forgot', { email })).status).toBe(200);
      const token = /token=([A-Za-z0-9_-]+)/.exec(outbox.at(-1)?.text ?? '')?.[1] ?? '';
      expect(token).not.toBe('');
      const reset = await new Client(test.url).postForm('/api/auth/reset', {
        token,
        password: 'a brand new password',
      });
      expect(reset.status).toBe(200);
      expect((await login(user.username, 'a brand new password')).status).toBe(200);
    });

    it('counts the username and the e-mail as one account', async () => {
      const other = await newUser(test, 'twonames');
      const email = `${other.username}@example.com`;
      const free = test.config.loginThrottle.freeFailures;
      for (let i = 0; i < free; i += 1)
        expect((await login(i % 2 ? email.toUpperCase() : other.username, 'wrong')).status).toBe(401);
      expect((await login(email, 'wrong')).status).toBe(401);
      // Six failures across both names: the account waits, whichever name is typed.
      expect((await login(other.username, 'correct horse battery')).status).toBe(429);
      expect((await login(email, 'correct horse battery')).status).toBe(429);
    });
  });
}
