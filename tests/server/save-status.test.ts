import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/index.ts';
import { createHeadlessEditor } from '../../src/editor/headless.ts';
import { toastsAtom } from '../../src/editor/state.ts';
import { REPO_ROOT } from '../../src/server/config.ts';
import { backends, setPlan, startServer, type TestServer } from './support/server.ts';

/**
 * Issue 28: the save reply's status is the player's to read. A Plus member's Plus ends while the
 * editor is open; the next save stores the kit without the Plus pattern, and the editor (its own
 * save action against the real server) says so in the user's language, with what was removed,
 * instead of a plain "saved".
 */

/** Node's fetch keeps no cookies; this jar plays the browser's part for one user. */
function browserFetch() {
  let cookie: string | null = null;
  return async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? null;
    return response;
  };
}

describe.each(backends())('the save reply’s status in the editor on $name', (backend) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(backend, { publicDir: path.join(REPO_ROOT, 'public') });
  });
  afterAll(async () => test.close());

  it('tells the player what the server removed when Plus ended mid-session', async () => {
    const api = createApiClient({ baseUrl: test.url, fetch: browserFetch() });
    const username = `ended${process.pid}`.slice(0, 32);
    expect((await api.register(username, `${username}@example.com`, 'a good password')).success).toBe(true);
    const row = await test.server.context.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const member = { client: null as never, username, id: row.id };
    await setPlan(test, member, 0);

    const editor = createHeadlessEditor({ game: 'eafc', api });
    await editor.actions.initialise();
    editor.actions.loadData({
      version: 1,
      game: 'eafc',
      shirt: [
        { n: 'pattern', p: 'Woodland Camo', c: ['#ffffff'] },
        { n: 'design', type: 'rectangle', c: ['#11aa33'] },
      ],
    });
    expect(editor.kit().layers.shirt.some((layer) => layer.n === 'pattern')).toBe(true);

    // Plus ends on the server; the open editor still holds the pattern it was allowed.
    await setPlan(test, member, null);
    expect(await editor.actions.save()).toBe('saved');
    const toasts = editor.store.get(toastsAtom);
    const removed = toasts.find((toast) => toast.text === 'save.removedPlus');
    expect(removed, JSON.stringify(toasts)).toBeDefined();
    expect(removed!.values).toEqual({ items: 'pattern Woodland Camo' });
    expect(removed!.links?.map((link) => link.label)).toEqual(['link.getPlus']);
    // It stays until read (a persistent toast, as the load's).
    expect(removed!.durationMs).toBeNull();
  });

  it('answers a save that kept everything with no removal notice', async () => {
    const api = createApiClient({ baseUrl: test.url, fetch: browserFetch() });
    const username = `kept${process.pid}`.slice(0, 32);
    await api.register(username, `${username}@example.com`, 'a good password');
    const editor = createHeadlessEditor({ game: 'eafc', api });
    await editor.actions.initialise();
    expect(await editor.actions.save()).toBe('saved');
    expect(editor.store.get(toastsAtom).map((toast) => toast.text)).not.toContain('save.removedPlus');
  });
});
