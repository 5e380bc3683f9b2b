import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { SavedKit } from '../api/index.ts';
import { convertActions } from './actions/convert.ts';
import { createEditorContext } from './context.ts';
import { scriptedApi } from './scripted-api.ts';
import { readConvertData, type Game } from './kit.ts';
import { toastsAtom } from './state.ts';

/** "Convert to …" as the Load dialog calls it: which games, what opens, what is refused. */
function convertIn(game: Game, stay = false) {
  const store = createStore();
  const ctx = createEditorContext(store, scriptedApi({}).api);
  const opened: string[] = [];
  const ask = vi.fn(async () => !stay);
  const actions = convertActions(ctx, game, (text) => opened.push(text) > 0, ask);
  const toasts = () => store.get(toastsAtom).map((t) => ({ key: t.text, values: t.values, tone: t.tone }));
  return { actions, opened, ask, toasts };
}

const kit = (data: string): SavedKit => ({
  id: 41,
  name: 'Derby',
  data,
  game: 'eafc',
  image: null,
  created_at: '2026-11-01',
  published: false,
});
const data = JSON.stringify({ version: 2, id: 41, shirt: [{ n: 'base', c: ['#ff0000'] }] });
const here = new URL('https://k.test/eafc/?scale=0.5');

describe('convertSavedKit', () => {
  it("lists every other game, and for another game answers that game's editor with a new kit", async () => {
    const { actions, opened, toasts } = convertIn('eafc');
    expect(await actions.convertTargets('eafc')).toEqual(['fifa', 'pes', 'fm', 'basketball']);
    const address = await actions.convertSavedKit(kit(data), 'fm', here);
    const url = new URL(address!, here);
    expect(url.pathname).toBe('/fm/');
    const handed = JSON.parse(readConvertData(url.hash)!) as Record<string, unknown>;
    expect(handed).toMatchObject({ game: 'eafc', name: 'Derby (FM)' });
    expect(handed).not.toHaveProperty('id');
    expect(opened).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it("opens here when the target is this editor's game, after the unsaved-changes question", async () => {
    const { actions, opened, ask } = convertIn('fm');
    expect(await actions.convertSavedKit(kit(data), 'fm', here)).toBeNull();
    expect(ask).toHaveBeenCalledOnce();
    expect(opened).toHaveLength(1);
    expect(JSON.parse(opened[0]!)).toMatchObject({ name: 'Derby (FM)', game: 'eafc' });
    const stayed = convertIn('fm', true);
    expect(await stayed.actions.convertSavedKit(kit(data), 'fm', here)).toBeNull();
    expect(stayed.opened).toEqual([]);
  });

  it('refuses, in a toast, a kit whose data cannot be read and a game it cannot go to', async () => {
    const { actions, opened, toasts } = convertIn('eafc');
    expect(await actions.convertSavedKit(kit('{broken'), 'fm', here)).toBeNull();
    expect(await actions.convertSavedKit(kit(data), 'eafc', here)).toBeNull();
    expect(toasts()).toEqual([
      { key: 'convert.unreadable', values: { name: 'Derby' }, tone: 'error' },
      { key: 'convert.unsupported', values: { name: 'Derby', game: { key: 'game.eafc' } }, tone: 'error' },
    ]);
    expect(opened).toEqual([]);
  });
});
