import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { groupSteps, HEAVY_LIMIT } from './grouping.ts';
import type { PassStep } from './program.ts';

function step(cost: 'cheap' | 'heavy', textures = 0): PassStep {
  const uniforms = Object.fromEntries(
    Array.from({ length: textures }, (_, i) => [`uT${i}`, new THREE.Texture()]),
  );
  return {
    pass: { kind: cost, fragment: '', defines: () => ({}), uniforms: () => ({}), cost },
    defines: {},
    uniforms,
    host: {},
    blend: 'blendNormal',
    mask: null,
  };
}

describe('merging layers into passes', () => {
  it('merges a run of cheap layers up to the layer limit', () => {
    const groups = groupSteps(
      Array.from({ length: 7 }, () => step('cheap')),
      3,
    );
    expect(groups.map((g) => g.length)).toEqual([3, 3, 1]);
  });

  it('puts at most HEAVY_LIMIT heavy layers in one pass', () => {
    const groups = groupSteps(Array.from({ length: HEAVY_LIMIT + 1 }, () => step('heavy')));
    expect(groups.map((g) => g.length)).toEqual([HEAVY_LIMIT, 1]);
  });

  it('splits a run before it would need more samplers than a pass can bind', () => {
    const groups = groupSteps([step('cheap', 6), step('cheap', 6), step('cheap', 6)]);
    expect(groups.map((g) => g.length)).toEqual([2, 1]);
  });

  it('keeps the stack order', () => {
    const steps = [step('cheap'), step('heavy'), step('cheap')];
    expect(groupSteps(steps, 2).flat()).toEqual(steps);
  });
});
