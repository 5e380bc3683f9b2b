/**
 * Account changes a stolen cookie must not turn into the account (attack run): a new e-mail asks
 * the password and is told to the old address, a new password ends the other sessions, reset
 * links die with a reset and an e-mail change, and "forgot password" answers as fast for a real
 * account as for an unknown one (the mail goes after the reply).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, Client, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

const [sqlite] = backends();
const PASSWORD = 'correct horse battery';
const MAIL_DELAY_MS = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('account changes on sqlite', () => {
  let test: TestServer;
  const outbox: { to: string; subject: string; text: string }[] = [];
  beforeAll(async () => {
    test = await startServer(sqlite!, {
      // An SMTP server that takes its time, as a real one does.
      onMail: async (mail) => {
        await sleep(MAIL_DELAY_MS);
        outbox.push(mail);
      },
    });
  });
  afterAll(async () => test.close());

  const emailOf = (user: TestUser) => `${user.username}@example.com`;
  const forgot = (email: string) => new Client(test.url).postForm('/api/auth/forgot', { email });
  /** Asks a reset link and waits for its mail. */
  const resetLink = async (user: TestUser, email = emailOf(user)) => {
    const sent = outbox.length;
    expect((await forgot(email)).status).toBe(200);
    for (let i = 0; i < 50 && outbox.length === sent; i += 1) await sleep(50);
    const token = /token=([A-Za-z0-9_-]+)/.exec(outbox.at(-1)?.text ?? '')?.[1];
    expect(outbox.at(-1)?.to).toBe(email);
    return token!;
  };
  const reset = (token: string, password = 'a new password here') =>
    new Client(test.url).postForm('/api/auth/reset', { token, password });

  it('asks the password for a new e-mail and tells the old address', async () => {
    const user = await newUser(test, 'mover');
    const oldEmail = emailOf(user);
    for (const current_password of [undefined, 'wrong password']) {
      const refused = await user.client.postForm('/api/profile', {
        email: 'thief@example.com',
        ...(current_password ? { current_password } : {}),
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, error: 'The current password is wrong' });
    }
    const link = await resetLink(user);
    const moved = await user.client.postForm('/api/profile', {
      email: 'moved@example.com',
      current_password: PASSWORD,
    });
    expect(moved.body).toMatchObject({ success: true, email: 'moved@example.com' });
    for (let i = 0; i < 50 && !outbox.some((m) => m.to === oldEmail && /changed/.test(m.subject)); i += 1)
      await sleep(50);
    const notice = outbox.find((m) => m.to === oldEmail && /changed/.test(m.subject));
    expect(notice?.text).toContain('moved@example.com');
    // The link mailed to the old address died with the change.
    expect((await reset(link)).body).toEqual({
      success: false,
      error: 'This reset link is invalid or has expired',
    });
  });

  it('ends the other sessions when the password changes, and keeps this one', async () => {
    const user = await newUser(test, 'changer');
    const elsewhere = new Client(test.url);
    expect(
      (await elsewhere.postJson('/api/auth/login', { login: user.username, password: PASSWORD })).status,
    ).toBe(200);
    expect((await elsewhere.get<{ logged_in: boolean }>('/api/me')).body.logged_in).toBe(true);
    const changed = await user.client.postForm('/api/profile', {
      password: 'second password',
      current_password: PASSWORD,
    });
    expect(changed.body).toMatchObject({ success: true, status: 'Password changed' });
    expect((await elsewhere.get<{ logged_in: boolean }>('/api/me')).body.logged_in).toBe(false);
    expect((await user.client.get<{ logged_in: boolean }>('/api/me')).body.logged_in).toBe(true);
  });

  it('ends every other reset link when one is used', async () => {
    const user = await newUser(test, 'twolinks');
    const first = await resetLink(user);
    const second = await resetLink(user);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'yet another password')).status).toBe(400);
  });

  it('answers "forgot password" as fast for a real account as for an unknown one', async () => {
    const user = await newUser(test, 'timed');
    const time = async (email: string) => {
      const started = performance.now();
      expect((await forgot(email)).status).toBe(200);
      return performance.now() - started;
    };
    await time('warm@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time(emailOf(user)));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    console.log(`forgot: known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`);
    // Before, a real account waited for the mail server (MAIL_DELAY_MS here).
    expect(median(known)).toBeLessThan(MAIL_DELAY_MS / 2);
    await sleep(MAIL_DELAY_MS + 200);
    expect(outbox.filter((m) => m.to === emailOf(user))).toHaveLength(3);
  });
});
