import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { SavedKit } from '../api/index.ts';
import { inspirationActions } from './actions/inspiration.ts';
import { createEditorContext } from './context.ts';
import { scriptedApi, type ScriptedReply } from './scripted-api.ts';
import { newKit, replaceKit } from './kit.ts';
import { openDialogAtom, sessionAtom, toastsAtom, userAtom } from './state.ts';

const KIT: SavedKit = {
  id: 12,
  name: 'Blue stripes',
  data: '{}',
  game: 'eafc',
  image: null,
  created_at: '2026-11-23T03:00:00.000Z',
  published: false,
};

/** "Make preset" in the Load dialog against a scripted server, as an admin or not. */
function making(reply: ScriptedReply, admin = true) {
  const store = createStore();
  store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
  store.set(userAtom, { premium: true, tier: 1, admin, username: 'boss', email: 'boss@example.com' });
  store.set(openDialogAtom, 'load');
  const { api, calls } = scriptedApi({ '/api/add_preset': reply });
  const actions = inspirationActions(createEditorContext(store, api), async () => false);
  const toasts = () =>
    store.get(toastsAtom).map((t) => ({ text: t.text, values: t.values, ms: t.durationMs, tone: t.tone }));
  return { store, actions, calls, toasts };
}

describe('make preset (document 2 §2, §8)', () => {
  it('adds the preset, says so for 3 s and leaves the list open', async () => {
    const { store, actions, calls, toasts } = making({ success: true, id: 3 });
    expect(await actions.makePreset(KIT)).toBe(true);
    expect(calls).toEqual(['/api/add_preset']);
    expect(toasts()).toEqual([{ text: 'inspiration.added', values: undefined, ms: 3000, tone: 'info' }]);
    expect(store.get(openDialogAtom)).toBe('load');
  });

  it("shows the server's reason when it refuses", async () => {
    const { actions, toasts } = making({
      success: false,
      error: 'You can only make presets from your own kits',
    });
    expect(await actions.makePreset(KIT)).toBe(false);
    expect(toasts()).toEqual([
      {
        text: 'inspiration.addFailed',
        values: { error: 'You can only make presets from your own kits' },
        ms: 3000,
        tone: 'error',
      },
    ]);
  });

  it("says 'An error occured.' when the server cannot be reached", async () => {
    const { actions, toasts } = making('network');
    expect(await actions.makePreset(KIT)).toBe(false);
    expect(toasts()).toEqual([{ text: 'inspiration.failed', values: undefined, ms: 3000, tone: 'error' }]);
  });

  it('is not asked of the server for a user who is not an admin', async () => {
    const { actions, calls, toasts } = making({ success: true, id: 3 }, false);
    expect(await actions.makePreset(KIT)).toBe(false);
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([]);
  });
});
