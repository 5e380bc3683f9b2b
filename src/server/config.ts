/**
 * Server settings, read once from the environment. Everything the tests and the bench need to vary
 * (data folder, database, quotas, rate limits, hashing cost) is a field here, so they build a real
 * server with `buildServer(config)` instead of patching modules.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface KitQuota {
  /** Logged in without a Plus membership. */
  free: number;
  /** Plus member on the Basic tier (0). */
  basic: number;
  premium: number;
  ultimate: number;
}

export interface RateLimit {
  max: number;
  timeWindowMs: number;
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
  /** The built app (vite build output); served at / when it exists. */
  distDir: string;
  /** Source of the static data (catalogue JSON, language maps, NBA mod lists). */
  publicDir: string;
  kitQuota: KitQuota;
  authRateLimit: RateLimit;
  uploadRateLimit: RateLimit;
  /** Lighter argon2 settings make the tests fast; production keeps the OWASP-recommended cost. */
  passwordHashing: 'production' | 'fast';
  /** Secure cookies need HTTPS; off for plain-HTTP local runs and tests. */
  secureCookies: boolean;
  sessionDays: number;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (rate limits per user). */
  trustProxy: boolean;
  logger: boolean;
  /** Absent: membership is granted by the administrator (npm run admin). */
  stripe?: StripeConfig | null;
  mail?: MailConfig;
  /** The site's address for links in e-mails (PUBLIC_URL); else taken from the request. */
  publicUrl?: string | null;
  /** Tests read sent mail here instead of an SMTP server. */
  onMail?: (mail: { to: string; subject: string; text: string }) => void;
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

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFromEnv(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    distDir: path.resolve(env.DIST_DIR ?? path.join(REPO_ROOT, 'dist')),
    publicDir: path.resolve(env.PUBLIC_DIR ?? path.join(REPO_ROOT, 'public')),
    kitQuota: {
      free: intFromEnv(env, 'KIT_QUOTA_FREE', 50),
      basic: intFromEnv(env, 'KIT_QUOTA_BASIC', 200),
      premium: intFromEnv(env, 'KIT_QUOTA_PREMIUM', 500),
      ultimate: intFromEnv(env, 'KIT_QUOTA_ULTIMATE', 2000),
    },
    authRateLimit: { max: intFromEnv(env, 'AUTH_RATE_LIMIT', 20), timeWindowMs: 60_000 },
    uploadRateLimit: { max: intFromEnv(env, 'UPLOAD_RATE_LIMIT', 60), timeWindowMs: 60_000 },
    passwordHashing: 'production',
    secureCookies: env.SECURE_COOKIES === '1',
    sessionDays: 30,
    trustProxy: env.TRUST_PROXY === '1',
    logger: env.LOG !== '0',
    stripe: stripeFromEnv(env),
    mail: {
      smtpUrl: env.SMTP_URL ? env.SMTP_URL : null,
      from: env.MAIL_FROM ?? 'Kitsmith <no-reply@localhost>',
    },
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}
