import { describe, expect, it } from 'vitest';
import { defaultPrintPreview, newKit } from '../../../src/kit/defaults/kit.ts';
import { restoreKit, serialiseKit } from '../../../src/kit/index.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import { editedKit } from './applied.ts';
import {
  allLayers,
  copyHotspots,
  enterHotspots,
  hasHotspotsEditor,
  leaveHotspots,
  printPreviewShown,
  setPrintPreview,
  resetHotspots,
  setHotspot,
  setPrinting,
} from '../../../src/kit/operations/index.ts';

const done = editedKit;

const layerOf = (kit: Kit, n: string) => allLayers(kit).find((layer) => layer.n === n);

describe('the hotspots editor operations', () => {
  it('exists for fifa and eafc only', () => {
    expect(['fifa', 'eafc', 'pes', 'fm', 'basketball'].filter((g) => hasHotspotsEditor(g as never))).toEqual([
      'fifa',
      'eafc',
    ]);
  });

  it('moves boxes within 0..1 and the preview number within 0..99', () => {
    const kit = newKit('eafc');
    expect(done(setHotspot(kit, 'xNum', 0.4)).hotspots.xNum).toBe(0.4);
    expect(done(setHotspot(kit, 'wName', 1.7)).hotspots.wName).toBe(1);
    expect(done(setHotspot(kit, 'previewNumber', 150)).hotspots.previewNumber).toBe(99);
    expect(done(setHotspot(kit, 'previewNumber', 7.4)).hotspots.previewNumber).toBe(7);
    expect(done(setHotspot(kit, 'hasArc', true)).hotspots.hasArc).toBe(true);
    expect(setHotspot(kit, 'hasArc', 1)).toMatchObject({ ok: false, code: 'invalidValue' });
    expect(setHotspot(kit, 'xNum', Number.NaN)).toMatchObject({ ok: false, code: 'invalidValue' });
    expect(setHotspot(kit, 'zNum' as never, 1)).toMatchObject({ ok: false, code: 'fieldNotEditable' });
  });

  it('resets every box to its default', () => {
    const moved = done(setHotspot(done(setHotspot(newKit('fifa'), 'yName', 0.9)), 'hasArc', true));
    expect(done(resetHotspots(moved)).hotspots).toEqual(defaultPrintPreview());
  });

  it('copies the hotspots of another kit', () => {
    const other = done(setHotspot(newKit('fifa'), 'xNumFront', 0.1)).hotspots;
    expect(done(copyHotspots(newKit('fifa'), other)).hotspots.xNumFront).toBe(0.1);
  });

  it('entering hides player printing and shows the preview; leaving puts both back', () => {
    const printed = done(setPrinting(newKit('eafc'), 'number', 10));
    const visit = enterHotspots(printed, 'preview');
    expect(layerOf(visit.kit, 'printing')?.disabled).toBe(true);
    // Drawn in white on the default black shirt, so the boxes can be seen.
    expect(layerOf(visit.kit, 'print_preview')).toMatchObject({
      uuid: 'preview',
      disabled: false,
      c: ['#ffffff'],
    });
    expect(visit.hidden).toEqual([layerOf(printed, 'printing')!.uuid]);
    const left = leaveHotspots(visit.kit, visit);
    expect(layerOf(left, 'printing')?.disabled).toBe(false);
    expect(layerOf(left, 'print_preview')).toMatchObject({ disabled: true, c: ['#ffffff'] });
    // What is saved after a visit loads back unchanged.
    expect(restoreKit(serialiseKit(left)).kit).toEqual(left);
    // A second visit reuses the preview entry instead of adding another.
    const again = enterHotspots(left, 'other');
    expect(allLayers(again.kit).filter((layer) => layer.n === 'print_preview')).toHaveLength(1);
  });

  it('leaves printing the user had hidden hidden', () => {
    const printed = done(setPrinting(newKit('eafc'), 'number', 10));
    const uuid = layerOf(printed, 'printing')!.uuid;
    const hiddenByUser: Kit = {
      ...printed,
      layers: {
        ...printed.layers,
        shirt: printed.layers.shirt.map((l) => (l.uuid === uuid ? { ...l, disabled: true } : l)),
      },
    };
    const visit = enterHotspots(hiddenByUser);
    expect(visit.hidden).toEqual([]);
    expect(layerOf(leaveHotspots(visit.kit, visit), 'printing')?.disabled).toBe(true);
  });

  it('the print preview toggle shows the preview in a colour that reads on the shirt', () => {
    const whiteShirt: Kit = (() => {
      const kit = newKit('eafc');
      return {
        ...kit,
        layers: {
          ...kit.layers,
          shirt: kit.layers.shirt.map((l) =>
            l.n === 'base' && l.type === 'base' ? { ...l, c: ['#f0f0f0'] } : l,
          ),
        },
      };
    })();
    const shown = done(setPrintPreview(whiteShirt, true, 'pp'));
    expect(printPreviewShown(shown)).toBe(true);
    expect(layerOf(shown, 'print_preview')).toMatchObject({ uuid: 'pp', c: ['#000000'] });
    expect(restoreKit(serialiseKit(shown)).kit).toEqual(shown);
    // A visit to the hotspots editor leaves a shown preview shown.
    const visit = enterHotspots(shown);
    expect(printPreviewShown(leaveHotspots(visit.kit, visit))).toBe(true);
    expect(printPreviewShown(done(setPrintPreview(shown, false)))).toBe(false);
  });
});
