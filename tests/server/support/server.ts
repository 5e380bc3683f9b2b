/**
 * Starts the real server on a free port over a fresh SQLite file (and, when TEST_DATABASE_URL is
 * set, over a freshly emptied PostgreSQL database), and gives tests a cookie-keeping HTTP client.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, type KitsmithServer } from '../../../src/server/app.ts';
import { configFromEnv, type ServerConfig } from '../../../src/server/config.ts';

export interface Backend {
  name: 'sqlite' | 'postgres';
  databaseUrl: string | null;
}

export function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('TEST_DATABASE_URL is not set: server tests run on SQLite only (PostgreSQL runs skipped).');
    return [{ name: 'sqlite', databaseUrl: null }];
  }
  return [
    { name: 'sqlite', databaseUrl: null },
    { name: 'postgres', databaseUrl: url },
  ];
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

export interface TestServer {
  url: string;
  server: KitsmithServer;
  config: ServerConfig;
  dataDir: string;
  close(): Promise<void>;
}

export async function startServer(
  backend: Backend,
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-test-'));
  if (backend.databaseUrl) await emptyPostgres(backend.databaseUrl);
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataDir,
    databaseUrl: backend.databaseUrl,
    distDir: path.join(dataDir, 'no-dist'),
    publicDir: path.join(dataDir, 'public'),
    passwordHashing: 'fast',
    logger: false,
    // Mail links come from PUBLIC_URL alone; tests that need it unset say so.
    publicUrl: 'http://kitsmith.test',
    authRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    uploadRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    ...overrides,
  };
  const server = await buildServer(config);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    config,
    dataDir,
    async close() {
      await server.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** A browser stand-in: keeps the session cookie, speaks JSON, forms and multipart. */
export class Client {
  cookie: string | null = null;

  constructor(readonly base: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    body?: BodyInit,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const response = await fetch(this.base + pathname, {
      method,
      body,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      redirect: 'manual',
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get<T = Record<string, unknown>>(pathname: string, headers?: Record<string, string>) {
    return this.request<T>('GET', pathname, undefined, headers);
  }

  postJson<T = Record<string, unknown>>(
    pathname: string,
    data: unknown,
    headers: Record<string, string> = {},
  ) {
    return this.request<T>('POST', pathname, JSON.stringify(data), {
      'content-type': 'application/json',
      ...headers,
    });
  }

  postForm<T = Record<string, unknown>>(
    pathname: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    return this.request<T>('POST', pathname, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });
  }

  postMultipart<T = Record<string, unknown>>(
    pathname: string,
    fields: Record<string, string>,
    file?: { name: string; data: Uint8Array; type?: string },
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file)
      form.append(
        'file',
        new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    return this.request<T>('POST', pathname, form);
  }
}

let userCounter = 0;

export interface TestUser {
  client: Client;
  username: string;
  id: number;
}

/** Registers a fresh user and returns a client logged in as them. */
export async function newUser(test: TestServer, prefix = 'user'): Promise<TestUser> {
  userCounter += 1;
  const username = `${prefix}${userCounter}_${process.pid}`.slice(0, 32);
  const client = new Client(test.url);
  const reply = await client.postJson('/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
  });
  if (reply.status !== 200) throw new Error(`register failed: ${reply.text}`);
  const row = await test.server.context.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { client, username, id: row.id };
}

/** Gives a user a Plus tier (or none) the way the admin CLI does. */
export async function setPlan(
  test: TestServer,
  user: TestUser,
  tier: number | null,
  admin = false,
): Promise<void> {
  await test.server.context.db
    .updateTable('users')
    .set({ plan_tier: tier, admin: admin ? 1 : 0 })
    .where('id', '=', user.id)
    .execute();
}
