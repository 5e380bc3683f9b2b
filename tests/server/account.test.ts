/**
 * Account routes over real HTTP: forgot password (single-use link, one hour), Edit profile
 * (current password asked for a new one, picture re-encoded), Rename, delete account with
 * everything it owns, and the server-rendered showcase list (escaped, newest first).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, jpegDataUrl, KIT_DATA } from './support/fixtures.ts';
import { backends, Client, newUser, startServer, type TestServer } from './support/server.ts';

describe.each(backends())('accounts on $name', (backend) => {
  let test: TestServer;
  const outbox: { to: string; subject: string; text: string }[] = [];
  beforeAll(async () => {
    test = await startServer(backend, { onMail: (mail) => outbox.push(mail) });
  });
  afterAll(async () => test.close());

  /** Reset mail goes out after the reply: wait for the one to this address. */
  const mailTo = async (to: string, count = 1) => {
    for (let i = 0; i < 100 && outbox.filter((m) => m.to === to).length < count; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return outbox.filter((m) => m.to === to).at(-1)!;
  };

  it('forgot password: a single-use link that sets a new password and ends old sessions', async () => {
    const user = await newUser(test, 'forgetful');
    const anonymous = new Client(test.url);
    const unknown = await anonymous.postForm('/api/auth/forgot', { email: 'nobody@example.com' });
    const known = await anonymous.postForm('/api/auth/forgot', { email: `${user.username}@example.com` });
    // The same answer either way: the form does not reveal who has an account.
    expect(unknown.body).toEqual(known.body);
    const mail = await mailTo(`${user.username}@example.com`);
    expect(outbox).toHaveLength(1);
    const token = /\/reset\/\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect((await anonymous.postForm('/api/auth/reset', { token: token!, password: 'short' })).body).toEqual({
      success: false,
      error: 'Passwords are 8 to 200 characters',
    });
    expect(
      (await anonymous.postForm('/api/auth/reset', { token: token!, password: 'a new password' })).body,
    ).toMatchObject({
      success: true,
    });
    expect((await user.client.get('/api/me')).body).toMatchObject({ logged_in: false });
    expect(
      (await anonymous.postForm('/api/auth/reset', { token: token!, password: 'another password' })).body,
    ).toEqual({
      success: false,
      error: 'This reset link is invalid or has expired',
    });
    const login = await anonymous.postForm('/api/auth/login', {
      login: user.username,
      password: 'a new password',
    });
    expect(login.body).toMatchObject({ success: true });
  });

  it('an expired link is refused', async () => {
    const user = await newUser(test, 'late');
    await new Client(test.url).postForm('/api/auth/forgot', { email: `${user.username}@example.com` });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await mailTo(`${user.username}@example.com`)).text)![1]!;
    await test.server.context.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const reply = await new Client(test.url).postForm('/api/auth/reset', {
      token,
      password: 'a new password',
    });
    expect(reply.status).toBe(400);
  });

  it('edit profile: username and e-mail; a new password needs the current one', async () => {
    const user = await newUser(test, 'editor');
    const taken = await newUser(test, 'taken');
    expect((await user.client.postForm('/api/profile', { username: taken.username })).body).toEqual({
      success: false,
      error: 'That username is taken',
    });
    const renamed = await user.client.postForm('/api/profile', {
      username: `${user.username}x`,
      email: 'new@example.com',
      current_password: 'correct horse battery',
    });
    expect(renamed.body).toMatchObject({
      success: true,
      username: `${user.username}x`,
      email: 'new@example.com',
    });
    expect(
      (await user.client.postForm('/api/profile', { password: 'brand new pw', current_password: 'wrong' }))
        .body,
    ).toEqual({
      success: false,
      error: 'The current password is wrong',
    });
    const changed = await user.client.postForm('/api/profile', {
      password: 'brand new pw',
      current_password: 'correct horse battery',
    });
    expect(changed.body).toMatchObject({ success: true });
  });

  it('picture and signature are re-encoded PNGs; a text file is refused', async () => {
    const user = await newUser(test, 'picture');
    const picture = await user.client.postMultipart<{ image: string }>(
      '/api/profile/image',
      { kind: 'picture' },
      {
        name: 'me.jpg',
        data: await jpegBytes(600, 400, true),
      },
    );
    expect(picture.body.image).toMatch(/^\/files\/uploads\/[a-f0-9-]{36}\.png$/);
    const file = await user.client.get(picture.body.image);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.text).not.toContain('secret-owner');
    const signature = await user.client.postMultipart<{ signature: string }>(
      '/api/profile/image',
      { kind: 'signature' },
      {
        name: 'sig.jpg',
        data: await jpegBytes(300, 100),
      },
    );
    expect((await user.client.get('/api/me')).body).toMatchObject({ signature: signature.body.signature });
    const bad = await user.client.postMultipart(
      '/api/profile/image',
      { kind: 'picture' },
      {
        name: 'x.png',
        data: new TextEncoder().encode('not an image'),
      },
    );
    expect(bad.body).toEqual({ success: false, error: 'Invalid filetype' });
  });

  it('rename and the showcase list: published kits, newest first, every string escaped', async () => {
    const user = await newUser(test, 'shower');
    const saved = await user.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      game: 'eafc',
      name: 'First',
    });
    const renamed = await user.client.postForm('/api/rename_saved', {
      id: String(saved.body.id),
      name: '<b>Home</b>',
    });
    expect(renamed.body).toEqual({ success: true, name: '<b>Home</b>', error: null });
    const other = await newUser(test, 'thief');
    expect(
      (await other.client.postForm('/api/rename_saved', { id: String(saved.body.id), name: 'x' })).status,
    ).toBe(404);
    await user.client.postForm('/api/publish', { id: String(saved.body.id) });
    const second = await user.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      game: 'pes',
      name: 'Later',
    });
    await user.client.postForm('/api/publish', { id: String(second.body.id) });
    const page = await new Client(test.url).get('/showcase/');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('&lt;b&gt;Home&lt;/b&gt;');
    expect(page.text).not.toContain('<b>Home</b>');
    expect(page.text.indexOf('Later')).toBeLessThan(page.text.indexOf('&lt;b&gt;Home'));
    expect(page.text).toContain('PES');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('delete account: asks the password, then removes kits, uploads and files', async () => {
    const user = await newUser(test, 'leaver');
    const preview = await user.client.postMultipart<{ image_url: string }>('/api/image', {
      image: await jpegDataUrl(),
    });
    await user.client.postForm('/api/handler', {
      data: KIT_DATA,
      game: 'eafc',
      image: preview.body.image_url,
    });
    await user.client.postMultipart(
      '/api/profile/image',
      { kind: 'picture' },
      { name: 'me.jpg', data: await jpegBytes() },
    );
    // Asked over HTTP, so it holds whichever file store serves them (disk, or PostgreSQL).
    const owner = await test.server.context.db
      .selectFrom('users')
      .select(['image'])
      .where('username', '=', user.username)
      .executeTakeFirstOrThrow();
    const urls = [preview.body.image_url, owner.image!];
    const served = () => Promise.all(urls.map(async (url) => (await fetch(new URL(url, test.url))).status));
    expect(await served()).toEqual([200, 200]);
    expect((await user.client.postForm('/api/profile/delete', { password: 'wrong' })).status).toBe(403);
    expect(
      (await user.client.postForm('/api/profile/delete', { password: 'correct horse battery' })).body,
    ).toMatchObject({
      success: true,
    });
    expect(await served()).toEqual([404, 404]);
    const db = test.server.context.db;
    expect(
      await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db.selectFrom('kits').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await user.client.get('/api/me')).body).toMatchObject({ logged_in: false });
  });

  it('serves the account pages of the built app at /login/ and /register/', async () => {
    const dist = path.join(test.dataDir, 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'account.html'), '<!doctype html><title>account</title>');
    const withDist = await startServer(backend, { distDir: dist });
    try {
      for (const page of ['/login/', '/register/', '/forgot/', '/reset/', '/profile/']) {
        const reply = await new Client(withDist.url).get(page);
        expect(reply.status, page).toBe(200);
        expect(reply.text).toContain('<title>account</title>');
      }
      expect((await new Client(withDist.url).get('/login')).headers.get('location')).toBe('/login/');
    } finally {
      await withDist.close();
    }
  });
});
