/**
 * Failed logins per account name: after a few free tries each further failure doubles the wait
 * before the next attempt is even checked (up to a cap). The key is the name as typed, whether or
 * not an account has it, so the throttle answers the same for unknown names and tells nothing.
 * One process keeps the counters in memory; several instances share them in Redis.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LoginThrottlePolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A counter with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

interface FailureRecord {
  count: number;
  lastAt: number;
}

export interface FailureStore {
  get(key: string): Promise<FailureRecord | null>;
  /** Adds one failure and returns the new record. */
  add(key: string, now: number, ttlMs: number): Promise<FailureRecord>;
  clear(key: string): Promise<void>;
}

class MemoryFailureStore implements FailureStore {
  private readonly records = new Map<string, FailureRecord & { expiresAt: number }>();

  async get(key: string) {
    const record = this.records.get(key);
    if (!record) return null;
    if (record.expiresAt <= Date.now()) {
      this.records.delete(key);
      return null;
    }
    return { count: record.count, lastAt: record.lastAt };
  }

  async add(key: string, now: number, ttlMs: number) {
    const previous = await this.get(key);
    const record = { count: (previous?.count ?? 0) + 1, lastAt: now, expiresAt: now + ttlMs };
    this.records.set(key, record);
    // Bound the map: an attacker cycling names must not grow it without end.
    if (this.records.size > 100_000) {
      for (const [k, r] of this.records) if (r.expiresAt <= now) this.records.delete(k);
      if (this.records.size > 100_000) this.records.delete(this.records.keys().next().value as string);
    }
    return { count: record.count, lastAt: record.lastAt };
  }

  async clear(key: string) {
    this.records.delete(key);
  }
}

class RedisFailureStore implements FailureStore {
  constructor(private readonly redis: Redis) {}

  async get(key: string) {
    const values = await this.redis.hmget(key, 'count', 'last');
    const count = Number(values[0] ?? 0);
    return count > 0 ? { count, lastAt: Number(values[1] ?? 0) } : null;
  }

  async add(key: string, now: number, ttlMs: number) {
    const result = await this.redis
      .multi()
      .hincrby(key, 'count', 1)
      .hset(key, 'last', String(now))
      .pexpire(key, ttlMs)
      .exec();
    return { count: Number(result?.[0]?.[1] ?? 1), lastAt: now };
  }

  async clear(key: string) {
    await this.redis.del(key);
  }
}

/**
 * Redis while it answers, this process's counters while it does not: an outage costs the
 * counters their sharing between instances, never their effect (the attack run: with Redis
 * down, 40 parallel guesses at one account were all checked).
 */
class RedisOrMemoryFailureStore implements FailureStore {
  private readonly shared: RedisFailureStore;
  private readonly local = new MemoryFailureStore();

  constructor(private readonly redis: Redis) {
    this.shared = new RedisFailureStore(redis);
  }

  private async either<T>(run: (store: FailureStore) => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') return run(this.local);
    try {
      return await run(this.shared);
    } catch {
      return run(this.local);
    }
  }

  get(key: string) {
    return this.either((store) => store.get(key));
  }

  add(key: string, now: number, ttlMs: number) {
    return this.either((store) => store.add(key, now, ttlMs));
  }

  async clear(key: string) {
    // Both: a success after an outage must not leave the outage's failures behind.
    await this.local.clear(key);
    await this.either((store) => store.clear(key));
  }
}

export class LoginThrottle {
  private readonly store: FailureStore;

  constructor(
    readonly policy: LoginThrottlePolicy,
    redis: Redis | null,
  ) {
    this.store = redis ? new RedisOrMemoryFailureStore(redis) : new MemoryFailureStore();
  }

  private key(login: string): string {
    return `kitsmith:login-failures:${createHash('sha256').update(login.toLowerCase()).digest('hex')}`;
  }

  private delayAfter(count: number): number {
    const over = count - this.policy.freeFailures;
    if (over <= 0) return 0;
    return Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** Math.min(over - 1, 30));
  }

  /**
   * Milliseconds to wait before this name may try again; 0 when it may try now. If neither store
   * answers the counter fails open rather than locking every user out.
   */
  async waitMs(login: string, now = Date.now()): Promise<number> {
    const record = await this.store.get(this.key(login)).catch(() => null);
    if (!record) return 0;
    return Math.max(0, record.lastAt + this.delayAfter(record.count) - now);
  }

  async failed(login: string, now = Date.now()): Promise<void> {
    await this.store.add(this.key(login), now, this.policy.forgetAfterMs).catch(() => undefined);
  }

  async succeeded(login: string): Promise<void> {
    await this.store.clear(this.key(login)).catch(() => undefined);
  }
}
