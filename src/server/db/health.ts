/**
 * Whether PostgreSQL can be reached right now. A database restart, a failover or a terminated
 * backend must cost the requests in flight an error, never the process: while the database is
 * away every request that needs it answers a fast 503, and a probe brings the server back by
 * itself once the database answers again. SQLite is a local file and never goes away.
 */

/** Connection-level failures (node's socket errors, pg's own, SQLSTATE class 08 and 57P0x). */
const LOST_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

const LOST_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
];

/** True for errors that say the database connection is gone, not that a query was wrong. */
export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.some((text) => message.includes(text))) return true;
    e = cause;
  }
  return false;
}

export interface HealthOptions {
  /** Pause between probes while the database is away. */
  probeEveryMs: number;
  /** A probe that has not answered by then counts as failed. */
  probeTimeoutMs: number;
}

export const DEFAULT_HEALTH_OPTIONS: HealthOptions = { probeEveryMs: 1_000, probeTimeoutMs: 2_000 };

export class DatabaseHealth {
  private lost = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Set once the server's logger exists; until then outages go to stderr. */
  log: (message: string) => void = (message) => console.error(message);

  constructor(
    /** Runs one trivial query; resolves when the database answered. Null: a local file. */
    private readonly probe: (() => Promise<unknown>) | null,
    private readonly options: HealthOptions = DEFAULT_HEALTH_OPTIONS,
  ) {}

  /** False on SQLite: its errors are never a lost connection. */
  get watching(): boolean {
    return this.probe !== null;
  }

  /** While true, routes that need the database are answered 503 without trying it. */
  get down(): boolean {
    return this.lost;
  }

  /** Called with every database error (pool, idle client, failed request); ignores the others. */
  report(error: unknown): void {
    if (!this.probe || this.stopped || !isConnectionLost(error) || this.lost) return;
    this.lost = true;
    const message = error instanceof Error ? error.message : String(error);
    this.log(`Database unavailable (${message}); answering 503 until it is back`);
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.check(), this.options.probeEveryMs);
    // A probe pending must not keep a closing process alive.
    this.timer.unref();
  }

  private async check(): Promise<void> {
    this.timer = null;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.probe?.(),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error('probe timed out')), this.options.probeTimeoutMs);
        }),
      ]);
      if (this.stopped) return;
      this.lost = false;
      this.log('Database reachable again');
    } catch {
      this.schedule();
    } finally {
      clearTimeout(timeout);
    }
  }
}
