import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

/**
 * Issue 28: the long-sleeve choice survives a save. The server stores what serialiseKit writes
 * back; without the templates it dropped `ls: false` on a long-sleeved template (which then
 * loaded long-sleeved) and stored `ls: true` where it equals the template's own.
 */
describe.each(backends())('the long-sleeve choice on save on $name', (backend) => {
  let test: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    // The real catalogue: the server knows each template's own sleeve length.
    test = await startServer(backend, {
      publicDir: path.resolve(import.meta.dirname, '../../public'),
    });
    owner = await newUser(test, 'sleeves');
  });
  afterAll(async () => test.close());

  const stored = async (data: Record<string, unknown>) => {
    const saved = await owner.client.postForm<{ id: number }>('/api/handler', {
      data: JSON.stringify({ version: 1, game: 'eafc', shirt: [], ...data }),
      name: 'Sleeves',
      game: 'eafc',
    });
    const loaded = await owner.client.get<{ data: { data: string } }>(`/api/kit?id=${saved.body.id}`);
    return JSON.parse(loaded.body.data.data) as { ls?: boolean; template: string };
  };

  it('keeps short sleeves on a long-sleeved template, and leaves the template’s own choice out', async () => {
    // arcline_vortex is a free long-sleeved template of the catalogue.
    const short = await stored({ template: 'arcline_vortex', ls: false });
    expect(short).toMatchObject({ template: 'arcline_vortex', ls: false });
    const long = await stored({ template: 'arcline_vortex', ls: true });
    expect(long.template).toBe('arcline_vortex');
    expect(long.ls).toBeUndefined();
  });
});
