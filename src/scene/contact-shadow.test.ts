/**
 * The floor shadow's map is baked once per blur: the 3D view bakes it ahead, while the garments
 * worker builds the player, and the shadow quad then takes that bake instead of baking again on
 * the first frame's path (bench/README.md "issue 30, session 11").
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { bakeContactShadow, contactShadow, SHADOW_MAP } from './contact-shadow.ts';

const mapOf = (mesh: THREE.Mesh) => (mesh.material as THREE.MeshBasicMaterial).map as THREE.DataTexture;

describe('the contact shadow', () => {
  it('takes the map baked ahead for its blur', () => {
    const ahead = bakeContactShadow(10);
    expect(ahead.length).toBe(SHADOW_MAP.width * SHADOW_MAP.height * 4);
    expect(mapOf(contactShadow(10)).image.data).toBe(ahead);
    expect(bakeContactShadow(10)).toBe(ahead);
  });

  it('bakes each blur apart: a softer shadow is wider and lighter at its darkest', () => {
    const sharp = bakeContactShadow(0);
    const soft = bakeContactShadow(20);
    expect(soft).not.toBe(sharp);
    const alphas = (data: Uint8Array) => data.filter((_, i) => i % 4 === 3);
    const covered = (data: Uint8Array) => alphas(data).filter((a) => a > 0).length;
    expect(covered(soft)).toBeGreaterThan(covered(sharp));
    expect(Math.max(...alphas(soft))).toBeLessThan(Math.max(...alphas(sharp)));
    // Two quads of one blur share the texels; each has its own texture to dispose.
    const [a, b] = [contactShadow(0), contactShadow(0)];
    expect(mapOf(a)).not.toBe(mapOf(b));
    expect(mapOf(a).image.data).toBe(mapOf(b).image.data);
  });
});
