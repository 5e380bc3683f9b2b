/**
 * TRUST_PROXY believes only the proxies' own hops of X-Forwarded-For (attack run: it believed every
 * hop, so behind a normal proxy a client wrote its own address first and escaped every per-address
 * limit). The proxy here is the test itself on 127.0.0.1: it appends the "client" address last,
 * after whatever the client wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from '../../src/server/http/trustProxy.ts';
import { backends, Client, startServer, type TestServer } from './support/server.ts';

const [sqlite] = backends();
const LIMIT = 4;

for (const [name, trustProxy] of [
  ['one hop (TRUST_PROXY=1)', trustProxyFromEnv('1')],
  ["the proxy's address (TRUST_PROXY=127.0.0.1)", trustProxyFromEnv('127.0.0.1')],
] as const) {
  describe(`trusting ${name}`, () => {
    let test: TestServer;
    beforeAll(async () => {
      test = await startServer(sqlite!, { trustProxy, authRateLimit: { max: LIMIT, timeWindowMs: 60_000 } });
    });
    afterAll(async () => test.close());

    const viaProxy = (clientWrote: string, proxySaw: string) =>
      new Client(test.url).postJson(
        '/api/auth/login',
        { login: 'nobody', password: 'wrong password' },
        { 'x-forwarded-for': `${clientWrote}, ${proxySaw}` },
      );

    it('limits a client by the address its proxy saw, whatever it writes before it', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i += 1)
        statuses.push((await viaProxy(`10.9.8.${i}`, '203.0.113.7')).status);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
      // Another client behind the same proxy keeps its own allowance.
      expect((await viaProxy('10.9.8.1', '203.0.113.8')).status).toBe(401);
    });
  });
}

describe('TRUST_PROXY values', () => {
  it('refuses "trust everything" and reads hops or addresses', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.0/8, loopback')).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => trustProxyFromEnv('true')).toThrow(/hops/);
  });
});
