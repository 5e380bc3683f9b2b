/**
 * The extra garments (undershirt, neck warmer, undershorts, captain's armband, hanger): where
 * each sits on the body relative to the garments it goes with, clean geometry (unit normals
 * pointing out, UVs inside the texture), and the texture rows each one samples.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { applyAffine, areaToUpright, gameLayout, uprightRect } from '../../games/index.ts';
import { extraShown, offeredExtras } from '../capabilities.ts';
import { DEFAULT_DISPLAY } from '../mannequin-look.ts';
import { armDirection, BODY } from './body.ts';
import {
  buildKitParts,
  DEFAULT_GARMENTS,
  EXTRA_GARMENTS,
  type GarmentOptions,
  type KitPart,
} from './index.ts';
import { SLEEVE_FLAT, SLEEVE_RADIUS, sleeveRadius } from './sleeve.ts';
import { profile } from './surface.ts';

function dressed(options: Partial<GarmentOptions> = {}, game = 'eafc') {
  const parts = buildKitParts(gameLayout(game), { ...DEFAULT_GARMENTS, extras: EXTRA_GARMENTS, ...options });
  const of = (id: string) => parts.filter((p) => p.id === id);
  return { parts, of };
}

function points(parts: KitPart[]): THREE.Vector3[] {
  return parts.flatMap((p) => {
    const position = p.geometry.getAttribute('position') as THREE.BufferAttribute;
    return Array.from({ length: position.count }, (_, k) =>
      new THREE.Vector3().fromBufferAttribute(position, k),
    );
  });
}

function bounds(parts: KitPart[]): THREE.Box3 {
  return new THREE.Box3().setFromPoints(points(parts));
}

/** Distance along the left arm from the shoulder joint, and distance from the arm's axis. */
function armCoordinates(p: THREE.Vector3, side: 1 | -1): { along: number; radial: THREE.Vector3 } {
  const joint = new THREE.Vector3(side * BODY.shoulderJoint.x, BODY.shoulderJoint.y, 0);
  const dir = new THREE.Vector3(...armDirection(side));
  const d = p.clone().sub(joint);
  const along = d.dot(dir);
  return { along, radial: d.sub(dir.multiplyScalar(along)) };
}

const { parts: all, of } = dressed();

describe('extra garments are clean geometry', () => {
  const extras = all.filter(
    (p) => (EXTRA_GARMENTS as readonly string[]).includes(p.id) || p.id === 'hanger_hook',
  );

  it('builds every extra garment for eafc', () => {
    expect(new Set(extras.map((p) => p.id))).toEqual(
      new Set(['undershirt', 'neckwarmer', 'undershorts', 'armband', 'hanger', 'hanger_hook']),
    );
  });

  it.each(['undershirt', 'neckwarmer', 'undershorts', 'armband', 'hanger', 'hanger_hook'])(
    '%s has unit normals and UVs inside the texture',
    (id) => {
      for (const part of of(id)) {
        const normal = part.geometry.getAttribute('normal') as THREE.BufferAttribute;
        const uv = part.geometry.getAttribute('uv') as THREE.BufferAttribute;
        for (let k = 0; k < normal.count; k++) {
          const n = new THREE.Vector3().fromBufferAttribute(normal, k);
          expect(Number.isFinite(n.x + n.y + n.z)).toBe(true);
          expect(n.length()).toBeCloseTo(1, 3);
          expect(uv.getX(k)).toBeGreaterThanOrEqual(0);
          expect(uv.getX(k)).toBeLessThanOrEqual(1);
          expect(uv.getY(k)).toBeGreaterThanOrEqual(0);
          expect(uv.getY(k)).toBeLessThanOrEqual(1);
        }
      }
    },
  );

  it.each(['undershirt', 'neckwarmer', 'armband', 'hanger_hook'])('%s faces outward', (id) => {
    // Each of these parts is a tube: its normals point away from the local centre line, so the
    // summed dot product with the direction away from the part's middle at that height is positive.
    for (const part of of(id)) {
      part.geometry.computeBoundingBox();
      const centre = part.geometry.boundingBox!.getCenter(new THREE.Vector3());
      const position = part.geometry.getAttribute('position') as THREE.BufferAttribute;
      const normal = part.geometry.getAttribute('normal') as THREE.BufferAttribute;
      let outward = 0;
      for (let k = 0; k < position.count; k++) {
        const p = new THREE.Vector3().fromBufferAttribute(position, k).sub(centre);
        outward += p.dot(new THREE.Vector3().fromBufferAttribute(normal, k));
      }
      expect(outward).toBeGreaterThan(0);
    }
  });

  it('builds nothing extra unless asked (the plain garments stay as they were)', () => {
    const plain = buildKitParts(gameLayout('eafc'), DEFAULT_GARMENTS);
    expect(plain.some((p) => (EXTRA_GARMENTS as readonly string[]).includes(p.id))).toBe(false);
  });
});

describe("captain's armband", () => {
  const band = points(of('armband'));

  it("goes round the wearer's left upper arm, not the right", () => {
    expect(Math.min(...band.map((p) => p.x))).toBeGreaterThan(0.1);
    for (const p of band) {
      const { along } = armCoordinates(p, 1);
      // Upper arm: below the shoulder, well above the elbow (about 0.3 m down the arm).
      expect(along).toBeGreaterThan(0.1);
      expect(along).toBeLessThan(0.25);
    }
  });

  it('lies on the sleeve, just outside it all the way round', () => {
    for (const p of band) {
      const { along, radial } = armCoordinates(p, 1);
      // The kit here wears short sleeves, which open toward the hem under the band.
      const sleeve = sleeveRadius(along, false);
      // The sleeve's cross-section is an ellipse: sleeve radius across, flattened front to back.
      const inside =
        Math.hypot(radial.x, radial.y) ** 2 / sleeve ** 2 + radial.z ** 2 / (sleeve * SLEEVE_FLAT) ** 2;
      expect(inside).toBeGreaterThan(1);
      expect(radial.length()).toBeLessThan(sleeve + 0.008);
    }
  });

  it('covers the armband texture once round, its middle on the outer side of the arm', () => {
    const mesh = new THREE.Mesh(
      of('armband')[0]!.geometry,
      new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }),
    );
    const along = 0.18;
    const axis = new THREE.Vector3(...armDirection(1))
      .multiplyScalar(along)
      .add(new THREE.Vector3(BODY.shoulderJoint.x, BODY.shoulderJoint.y, 0));
    const outward = new THREE.Vector3(Math.cos(BODY.armAngle), Math.sin(BODY.armAngle), 0);
    const from = axis.clone().add(outward.clone().multiplyScalar(2));
    const hit = new THREE.Raycaster(from, outward.clone().negate()).intersectObject(mesh)[0];
    expect(hit?.uv?.x).toBeCloseTo(0.5, 1);
    const uv = of('armband')[0]!.geometry.getAttribute('uv') as THREE.BufferAttribute;
    const us = Array.from({ length: uv.count }, (_, k) => uv.getX(k));
    expect(Math.min(...us)).toBe(0);
    expect(Math.max(...us)).toBe(1);
  });
});

describe('undershirt', () => {
  const sleeves = of('undershirt');
  const left = points(sleeves).filter((p) => p.x > 0.15);

  it('reaches the wrist under a short sleeve, inside the sleeve where they overlap', () => {
    const alongs = left.map((p) => armCoordinates(p, 1).along);
    expect(Math.max(...alongs)).toBeGreaterThan(BODY.armLength - 0.01);
    for (const p of left) {
      const { along, radial } = armCoordinates(p, 1);
      if (along < 0.14 || along > 0.25) continue;
      expect(radial.length()).toBeLessThan(profile(SLEEVE_RADIUS, along) * SLEEVE_FLAT);
    }
  });

  it('shows a little at the neck, above the front of the collar', () => {
    const collar = bounds(of('collar'));
    const neck = points(sleeves).filter((p) => Math.abs(p.x) < 0.03 && p.z > 0.03);
    expect(Math.max(...neck.map((p) => p.y))).toBeGreaterThan(collar.min.y + 0.01);
  });

  it("wears the long-sleeve part of the sleeve region, so the kit's sleeve design shows", () => {
    const layout = gameLayout('eafc');
    const region = layout.areas.shirt!.regions.find((r) => r.name === 'sleeve_left')!;
    // Read upright: eafc's sleeves lie across the texture (games/eafc/layout.ts).
    const rect = uprightRect(region);
    const longTop = rect.y + rect.h / 2 - region.shortSleeveY!;
    const geometry = sleeves[0]!.geometry;
    const uv = geometry.getAttribute('uv') as THREE.BufferAttribute;
    for (let k = 0; k < uv.count; k++) {
      const [px, py] = applyAffine(areaToUpright(region), uv.getX(k) * 2048, (1 - uv.getY(k)) * 2048);
      expect(px).toBeGreaterThanOrEqual(rect.x - 1e-3);
      expect(px).toBeLessThanOrEqual(rect.x + rect.w + 1e-3);
      expect(py).toBeGreaterThanOrEqual(longTop - 1e-3);
      expect(py).toBeLessThanOrEqual(rect.y + rect.h + 1e-3);
    }
  });
});

describe('neck warmer', () => {
  it.each([0, 1, 2, 3])('sits above the collar of collar variant %i, up toward the chin', (collar) => {
    const { of: parts } = dressed({ collar });
    const band = bounds(parts('collar'));
    const snood = points(parts('neckwarmer'));
    const meanY = snood.reduce((sum, p) => sum + p.y, 0) / snood.length;
    expect(meanY).toBeGreaterThan(band.max.y);
    expect(Math.min(...snood.map((p) => p.y))).toBeGreaterThan(band.min.y);
    // Up to the chin: the head's lowest point is about 1.58 m.
    expect(Math.max(...snood.map((p) => p.y))).toBeGreaterThan(1.57);
  });

  it('wraps the neck: wider than the mannequin neck, all the way round', () => {
    for (const p of points(of('neckwarmer'))) expect(Math.hypot(p.x, p.z + 0.004)).toBeGreaterThan(0.055);
  });
});

describe('undershorts', () => {
  it.each([0, 2, 3, 4, 6])('reach a few centimetres below the hem of shorts model %i, inside it', (model) => {
    const { of: parts } = dressed({ shortsModel: model });
    const shorts = bounds([...parts('shorts_front'), ...parts('shorts_back')]);
    const under = points(parts('undershorts'));
    const lowest = Math.min(...under.map((p) => p.y));
    expect(lowest).toBeLessThan(shorts.min.y - 0.03);
    expect(lowest).toBeGreaterThan(shorts.min.y - 0.08);
    // Tight: at the hem, narrower than the shorts' leg opening.
    const hem = under.filter((p) => p.y < lowest + 0.005 && p.x > 0);
    const width = Math.max(...hem.map((p) => p.x)) - Math.min(...hem.map((p) => p.x));
    expect(width).toBeLessThan(0.16);
    expect(Math.max(...under.map((p) => p.y))).toBeLessThan(shorts.max.y);
  });
});

describe('hanger', () => {
  const wood = bounds(of('hanger'));
  const hook = bounds(of('hanger_hook'));

  it('rises above the shoulders with its hook, its bar inside the shirt', () => {
    expect(hook.max.y).toBeGreaterThan(BODY.neckSideY + 0.06);
    expect(hook.min.y).toBeLessThan(wood.max.y);
    expect(wood.max.x).toBeLessThan(BODY.shoulderPoint.x);
    expect(wood.min.x).toBeGreaterThan(-BODY.shoulderPoint.x);
    expect(wood.max.y).toBeLessThan(BODY.neckSideY);
    expect(wood.min.y).toBeGreaterThan(BODY.armpit.y);
  });
});

describe('capabilities and display settings decide what shows', () => {
  it('offers each extra only where the game model has it', () => {
    expect(offeredExtras('eafc')).toEqual(['undershirt', 'neckwarmer', 'undershorts', 'armband', 'hanger']);
    expect(offeredExtras('pes')).not.toContain('armband');
    expect(offeredExtras('basketball')).toEqual([]);
  });

  it('shows each extra by its own display setting; the hanger only without the mannequin', () => {
    const on = {
      ...DEFAULT_DISPLAY,
      undershirt: true,
      underneck: true,
      undershorts: true,
      c: true,
      hanger: true,
    };
    for (const id of ['undershirt', 'neckwarmer', 'undershorts', 'armband'])
      expect([extraShown(id, DEFAULT_DISPLAY, true), extraShown(id, on, true)]).toEqual([false, true]);
    expect(extraShown('hanger', on, true)).toBe(false);
    expect(extraShown('hanger_hook', on, false)).toBe(true);
    expect(extraShown('shirt_front', on, true)).toBeUndefined();
  });

  it.each(['eafc', 'fifa', 'pes', 'fm', 'basketball'])('%s builds every extra its model offers', (game) => {
    const parts = buildKitParts(gameLayout(game), { ...DEFAULT_GARMENTS, extras: offeredExtras(game) });
    const built = new Set(parts.map((p) => p.id));
    for (const extra of offeredExtras(game)) expect(built.has(extra)).toBe(true);
    for (const extra of EXTRA_GARMENTS)
      if (!offeredExtras(game).includes(extra)) expect(built.has(extra)).toBe(false);
  });

  it('leaves out garments whose texture region a layout lacks (basketball has no sleeves)', () => {
    const { of: parts } = dressed({}, 'basketball');
    expect(parts('undershirt')).toEqual([]);
  });
});
