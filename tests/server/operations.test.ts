import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir } from '../../src/server/admin/backup.ts';
import * as commands from '../../src/server/admin/commands.ts';
import { REPO_ROOT } from '../../src/server/config.ts';
import { jpegDataUrl, KIT_DATA, pngBytes } from './support/fixtures.ts';
import {
  backends,
  Client,
  newUser,
  setPlan,
  startServer,
  type TestServer,
  type TestUser,
} from './support/server.ts';

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

describe.each(backends())('npm run admin on $name', (backend) => {
  let test: TestServer;
  let user: TestUser;
  const admin = (...args: string[]) =>
    run(TSX, [path.join(REPO_ROOT, 'scripts', 'admin.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: test.dataDir, DATABASE_URL: backend.databaseUrl ?? '' },
    });
  beforeAll(async () => {
    test = await startServer(backend);
    user = await newUser(test, 'cli');
  });
  afterAll(async () => test.close());

  it('sets tier and end date and imports FM teams from the command line', async () => {
    await admin(
      'set-tier',
      `${user.username}@example.com`,
      '1',
      '--until',
      '2099-05-01',
      '--subscription',
      'sub_42',
    );
    expect((await user.client.get('/api/me')).body).toMatchObject({
      premium: true,
      tier: 1,
      subscription_id: 'sub_42',
      active_until: '2099-05-01T00:00:00.000Z',
      active_until_calculated: '2099-05-01T00:00:00.000Z',
    });
    const csv = path.join(test.dataDir, 'teams.csv');
    await writeFile(csv, 'name,fm_id\nKitsmith Athletic,777\n');
    expect((await admin('import-fm-teams', csv)).stdout).toContain('Imported 1 FM teams');
    expect(
      (await user.client.get<{ data: { fm_id: number }[] }>('/api/fm/teams?search=athletic')).body.data,
    ).toEqual([expect.objectContaining({ fm_id: 777, sample: false })]);
    await expect(admin('set-tier', user.username, '7')).rejects.toMatchObject({
      stderr: expect.stringContaining('Tier must be none, 0, 1 or 2'),
    });
    // Three CLI processes, each compiling the admin script with tsx: about 3 s apiece on a quiet
    // machine, past 30 s on a busy one.
  }, 120_000);

  // Six CLI runs, each a fresh tsx process: seconds apiece on a loaded machine.
  it(
    'posts, lists, deactivates and reactivates notifications from the command line',
    { timeout: 120_000 },
    async () => {
      const posted = (await admin('notify', 'Maintenance <b>tonight</b>', '--link', '/plus/')).stdout;
      const id = Number(/Notification (\d+) posted/.exec(posted)?.[1]);
      expect(id).toBeGreaterThan(0);
      const served = async () =>
        (await user.client.get<{ id: number }[]>('/api/notifications')).body.map((n) => n.id);
      expect(await served()).toContain(id);
      expect((await admin('notifications')).stdout).toMatch(
        new RegExp(`^${id}\\tactive\\t\\S+\\tMaintenance <b>tonight</b>$`, 'm'),
      );

      expect((await admin('notification', String(id), 'off')).stdout).toContain(`Notification ${id}: off`);
      expect(await served()).not.toContain(id);
      expect((await admin('notifications')).stdout).toMatch(new RegExp(`^${id}\\toff\\t`, 'm'));

      await admin('notification', String(id), 'on');
      expect(await served()).toContain(id);
      await expect(admin('notification', '999999', 'off')).rejects.toMatchObject({
        stderr: expect.stringContaining('No notification with id 999999'),
      });
      await expect(admin('notification', String(id), 'maybe')).rejects.toMatchObject({
        stderr: expect.stringContaining('notification <id> <on|off>'),
      });
    },
  );

  it('lists logo requests, the most asked for first', { timeout: 60_000 }, async () => {
    for (const name of ['Harbour Town', 'Kitsmith Athletic', 'kitsmith athletic'])
      await user.client.postForm('/api/logo_request', { name, game: 'eafc', link: 'https://example.com/k' });
    expect((await admin('logo-requests')).stdout.split('\n').slice(0, 2)).toEqual([
      '2\tkitsmith athletic\teafc\thttps://example.com/k',
      '1\tHarbour Town\teafc\thttps://example.com/k',
    ]);
  });

  it('grants admin, renews, posts notifications and marks competition entries', async () => {
    const db = test.server.context.db;
    await commands.setAdmin(db, user.username, true);
    await commands.setTier(db, user.username, '2', { renews: '2099-06-01' });
    expect((await user.client.get('/api/me')).body).toMatchObject({
      admin: true,
      tier: 2,
      active_until: null,
      active_until_calculated: '2099-06-01T00:00:00.000Z',
    });
    await commands.setTier(db, user.username, 'none');
    expect((await user.client.get('/api/me')).body).toMatchObject({ premium: false, tier: 0 });

    await commands.postNotification(db, 'Hello <b>there</b><script>x()</script>', {
      link: '/plus/',
      cta: 'Get Plus',
    });
    expect((await user.client.get<Record<string, unknown>[]>('/api/notifications')).body[0]).toMatchObject({
      text: 'Hello <b>there</b>',
      link: '/plus/',
      cta: 'Get Plus',
    });
    await expect(commands.postNotification(db, '<script>only()</script>')).rejects.toThrow(/empty/);

    const saved = await user.client.postForm<{ id: number }>('/api/handler', { data: KIT_DATA });
    await commands.setCompetition(db, saved.body.id, true);
    expect((await user.client.postForm('/api/delete_saved', { id: String(saved.body.id) })).body.error).toBe(
      'cannot delete competition entry',
    );
    await expect(commands.setAdmin(db, 'nobody-here', true)).rejects.toThrow(
      'No user with username or e-mail "nobody-here"',
    );
    await expect(commands.setCompetition(db, 999999, true)).rejects.toThrow('No kit with id 999999');
  });
});

describe('npm run backup (SQLite)', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer({ name: 'sqlite', databaseUrl: null });
  });
  afterAll(async () => test.close());

  it('copies a consistent database and every referenced file while saves keep coming', async () => {
    const user = await newUser(test, 'backup');
    await setPlan(test, user, 2);
    await user.client.postMultipart('/api/upload_image', {}, { name: 'a.png', data: await pngBytes() });
    const image = (
      await user.client.postMultipart<{ image_url: string }>('/api/image', { image: await jpegDataUrl() })
    ).body.image_url;
    await user.client.postForm('/api/handler', { data: KIT_DATA, image, name: 'kept' });

    const destination = path.join(test.dataDir, 'backups', 'one');
    const saving = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        user.client.postForm('/api/handler', { data: KIT_DATA, name: `during ${i}` }),
      ),
    );
    const summary = await backupDataDir(test.dataDir, destination);
    await saving;
    expect(summary.missingFiles).toBe(0);
    expect(summary.files).toBe(2);

    const copy = new SQLite(path.join(destination, 'kitsmith.sqlite'), { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const names = (copy.prepare('select name from kits').all() as { name: string }[]).map((r) => r.name);
      expect(names).toContain('kept');
      const referenced = copy.prepare('select image from kits where image is not null').all() as {
        image: string;
      }[];
      for (const { image: url } of referenced) {
        expect(existsSync(path.join(destination, url.replace('/files/', 'files/')))).toBe(true);
      }
    } finally {
      copy.close();
    }

    const cli = await run(
      TSX,
      [path.join(REPO_ROOT, 'scripts', 'backup.ts'), path.join(test.dataDir, 'backups', 'cli')],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: test.dataDir, DATABASE_URL: '' },
      },
    );
    expect(cli.stdout).toMatch(/Backup in .*cli: database \d+ bytes, 2 files/);
  });
});

describe('the server entry point', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-start-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('creates and migrates DATA_DIR, seeds the catalogue and serves on PORT', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'src', 'server', 'main.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG: '0',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const client = new Client(`http://127.0.0.1:${port}`);
      let me = null;
      for (let i = 0; i < 300 && !me && child.exitCode === null; i += 1) {
        me = await client.get('/api/me').catch(() => null);
        if (!me) await new Promise((r) => setTimeout(r, 100));
      }
      expect(me?.body, stderr).toMatchObject({ logged_in: false });
      expect((await client.get('/data/catalogue/templates.json')).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'kitsmith.sqlite'))).toBe(true);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    }
  }, 60_000);
});
