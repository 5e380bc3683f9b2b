/**
 * The Redis connection behind REDIS_URL (rate limits and login failure counters shared by every
 * instance). Settings follow @fastify/rate-limit's advice: fail a command fast rather than hold a
 * request while Redis is away.
 */
import { Redis } from 'ioredis';

export function connectRedis(url: string | null): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false });
  // ioredis reconnects by itself; one line per outage is enough for the log.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported)
      console.error(`Redis unavailable (${error.message}); limits fall back to allowing requests`);
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  return redis;
}
