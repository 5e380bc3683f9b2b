import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { historyActions } from './actions/history.ts';
import { createEditorContext } from './context.ts';
import {
  addLayer,
  newKit,
  printingElementId,
  replaceKit,
  setPrinting,
  type Layer,
  type TextLayer,
} from './kit.ts';
import { logoActions, logoAreaAtom } from './logos.ts';
import type { LayerPlacement } from '../compositor/placement.ts';
import { onKitActions, onKitTargetAtom, onPlacedBox } from './on-kit.ts';
import { selectedLayerAtom, sessionAtom, sideTabAtom } from './state.ts';

/** The store with the on-kit, logo and history actions, and a team logo on the kit. */
function editor() {
  const store = createStore();
  store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
  const api = createApiClient({ fetch: () => Promise.reject(new Error('offline')) });
  const ctx = createEditorContext(store, api);
  const actions = { ...onKitActions(ctx), ...logoActions(ctx), ...historyActions(ctx) };
  // The sponsor's slot offers size, position, position_x and rotation (document 1 §5).
  actions.chooseSlotLogo('sponsor', 'Tidewave', 1);
  actions.chooseSlotLogo('team', 'Harbour Shield', 3);
  const logo = () => store.get(sessionAtom).kit.logos.find((l) => l.t === 'sponsor')!;
  const team = () => store.get(sessionAtom).kit.logos.find((l) => l.t === 'team')!;
  const steps = () => store.get(sessionAtom).history.undo.length;
  return { store, actions, logo, team, steps };
}

describe('editing a logo on the kit (issue 31)', () => {
  it('a click on a kit logo opens the Logos tab on its area', () => {
    const { store, actions, logo } = editor();
    actions.selectOnKit({ area: 'shorts', uuid: logo().uuid, logo: true }, 'logos');
    expect(store.get(sideTabAtom)).toBe('logos');
    expect(store.get(logoAreaAtom)).toBe('shorts');
    expect(store.get(selectedLayerAtom)).toBeNull();
    // Escape (no drag open) takes the handles away.
    expect(actions.escape()).toBe('cleared');
    expect(store.get(onKitTargetAtom)).toBeNull();
  });

  it('a drag is one step with live values; Escape during one reverts it', () => {
    const { actions, logo, steps } = editor();
    const before = steps();
    const start = actions.placementOf(logo().uuid)!;
    actions.beginPlacement(true);
    for (const x of [5, 20, 37])
      actions.place(logo().uuid, { position_x: start.position_x + x, position: 12 });
    expect(logo().position_x).toBe(start.position_x + 37);
    expect(actions.placementOpen()).toBe(true);
    actions.commitPlacement();
    expect(steps()).toBe(before + 1);
    expect([logo().position_x, logo().position]).toEqual([start.position_x + 37, 12]);

    actions.beginPlacement(true);
    actions.place(logo().uuid, { position_x: -50, rotation: 30 });
    expect(actions.escape()).toBe('reverted');
    expect(actions.placementOpen()).toBe(false);
    expect([logo().position_x, logo().rotation]).toEqual([start.position_x + 37, start.rotation]);
    expect(steps()).toBe(before + 1);
    actions.undo();
    expect([logo().position_x, logo().position]).toEqual([start.position_x, start.position]);
  });

  it('each nudge is one step, and the slot ranges hold (kit rules, not the view)', () => {
    const { actions, logo, steps } = editor();
    const before = steps();
    const x0 = logo().position_x;
    actions.nudgeOnKit(logo().uuid, 1, 0);
    actions.nudgeOnKit(logo().uuid, 0, -10);
    expect([logo().position_x, logo().position]).toEqual([x0 + 1, -10]);
    expect(steps()).toBe(before + 2);
    actions.undo();
    expect([logo().position_x, logo().position]).toEqual([x0 + 1, 0]);
    // The sponsor's position range is -200..200 and size 25..300 (field-ranges.ts LOGO_RANGES).
    actions.place(logo().uuid, { position_x: 999, size: 5000 });
    expect([logo().position_x, logo().size]).toEqual([200, 300]);
  });

  it("moves only what the slot's sliders move: a team crest is scaled, never moved or turned", () => {
    const { actions, team, steps } = editor();
    expect(actions.placementFieldsOf(team().uuid)).toEqual(['size']);
    const before = steps();
    actions.nudgeOnKit(team().uuid, 10, 0);
    expect(steps()).toBe(before);
    actions.place(team().uuid, { position_x: 40, position: 40, rotation: 30, size: 150 });
    expect([team().position_x, team().position, team().rotation, team().size]).toEqual([0, 0, 0, 150]);
  });
});

describe('editing a text layer on the kit (issue 31)', () => {
  it("moves, scales and turns a text through its own fields, within the sliders' ranges", () => {
    const store = createStore();
    const added = addLayer(newKit('eafc', 'plain'), 'shirt', 'text');
    if (!added.ok) throw new Error('no text layer');
    store.set(sessionAtom, replaceKit(added.kit));
    const ctx = createEditorContext(
      store,
      createApiClient({ fetch: () => Promise.reject(new Error('offline')) }),
    );
    const actions = { ...onKitActions(ctx), ...historyActions(ctx) };
    const text = () => store.get(sessionAtom).kit.layers.shirt.find((l) => l.n === 'text') as TextLayer;
    const uuid = text().uuid;
    expect(actions.placementFieldsOf(uuid)).toEqual(['position_x', 'position', 'size', 'rotation']);
    const start = actions.placementOf(uuid)!;
    expect(start).toEqual({
      position_x: text().x,
      position: text().y,
      size: text().size,
      rotation: text().rotation,
    });
    actions.beginPlacement(false);
    actions.place(uuid, { position_x: 12.5, position: -4, size: 150, rotation: 30 });
    actions.commitPlacement();
    expect([text().x, text().y, text().size, text().rotation]).toEqual([12.5, -4, 150, 30]);
    expect(store.get(sessionAtom).history.undo).toHaveLength(1);
    // The text's x range is -100..100 and its size 10..300 (field-ranges.ts).
    actions.place(uuid, { position_x: 999, size: 5000 });
    expect([text().x, text().size]).toEqual([100, 300]);
  });
});

describe('editing a placed design on the kit (issue 31)', () => {
  it('a rectangle moves by its offsets and scales whole; a stripe design has no handles', () => {
    const store = createStore();
    const added = addLayer(newKit('eafc', 'plain'), 'shirt', 'design');
    if (!added.ok) throw new Error('no design layer');
    const layer = added.kit.layers.shirt.find((l) => l.n === 'design')!;
    const shape = { ...layer, type: 'rectangle', width: 100, height: 50, offset: 0, offset_y: 0 } as Layer;
    const withShape = (next: Layer) => ({
      ...added.kit,
      layers: {
        ...added.kit.layers,
        shirt: added.kit.layers.shirt.map((l) => (l.uuid === next.uuid ? next : l)),
      },
    });
    const kit = withShape(shape);
    store.set(sessionAtom, replaceKit(kit));
    const ctx = createEditorContext(
      store,
      createApiClient({ fetch: () => Promise.reject(new Error('offline')) }),
    );
    const actions = onKitActions(ctx);
    const now = () =>
      store.get(sessionAtom).kit.layers.shirt.find((l) => l.uuid === shape.uuid) as unknown as Record<
        string,
        number
      >;
    actions.place(shape.uuid, { position_x: 30, position: -20, size: 200, rotation: 45 });
    expect([now().offset, now().offset_y, now().width, now().height, now().rotation]).toEqual([
      30, -20, 200, 100, 45,
    ]);
    const stripe = { ...shape, type: 'stripes' } as Layer;
    store.set(sessionAtom, replaceKit(withShape(stripe)));
    expect(actions.placementFieldsOf(shape.uuid)).toEqual([]);
  });
});

describe('the drag shared by the Texture and 3D views (issue 31)', () => {
  /** A 40 px box at the region's centre, turned 90° (region and kind do not matter here). */
  const placement = {
    kind: 'logo',
    region: {} as never,
    centre: [0, 0],
    box: [40, 20],
    rotation: 90,
    perPx: [1, 1],
    turnSign: 1,
  } satisfies LayerPlacement;

  it('moves by the region travel as one step; after Escape the rest of the drag is ignored', () => {
    const { actions, logo, steps } = editor();
    const target = { area: 'shirt', uuid: logo().uuid, logo: true } as const;
    const [x0, y0, before] = [logo().position_x, logo().position, steps()];
    const drag = actions.startDrag(target, placement, 'move', [5, 5])!;
    expect(actions.dragTo(drag, [12, 0])).toBe(true);
    expect(actions.dragTo(drag, [17, 1])).toBe(true);
    actions.endDrag();
    expect([logo().position_x, logo().position]).toEqual([x0 + 12, y0 - 4]);
    expect(steps()).toBe(before + 1);

    const again = actions.startDrag(target, placement, 'move', [0, 0])!;
    actions.dragTo(again, [30, 30]);
    expect(actions.escape()).toBe('reverted');
    expect(actions.dragTo(again, [40, 40])).toBe(false);
    actions.endDrag();
    expect([logo().position_x, logo().position]).toEqual([x0 + 12, y0 - 4]);
    expect(steps()).toBe(before + 1);
  });

  it('a press grabs the box as drawn (turned), with a margin round it', () => {
    // Turned a quarter: 20 across, 40 up.
    expect(onPlacedBox(placement, [0, 19])).toBe(true);
    expect(onPlacedBox(placement, [17, 0])).toBe(true);
    expect(onPlacedBox(placement, [19, 0])).toBe(false);
    expect(onPlacedBox(placement, [0, 29])).toBe(false);
  });
});

describe('the player printing on the kit (issue 31)', () => {
  it('each printed line moves and scales through its own Name & number sliders, clamped', () => {
    const store = createStore();
    const printed = setPrinting(newKit('basketball', 'plain'), 'number', 23);
    if (!printed.ok) throw new Error('no printing');
    store.set(sessionAtom, replaceKit(printed.kit));
    const ctx = createEditorContext(
      store,
      createApiClient({ fetch: () => Promise.reject(new Error('offline')) }),
    );
    const actions = { ...onKitActions(ctx), ...historyActions(ctx) };
    const layer = store.get(sessionAtom).kit.layers.shirt.find((l) => l.n === 'printing')!;
    const number = printingElementId(layer.uuid, 'number');
    const front = printingElementId(layer.uuid, 'frontNumber');
    // The back number has no across slider, nor a turn; the front number moves both ways.
    expect(actions.placementFieldsOf(number)).toEqual(['position', 'size']);
    expect(actions.placementFieldsOf(front)).toEqual(['position_x', 'position', 'size']);
    actions.beginPlacement(false);
    actions.place(number, { position_x: 40, position: 30, size: 120, rotation: 45 });
    actions.commitPlacement();
    const printing = () => store.get(sessionAtom).kit.playerPrinting;
    expect([printing().offset, printing().numberSize]).toEqual([30, 120]);
    expect(store.get(sessionAtom).history.undo).toHaveLength(1);
    // Its ranges are the sliders' (offset -100..200, front size 50..250).
    actions.place(front, { position_x: 12, size: 9999 });
    expect([printing().frontNumberPosX, printing().frontNumberSize]).toEqual([12, 250]);
    // Chosen on the kit, the row selected is the printing layer's.
    actions.selectOnKit({ area: 'shirt', uuid: number, logo: false }, 'printing');
    expect(store.get(selectedLayerAtom)).toBe(layer.uuid);
  });
});
