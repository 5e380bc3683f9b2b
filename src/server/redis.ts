/**
 * The Redis connection behind REDIS_URL (rate limits and login failure counters shared by every
 * instance). A command fails fast rather than hold a request while Redis is away; the callers
 * then count in this process (http/rateLimitStore.ts, auth/loginThrottle.ts).
 */
import { Redis } from 'ioredis';

export function connectRedis(url: string | null): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    // While Redis is away a command fails at once instead of waiting in a queue for the
    // reconnect (the attack run: logins took 16 s); callers then count in-process.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A Redis that accepts the connection but does not answer costs a request this much at most.
    commandTimeout: 250,
    lazyConnect: false,
  });
  // ioredis reconnects by itself; one line per outage is enough for the log.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported)
      console.error(
        `Redis unavailable (${error.message}); limits and login counters fall back to this process`,
      );
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  return redis;
}
