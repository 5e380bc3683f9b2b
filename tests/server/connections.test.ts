/**
 * One greedy client against everyone else (attack run: one client holding 2,000 idle sockets,
 * the global MAX_CONNECTIONS, shut every other client out). Clients are told apart by loopback
 * aliases (Linux routes all of 127.0.0.0/8 to lo): the greedy one connects from 127.0.0.2, the
 * others from 127.0.0.1 and 127.0.0.3.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../../src/server/config.ts';
import { backends, Client, startServer, type TestServer } from './support/server.ts';

const [sqlite] = backends();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a socket from `from` and resolves once it is connected or refused. */
function openFrom(url: string, from: string) {
  const socket = net.connect({ port: Number(new URL(url).port), host: '127.0.0.1', localAddress: from });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
  const ready = new Promise<void>((resolve) => {
    socket.on('connect', () => resolve());
    socket.on('close', () => resolve());
  });
  return { socket, ready, closed };
}

describe('connections per client address on sqlite', () => {
  let test: TestServer;
  beforeAll(async () => {
    // The production limits, but for the first-request wait: the idle sockets must stay put
    // while the other client is served.
    test = await startServer(sqlite!, {
      connections: { ...DEFAULT_CONNECTION_LIMITS, firstRequestMs: 60_000 },
    });
  });
  afterAll(async () => test.close());

  it('serves another client while one address holds 2,000 idle sockets', async () => {
    const greedy = [];
    for (let i = 0; i < DEFAULT_CONNECTION_LIMITS.maxConnections; i += 1) {
      greedy.push(openFrom(test.url, '127.0.0.2'));
      if (i % 200 === 199) await Promise.all(greedy.slice(-200).map((s) => s.ready));
    }
    await Promise.all(greedy.map((s) => s.ready));
    // Connected is not yet accepted: the kernel's backlog hands sockets over as the server takes
    // them, so wait until the count settles.
    let held = greedy.length;
    for (
      let waited = 0;
      waited < 5000 && held > DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress;
      waited += 100
    ) {
      await sleep(100);
      held = greedy.filter((s) => !s.socket.destroyed).length;
    }
    const started = performance.now();
    const reply = await new Client(test.url).get('/api/me').catch(() => null);
    const ms = performance.now() - started;
    console.log(
      `one address asked for ${greedy.length} idle sockets and holds ${held}; another client: ${reply?.status ?? 'refused'} in ${Math.round(ms)} ms`,
    );
    for (const s of greedy) s.socket.destroy();
    expect(reply?.status).toBe(200);
    expect(ms).toBeLessThan(1000);
    expect(held).toBeLessThanOrEqual(DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress);
  });
});

describe('sockets that send nothing on sqlite', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(sqlite!, {
      connections: {
        ...DEFAULT_CONNECTION_LIMITS,
        headersMs: 10_000,
        firstRequestMs: 400,
        checkEveryMs: 200,
      },
    });
  });
  afterAll(async () => test.close());

  it('closes a connection with no request sooner than the headers timeout', async () => {
    const idle = openFrom(test.url, '127.0.0.3');
    await idle.ready;
    const opened = performance.now();
    const closedAt = await Promise.race([idle.closed, sleep(3000).then(() => null)]);
    idle.socket.destroy();
    expect(closedAt).not.toBeNull();
    expect(closedAt! - opened).toBeLessThan(1500);
    // A client that does send its request is served as before, and may keep its connection.
    const client = new Client(test.url);
    expect((await client.get('/api/me')).status).toBe(200);
    await sleep(600);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
