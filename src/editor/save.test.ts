import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { saveActions } from './actions/save.ts';
import { createEditorContext } from './context.ts';
import { scriptedApi, type ScriptedReply } from './scripted-api.ts';
import { ARRIVED_UNSAVED, KIT_MESSAGES, newKit, replaceKit } from './kit.ts';
import { changesAtom, sessionAtom, toastsAtom, unsavedChangesAtom, userAtom } from './state.ts';

/** A save against a scripted server: each route answers with the given reply (or fails). */
function saving(routes: Record<string, ScriptedReply>, tier = 0) {
  const store = createStore();
  store.set(sessionAtom, replaceKit({ ...newKit('eafc', 'plain'), name: 'Home' }));
  store.set(userAtom, { premium: false, tier, admin: false, username: 'fan', email: 'fan@example.com' });
  store.set(changesAtom, ARRIVED_UNSAVED);
  const { api, calls } = scriptedApi(routes);
  const ctx = createEditorContext(store, api);
  const actions = saveActions(ctx, async () => 'data:image/jpeg;base64,AAAA');
  const toasts = () =>
    store
      .get(toastsAtom)
      .map((t) => ({ text: t.text, ms: t.durationMs, links: t.links?.map((l) => l.label) ?? [] }));
  return { store, actions, toasts, calls };
}

const allowed = { success: true, allow_new: true, status: '', error: null };

describe('saving (document 1 §7, §8)', () => {
  it('saves, keeps the id and clears the unsaved-changes flag', async () => {
    const { store, actions, calls } = saving({
      '/api/storage': allowed,
      '/api/image': { success: true, image_url: '/kits/1.jpg' },
      '/api/handler': { success: true, id: 7, image: '/kits/1.jpg', status: '', error: null },
    });
    expect(await actions.save()).toBe('saved');
    expect(calls).toEqual(['/api/storage', '/api/image', '/api/handler']);
    expect(store.get(sessionAtom).kit.id).toBe(7);
    expect(store.get(unsavedChangesAtom)).toBe(false);
  });

  it('shows the quota message with a Get Plus link for free users (3 s)', async () => {
    const { actions, toasts } = saving({
      '/api/storage': { success: true, allow_new: false, status: '', error: null },
    });
    expect(await actions.save()).toBe('refused');
    expect(toasts()).toEqual([{ text: 'kit.maxStoredKits', ms: 3000, links: ['link.getPlus'] }]);
  });

  it("says a full storage in the player's language, with Get Plus, wherever the server refuses it", async () => {
    const full = { success: false, error: KIT_MESSAGES.storageFull, storage: { used: 9, max: 9 } };
    const atCheck = saving({
      '/api/storage': { ...allowed, allow_new: false, error: KIT_MESSAGES.storageFull },
    });
    expect(await atCheck.actions.save()).toBe('refused');
    const atPreview = saving({ '/api/storage': allowed, '/api/image': full });
    expect(await atPreview.actions.save()).toBe('failed');
    const atSave = saving({
      '/api/storage': allowed,
      '/api/image': { success: true, image_url: '/kits/1.jpg' },
      '/api/handler': full,
    });
    expect(await atSave.actions.save()).toBe('failed');
    for (const { toasts } of [atCheck, atPreview, atSave])
      expect(toasts()).toEqual([{ text: 'kit.storageFull', ms: 5000, links: ['link.getPlus'] }]);
  });

  it('answers a competition entry with its message and Edit on Showcase (5 s)', async () => {
    const { actions, toasts } = saving({
      '/api/storage': allowed,
      '/api/image': { success: true, image_url: '/kits/1.jpg' },
      '/api/handler': { success: false, error: 'cannot edit competition entry' },
    });
    expect(await actions.save()).toBe('failed');
    expect(toasts()).toEqual([{ text: 'save.competition', ms: 5000, links: ['link.editOnShowcase'] }]);
  });

  it('answers the storage check refusing a competition entry the same way, not with the raw text', async () => {
    const { actions, toasts, calls } = saving({
      '/api/storage': {
        success: false,
        allow_new: false,
        status: '',
        error: 'cannot edit competition entry',
      },
    });
    expect(await actions.save()).toBe('refused');
    expect(calls).toEqual(['/api/storage']);
    expect(toasts()).toEqual([{ text: 'save.competition', ms: 5000, links: ['link.editOnShowcase'] }]);
  });

  it('answers other failures with Unknown error and Get Plus (3 s)', async () => {
    const { actions, toasts } = saving({
      '/api/storage': allowed,
      '/api/image': { success: true, image_url: '/kits/1.jpg' },
      '/api/handler': { success: false, error: 'something else' },
    });
    await actions.save();
    expect(toasts()).toEqual([{ text: 'save.unknownError', ms: 3000, links: ['link.getPlus'] }]);
  });

  it('reports a failed preview upload and a network failure (5 s)', async () => {
    const upload = saving({ '/api/storage': allowed, '/api/image': { success: false, error: 'x' } });
    expect(await upload.actions.save()).toBe('failed');
    expect(upload.toasts()).toEqual([{ text: 'save.previewFailed', ms: 5000, links: [] }]);
    const network = saving({ '/api/storage': 'network' });
    expect(await network.actions.save()).toBe('failed');
    // What happened and what to do, in the player's language: never the browser's "Failed to fetch".
    expect(network.toasts()[0]).toMatchObject({ text: 'failure.save.offline', ms: 5000 });
  });

  it('refuses kit data over 10000 characters before calling the server (5 s)', async () => {
    const { store, actions, toasts, calls } = saving({ '/api/storage': allowed });
    const kit = store.get(sessionAtom).kit;
    store.set(
      sessionAtom,
      replaceKit({
        ...kit,
        fm_teamid: 'x'.repeat(200),
        template: 'y'.repeat(400),
        layers: {
          ...kit.layers,
          shirt: Array.from({ length: 300 }, () => kit.layers.shirt[0]!).map((l, i) => ({
            ...l,
            uuid: `u${i}`,
            cname: 'z'.repeat(30),
          })),
        },
      }),
    );
    expect(await actions.save()).toBe('refused');
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([{ text: 'kit.kitDataTooLarge', ms: 5000, links: [] }]);
  });
});
