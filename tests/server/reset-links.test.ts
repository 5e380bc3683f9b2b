/**
 * Reset links never follow the request's headers (attack run: with PUBLIC_URL unset, a reset
 * asked for the victim with `Host: evil.example`, or `X-Forwarded-Host` behind TRUST_PROXY, sent
 * the genuine mail with a link to the attacker's host). Links come from PUBLIC_URL alone; without
 * it no mail goes out and the server says so at start.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/server/messages.ts';
import { RESET_LINKS_PER_HOUR } from '../../src/server/account/passwordReset.ts';
import { backends, newUser, startServer, type TestServer } from './support/server.ts';

const [sqlite] = backends();

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** POST /api/auth/forgot with headers fetch would not let a test forge (Host). */
function forgot(url: string, email: string, headers: Record<string, string>) {
  const body = new URLSearchParams({ email }).toString();
  const { port } = new URL(url);
  return new Promise<{ status: number; body: { success: boolean; error?: string } }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: '/api/auth/forgot',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const FORGED: Record<string, string>[] = [
  { host: 'evil.example' },
  { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { 'x-forwarded-host': 'evil.example' },
];

describe('reset links with PUBLIC_URL', () => {
  let test: TestServer;
  const outbox: Mail[] = [];
  beforeAll(async () => {
    test = await startServer(sqlite!, {
      publicUrl: 'https://kits.example.com',
      // Behind a proxy the forwarded headers are believed for addresses; never for links.
      trustProxy: 1,
      onMail: (mail) => outbox.push(mail),
    });
  });
  afterAll(async () => test.close());

  it('points every link at PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const victim = await newUser(test, 'victim');
    for (const headers of FORGED) {
      const reply = await forgot(test.url, `${victim.username}@example.com`, headers);
      expect(reply.body).toMatchObject({ success: true });
    }
    expect(outbox).toHaveLength(FORGED.length);
    for (const mail of outbox) {
      expect(mail.text).not.toContain('evil.example');
      expect(mail.text).toMatch(/https:\/\/kits\.example\.com\/reset\/\?token=[A-Za-z0-9_-]+/);
    }
  });
});

describe.each(backends())('reset mails per account on $name', (backend) => {
  let test: TestServer;
  const outbox: Mail[] = [];
  beforeAll(async () => {
    test = await startServer(backend, {
      publicUrl: 'https://kits.example.com',
      onMail: (mail) => outbox.push(mail),
    });
  });
  afterAll(async () => test.close());

  it('sends one account at most RESET_LINKS_PER_HOUR mails an hour, however many ask', async () => {
    const victim = await newUser(test, 'flooded');
    const email = `${victim.username}@example.com`;
    const replies = await Promise.all(Array.from({ length: 12 }, () => forgot(test.url, email, {})));
    // Every asker gets the same answer: the limit tells nothing about the account either.
    for (const reply of replies) expect(reply.body).toMatchObject({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outbox.filter((mail) => mail.to === email)).toHaveLength(RESET_LINKS_PER_HOUR);
  });
});

describe('reset links without PUBLIC_URL', () => {
  let test: TestServer;
  const outbox: Mail[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeAll(async () => {
    test = await startServer(sqlite!, { publicUrl: null, onMail: (mail) => outbox.push(mail) });
  });
  afterAll(async () => test.close());
  afterEach(() => warn.mockClear());

  it('sends no mail, says why to the asker, and warned at start', async () => {
    expect(warn.mock.calls.flat().join('\n')).toContain('PUBLIC_URL is not set');
    const victim = await newUser(test, 'victim');
    const known = await forgot(test.url, `${victim.username}@example.com`, { host: 'evil.example' });
    const unknown = await forgot(test.url, 'nobody@example.com', {});
    expect(known).toEqual({ status: 503, body: { success: false, error: MESSAGES.resetUnavailable } });
    // The same answer for an unknown address: the form still tells nobody who has an account.
    expect(unknown).toEqual(known);
    expect(outbox).toEqual([]);
    const tokens = await test.server.context.db.selectFrom('password_resets').selectAll().execute();
    expect(tokens).toEqual([]);
  });
});
