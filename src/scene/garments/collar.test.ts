/**
 * The collar variants the catalogue offers are geometry that sits on the neck: each band stands
 * round the mannequin's neck with a little ease (never through it, never far off it on the
 * back and sides where a collar hugs the neck), its foot on the shirt's neckline, and a polo's
 * or henley's placket lies on the chest. A template's collar value picks the variant.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { gameLayout } from '../../games/index.ts';
import { buildKitParts, COLLAR_SHAPES, DEFAULT_GARMENTS, type KitPart } from './index.ts';
import { collarShape, necklinePoint, WRAP_POINT_X } from './neckline.ts';
import { PLACKET_LIFT } from './placket.ts';

const points = (geometries: THREE.BufferGeometry[]) =>
  geometries.flatMap((g) => {
    const p = g.getAttribute('position') as THREE.BufferAttribute;
    return Array.from({ length: p.count }, (_, k) => new THREE.Vector3().fromBufferAttribute(p, k));
  });

function dressed(shape: string): KitPart[] {
  return buildKitParts(gameLayout('eafc'), { ...DEFAULT_GARMENTS, collar: 0, collarShapes: [shape] });
}

/**
 * The mannequin neck's surface as a radius from its axis by height and direction: the neck
 * vertices binned by height (2 mm) and angle round the axis (5 degrees).
 */
function neckRadius(parts: KitPart[]): (p: THREE.Vector3) => number | undefined {
  const neck = points(parts.filter((p) => p.geometry.name === 'neck').map((p) => p.geometry));
  const bins = new Map<string, number>();
  const key = (y: number, angle: number) => `${Math.round(y / 0.002)}:${Math.round(angle / 5)}`;
  const angleOf = (p: THREE.Vector3) => ((Math.atan2(p.x, p.z) * 180) / Math.PI + 360) % 360;
  for (const p of neck) {
    const k = key(p.y, angleOf(p));
    bins.set(k, Math.max(bins.get(k) ?? 0, Math.hypot(p.x, p.z)));
  }
  return (p) => {
    let best: number | undefined;
    for (const dy of [-0.004, -0.002, 0, 0.002, 0.004])
      for (const da of [-5, 0, 5]) {
        const r = bins.get(key(p.y + dy, (angleOf(p) + da + 360) % 360));
        if (r !== undefined) best = Math.max(best ?? 0, r);
      }
    return best;
  };
}

describe('collar variants as geometry', () => {
  it.each(COLLAR_SHAPES)(
    '%s: the band stands round the neck with a little ease, never through it',
    (shape) => {
      const parts = dressed(shape);
      const collar = points(parts.filter((p) => p.id === 'collar').map((p) => p.geometry));
      const skin = neckRadius(parts);
      let closest = Infinity;
      // Per direction round the back and sides (10 degree sectors), the band's nearest approach.
      const hug = new Map<number, number>();
      for (const p of collar) {
        const r = skin(p);
        if (r === undefined) continue;
        const gap = Math.hypot(p.x, p.z) - r;
        closest = Math.min(closest, gap);
        if (p.z >= 0) continue;
        const sector = Math.round((Math.atan2(p.x, -p.z) * 180) / Math.PI / 10);
        hug.set(sector, Math.min(hug.get(sector) ?? Infinity, gap));
      }
      // Never through the skin, a millimetre clear at least.
      expect(closest).toBeGreaterThan(0.001);
      // All round the back and sides (where every collar hugs the neck; the front opens by
      // design), the band comes within 12 mm of the skin: no gap showing between collar and neck.
      expect(hug.size).toBeGreaterThanOrEqual(17);
      expect(Math.max(...hug.values())).toBeLessThan(0.012);
    },
  );

  it.each(['polo', 'henley'])('%s: the placket lies on the chest below the neckline', (shape) => {
    const parts = dressed(shape);
    const front = new THREE.Mesh(
      parts.find((p) => p.id === 'shirt_front')!.geometry,
      new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }),
    );
    // The placket is the collar piece that reaches well below the neckline's front.
    const pieces = parts.filter((p) => p.id === 'collar').map((p) => p.geometry);
    const placket = pieces.find((g) => points([g]).some((p) => p.y < 1.43))!;
    expect(placket).toBeDefined();
    const ray = new THREE.Raycaster();
    for (const p of points([placket])) {
      ray.set(p, new THREE.Vector3(0, 0, -1));
      const [hit] = ray.intersectObject(front);
      expect(hit, `placket point ${p.toArray().join(',')}`).toBeDefined();
      expect(hit!.distance).toBeGreaterThan(PLACKET_LIFT / 2);
      expect(hit!.distance).toBeLessThan(PLACKET_LIFT + 0.002);
    }
  });

  it.each([
    ['polo', 2],
    ['henley', 3],
  ] as const)('%s: %i buttons sit on the placket, down its middle, seen from any angle', (shape, count) => {
    const parts = dressed(shape);
    const pieces = parts.filter((p) => p.id === 'collar').map((p) => p.geometry);
    const placket = new THREE.Mesh(
      pieces.find((g) => points([g]).some((p) => p.y < 1.43))!,
      new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }),
    );
    const buttons = parts.filter((p) => p.id === 'buttons');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.detail).toBe('button');
    const geometry = buttons[0]!.geometry;
    const face = geometry.getAttribute('kitFace') as THREE.BufferAttribute;
    const all = points([geometry]);
    // One face centre per button, down the placket's middle.
    const centres = all.filter((_, k) => face.getX(k) === 0 && face.getY(k) === 0);
    const distinct = centres.filter((p, i) => centres.findIndex((q) => q.distanceTo(p) < 0.001) === i);
    expect(distinct).toHaveLength(count);
    for (const c of distinct) expect(Math.abs(c.x)).toBeLessThan(0.001);
    // Every point of a button over the placket (a ray back from in front meets it), its foot
    // at most 0.8 mm into it (no light under it where the placket curves), its face standing
    // clear of it.
    const ray = new THREE.Raycaster();
    let deepest = Infinity;
    let highest = -Infinity;
    for (const p of all) {
      ray.set(p.clone().add(new THREE.Vector3(0, 0, 0.02)), new THREE.Vector3(0, 0, -1));
      const [hit] = ray.intersectObject(placket);
      expect(hit, `button point ${p.toArray().join(',')}`).toBeDefined();
      const above = hit!.distance - 0.02;
      deepest = Math.min(deepest, above);
      highest = Math.max(highest, above);
    }
    expect(deepest).toBeLessThan(0);
    expect(deepest).toBeGreaterThan(-0.0008);
    expect(highest).toBeGreaterThan(0.0012);
    // Small: a few hundred triangles in all.
    expect(geometry.getIndex()!.count / 3).toBeLessThanOrEqual(count * 250);
  });

  it('crew, v and wrap have no buttons; every collar band has its rib', () => {
    for (const shape of ['crew', 'v', 'wrap']) {
      const parts = dressed(shape);
      expect(parts.filter((p) => p.id === 'buttons')).toEqual([]);
      const bands = parts.filter((p) => p.id === 'collar');
      for (const band of bands) {
        expect(band.detail).toBe('rib');
        const ribs = band.geometry.getAttribute('kitFace') as THREE.BufferAttribute;
        const along = Array.from({ length: ribs.count }, (_, k) => ribs.getX(k));
        // About a rib every 2 mm round the neck, a whole number of them (they meet at the back).
        if (bands.length === 1) {
          const total = Math.max(...along) - Math.min(...along);
          expect(total).toBe(Math.round(total));
          expect(total).toBeGreaterThan(150);
          expect(total).toBeLessThan(400);
        }
      }
    }
  });

  it('wrap: the left lapel crosses over past the off-centre point, on top of the shirt', () => {
    const parts = dressed('wrap');
    const front = new THREE.Mesh(
      parts.find((p) => p.id === 'shirt_front')!.geometry,
      new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }),
    );
    const pieces = parts.filter((p) => p.id === 'collar').map((p) => p.geometry);
    expect(pieces).toHaveLength(2);
    const crossover = points([pieces[1]!]);
    // Past the point toward the wearer's right, and below it.
    const point = necklinePoint('wrap', true, 0);
    expect(point[0]).toBeCloseTo(WRAP_POINT_X);
    expect(Math.min(...crossover.map((p) => p.x))).toBeLessThan(WRAP_POINT_X - 0.02);
    expect(Math.min(...crossover.map((p) => p.y))).toBeLessThan(point[1] - 0.02);
    // Every point of it in front of the shirt (a ray back meets the front panel behind it).
    const ray = new THREE.Raycaster();
    for (const p of crossover) {
      ray.set(p, new THREE.Vector3(0, 0, -1));
      const [hit] = ray.intersectObject(front);
      if (hit) expect(hit.distance).toBeGreaterThan(0.001);
      ray.set(p, new THREE.Vector3(0, 0, 1));
      expect(ray.intersectObject(front)).toEqual([]);
    }
  });

  it('basketball: the jersey keeps its wide neck; a V or wrap template cuts it to a V', () => {
    const lowest = (collarShapes?: string[]) => {
      const parts = buildKitParts(gameLayout('basketball'), {
        ...DEFAULT_GARMENTS,
        ...(collarShapes ? { collarShapes } : {}),
      });
      return Math.min(
        ...points(parts.filter((p) => p.id === 'collar').map((p) => p.geometry)).map((p) => p.y),
      );
    };
    const scoop = lowest();
    expect(lowest(['crew'])).toBeCloseTo(scoop, 5);
    expect(lowest(['v'])).toBeLessThan(scoop - 0.03);
    expect(lowest(['wrap'])).toBeLessThan(scoop - 0.03);
  });

  it.each([['crew'], ['v']])(
    'basketball %s: the neckline and its trim lie on the chest, in front of the mannequin',
    (shape) => {
      const parts = buildKitParts(gameLayout('basketball'), { ...DEFAULT_GARMENTS, collarShapes: [shape] });
      const torso = new THREE.Mesh(
        parts.find((p) => p.geometry.name === 'torso')!.geometry,
        new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }),
      );
      const trim = points(parts.filter((p) => p.id === 'collar').map((p) => p.geometry));
      const jersey = points([parts.find((p) => p.id === 'shirt_front')!.geometry]);
      const bottom = Math.min(...trim.map((p) => p.y));
      // The front of the scoop, and the jersey just below it (where the skin once showed).
      const front = [...trim, ...jersey].filter(
        (p) => p.z > 0 && Math.abs(p.x) < 0.06 && p.y < bottom + 0.06 && p.y > bottom - 0.04,
      );
      expect(front.length).toBeGreaterThan(50);
      const ray = new THREE.Raycaster();
      for (const p of front) {
        // Nothing of the mannequin in front of the cloth, seen straight from the front.
        ray.set(p, new THREE.Vector3(0, 0, 1));
        expect(ray.intersectObject(torso), `point ${p.toArray().join(',')}`).toEqual([]);
      }
      // The trim follows the chest down: from the front its bottom is a band, not a level shelf
      // seen edge-on (its outer edge 1.5 cm and more below its inner edge at the centre).
      const centre = trim.filter((p) => p.z > 0 && Math.abs(p.x) < 0.004);
      const ys = centre.map((p) => p.y);
      expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(0.015);
    },
  );

  it('a template collar value picks its shape; an unknown value the first, an unknown name a crew', () => {
    expect(collarShape(1, ['polo', 'henley'])).toBe('henley');
    expect(collarShape(0, ['v', 'crew'])).toBe('v');
    expect(collarShape(5, ['crew', 'wrap'])).toBe('crew');
    expect(collarShape(0, ['mandarin'])).toBe('crew');
    // Each value of a two-collar template builds a different collar.
    const collar = (value: number) =>
      buildKitParts(gameLayout('eafc'), { ...DEFAULT_GARMENTS, collar: value, collarShapes: ['crew', 'v'] })
        .filter((p) => p.id === 'collar')
        .map((p) => Math.min(...points([p.geometry]).map((q) => q.y)));
    expect(Math.min(...collar(1))).toBeLessThan(Math.min(...collar(0)) - 0.05);
  });
});
