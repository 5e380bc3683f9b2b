import { describe, expect, it } from 'vitest';
import { addLayer, removeLayer } from './index.ts';
import { garmentMasks } from './collar.ts';
import { newKit } from '../defaults/kit.ts';
import type { Template } from '../model/catalogue.ts';
import type { EditResult } from './result.ts';
import type { Kit } from '../model/kit.ts';

// The rule alone: no compositor calls garmentMasks yet (see tests/unit/kit/unused-exports.test.ts,
// which allows it until a collar asset carries its own masks). The story that a user sees the
// collar's masks must then go through the compositor.

const TEMPLATE = {
  mask: { front: 'classic/front.png', back: 'classic/back.png' },
  mask_sleeves: 'classic/sleeves.png',
  finish: 'classic/finish.png',
} as Template;

const collars = (name: string) =>
  name === 'v_neck'
    ? {
        mask: { front: 'v/front.png', back: 'v/back.png' },
        mask_sleeves: 'v/sleeves.png',
        finish: 'v/finish.png',
      }
    : undefined;

const done = (result: EditResult): Kit => {
  if (!result.ok) throw new Error(result.code);
  return result.kit;
};

describe('garmentMasks', () => {
  it("takes a custom collar's body and sleeve masks and finish, and the template's without one", () => {
    const plain = newKit('eafc');
    expect(garmentMasks(plain, TEMPLATE, collars)).toEqual({ source: 'template', ...TEMPLATE });
    const withCollar = done(
      addLayer(plain, 'shirt', 'custom_collar', { uuid: 'collar', fields: { p: 'v_neck' } }),
    );
    expect(garmentMasks(withCollar, TEMPLATE, collars)).toEqual({
      source: 'custom_collar',
      ...collars('v_neck'),
    });
    const removed = done(removeLayer(withCollar, 'collar'));
    expect(garmentMasks(removed, TEMPLATE, collars)).toEqual({ source: 'template', ...TEMPLATE });
  });

  it("keeps the template's when the collar has no masks of its own", () => {
    const kit = done(addLayer(newKit('eafc'), 'shirt', 'custom_collar', { fields: { p: 'round' } }));
    expect(garmentMasks(kit, TEMPLATE, collars).source).toBe('template');
  });
});
