/** `npm start` entry (via scripts/start.mjs): serve the app and the API on PORT. */
import { buildServer } from './app.ts';
import { configFromEnv } from './config.ts';

const config = configFromEnv();
const { app } = await buildServer(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
