/**
 * The garments' cut as the issue describes it, measured on the built meshes: the shorts have a
 * waistband (drawn in, then a step out at its seam) and legs that flare toward the hem; a short
 * sleeve widens slightly to its hem while a long sleeve tapers to the cuff; a basketball jersey's
 * panels lie right side out round the straps.
 */
import '../../games/all.ts';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { gameLayout } from '../../games/index.ts';
import { armDirection, BODY } from './body.ts';
import { buildKitParts, DEFAULT_GARMENTS, type KitPart } from './index.ts';
import { shortsCut, WAISTBAND_DEPTH } from './shorts.ts';

function vertices(parts: KitPart[], id: string): THREE.Vector3[] {
  const out: THREE.Vector3[] = [];
  for (const p of parts.filter((q) => q.id === id)) {
    const position = p.geometry.getAttribute('position') as THREE.BufferAttribute;
    for (let i = 0; i < position.count; i++) out.push(new THREE.Vector3().fromBufferAttribute(position, i));
  }
  return out;
}

/** Widest half-width of the points within 4 mm of height y. */
const halfWidthAt = (points: THREE.Vector3[], y: number) =>
  Math.max(...points.filter((p) => Math.abs(p.y - y) < 0.004).map((p) => Math.abs(p.x)));

describe('shorts', () => {
  const parts = buildKitParts(gameLayout('eafc'), DEFAULT_GARMENTS);
  const shorts = [...vertices(parts, 'shorts_front'), ...vertices(parts, 'shorts_back')];
  const cut = shortsCut(0);

  it('have a waistband: even down its depth, then a step out below its seam', () => {
    const top = halfWidthAt(shorts, cut.waistY - 0.006);
    const band = halfWidthAt(shorts, cut.waistY - WAISTBAND_DEPTH + 0.004);
    const below = halfWidthAt(shorts, cut.waistY - WAISTBAND_DEPTH - 0.012);
    expect(Math.abs(band - top)).toBeLessThan(0.004);
    expect(below - band).toBeGreaterThan(0.006);
  });

  it('have legs that flare toward the hem', () => {
    // One leg's width across (x > 0), mid-leg and just above the hem.
    const leg = shorts.filter((p) => p.x > 0);
    const across = (y: number) => {
      const xs = leg.filter((p) => Math.abs(p.y - y) < 0.004).map((p) => p.x);
      return Math.max(...xs) - Math.min(...xs);
    };
    const hemY = cut.waistY - cut.length;
    expect(across(hemY + 0.01)).toBeGreaterThan(across(BODY.crotchY - 0.03) + 0.008);
  });
});

describe('sleeves', () => {
  /** Mean distance of the left sleeve's points from the arm's axis, `along` metres down the arm. */
  const radiusAt = (longSleeve: boolean, along: number) => {
    const parts = buildKitParts(gameLayout('eafc'), { ...DEFAULT_GARMENTS, longSleeve });
    const joint = new THREE.Vector3(BODY.shoulderJoint.x, BODY.shoulderJoint.y, 0);
    const dir = new THREE.Vector3(...armDirection(1));
    const radii = vertices(parts, 'sleeve_left')
      .map((p) => p.sub(joint))
      .filter((d) => Math.abs(d.dot(dir) - along) < 0.006)
      .map((d) => d.sub(dir.clone().multiplyScalar(d.dot(dir))).length());
    return radii.reduce((s, r) => s + r, 0) / radii.length;
  };

  it('a short sleeve widens slightly from the upper arm to its hem', () => {
    expect(radiusAt(false, 0.24)).toBeGreaterThan(radiusAt(false, 0.15) + 0.004);
  });

  it('a long sleeve tapers to the cuff', () => {
    expect(radiusAt(true, 0.55)).toBeLessThan(radiusAt(true, 0.24) - 0.01);
  });
});

describe('basketball jersey', () => {
  it('lies right side out round the straps: no part of a panel folds over them inside out', () => {
    // The armhole once ran forward at shoulder height, above and inside the strap rolling down
    // the chest: the panel beside each strap folded back over it, its inside turned out (about
    // 80 triangles a panel, a boxy flap over the shoulder). Faces are judged against the
    // direction from the chest's middle, which points up and out over a shoulder.
    const parts = buildKitParts(gameLayout('basketball'), DEFAULT_GARMENTS);
    const centre = new THREE.Vector3(0, 1.35, 0);
    for (const id of ['shirt_front', 'shirt_back']) {
      const geometry = parts.find((p) => p.id === id)!.geometry;
      const position = geometry.getAttribute('position') as THREE.BufferAttribute;
      const index = geometry.getIndex()!;
      const [a, b, c] = [new THREE.Vector3(), new THREE.Vector3(), new THREE.Vector3()];
      let inward = 0;
      for (let t = 0; t < index.count; t += 3) {
        a.fromBufferAttribute(position, index.getX(t));
        b.fromBufferAttribute(position, index.getX(t + 1));
        c.fromBufferAttribute(position, index.getX(t + 2));
        const outward = a.clone().add(b).add(c).divideScalar(3).sub(centre).normalize();
        const normal = b.clone().sub(a).cross(c.clone().sub(a)).normalize();
        if (a.y > 1.35 && normal.dot(outward) < -0.2) inward++;
      }
      // One slanted triangle a side may remain where an armhole column meets the armpit's.
      expect(inward, id).toBeLessThanOrEqual(2);
    }
  });
});
