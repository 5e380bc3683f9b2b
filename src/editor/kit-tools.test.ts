import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { hotspotActions } from './actions/hotspots.ts';
import { importActions } from './actions/import.ts';
import { printingActions } from './actions/printing.ts';
import { createEditorContext } from './context.ts';
import { hotspotsVisitAtom } from './hotspots-state.ts';
import { allLayers, newKit, replaceKit, serialiseKit, undoStep, type Kit } from './kit.ts';
import { PRINT_PREVIEW_RANGES } from '../kit/model/field-ranges.ts';
import { canUndoAtom, confirmationAtom, kitAtom, openDialogAtom, sessionAtom, userAtom } from './state.ts';

/** The Printing tab, hotspots and import actions over a store, without compositor or server. */
function editor(kit: Kit = newKit('eafc', 'plain')) {
  const store = createStore();
  store.set(sessionAtom, replaceKit(kit));
  const api = createApiClient({ fetch: () => Promise.reject(new Error('offline')) });
  const ctx = createEditorContext(store, api);
  const actions = { ...printingActions(ctx), ...hotspotActions(ctx), ...importActions(ctx) };
  const kinds = () => allLayers(store.get(kitAtom)).map((layer) => layer.n);
  return { store, actions, kinds };
}

describe('Printing tab, hotspots and import actions', () => {
  it('a slider drag of the number is one step', () => {
    const { store, actions } = editor();
    actions.beginPrintingEdit();
    for (const n of [1, 5, 12]) actions.setPrinting('number', n);
    actions.commitPrintingEdit();
    expect(store.get(kitAtom).playerPrinting.number).toBe(12);
    expect(store.get(sessionAtom).history.undo).toHaveLength(1);
  });

  it('opening and closing the hotspots editor is not an undo step, box edits are', async () => {
    const { store, actions, kinds } = editor();
    actions.setPrinting('number', 9);
    const steps = store.get(sessionAtom).history.undo.length;
    actions.enterHotspots();
    actions.enterHotspots(); // StrictMode mounts twice: the second call changes nothing
    expect(kinds().filter((n) => n === 'print_preview')).toHaveLength(1);
    expect(store.get(hotspotsVisitAtom)).toMatchObject({ previewShown: false });
    expect(store.get(hotspotsVisitAtom)?.hidden).toHaveLength(1);
    expect(store.get(sessionAtom).history.undo).toHaveLength(steps);
    actions.setHotspot('yNum', 0.5);
    expect(store.get(sessionAtom).history.undo).toHaveLength(steps + 1);

    const reset = actions.resetHotspots();
    expect(store.get(confirmationAtom)?.text.key).toBe('hotspots.resetQuestion');
    store.get(confirmationAtom)!.answer(true);
    expect(await reset).toBe(true);
    expect(store.get(kitAtom).hotspots.yNum).toBe(PRINT_PREVIEW_RANGES.yNum.default);

    actions.leaveHotspots();
    expect(store.get(hotspotsVisitAtom)).toBeNull();
    const printing = allLayers(store.get(kitAtom)).find((layer) => layer.n === 'printing');
    expect(printing?.disabled).toBe(false);
  });

  it('imports chosen layers from saved data as one step and closes the dialog', () => {
    const saved = editor();
    saved.actions.setPrinting('number', 4); // a printing entry: listed, never importable
    const data = serialiseKit(saved.store.get(kitAtom));
    const source = JSON.parse(data) as { shirt: Record<string, unknown>[] };
    source.shirt.splice(2, 0, { n: 'graphic', uuid: 'g1', g: 'star' }, { n: 'mat', uuid: 'm1', p: 'Carbon' });

    const { store, actions } = editor();
    store.set(userAtom, { premium: false, tier: 0, admin: false, username: 'a', email: 'a@b.c' });
    store.set(openDialogAtom, 'import');
    const opened = actions.openImportSource({ data: JSON.stringify(source) });
    expect(opened).not.toBeNull();
    const blocked = Object.fromEntries(opened!.entries.map((e) => [e.layer.n, e.blocked]));
    expect(blocked).toMatchObject({ graphic: null, mat: 'plus', printing: 'kind', template: 'kind' });
    expect(actions.importLayers(opened!, ['g1'])).toBe(true);
    expect(store.get(openDialogAtom)).toBeNull();
    expect(allLayers(store.get(kitAtom)).filter((l) => l.n === 'graphic')).toHaveLength(1);
    expect(store.get(canUndoAtom)).toBe(true);
    const undone = undoStep(store.get(sessionAtom)).session;
    expect(allLayers(undone.kit).some((l) => l.n === 'graphic')).toBe(false);
    expect(actions.openImportSource({ data: 'not json' })).toBeNull();
  });
});
