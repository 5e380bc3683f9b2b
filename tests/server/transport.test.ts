/**
 * The HTTP layer under hostile clients (attack run): sockets that send nothing or trickle a body
 * are cut off with a 408 in our JSON shape, connections beyond the cap are refused, malformed
 * multipart answers 400 instead of 500, cookies are Secure and HSTS is sent exactly over HTTPS,
 * and the test and bench pages of the build are not served in production.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, Client, newUser, setPlan, startServer, type TestServer } from './support/server.ts';

const [sqlite] = backends();

/** Writes raw bytes on a fresh socket and collects everything until the server closes it. */
function rawExchange(url: string, steps: (socket: net.Socket) => void) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  const started = performance.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('connect', () => steps(socket));
  return new Promise<{ text: string; ms: number }>((resolve) => {
    socket.on('close', () => resolve({ text: received, ms: performance.now() - started }));
    socket.on('error', () => undefined);
  });
}

const jsonBody = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

describe('slow, idle and malformed clients on sqlite', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(sqlite!, {
      connections: {
        requestMs: 1500,
        headersMs: 1000,
        idleMs: 3000,
        keepAliveMs: 500,
        checkEveryMs: 200,
        maxConnections: 20,
        maxConnectionsPerAddress: 100,
        firstRequestMs: 0,
      },
    });
  });
  afterAll(async () => test.close());

  it('closes a socket that sends nothing, and one that trickles its body, with a JSON 408', async () => {
    const silent = rawExchange(test.url, () => undefined);
    const trickle = rawExchange(test.url, (socket) => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
      );
      const timer = setInterval(() => (socket.writable ? socket.write('{') : clearInterval(timer)), 300);
      socket.on('close', () => clearInterval(timer));
    });
    const [a, b] = await Promise.all([silent, trickle]);
    for (const reply of [a, b]) {
      expect(reply.ms).toBeLessThan(4000);
      expect(reply.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(jsonBody(reply.text)).toEqual({ success: false, error: 'The request took too long to arrive' });
    }
  });

  it('refuses connections beyond the cap at accept, and serves again once they go', async () => {
    const { port } = new URL(test.url);
    const sockets = Array.from({ length: 30 }, () => net.connect(Number(port), '127.0.0.1'));
    const closedEarly = await new Promise<number>((resolve) => {
      let closed = 0;
      for (const s of sockets) {
        s.on('error', () => undefined);
        s.on('close', () => (closed += 1));
      }
      setTimeout(() => resolve(closed), 500);
    });
    expect(closedEarly).toBeGreaterThanOrEqual(10);
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await new Client(test.url).get('/api/me')).status).toBe(200);
  });

  it('answers malformed multipart with 400 in the usual shape, logged in or not', async () => {
    const user = await newUser(test, 'multipart');
    await setPlan(test, user, 2);
    const garbage = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nnever ends';
    for (const [client, route] of [
      [new Client(test.url), '/api/auth/login'],
      [new Client(test.url), '/api/auth/register'],
      [user.client, '/api/handler'],
      [user.client, '/api/image'],
      [user.client, '/api/upload_image'],
    ] as const) {
      const reply = await client.request('POST', route, garbage, {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(reply.status, route).toBe(400);
      expect(reply.body, route).toEqual({ success: false, error: 'Invalid request' });
    }
  });
});

describe('secure cookies and HSTS on sqlite', () => {
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    proxied = await startServer(sqlite!, { trustProxy: 1 });
    direct = await startServer(sqlite!);
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  const register = (test: TestServer, name: string, headers: Record<string, string>) =>
    new Client(test.url).request(
      'POST',
      '/api/auth/register',
      JSON.stringify({ username: name, email: `${name}@example.com`, password: 'long enough password' }),
      { 'content-type': 'application/json', ...headers },
    );

  it('marks the cookie Secure and sends HSTS behind a TLS-terminating proxy, not over plain HTTP', async () => {
    const behindTls = await register(proxied, 'tls_user', { 'x-forwarded-proto': 'https' });
    expect(behindTls.headers.get('set-cookie')).toMatch(/; Secure/);
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

    const plain = await register(proxied, 'plain_user', {});
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    // Without trustProxy the header is anyone's to send and changes nothing.
    const spoofed = await register(direct, 'spoof_user', { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('does the same on its own TLS listener', async (context) => {
    const folder = path.join(direct.dataDir, 'tls');
    mkdirSync(folder, { recursive: true });
    const certFile = path.join(folder, 'cert.pem');
    const keyFile = path.join(folder, 'key.pem');
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: 'ignore' },
      );
    } catch {
      context.skip('openssl is not installed: cannot make a test certificate');
    }
    const tls = await startServer(sqlite!, { tls: { certFile, keyFile } });
    try {
      const port = new URL(tls.url).port;
      const reply = await new Promise<{ cookie: string; hsts: string }>((resolve, reject) => {
        const body = JSON.stringify({
          username: 'direct_tls',
          email: 'd@example.com',
          password: 'long enough password',
        });
        const request = https.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/auth/register',
            method: 'POST',
            rejectUnauthorized: false,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({
                cookie: String(response.headers['set-cookie'] ?? ''),
                hsts: String(response.headers['strict-transport-security'] ?? ''),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(reply.cookie).toMatch(/; Secure/);
      expect(reply.hsts).toMatch(/max-age=\d+/);
    } finally {
      await tls.close();
    }
  });
});

describe('test and bench pages on sqlite', () => {
  it('are not served by the production server, and are with SERVE_TEST_PAGES', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'kitsmith-dist-'));
    for (const page of [
      'index.html',
      'playground.html',
      'tests/browser/pages/compositor.html',
      'bench/pages/scene.html',
    ]) {
      mkdirSync(path.dirname(path.join(dist, page)), { recursive: true });
      writeFileSync(path.join(dist, page), '<!doctype html><title>page</title>');
    }
    const production = await startServer(sqlite!, { serveTestPages: false, distDir: dist });
    const development = await startServer(sqlite!, { serveTestPages: true, distDir: dist });
    try {
      const pages = ['/playground.html', '/tests/browser/pages/compositor.html', '/bench/pages/scene.html'];
      for (const page of pages) {
        expect((await fetch(production.url + page)).status, page).toBe(404);
        expect((await fetch(development.url + page)).status, page).toBe(200);
      }
      // Percent-encoded and dotted spellings of the same files (attack run: `/%74ests/…` and
      // `/playground%2ehtml` were served): the static server decodes them, so must the check.
      const disguised = [
        '/%74ests/browser/pages/compositor.html',
        '/%62ench/pages/scene.html',
        '/playground%2ehtml',
        '/playground%2Ehtml',
        '/tests%2fbrowser/pages/compositor.html',
        '/x/../tests/browser/pages/compositor.html',
        '/%2e/tests/browser/pages/compositor.html',
      ];
      for (const page of disguised) {
        const reply = await fetch(production.url + page);
        expect(reply.status, page).toBe(404);
        expect(await reply.text(), page).not.toContain('<title>page</title>');
      }
      expect((await fetch(production.url + '/')).status).toBe(200);
    } finally {
      await production.close();
      await development.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
