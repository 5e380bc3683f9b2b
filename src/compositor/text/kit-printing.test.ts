import { describe, expect, it } from 'vitest';
import { withKitPrinting } from './kit-printing.ts';

const kit = {
  playerPrinting: { name: 'DOE', number: 23, font: 'oswald', disabled: false } as never,
  playerPrintingShorts: { enabled: true, side: 'right', size: 120 } as never,
  hotspots: { previewNumber: 7 } as never,
};

describe('kit printing merged into printing layers', () => {
  it('gives the printing layer the kit settings without re-enabling a disabled entry', () => {
    expect(withKitPrinting({ n: 'printing' }, kit)).toMatchObject({
      name: 'DOE',
      number: 23,
      disabled: false,
    });
    expect(withKitPrinting({ n: 'printing', disabled: true } as never, kit)).toMatchObject({
      disabled: true,
    });
  });

  it('gives the shorts number the player number and font', () => {
    expect(withKitPrinting({ n: 'printing_shorts' }, kit)).toMatchObject({
      side: 'right',
      number: 23,
      font: 'oswald',
    });
  });

  it('gives the preview its hotspot boxes and leaves other layers alone', () => {
    expect(withKitPrinting({ n: 'print_preview' }, kit)).toMatchObject({ previewNumber: 7 });
    const text = { n: 'text' as const };
    expect(withKitPrinting(text, kit)).toBe(text);
  });

  it('prints the player name and number on nba_text layers left empty, never over their own text', () => {
    const name = withKitPrinting({ n: 'nba_text', type: 'name', text: '' } as never, kit);
    expect(name).toMatchObject({ text: 'DOE' });
    const back = withKitPrinting({ n: 'nba_text', type: 'back_num', text: '' } as never, kit);
    expect(back).toMatchObject({ text: '23' });
    const own = { n: 'nba_text', type: 'name', text: 'SMITH' } as never;
    expect(withKitPrinting(own, kit)).toBe(own);
  });

  it('leaves layers as they are when the kit carries no printing settings', () => {
    const printing = { n: 'printing' as const, name: 'OWN' };
    expect(withKitPrinting(printing, {})).toBe(printing);
    expect(withKitPrinting({ n: 'printing_shorts', size: 80 } as never, {})).toMatchObject({ size: 80 });
  });
});
