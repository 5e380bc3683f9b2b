import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config.ts';
import { HOSTILE_STRINGS, KIT_DATA, pngBytes } from './support/fixtures.ts';
import {
  backends,
  Client,
  newUser,
  setPlan,
  startServer,
  type TestServer,
  type TestUser,
} from './support/server.ts';

describe.each(backends())('request safety on $name', (backend) => {
  let test: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    test = await startServer(backend, {
      authRateLimit: { max: 5, timeWindowMs: 60_000 },
      uploadRateLimit: { max: 3, timeWindowMs: 60_000 },
    });
    user = await newUser(test, 'safe');
  });
  afterAll(async () => test.close());

  it('refuses cross-site POSTs that carry the session cookie', async () => {
    const host = new URL(test.url).host;
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      // A sibling subdomain counts as same-site for SameSite cookies; it is still another origin.
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const reply = await user.client.postForm('/api/handler', { data: KIT_DATA }, headers);
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.body).toEqual({ success: false, error: 'Cross-site request refused' });
    }
    expect(await test.server.context.db.selectFrom('kits').selectAll().execute()).toHaveLength(0);
    const sameOrigin = await user.client.postForm(
      '/api/handler',
      { data: KIT_DATA },
      { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOrigin.body.success).toBe(true);
    // Reads stay open to links from other sites.
    expect((await user.client.get('/api/me', { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('sends security headers with a content security policy', async () => {
    const reply = await new Client(test.url).get('/api/me');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Only the site itself may frame the editor unless FRAME_ANCESTORS names hosts.
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    // HSTS only means something over HTTPS (see transport.test.ts); plain HTTP does not send it.
    expect(reply.headers.get('strict-transport-security')).toBeNull();
  });

  it('limits body sizes and answers malformed bodies without internals', async () => {
    const huge = await user.client.postJson('/api/auth/login', { login: 'x', password: 'y'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ success: false, error: 'Request is too large' });
    const form = await user.client.postForm('/api/handler', { data: 'x'.repeat(70_000) });
    expect(form.status).toBe(413);
    // Multipart has its own limits: a preview data URL over 4 MB, or a second file, is refused.
    const bigPreview = await user.client.postMultipart('/api/image', {
      image: `data:image/jpeg;base64,${'A'.repeat(4 * 1024 * 1024 + 10)}`,
    });
    expect(bigPreview.status).toBe(413);
    expect(bigPreview.body).toEqual({ success: false, error: 'Request is too large' });
    const twoFiles = new FormData();
    twoFiles.append('file', new Blob([new Uint8Array(await pngBytes())]), 'a.png');
    twoFiles.append('file', new Blob([new Uint8Array(await pngBytes())]), 'b.png');
    const two = await user.client.request('POST', '/api/upload_image', twoFiles);
    expect(two.status).toBeGreaterThanOrEqual(400);
    expect(two.status).toBeLessThan(500);

    const broken = await user.client.request('POST', '/api/delete_saved', '{"id": ', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ success: false, error: 'Invalid request' });
    expect(broken.text).not.toMatch(/stack|at \/|node_modules|SELECT|syntax/i);

    const missing = await user.client.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'Not found' });
  });

  it('treats SQL in text fields as text', async () => {
    const injected = await new Client(test.url).postJson('/api/auth/login', {
      login: `' OR 1=1 --`,
      password: `' OR '1'='1`,
    });
    expect(injected.status).toBe(401);
    const saved = await user.client.get<{ data: unknown[] }>(
      `/api/saved?mode=own&filter=${encodeURIComponent("x' OR 1=1 --")}`,
    );
    expect(saved.body.data).toHaveLength(0);
    const teams = await user.client.get<{ data: unknown[] }>(
      `/api/fm/teams?search=${encodeURIComponent("'; drop table fm_teams; --")}`,
    );
    expect(teams.body.data).toHaveLength(0);
    expect(
      (await user.client.get<{ data: unknown[] }>('/api/fm/teams?search=ars')).body.data.length,
    ).toBeGreaterThan(0);
  });

  it('answers hostile strings in every text field with JSON, never a crash or a leak', async () => {
    const anonymous = new Client(test.url);
    for (const text of HOSTILE_STRINGS) {
      const q = encodeURIComponent(text);
      const replies = [
        await anonymous.postJson('/api/auth/register', { username: text, email: text, password: text }),
        await anonymous.postForm('/api/auth/login', { login: text, password: text }),
        await user.client.get(`/api/saved?mode=${q}`),
        await user.client.get(`/api/saved?mode=own&filter=${q}&sorting=${q}&created_at=${q}&id=${q}`),
        await user.client.get(`/api/saved?mode=own&game=${q}`),
        await user.client.get(`/api/storage?id=${q}`),
        await user.client.get(`/api/kit?id=${q}&key=${q}`),
        await user.client.get(`/api/fm/teams?search=${q}`),
        await user.client.postForm('/api/handler', {
          data: KIT_DATA,
          name: text,
          id: text,
          baseid: text,
          image: text,
          game: text,
        }),
        await user.client.postForm('/api/handler', { data: text }),
        await user.client.postForm('/api/delete_saved', { id: text }),
        await user.client.postForm('/api/rename_image', { id: text, name: text }),
        await user.client.postForm('/api/delete_image', { id: text }),
        await user.client.postForm('/api/publish', { id: text, published: text }),
        await user.client.postForm('/api/add_preset', { id: text }),
        await user.client.get(`/showcase/kit/${q}?key=${q}`),
        await user.client.get(`/data/catalogue/${q}.json`),
        await user.client.get(`/data/lan/${q}.json`),
      ];
      for (const reply of replies) {
        expect(reply.status, text).toBeLessThan(500);
        expect(reply.text).not.toMatch(/stack|node_modules|sqlite|syntax error/i);
      }
    }
    // The named save was refused (its game is hostile too); only data that is a JSON object became a kit.
    const names = await test.server.context.db
      .selectFrom('kits')
      .select('name')
      .where('user_id', '=', user.id)
      .execute();
    expect(names.every((row) => row.name === '')).toBe(true);
  });

  it('rate-limits the auth and upload routes', async () => {
    const client = new Client(test.url);
    const replies = [];
    for (let i = 0; i < 7; i += 1)
      replies.push(await client.postJson('/api/auth/login', { login: 'nobody', password: 'whatever1' }));
    expect(replies.map((r) => r.status)).toContain(429);
    expect(replies.find((r) => r.status === 429)?.body).toEqual({
      success: false,
      error: 'Too many requests, please try again later',
    });

    await setPlan(test, user, 2);
    const png = await pngBytes();
    const uploads = [];
    for (let i = 0; i < 5; i += 1) {
      uploads.push(await user.client.postMultipart('/api/upload_image', {}, { name: 'a.png', data: png }));
    }
    // The limit is 3 per minute for this route (the body-size test above already used one).
    const statuses = uploads.map((r) => r.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(statuses.indexOf(429)).toBe(statuses.filter((status) => status === 200).length);
  });
});

describe.each(backends())('failures inside the server on $name', (backend) => {
  it('answers 500 with a generic message, never the error or SQL', async () => {
    const test = await startServer(backend);
    const user = await newUser(test, 'boom');
    // Break the schema under the running server.
    await test.server.context.db.schema.dropTable('presets').execute();
    await setPlan(test, user, 2);
    const reply = await user.client.get('/api/saved?mode=inspiration');
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ success: false, error: 'Internal server error' });
    expect(reply.text).not.toMatch(/presets|select|sqlite|relation/i);
    await test.close();
  });
});

describe('frame-ancestors for component-mode hosts (FRAME_ANCESTORS)', () => {
  let test: TestServer;
  beforeAll(async () => {
    const { frameAncestors } = configFromEnv({
      FRAME_ANCESTORS: 'https://tools.example.com, http://localhost:5200/',
    });
    test = await startServer({ name: 'sqlite', databaseUrl: null }, { frameAncestors });
  });
  afterAll(async () => test.close());

  it('lets the configured origins frame the editor, and only them', async () => {
    const reply = await new Client(test.url).get('/api/me');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/tools\.example\.com http:\/\/localhost:5200(;|$)/);
    // X-Frame-Options cannot name origins; with hosts configured the CSP alone decides.
    expect(reply.headers.get('x-frame-options')).toBeNull();
  });

  it('refuses a value that is not an origin at start-up', () => {
    for (const bad of ['tools.example.com', 'https://tools.example.com/bulk/', 'javascript:x', '*'])
      expect(() => configFromEnv({ FRAME_ANCESTORS: bad }), bad).toThrow(/FRAME_ANCESTORS/);
    expect(configFromEnv({}).frameAncestors).toEqual([]);
  });
});
