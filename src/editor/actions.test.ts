import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { historyActions } from './actions/history.ts';
import { kitActions } from './actions/kit.ts';
import { layerActions } from './actions/layers.ts';
import { createEditorContext } from './context.ts';
import { newKit, replaceKit, type Layer } from './kit.ts';
import {
  canRedoAtom,
  canUndoAtom,
  kitAtom,
  layerAtom,
  openDialogAtom,
  selectedLayerAtom,
  sessionAtom,
  stackAtom,
  toastsAtom,
  userAtom,
} from './state.ts';

/** An editor without compositor or server: the store and the action families only. */
function editor() {
  const store = createStore();
  store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
  const api = createApiClient({ fetch: () => Promise.reject(new Error('offline')) });
  const ctx = createEditorContext(store, api);
  const actions = { ...layerActions(ctx), ...historyActions(ctx), ...kitActions(ctx) };
  const shirt = () => store.get(stackAtom('shirt'));
  const toasts = () => store.get(toastsAtom).map((t) => t.text + JSON.stringify(t.values ?? {}));
  return { store, actions, shirt, toasts };
}

describe('editor actions', () => {
  it('adds a layer below the template, selects it, and undo takes it back with its toast', () => {
    const { store, actions, shirt, toasts } = editor();
    const id = actions.addLayer('shirt', 'design', { type: 'stripes' });
    expect(id).not.toBeNull();
    expect(shirt().map((l: Layer) => l.n)).toEqual(['base', 'base', 'design', 'template']);
    expect(store.get(selectedLayerAtom)).toBe(id);
    expect(store.get(canUndoAtom)).toBe(true);
    expect(actions.undo()).toBe(true);
    expect(shirt()).toHaveLength(3);
    // The removed layer's settings close with it.
    expect(store.get(selectedLayerAtom)).toBeNull();
    expect(store.get(canRedoAtom)).toBe(true);
    expect(toasts()).toContain('toast.undoing{"action":{"key":"action.add layer"}}');
    actions.redo();
    expect(shirt()).toHaveLength(4);
    expect(toasts()).toContain('toast.redoing{"action":{"key":"action.add layer"}}');
  });

  it('makes a slider drag one undo step, and Escape reverts a drag to its mark', () => {
    const { store, actions } = editor();
    const id = actions.addLayer('shirt', 'side_panels')!;
    const stepsBefore = store.get(sessionAtom).history.undo.length;
    actions.beginLayerEdit();
    for (const width of [60, 80, 120]) actions.setLayerField(id, 'width', width);
    actions.commitLayerEdit();
    expect(store.get(sessionAtom).history.undo.length).toBe(stepsBefore + 1);
    expect((store.get(layerAtom(id)) as { width: number }).width).toBe(120);

    actions.beginLayerEdit();
    actions.setLayerField(id, 'width', 190);
    expect(actions.escape()).toBe('reverted');
    expect((store.get(layerAtom(id)) as { width: number }).width).toBe(120);
    expect(store.get(sessionAtom).history.undo.length).toBe(stepsBefore + 1);
    // Next Escape clears the active layer.
    expect(actions.escape()).toBe('cleared');
    expect(store.get(selectedLayerAtom)).toBeNull();
  });

  it('keeps untouched layers identical so their atoms do not notify', () => {
    const { store, actions, shirt } = editor();
    const id = actions.addLayer('shirt', 'side_panels')!;
    const base = shirt()[0]!;
    const baseAtomValue = store.get(layerAtom(base.uuid));
    actions.setLayerField(id, 'width', 70);
    expect(store.get(layerAtom(base.uuid))).toBe(baseAtomValue);
    expect(store.get(stackAtom('shorts'))).toBe(store.get(kitAtom).layers.shorts);
  });

  it('answers a refused edit with its message and leaves no step', () => {
    const { store, actions, shirt, toasts } = editor();
    const base = shirt()[0]!;
    const steps = store.get(sessionAtom).history.undo.length;
    expect(actions.removeLayer(base.uuid)).toBe(false);
    expect(toasts()).toContain('refusal.notRemovable{}');
    expect(store.get(sessionAtom).history.undo.length).toBe(steps);
  });

  it('does not move layers while one is active, and moves them once none is', () => {
    const { actions, shirt } = editor();
    const a = actions.addLayer('shirt', 'design')!;
    const b = actions.addLayer('shirt', 'graphic')!;
    expect(actions.moveDown(b)).toBe(false);
    actions.selectLayer(null);
    expect(actions.moveDown(b)).toBe(true);
    expect(
      shirt()
        .map((l: Layer) => l.uuid)
        .indexOf(b),
    ).toBeLessThan(
      shirt()
        .map((l: Layer) => l.uuid)
        .indexOf(a),
    );
  });

  it("sizes a layer's colours to the chosen asset's colour count", () => {
    const { store, actions } = editor();
    const id = actions.addLayer('shirt', 'graphic', { fields: { g: 'Chevron Band' } })!;
    expect(actions.changeAsset(id, 'Shards', 3)).toBe(true);
    const layer = store.get(layerAtom(id)) as { g: string; c: string[] };
    expect(layer.g).toBe('Shards');
    expect(layer.c).toHaveLength(3);
  });

  it('recolors in one step and closes the panels', () => {
    const { store, actions, shirt } = editor();
    store.set(openDialogAtom, 'recolor');
    expect(actions.quickRecolor([['#000000', '#ff0000']])).toBe(true);
    expect(shirt()[0]!.c).toEqual(['#ff0000']);
    expect(store.get(openDialogAtom)).toBeNull();
    actions.undo();
    expect(shirt()[0]!.c).toEqual(['#000000']);
  });

  it('refuses 4096 textures to free users with the spec message and resets to 1', async () => {
    const { actions, toasts } = editor();
    const { preferences } = await import('./prefs.ts');
    expect(actions.setTextureScale(2)).toBe(false);
    expect(preferences.textureScale).toBe(1);
    expect(toasts()).toContain('kit.textureScalePlusOnly{}');
    expect(actions.setTextureScale(0.5)).toBe(true);
    expect(preferences.textureScale).toBe(0.5);
  });
});

describe('UV mapping quality (document 1 §6, §9)', () => {
  it('offers Low 0, Medium 1 and High 4; High is refused to free users with the Plus message', async () => {
    const { createHeadlessEditor } = await import('./headless.ts');
    const { preferences } = await import('./prefs.ts');
    const { store, actions } = createHeadlessEditor();
    preferences.uvQuality = 1;
    expect(actions.uvQualityNeedsPlus(4)).toBe(true);
    expect(actions.setUvQuality(4)).toBe(false);
    expect(preferences.uvQuality).toBe(1);
    expect(store.get(toastsAtom).map((t) => t.text)).toContain('settings.uvHighPlusOnly');
    expect(actions.setUvQuality(0)).toBe(true);
    expect(preferences.uvQuality).toBe(0);
    store.set(userAtom, { premium: true, tier: 0, admin: false, username: 'p', email: null });
    expect(actions.uvQualityNeedsPlus(4)).toBe(false);
    expect(actions.setUvQuality(4)).toBe(true);
    expect(preferences.uvQuality).toBe(4);
    expect(actions.setUvQuality(2)).toBe(false);
  });
});
