import { describe, expect, it } from 'vitest';
import { newKit } from '../../../src/kit/defaults/kit.ts';
import { restoreKit, serialiseKit } from '../../../src/kit/index.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import { editedKit } from './applied.ts';
import {
  allLayers,
  printingShown,
  setPrinting,
  setPrintingColor,
  setPrintingShorts,
  shortsPrintingShown,
} from '../../../src/kit/operations/index.ts';

const done = editedKit;

const kinds = (kit: Kit, stack: 'shirt' | 'shorts') => kit.layers[stack].map((layer) => layer.n);

describe('the Printing tab operations', () => {
  it('adds the printing entry below the template with the first edit, and only once', () => {
    const kit = newKit('basketball', 'plain');
    expect(printingShown(kit)).toBe(false);
    const numbered = done(setPrinting(kit, 'number', 23, 'print-1'));
    expect(numbered.playerPrinting.number).toBe(23);
    expect(printingShown(numbered)).toBe(true);
    const shirt = kinds(numbered, 'shirt');
    expect(shirt.filter((n) => n === 'printing')).toHaveLength(1);
    expect(shirt.indexOf('printing')).toBe(shirt.indexOf('template') - 1);
    const named = done(setPrinting(numbered, 'name', 'DOE', 'print-2'));
    expect(allLayers(named).filter((layer) => layer.n === 'printing')).toHaveLength(1);
    expect(named.playerPrinting).toMatchObject({ name: 'DOE', number: 23 });
  });

  it('clamps numbers to the spec ranges (number 0-999, sizes, offsets) and keeps whole numbers', () => {
    const kit = newKit('eafc');
    expect(done(setPrinting(kit, 'number', 1234)).playerPrinting.number).toBe(999);
    expect(done(setPrinting(kit, 'number', 7.6)).playerPrinting.number).toBe(8);
    expect(done(setPrinting(kit, 'numberSize', 10)).playerPrinting.numberSize).toBe(50);
    expect(done(setPrinting(kit, 'offset', 500)).playerPrinting.offset).toBe(200);
    expect(done(setPrinting(kit, 'nameArch', -400)).playerPrinting.nameArch).toBe(-150);
    expect(done(setPrinting(kit, 'frontNumberPosX', 301)).playerPrinting.frontNumberPosX).toBe(300);
    expect(done(setPrinting(kit, 'frontNumberSize', 251)).playerPrinting.frontNumberSize).toBe(250);
    expect(done(setPrinting(kit, 'borderWidth', 20)).playerPrinting.borderWidth).toBe(8);
    expect(done(setPrintingShorts(kit, 'size', 20)).playerPrintingShorts.size).toBe(50);
    expect(done(setPrintingShorts(kit, 'posY', -120)).playerPrintingShorts.posY).toBe(-100);
  });

  it('starts from the §9 arch of 50 and refuses values of the wrong type', () => {
    const kit = newKit('basketball');
    expect(kit.playerPrinting.nameArch).toBe(50);
    expect(setPrinting(kit, 'number', 'seven')).toMatchObject({ ok: false, code: 'invalidValue' });
    expect(setPrinting(kit, 'frontNumber', 1)).toMatchObject({ ok: false, code: 'invalidValue' });
    expect(setPrinting(kit, 'c' as never, 1)).toMatchObject({ ok: false, code: 'fieldNotEditable' });
    expect(setPrintingShorts(kit, 'side', 'top')).toMatchObject({ ok: false, code: 'invalidValue' });
  });

  it('adds a border colour with the border and drops it without', () => {
    const kit = newKit('basketball');
    const bordered = done(setPrinting(kit, 'border', true));
    expect(bordered.playerPrinting.c).toEqual(['#ffffff', '#000000']);
    const recolored = done(setPrintingColor(bordered, 'shirt', 1, 'f00'));
    expect(recolored.playerPrinting.c).toEqual(['#ffffff', '#ff0000']);
    expect(done(setPrinting(recolored, 'border', false)).playerPrinting.c).toEqual(['#ffffff']);
    expect(setPrintingColor(kit, 'shirt', 1, '#ff0000')).toMatchObject({ ok: false, code: 'colorNotFound' });
    expect(setPrintingColor(kit, 'shirt', 0, 'red')).toMatchObject({ ok: false, code: 'invalidHexColor' });
  });

  it('switches the shorts number on with its own entry in the shorts stack', () => {
    const kit = newKit('basketball');
    const on = done(setPrintingShorts(kit, 'enabled', true, 'shorts-print'));
    expect(shortsPrintingShown(on)).toBe(true);
    expect(kinds(on, 'shorts')).toContain('printing_shorts');
    expect(done(setPrintingShorts(on, 'side', 'right')).playerPrintingShorts.side).toBe('right');
    expect(shortsPrintingShown(done(setPrintingShorts(on, 'enabled', false)))).toBe(false);
  });

  it('hides the printing with its switch, without removing the entry', () => {
    const kit = done(setPrinting(newKit('eafc'), 'number', 9));
    const off = done(setPrinting(kit, 'disabled', true));
    expect(printingShown(off)).toBe(false);
    expect(kinds(off, 'shirt')).toContain('printing');
  });

  it('survives save and load unchanged', () => {
    let kit = newKit('basketball');
    kit = done(setPrinting(kit, 'name', 'JAMES'));
    kit = done(setPrinting(kit, 'number', 6));
    kit = done(setPrinting(kit, 'border', true));
    kit = done(setPrinting(kit, 'font', 'oswald'));
    kit = done(setPrintingShorts(kit, 'enabled', true));
    expect(restoreKit(serialiseKit(kit)).kit).toEqual(kit);
  });
});

describe("the first printing's colour", () => {
  const whiteKit = (): Kit => {
    const kit = newKit('eafc');
    const shirt = kit.layers.shirt.map((layer) => ({ ...layer, c: layer.c.map(() => '#ffffff') }));
    shirt[shirt.length - 1] = { ...shirt[shirt.length - 1]!, c: ['#ffffff'] };
    return { ...kit, layers: { ...kit.layers, shirt } } as Kit;
  };

  it('reads on the shirt: never the default white on a white kit', () => {
    const kit = whiteKit();
    expect(kit.playerPrinting.c[0]).toBe('#ffffff');
    const printed = done(setPrinting(kit, 'number', 9));
    expect(printed.playerPrinting.c[0]).toBe('#000000');
  });

  it("takes the kit's own colour that reads best, and keeps a colour the player chose", () => {
    const kit = whiteKit();
    const [base, ...others] = kit.layers.shirt;
    const navy = {
      ...kit,
      layers: {
        ...kit.layers,
        shirt: [{ ...base!, c: ['#ffffff'] }, ...others.map((l) => ({ ...l, c: l.c.map(() => '#1b2a4a') }))],
      },
    } as Kit;
    expect(done(setPrinting(navy, 'number', 9)).playerPrinting.c[0]).toBe('#1b2a4a');
    const chosen = done(setPrintingColor(kit, 'shirt', 0, '#ffeeee'));
    expect(done(setPrinting(chosen, 'number', 9)).playerPrinting.c[0]).toBe('#ffeeee');
  });
});
