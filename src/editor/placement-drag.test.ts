import { describe, expect, it } from 'vitest';
import { dragValues } from './placement-drag.ts';

describe('what a handle drag asks for (region space)', () => {
  const values = { position_x: 10, position: -4, size: 100, rotation: 0 };
  it('the body moves by the pointer travel', () => {
    expect(dragValues({ handle: 'move', from: [0, 0], centre: [0, 0], values }, [25, -7])).toEqual({
      position_x: 35,
      position: -11,
    });
  });
  it('a corner scales by the distance from the centre', () => {
    expect(dragValues({ handle: 'scale', from: [10, 10], centre: [0, 0], values }, [15, 15])).toEqual({
      size: 150,
    });
  });
  it('the knob turns clockwise as seen from outside (+y up)', () => {
    // From straight up to the right: a quarter turn clockwise.
    expect(dragValues({ handle: 'rotate', from: [0, 10], centre: [0, 0], values }, [10, 0])).toEqual({
      rotation: 90,
    });
  });
});
