import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postNotification } from '../../src/server/admin/commands.ts';
import { jpegDataUrl, KIT_DATA } from './support/fixtures.ts';
import {
  backends,
  Client,
  newUser,
  setPlan,
  startServer,
  type TestServer,
  type TestUser,
} from './support/server.ts';

describe.each(backends())('catalogue, presets and feeds on $name', (backend) => {
  let test: TestServer;
  let publicDir: string;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'kitsmith-public-'));
    await mkdir(path.join(publicDir, 'data', 'catalogue'), { recursive: true });
    await mkdir(path.join(publicDir, 'data', 'lan'), { recursive: true });
    await writeFile(
      path.join(publicDir, 'data', 'catalogue', 'patterns.json'),
      JSON.stringify([{ id: 0, name: 'dots', type: 'pattern', colors: 1, premium: false }]),
    );
    await writeFile(path.join(publicDir, 'data', 'lan', 'de.json'), JSON.stringify({ save: 'Speichern' }));
    await writeFile(path.join(publicDir, 'secret.json'), '{"secret":true}');
    test = await startServer(backend, { publicDir });
    admin = await newUser(test, 'admin');
    member = await newUser(test, 'member');
    await setPlan(test, admin, 2, true);
    await setPlan(test, member, 1);
  });
  afterAll(async () => {
    await test.close();
    await rm(publicDir, { recursive: true, force: true });
  });

  it('serves catalogue JSON seeded from the public folder and the shipped templates sample', async () => {
    const client = new Client(test.url);
    const patterns = await client.get<unknown[]>('/data/catalogue/patterns.json');
    expect(patterns.body).toEqual([{ id: 0, name: 'dots', type: 'pattern', colors: 1, premium: false }]);
    const templates = await client.get<{ name: string }[]>('/data/catalogue/templates.json');
    expect(templates.status).toBe(200);
    expect(templates.body.length).toBeGreaterThan(0);
    expect(templates.body[0]).toHaveProperty('name');
    const etag = templates.headers.get('etag') ?? '';
    expect((await client.get('/data/catalogue/templates.json', { 'if-none-match': etag })).status).toBe(304);
    for (const attempt of [
      '/data/catalogue/..%2Fsecret.json',
      '/data/catalogue/..%2F..%2Fsecret.json',
      '/data/catalogue/%2e%2e%2fsecret.json',
      '/data/catalogue/Patterns.json',
      '/data/catalogue/missing.json',
      '/data/catalogue/patterns',
    ]) {
      const reply = await client.get(attempt);
      expect(reply.status, attempt).toBe(404);
      expect(reply.text).not.toContain('secret');
    }
  });

  it('lets admins make presets from their own kits and delete them; Plus members browse them', async () => {
    const own = await admin.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      name: 'Preset base',
    });
    const others = await member.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      name: 'Not yours',
    });

    expect((await member.client.postForm('/api/add_preset', { id: String(own.body.id) })).body).toEqual({
      success: false,
      error: 'Only admins can do this',
    });
    expect((await admin.client.postForm('/api/add_preset', { id: String(others.body.id) })).body).toEqual({
      success: false,
      error: 'You can only make presets from your own kits',
    });
    const added = await admin.client.postForm<{ success: boolean; id: number }>('/api/add_preset', {
      id: String(own.body.id),
    });
    expect(added.body.success).toBe(true);

    const inspiration = await member.client.get<{
      data: { id: number; name: string }[];
      more_available: boolean;
    }>('/api/saved?mode=inspiration&game=eafc');
    expect(inspiration.body.data.map((p) => p.name)).toEqual(['Preset base']);
    const free = await newUser(test, 'freebie');
    expect((await free.client.get('/api/saved?mode=inspiration')).body).toEqual({
      success: false,
      error: 'This list is for Plus members',
    });

    expect((await member.client.postForm('/api/delete_preset', { id: String(added.body.id) })).status).toBe(
      403,
    );
    expect((await admin.client.postForm('/api/delete_preset', { id: String(added.body.id) })).body).toEqual({
      success: true,
    });
    expect((await admin.client.postForm('/api/delete_preset', { id: String(added.body.id) })).body).toEqual({
      success: false,
      error: 'Preset not found',
    });
  });

  it("keeps a preset's preview after its kit is deleted and drops it with the last of the two", async () => {
    const preview = await admin.client.postMultipart<{ image_url: string }>('/api/image', {
      image: await jpegDataUrl(),
    });
    const url = preview.body.image_url;
    const kit = await admin.client.postForm<{ id: number }>('/api/handler', {
      data: KIT_DATA,
      name: 'Shared preview',
      image: url,
    });
    const preset = await admin.client.postForm<{ id: number }>('/api/add_preset', {
      id: String(kit.body.id),
    });
    await admin.client.postForm('/api/delete_saved', { id: String(kit.body.id) });
    expect((await admin.client.get(url)).status).toBe(200);
    await admin.client.postForm('/api/delete_preset', { id: String(preset.body.id) });
    expect((await admin.client.get(url)).status).toBe(404);
  });

  it('pages the inspiration list 96 at a time by id', async () => {
    const db = test.server.context.db;
    const rows = Array.from({ length: 150 }, (_, i) => ({
      kit_id: null,
      name: `Inspiration ${i}`,
      data: KIT_DATA,
      game: 'pes',
      image: null,
      created_by: admin.id,
      created_at: new Date().toISOString(),
    }));
    await db.insertInto('presets').values(rows).execute();
    type Page = { data: { id: number; name: string }[]; more_available: boolean };
    const first = await member.client.get<Page>('/api/saved?mode=inspiration&game=pes');
    expect(first.body.data).toHaveLength(96);
    expect(first.body.more_available).toBe(true);
    const second = await member.client.get<Page>(
      `/api/saved?mode=inspiration&game=pes&id=${first.body.data.at(-1)?.id}`,
    );
    expect(second.body.data).toHaveLength(54);
    expect(second.body.more_available).toBe(false);
    const names = new Set([...first.body.data, ...second.body.data].map((p) => p.name));
    expect(names.size).toBe(150);
    expect(first.body.data[0]?.name).toBe('Inspiration 149');
    await db.deleteFrom('presets').where('game', '=', 'pes').execute();
  });

  it('serves notifications with sanitised text and safe links', async () => {
    const db = test.server.context.db;
    await postNotification(db, 'New <b>templates</b><script>alert(1)</script><img src=x onerror=alert(1)>', {
      cta: '<i>Look</i>',
      link: 'javascript:alert(1)',
      image: 'https://example.com/banner.png',
    });
    // Rows written by other means are sanitised again on the way out.
    await db
      .insertInto('notifications')
      .values({
        text: '<a href="javascript:alert(1)" onclick="x()">Click</a> <a href="https://example.com">ok</a>',
        image: null,
        cta: null,
        link: '/plus/',
        active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const reply = await new Client(test.url).get<Record<string, unknown>[]>('/api/notifications');
    expect(reply.body).toHaveLength(2);
    const [newest, older] = reply.body;
    expect(newest).toMatchObject({ link: '/plus/', image: null, cta: null });
    expect(newest?.text).not.toMatch(/javascript|onclick/);
    expect(newest?.text).toContain('href="https://example.com"');
    expect(older).toEqual({
      id: expect.any(Number),
      text: 'New <b>templates</b>',
      image: 'https://example.com/banner.png',
      cta: 'Look',
      link: null,
    });
  });

  it('serves language maps for supported languages only', async () => {
    const client = new Client(test.url);
    expect((await client.get('/data/lan/de.json')).body).toEqual({ save: 'Speichern' });
    expect((await client.get('/data/lan/fr.json')).status).toBe(404);
    expect((await client.get('/data/lan/..%2F..%2Fsecret.json')).status).toBe(404);
    expect((await client.get('/data/lan/xx.json')).status).toBe(404);
  });

  it('searches FM teams, marks the sample set, and imports real ones', async () => {
    const client = new Client(test.url);
    type Teams = { success: boolean; data: Record<string, unknown>[] };
    const sample = await client.get<Teams>('/api/fm/teams?search=MANCH');
    expect(sample.body.data.map((t) => t.name)).toEqual(['Manchester City', 'Manchester United']);
    expect(Object.keys(sample.body.data[0] ?? {}).sort()).toEqual(
      ['fm_id', 'icon_url', 'id', 'name', 'sample', 'slug', 'type_id'].sort(),
    );
    expect(sample.body.data.every((t) => t.sample === true)).toBe(true);
    expect((await client.get<Teams>('/api/fm/teams?search=%25')).body.data).toHaveLength(0);
    // A saved kit's fm_teamid finds its team (name and icon for the Download for FM dialog).
    const city = sample.body.data[0]!;
    const byId = await client.get<Teams>(`/api/fm/teams?fm_id=${String(city.fm_id)}`);
    expect(byId.body.data.map((t) => t.name)).toEqual(['Manchester City']);
    expect((await client.get<Teams>('/api/fm/teams?fm_id=999999999')).body.data).toEqual([]);

    const { importFmTeams } = await import('../../src/server/admin/commands.ts');
    const count = await importFmTeams(
      test.server.context.db,
      'name,fm_id,icon_url,type_id\nReal Club FC,123456,https://example.com/i.png,1\n"Club, With Comma",42,,2\n',
    );
    expect(count).toBe(2);
    const real = await client.get<Teams>('/api/fm/teams?search=club');
    expect(real.body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Club, With Comma',
        fm_id: 42,
        icon_url: null,
        type_id: 2,
        slug: 'club-with-comma',
        sample: false,
      },
      {
        id: expect.any(Number),
        name: 'Real Club FC',
        fm_id: 123456,
        icon_url: 'https://example.com/i.png',
        type_id: 1,
        slug: 'real-club-fc',
        sample: false,
      },
    ]);
    await expect(importFmTeams(test.server.context.db, 'name,fm_id\nBroken,notanumber\n')).rejects.toThrow(
      /row 1/,
    );
    expect((await client.get<Teams>('/api/fm/teams?search=club')).body.data).toHaveLength(2);
  });

  it('serves upcoming, the NBA mod lists and key.bin only when provided', async () => {
    const client = new Client(test.url);
    expect((await client.get('/api/upcoming')).body).toEqual([]);
    const upcoming = [{ date: '2027-01-01', status: 'Soon', templates: [], graphics: [], patterns: [] }];
    await writeFile(path.join(test.dataDir, 'upcoming.json'), JSON.stringify(upcoming));
    expect((await client.get('/api/upcoming')).body).toEqual(upcoming);

    for (const season of ['25', '26']) {
      const mods = await client.get<{ name: string; team_id: string; season: number; jersey_type: string }[]>(
        `/data/basketball/exported_mods_${season}.json`,
      );
      expect(mods.status).toBe(200);
      expect(mods.body.length).toBeGreaterThan(0);
      expect(Object.keys(mods.body[0] ?? {}).sort()).toEqual(['jersey_type', 'name', 'season', 'team_id']);
    }
    expect((await client.get('/data/basketball/exported_mods_24.json')).status).toBe(404);

    expect((await client.get('/data/key.bin')).status).toBe(404);
    await writeFile(path.join(test.dataDir, 'key.bin'), Buffer.from([1, 2, 3, 250]));
    const key = await fetch(`${test.url}/data/key.bin`);
    expect(key.status).toBe(200);
    expect([...new Uint8Array(await key.arrayBuffer())]).toEqual([1, 2, 3, 250]);
  });
});
