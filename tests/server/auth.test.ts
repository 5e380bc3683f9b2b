import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, Client, startServer, type TestServer } from './support/server.ts';

describe.each(backends())('accounts on $name', (backend) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(backend);
  });
  afterAll(async () => test.close());

  it('registers, answers /api/me with the spec fields, and logs out', async () => {
    const client = new Client(test.url);
    const anonymous = await client.get('/api/me');
    expect(anonymous.body).toMatchObject({ logged_in: false, premium: false, tier: 0, admin: false });

    const registered = await client.postJson('/api/auth/register', {
      username: 'Alice_1',
      email: 'Alice@Example.com',
      password: 'long enough password',
    });
    expect(registered.status).toBe(200);
    const cookie = registered.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await client.get('/api/me');
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'active_until',
        'active_until_calculated',
        'admin',
        'email',
        'image',
        'logged_in',
        'premium',
        'signature',
        'subscription_id',
        'tier',
        'username',
      ].sort(),
    );
    expect(me.body).toMatchObject({
      logged_in: true,
      username: 'Alice_1',
      email: 'Alice@Example.com',
      premium: false,
    });

    expect((await client.postJson('/api/auth/logout', {})).body).toEqual({ success: true });
    expect((await client.get('/api/me')).body.logged_in).toBe(false);
  });

  it('logs in by username or e-mail, case-insensitively, and refuses a wrong password', async () => {
    const byName = new Client(test.url);
    expect(
      (await byName.postJson('/api/auth/login', { login: 'alice_1', password: 'long enough password' }))
        .status,
    ).toBe(200);
    expect((await byName.get('/api/me')).body.username).toBe('Alice_1');

    const byEmail = new Client(test.url);
    expect(
      (
        await byEmail.postForm('/api/auth/login', {
          login: 'alice@example.com',
          password: 'long enough password',
        })
      ).status,
    ).toBe(200);

    const wrong = await new Client(test.url).postJson('/api/auth/login', {
      login: 'alice_1',
      password: 'nope nope nope',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: 'Wrong username, e-mail or password' });
  });

  it('stores an argon2id hash and only a hash of the session token', async () => {
    const client = new Client(test.url);
    await client.postJson('/api/auth/login', { login: 'alice_1', password: 'long enough password' });
    const token = decodeURIComponent((client.cookie ?? '').split('=')[1] ?? '');
    const db = test.server.context.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('username_lower', '=', 'alice_1')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain('long enough password');
    const sessions = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
  });

  it('refuses taken names and invalid input with clear messages', async () => {
    const client = new Client(test.url);
    const cases: [Record<string, string>, number, string][] = [
      [
        { username: 'ALICE_1', email: 'other@example.com', password: 'long enough password' },
        409,
        'That username is taken',
      ],
      [
        { username: 'bob', email: 'alice@example.COM', password: 'long enough password' },
        409,
        // Not "That username is taken": the form says only that this address cannot be used.
        'This e-mail address cannot be used for a new account. If it is yours, log in instead.',
      ],
      [
        { username: 'a', email: 'a@example.com', password: 'long enough password' },
        400,
        'Usernames are 3 to 32 letters, digits, dots, dashes or underscores',
      ],
      [
        { username: '<script>', email: 's@example.com', password: 'long enough password' },
        400,
        'Usernames are 3 to 32 letters, digits, dots, dashes or underscores',
      ],
      [
        { username: 'carol', email: 'not-an-email', password: 'long enough password' },
        400,
        'Please enter a valid e-mail address',
      ],
      [
        { username: 'carol', email: 'carol@example.com', password: 'short' },
        400,
        'Passwords are 8 to 200 characters',
      ],
    ];
    for (const [body, status, error] of cases) {
      const reply = await client.postJson('/api/auth/register', body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body).toEqual({ success: false, error });
    }
  });

  it('ignores forged or expired session cookies', async () => {
    const forged = new Client(test.url);
    forged.cookie = 'kitsmith_session=' + 'A'.repeat(43);
    expect((await forged.get('/api/me')).body.logged_in).toBe(false);

    const client = new Client(test.url);
    await client.postJson('/api/auth/login', { login: 'alice_1', password: 'long enough password' });
    await test.server.context.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await client.get('/api/me')).body.logged_in).toBe(false);
  });
});
