/**
 * A request that trickles its body one byte at a time (attack run: one byte every 5 s stayed open
 * past 125 s in two of three runs). The 408 went out with a half-close, and a client that keeps
 * its own side open and keeps sending held the socket for as long as it liked, each byte resetting
 * the idle timer. Here the clients behave like that tool: they ignore the server's FIN.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../../src/server/config.ts';
import { backends, startServer, type TestServer } from './support/server.ts';

const [sqlite] = backends();
const REQUEST_MS = 1000;

/** Sends headers, then one body byte every `everyMs`, never closing its side; resolves on close. */
function trickle(url: string, everyMs: number) {
  const socket = net.connect({ port: Number(new URL(url).port), host: '127.0.0.1', allowHalfOpen: true });
  const started = performance.now();
  let received = '';
  socket.on('error', () => undefined);
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('connect', () => {
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
    );
  });
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(' ');
  }, everyMs);
  return {
    socket,
    closed: new Promise<{ ms: number; text: string }>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ ms: performance.now() - started, text: received });
      }),
    ),
  };
}

describe('a trickled body on sqlite', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(sqlite!, {
      connections: {
        ...DEFAULT_CONNECTION_LIMITS,
        requestMs: REQUEST_MS,
        headersMs: REQUEST_MS,
        checkEveryMs: 200,
      },
    });
  });
  afterAll(async () => test.close());

  it('is closed by the request timeout every time, whatever the client does after the 408', async () => {
    const clients = Array.from({ length: 5 }, (_, i) => trickle(test.url, 150 + 50 * i));
    const outcomes = await Promise.all(
      clients.map(({ socket, closed }) =>
        Promise.race([
          closed,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 8 * REQUEST_MS)),
        ]).finally(() => socket.destroy()),
      ),
    );
    console.log(
      `trickled bodies closed after ${outcomes.map((o) => (o ? Math.round(o.ms) : 'never')).join(', ')} ms`,
    );
    for (const outcome of outcomes) {
      expect(outcome).not.toBeNull();
      expect(outcome!.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(outcome!.ms).toBeLessThan(4 * REQUEST_MS);
    }
  });
});
