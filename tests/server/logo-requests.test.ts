import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLogoRequests } from '../../src/server/admin/commands.ts';
import { backends, Client, newUser, startServer, type TestServer } from './support/server.ts';

describe.each(backends())('logo requests (the request-logos prompt) on $name', (backend) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(backend, { logoRequestRateLimit: { max: 8, timeWindowMs: 60_000 } });
  });
  afterAll(async () => test.close());

  it('stores requests from signed-in and anonymous users and lists them by count', async () => {
    const user = await newUser(test, 'logos');
    const anonymous = new Client(test.url);
    expect(
      (
        await user.client.postForm('/api/logo_request', {
          name: '  Kitsmith   Athletic ',
          link: 'https://example.com/athletic',
          game: 'eafc',
        })
      ).body,
    ).toEqual({ success: true });
    expect(
      (await anonymous.postForm('/api/logo_request', { name: 'kitsmith athletic', game: 'fm' })).body,
    ).toEqual({ success: true });
    const rows = await test.server.context.db.selectFrom('logo_requests').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.name, r.link, r.game, r.user_id])).toEqual([
      ['Kitsmith Athletic', 'https://example.com/athletic', 'eafc', user.id],
      ['kitsmith athletic', null, 'fm', null],
    ]);
    expect(await listLogoRequests(test.server.context.db)).toEqual([
      expect.objectContaining({
        name: 'kitsmith athletic',
        count: 2,
        games: ['fm', 'eafc'],
        links: ['https://example.com/athletic'],
      }),
    ]);
  });

  it('refuses bad names, links and games with a message, and limits the rate per client', async () => {
    const client = new Client(test.url);
    const bad = [
      [{ name: 'x', game: 'eafc' }, 'Please name the club or brand (2 to 60 characters)'],
      [{ name: 'y'.repeat(61), game: 'eafc' }, 'Please name the club or brand (2 to 60 characters)'],
      [{ name: '\u202e\u200b', game: 'eafc' }, 'Please name the club or brand (2 to 60 characters)'],
      [{ name: 'Club', link: 'javascript:alert(1)', game: 'eafc' }, expect.stringContaining('http://')],
      [{ name: 'Club', link: 'not a link', game: 'eafc' }, expect.stringContaining('http://')],
      [{ name: 'Club', game: 'xbox' }, 'Invalid request'],
    ] as const;
    for (const [fields, error] of bad) {
      const reply = await client.postForm('/api/logo_request', fields);
      expect(reply.status, JSON.stringify(fields)).toBe(400);
      expect(reply.body).toEqual({ success: false, error });
    }
    expect(await test.server.context.db.selectFrom('logo_requests').selectAll().execute()).toHaveLength(2);
    // Eight an address a minute in this test server, refused requests included: the first test's
    // two and the six above used them up.
    const limited = await client.postForm('/api/logo_request', { name: 'Ninth Club', game: 'pes' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, error: 'Too many requests, please try again later' });
  });
});
