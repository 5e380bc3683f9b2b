/**
 * The server under the mixed-load bench (`mixed-load.ts`), in a process of its own so that its
 * resident memory and CPU are the server's alone. It is `npm start`'s server (configFromEnv: the
 * default limits, image queues, quotas and production password hashing) with two changes, both
 * because every bench client shares 127.0.0.1: the per-address login and upload rate limits are
 * raised (100 players would come from 100 addresses). Prints its URL as one JSON line.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-mixed-'));
const config = {
  ...configFromEnv(process.env),
  dataDir,
  distDir: path.join(dataDir, 'no-dist'),
  logger: false,
  authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  uploadRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
};
const server = await buildServer(config);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  JSON.stringify({
    url: `http://127.0.0.1:${port}`,
    database: config.databaseUrl ? 'postgres' : 'sqlite',
    redis: config.redisUrl !== null,
    passwordHashing: config.passwordHashing,
    imageQueue: config.imageQueue,
    connections: config.connections,
  }) + '\n',
);

const stop = () => {
  void server.app.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
