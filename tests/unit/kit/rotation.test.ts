import { describe, expect, it } from 'vitest';
import { rotationStep, stepsByRotation } from '../../../src/kit/rules/rotation.ts';

describe('rotation steps (document 1 §9)', () => {
  it('goes to the next 45 degree mark, never the one it is on, within -180..180', () => {
    expect(rotationStep(0, 1)).toBe(45);
    expect(rotationStep(10, 1)).toBe(45);
    expect(rotationStep(10, -1)).toBe(0);
    expect(rotationStep(45, -1)).toBe(0);
    expect(rotationStep(-44, -1)).toBe(-45);
    expect(rotationStep(170, 1)).toBe(180);
    expect(rotationStep(180, 1)).toBe(180);
    expect(rotationStep(-180, -1)).toBe(-180);
  });

  it('applies to rotation fields of -180..180 only', () => {
    expect(stepsByRotation('rotation', -180, 180)).toBe(true);
    expect(stepsByRotation('pattern.rotation', -180, 180)).toBe(true);
    expect(stepsByRotation('rotation', 0, 360)).toBe(false);
    expect(stepsByRotation('size', -180, 180)).toBe(false);
  });
});
