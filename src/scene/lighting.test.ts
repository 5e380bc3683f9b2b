import { describe, expect, it } from 'vitest';
import { customRig, DEFAULT_CUSTOM_LIGHTS, parseCustomLights } from './lighting.ts';

describe('custom lights (spec §9: 0..2, step 0.01)', () => {
  it('reads stored values back clamped to the range and snapped to the step', () => {
    expect(parseCustomLights({ ambient: 5, hemisphere: -1, key: 0.333, fill: 'x', rim: Number.NaN })).toEqual(
      {
        ...DEFAULT_CUSTOM_LIGHTS,
        ambient: 2,
        hemisphere: 0,
        key: 0.33,
      },
    );
    expect(parseCustomLights(null)).toEqual(DEFAULT_CUSTOM_LIGHTS);
  });

  it('gives each of the six intensities to its light', () => {
    const rig = customRig({ ambient: 0.1, hemisphere: 0.2, key: 0.3, fill: 0.4, rim: 0.5, top: 0.6 });
    expect(rig.ambient).toBe(0.1);
    expect(rig.hemisphere.intensity).toBe(0.2);
    expect(rig.lights.map((l) => l.intensity)).toEqual([0.3, 0.4, 0.5, 0.6]);
  });
});
