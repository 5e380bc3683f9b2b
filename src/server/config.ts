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
  };
}
