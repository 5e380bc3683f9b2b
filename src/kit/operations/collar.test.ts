import { describe, expect, it } from 'vitest';
import { collarAssets, customCollarOf, garmentMasks, type CollarAssetLookup } from './collar.ts';

// The rule's pure parts; tests/browser/editor/custom-layers.test.ts proves the compositor uses it.
const TEMPLATE = {
  mask: { front: 't/front.png', back: 't/back.png' },
  mask_sleeves: 't/sleeves.png',
  finish: 't/finish.png',
  finish2: 't/finish2.png',
};
const V_NECK = {
  mask: { front: 'v/front.png', back: 'v/back.png' },
  mask_sleeves: 'v/sleeves.png',
  finish: 'v/f.png',
};
const collars: CollarAssetLookup = (name) =>
  name === 'V Neck' ? collarAssets({ cuts: { eafc: V_NECK } }, 'eafc') : undefined;
const collar = (extra: object = {}) => ({ n: 'custom_collar', p: 'V Neck', ...extra });

describe('custom collar masks', () => {
  it("takes the shown collar's masks and finish, the back finish falling back to the front's", () => {
    expect(garmentMasks(customCollarOf({ layers: { shirt: [collar()] } }), TEMPLATE, collars)).toEqual({
      source: 'custom_collar',
      ...V_NECK,
      finish2: 'v/f.png',
    });
  });

  it('keeps a hidden collar’s cut, itself or through its group (document 1 §4)', () => {
    expect(
      garmentMasks(customCollarOf({ layers: { shirt: [collar({ disabled: true })] } }), TEMPLATE, collars),
    ).toMatchObject({ source: 'custom_collar' });
    const hiddenGroup = { n: 'group', disabled: true, layers: [collar()] };
    expect(customCollarOf({ layers: { extra: [hiddenGroup] } })).toBe('V Neck');
  });

  it("keeps the template's when the collar is absent or brings no masks", () => {
    const template = { source: 'template', ...TEMPLATE };
    expect(garmentMasks(undefined, TEMPLATE, collars)).toEqual(template);
    expect(garmentMasks('Striped Rib', TEMPLATE, collars)).toEqual(template);
  });

  it("uses a catalogue entry only with the whole set of files for the kit's game", () => {
    const partial = { mask: { front: 'a.png' }, mask_sleeves: 's.png', finish: 'f.png' };
    expect(collarAssets({ cuts: { eafc: partial } }, 'eafc')).toBeUndefined();
    expect(collarAssets({ cuts: { eafc: V_NECK } }, 'basketball')).toBeUndefined();
    expect(collarAssets({ name: 'Striped Rib' } as object, 'eafc')).toBeUndefined();
    expect(collarAssets(undefined, 'eafc')).toBeUndefined();
  });
});
