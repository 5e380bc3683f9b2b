/**
 * Server settings, read once from the environment. Everything the tests and the bench need to vary
 * (data folder, database, quotas, rate limits, hashing cost) is a field here, so they build a real
 * server with `buildServer(config)` instead of patching modules.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottlePolicy } from './auth/loginThrottle.ts';
import { trustProxyFromEnv, type TrustProxy } from './http/trustProxy.ts';
import { DEFAULT_IMAGE_QUEUE, type ImageQueueLimits } from './uploads/imageQueue.ts';

export interface KitQuota {
  /** Logged in without a Plus membership. */
  free: number;
  /** Plus member on the Basic tier (0). */
  basic: number;
  premium: number;
  ultimate: number;
}

/**
 * Bytes a user may keep: saved kits (their data and the previews they show) and stored uploads.
 * The kit and image counts alone left the disk open: a preview may be a few hundred kB of noise.
 * Each figure leaves room for the tier's kit and image counts at ordinary sizes.
 */
export interface StorageQuota {
  /** Logged in without a Plus membership (50 kits, no uploads). */
  free: number;
  basic: number;
  premium: number;
  ultimate: number;
}

const MB = 1024 * 1024;

/** STORAGE_QUOTA_*_MB: 20 MB free, 200 MB Basic, 500 MB Premium, 1 GB Ultimate. */
export const DEFAULT_STORAGE_QUOTA: StorageQuota = {
  free: 20 * MB,
  basic: 200 * MB,
  premium: 500 * MB,
  ultimate: 1024 * MB,
};

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Socket limits against slow and idle clients (all in milliseconds). */
export interface ConnectionLimits {
  /** Whole request, headers and body, must arrive within this. */
  requestMs: number;
  /** Headers must arrive within this (a socket that sends nothing is closed after it). */
  headersMs: number;
  /** A socket with no traffic at all is closed after this. */
  idleMs: number;
  /** How long a finished keep-alive connection waits for the next request. */
  keepAliveMs: number;
  /** How often Node checks the request and header timeouts. */
  checkEveryMs: number;
  /** Open connections beyond this are refused at accept. */
  maxConnections: number;
  /**
   * Open connections from one client address beyond this are closed at accept, so one client
   * cannot hold the whole `maxConnections` (off behind TRUST_PROXY: every socket is the proxy's).
   */
  maxConnectionsPerAddress: number;
  /** A new connection whose first request's headers have not arrived by then is closed. */
  firstRequestMs: number;
}

/** Stripe sells Plus: checkout links and price ids per tier (Basic 0, Premium 1, Ultimate 2). */
export interface StripeConfig {
  /** Secret API key; the webhook only needs it to build the client that verifies signatures. */
  secretKey: string;
  /** Signing secret of the webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** Checkout (payment link) URL per tier; '' hides that tier's button. */
  checkout: [string, string, string];
  /** Price id per tier: a subscription's price decides the member's tier. */
  prices: [string, string, string];
  /** Stripe's customer portal, where members manage or cancel. */
  portal: string;
}

export interface MailConfig {
  /** smtp://user:pass@host:port; null writes reset links to the server log instead. */
  smtpUrl: string | null;
  from: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite file, uploaded images, kit previews, key.bin and feed overrides live here. */
  dataDir: string;
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  databaseUrl: string | null;
  /**
   * redis://… keeps rate limits and login failure counters in Redis, shared by every instance;
   * without it they live in this process.
   */
  redisUrl: string | null;
  /**
   * Where uploaded and preview images live: 'disk' (under `filesDir`) or 'database' (a table, so
   * every instance serves every file). 'auto': the database with DATABASE_URL unless a FILES_DIR
   * is named, the disk otherwise.
   */
  fileStorage: 'disk' | 'database' | 'auto';
  /** The folder for 'disk' storage: a shared FILES_DIR all instances mount; null = DATA_DIR/files. */
  filesDir: string | null;
  /** The built app (vite build output); served at / when it exists. */
  distDir: string;
  /** Source of the static data (catalogue JSON, language maps, NBA mod lists). */
  publicDir: string;
  kitQuota: KitQuota;
  storageQuota: StorageQuota;
  authRateLimit: RateLimit;
  /** Per-account waits after failed logins. */
  loginThrottle: LoginThrottlePolicy;
  uploadRateLimit: RateLimit;
  /** Logo requests per client address (the request-logos prompt; anyone may send one). */
  logoRequestRateLimit: RateLimit;
  /** Lighter argon2 settings make the tests fast; production keeps the OWASP-recommended cost. */
  passwordHashing: 'production' | 'fast';
  /**
   * Always mark cookies Secure. Without it they are Secure exactly when the request came over
   * HTTPS (a TLS listener, or X-Forwarded-Proto: https from a trusted proxy).
   */
  secureCookies: boolean;
  sessionDays: number;
  /**
   * Behind reverse proxies, which X-Forwarded-For hops to believe (rate limits per client
   * address): false for none, a number of proxy hops, or the proxies' addresses and CIDR ranges.
   * Never every hop: the first entries are the client's to write (http/trustProxy.ts).
   */
  trustProxy: TrustProxy;
  /** PEM certificate and key files: the server then listens with TLS itself. */
  tls: { certFile: string; keyFile: string } | null;
  connections: ConnectionLimits;
  /** Each image queue's limits (uploads and previews have one each). */
  imageQueue: ImageQueueLimits;
  /**
   * Serve the pages browser tests and benchmarks load (/tests/…, /bench/…, /playground.html)
   * from the build. Off for `npm start`; vite's dev and preview servers serve them regardless.
   */
  serveTestPages: boolean;
  /**
   * Origins (scheme://host[:port]) of other sites allowed to show the editor in an iframe
   * (component mode): added to the CSP's `frame-ancestors`, which is 'self' alone by default.
   */
  frameAncestors: string[];
  /** How often unused preview images are swept (each sweep takes those over 10 minutes old). */
  previewSweepEveryMs: number;
  /** Bytes of finished saved-kit list pages each instance keeps (kits/savedListCache.ts); 0 = off. */
  savedListCacheBytes: number;
  logger: boolean;
  /** Absent: membership is granted by the administrator (npm run admin). */
  stripe?: StripeConfig | null;
  mail?: MailConfig;
  /**
   * The site's address for links in e-mails (PUBLIC_URL). Without it no reset link is sent: links
   * are never built from the request's headers.
   */
  publicUrl?: string | null;
  /** Tests read sent mail here instead of an SMTP server. */
  onMail?: (mail: { to: string; subject: string; text: string }) => unknown;
}

function stripeFromEnv(env: NodeJS.ProcessEnv): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const tiers = ['BASIC', 'PREMIUM', 'ULTIMATE'] as const;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    checkout: tiers.map((tier) => env[`STRIPE_CHECKOUT_${tier}`] ?? '') as [string, string, string],
    prices: tiers.map((tier) => env[`STRIPE_PRICE_${tier}`] ?? '') as [string, string, string],
    portal: env.STRIPE_PORTAL_URL ?? '',
  };
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestMs: 30_000,
  headersMs: 10_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 2_000,
  maxConnections: 2_000,
  maxConnectionsPerAddress: 128,
  firstRequestMs: 5_000,
};

/**
 * The checkout's root: the nearest folder above this module with a package.json. The same
 * whether the server runs from its sources (src/server) or compiled (dist-server/main.js).
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

export const REPO_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
/** Data files kept beside the server's sources (feeds/sample, catalogue/sample). */
export const SERVER_SOURCES = path.join(REPO_ROOT, 'src', 'server');

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

function fileStorageFromEnv(env: NodeJS.ProcessEnv): ServerConfig['fileStorage'] {
  const named = env.FILE_STORAGE ?? 'auto';
  if (named === 'disk' || named === 'database' || named === 'auto') return named;
  throw new Error('FILE_STORAGE must be disk, database or auto');
}

/** The storage `auto` stands for, given the rest of the config. */
export function resolvedFileStorage(config: ServerConfig): 'disk' | 'database' {
  if (config.fileStorage !== 'auto') return config.fileStorage;
  return config.databaseUrl && !config.filesDir ? 'database' : 'disk';
}

/**
 * FRAME_ANCESTORS: origins separated by spaces or commas. Each must be a bare http(s) origin, as
 * the browser compares it to the host page's: a path or a typo would silently allow nothing.
 */
export function frameAncestorsFromEnv(raw: string | undefined): string[] {
  const origins = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, ''))
      throw new Error(`FRAME_ANCESTORS: "${origin}" is not an origin such as https://tools.example.com`);
  }
  return origins.map((origin) => origin.replace(/\/$/, ''));
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFromEnv(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    fileStorage: fileStorageFromEnv(env),
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : null,
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    redisUrl: env.REDIS_URL ? env.REDIS_URL : null,
    distDir: path.resolve(env.DIST_DIR ?? path.join(REPO_ROOT, 'dist')),
    publicDir: path.resolve(env.PUBLIC_DIR ?? path.join(REPO_ROOT, 'public')),
    kitQuota: {
      free: intFromEnv(env, 'KIT_QUOTA_FREE', 50),
      basic: intFromEnv(env, 'KIT_QUOTA_BASIC', 200),
      premium: intFromEnv(env, 'KIT_QUOTA_PREMIUM', 500),
      ultimate: intFromEnv(env, 'KIT_QUOTA_ULTIMATE', 2000),
    },
    storageQuota: {
      free: intFromEnv(env, 'STORAGE_QUOTA_FREE_MB', DEFAULT_STORAGE_QUOTA.free / MB) * MB,
      basic: intFromEnv(env, 'STORAGE_QUOTA_BASIC_MB', DEFAULT_STORAGE_QUOTA.basic / MB) * MB,
      premium: intFromEnv(env, 'STORAGE_QUOTA_PREMIUM_MB', DEFAULT_STORAGE_QUOTA.premium / MB) * MB,
      ultimate: intFromEnv(env, 'STORAGE_QUOTA_ULTIMATE_MB', DEFAULT_STORAGE_QUOTA.ultimate / MB) * MB,
    },
    authRateLimit: { max: intFromEnv(env, 'AUTH_RATE_LIMIT', 20), timeWindowMs: 60_000 },
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    uploadRateLimit: { max: intFromEnv(env, 'UPLOAD_RATE_LIMIT', 60), timeWindowMs: 60_000 },
    logoRequestRateLimit: { max: 10, timeWindowMs: 60 * 60_000 },
    passwordHashing: 'production',
    secureCookies: env.SECURE_COOKIES === '1',
    sessionDays: 30,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    tls:
      env.TLS_CERT_FILE && env.TLS_KEY_FILE
        ? { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE }
        : null,
    connections: {
      ...DEFAULT_CONNECTION_LIMITS,
      maxConnections: intFromEnv(env, 'MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.maxConnections),
      maxConnectionsPerAddress: intFromEnv(
        env,
        'MAX_CONNECTIONS_PER_ADDRESS',
        DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress,
      ),
    },
    imageQueue: DEFAULT_IMAGE_QUEUE,
    serveTestPages: env.SERVE_TEST_PAGES === '1',
    frameAncestors: frameAncestorsFromEnv(env.FRAME_ANCESTORS),
    previewSweepEveryMs: 2 * 60_000,
    savedListCacheBytes: intFromEnv(env, 'SAVED_LIST_CACHE_MB', 32) * 1024 * 1024,
    logger: env.LOG !== '0',
    stripe: stripeFromEnv(env),
    mail: {
      smtpUrl: env.SMTP_URL ? env.SMTP_URL : null,
      from: env.MAIL_FROM ?? 'Kitsmith <no-reply@localhost>',
    },
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}
