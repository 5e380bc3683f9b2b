/**
 * Several stateless instances on one PostgreSQL database and one Redis: two real server processes
 * (`src/server/main.ts`, as `npm start` runs it, each with its own empty DATA_DIR). A user registers,
 * saves and uploads on the first; the second serves the session, the kit and the images; the
 * login failure counter and the auth rate limit are shared. Needs TEST_DATABASE_URL and
 * REDIS_URL (.ci/run starts both); without them it is skipped with the reason in its name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/config.ts';
import { jpegDataUrl, KIT_DATA, pngBytes } from './support/fixtures.ts';
import { Client } from './support/server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'REDIS_URL'].filter(Boolean).join(' and ');
const title = missing
  ? `two instances on PostgreSQL and Redis (skipped: ${missing} not set; .ci/run sets both)`
  : 'two instances on PostgreSQL and Redis';
if (missing) console.log(`instances.test.ts skipped: ${missing} not set (CI sets both)`);

interface Instance {
  url: string;
  process: ChildProcess;
  dataDir: string;
}

const AUTH_RATE_LIMIT = 8;

async function startInstance(): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'src/server/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      LOG: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)));
  });
  return { url, process: child, dataDir };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
  await rm(instance.dataDir, { recursive: true, force: true });
}

describe.skipIf(Boolean(missing))(title, () => {
  let first: Instance | undefined;
  let second: Instance | undefined;
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; create schema public;');
    await client.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys('kitsmith*');
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    // One after the other: the first runs the migrations, the second finds them done.
    first = await startInstance();
    second = await startInstance();
  }, 120_000);
  afterAll(async () => {
    await stopInstance(first);
    await stopInstance(second);
  });

  it('serves on the second instance what was made on the first, and shares login limits', async () => {
    const a = new Client(first!.url);
    const registered = await a.postJson('/api/auth/register', {
      username: 'roamer',
      email: 'roamer@example.com',
      password: 'correct horse battery',
    });
    expect(registered.status).toBe(200);
    const preview = await a.postMultipart<{ image_url: string }>('/api/image', {
      image: await jpegDataUrl(),
    });
    const saved = await a.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      name: 'Travelling kit',
      image: preview.body.image_url,
    });
    expect(saved.body).toMatchObject({ success: true, image: preview.body.image_url });
    // Plus, to upload a custom image (the admin CLI's job; done directly here).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("update users set plan_tier = 2 where username = 'roamer'");
    await client.end();
    const logo = await a.postMultipart<{ el: { url: string } }>(
      '/api/upload_image',
      {},
      { name: 'crest.png', data: await pngBytes(32, 32) },
    );
    expect(logo.body.el.url).toMatch(/^\/files\/uploads\//);

    // The second instance: same cookie, same kit, same files (no shared disk).
    const b = new Client(second!.url);
    b.cookie = a.cookie;
    expect((await b.get('/api/me')).body).toMatchObject({ logged_in: true, username: 'roamer', tier: 2 });
    expect((await b.get(`/api/kit?id=${saved.body.id}`)).body).toMatchObject({
      success: true,
      own: true,
      data: { name: 'Travelling kit', image: preview.body.image_url },
    });
    for (const url of [preview.body.image_url, logo.body.el.url]) {
      const response = await fetch(second!.url + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^image\/(jpeg|png)$/);
      expect((await response.arrayBuffer()).byteLength, url).toBeGreaterThan(50);
    }

    // Login failures split over both instances add up: 3 + 3 is past the 5 free ones.
    const login = (instance: Instance, password: string, name = 'roamer') =>
      new Client(instance.url).postJson('/api/auth/login', { login: name, password });
    for (const instance of [first!, second!, first!, second!, first!, second!]) {
      expect((await login(instance, 'wrong')).status).toBe(401);
    }
    const locked = await login(first!, 'correct horse battery');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/^Too many failed logins for this account/);
    // The per-address login limit (8 a minute) counts the requests of both instances: the 8th
    // passes, the 9th is refused, though neither instance alone has seen more than 5.
    expect((await login(second!, 'anything', 'someone_else')).status).toBe(401);
    const limited = await login(second!, 'anything', 'someone_else');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many requests, please try again later');
  });
});
