/**
 * Failed logins per account: after a few free tries each further failure doubles the wait before
 * the next attempt is even checked (up to a cap). An account's username and e-mail share one
 * counter; a name no account has gets its own, counted the same way, so the answers tell nothing
 * about who exists. Each attempt is counted before its password is checked and the count is
 * dropped on success. A password reset clears it too, so the owner is never locked out for good.
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

/** Milliseconds the policy makes a name wait after `count` failures, the last at `lastAt`. */
function waitAfter(policy: LoginThrottlePolicy, record: FailureRecord | null, now: number): number {
  if (!record) return 0;
  const over = record.count - policy.freeFailures;
  if (over <= 0) return 0;
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over - 1, 30));
  return Math.max(0, record.lastAt + delay - now);
}

export interface FailureStore {
  /**
   * One step, atomic per key: when the key must wait, the wait (nothing counted); otherwise 0,
   * with this attempt already counted as a failure. Counting before the password is checked is
   * what keeps simultaneous guesses from all reading the same old count (the attack run: 20 at
   * once were all checked).
   */
  take(key: string, policy: LoginThrottlePolicy, now: number): Promise<number>;
  clear(key: string): Promise<void>;
}

class MemoryFailureStore implements FailureStore {
  private readonly records = new Map<string, FailureRecord & { expiresAt: number }>();

  // No await inside: one turn of the event loop reads and counts, so it is atomic per process.
  async take(key: string, policy: LoginThrottlePolicy, now: number) {
    let record = this.records.get(key) ?? null;
    if (record && record.expiresAt <= now) {
      this.records.delete(key);
      record = null;
    }
    const wait = waitAfter(policy, record, now);
    if (wait > 0) return wait;
    this.records.set(key, {
      count: (record?.count ?? 0) + 1,
      lastAt: now,
      expiresAt: now + policy.forgetAfterMs,
    });
    // Bound the map: an attacker cycling names must not grow it without end.
    if (this.records.size > 100_000) {
      for (const [k, r] of this.records) if (r.expiresAt <= now) this.records.delete(k);
      if (this.records.size > 100_000) this.records.delete(this.records.keys().next().value as string);
    }
    return 0;
  }

  async clear(key: string) {
    this.records.delete(key);
  }
}

/** The same step as MemoryFailureStore.take, run inside Redis so every instance counts at once. */
const TAKE_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local free, base, cap, now, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local over = count - free
if over > 0 then
  local wait = last + math.min(cap, base * 2 ^ math.min(over - 1, 30)) - now
  if wait > 0 then return math.ceil(wait) end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], ttl)
return 0
`;

class RedisFailureStore implements FailureStore {
  constructor(private readonly redis: Redis) {}

  async take(key: string, policy: LoginThrottlePolicy, now: number) {
    const wait = await this.redis.eval(
      TAKE_SCRIPT,
      1,
      key,
      policy.freeFailures,
      policy.baseDelayMs,
      policy.maxDelayMs,
      now,
      policy.forgetAfterMs,
    );
    return Number(wait);
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

  take(key: string, policy: LoginThrottlePolicy, now: number) {
    return this.either((store) => store.take(key, policy, now));
  }

  async clear(key: string) {
    // Both: a success after an outage must not leave the outage's failures behind.
    await this.local.clear(key);
    await this.either((store) => store.clear(key));
  }
}

/** Who a login attempt is against: an account, or a name no account has. */
export type LoginTarget = { account: { id: number; created_at: string } } | { name: string };

export class LoginThrottle {
  private readonly store: FailureStore;

  constructor(
    readonly policy: LoginThrottlePolicy,
    redis: Redis | null,
  ) {
    this.store = redis ? new RedisOrMemoryFailureStore(redis) : new MemoryFailureStore();
  }

  /**
   * An account counts once whether it is named by username or e-mail (and keeps its count when
   * renamed); the creation time keeps ids reused by another database from sharing a counter.
   */
  private key(target: LoginTarget): string {
    const id =
      'account' in target
        ? `account:${target.account.id}:${target.account.created_at}`
        : `name:${target.name.toLowerCase()}`;
    return `kitsmith:login-failures:${createHash('sha256').update(id).digest('hex')}`;
  }

  /**
   * Counts this attempt as a failure before its password is checked and returns 0, or returns the
   * milliseconds to wait (nothing counted). `succeeded` then takes the count back. If neither store
   * answers the counter fails open rather than locking every user out.
   */
  async attempt(target: LoginTarget, now = Date.now()): Promise<number> {
    return this.store.take(this.key(target), this.policy, now).catch(() => 0);
  }

  /** The right password, or a new one through a reset link: the account starts from zero. */
  async succeeded(target: LoginTarget): Promise<void> {
    await this.store.clear(this.key(target)).catch(() => undefined);
  }
}
