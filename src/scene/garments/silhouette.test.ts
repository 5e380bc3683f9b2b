/**
 * No skin through cloth: every point of the mannequin that a garment covers must have that
 * garment between it and the camera, from every angle round the player and from above.
 *
 * The covered skin is what a player never sees in a kit: the torso below any neckline, the
 * pelvis, the upper arm inside a sleeve, the thigh inside the shorts, the calf inside the sock
 * (each kept a little away from the garment's edge, where skin meets cloth by design). For each
 * such mannequin vertex facing the camera, a ray toward the camera must hit a garment.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { gameLayout } from '../../games/index.ts';
import { armDirection, BODY } from './body.ts';
import { gameFit } from './fits.ts';
import {
  buildKitParts,
  DEFAULT_GARMENTS,
  findRegion,
  hasShortsModels,
  type GarmentOptions,
} from './index.ts';
import { shortsCut } from './shorts.ts';
import { SOCK_HEIGHTS } from './socks.ts';

/** Metres kept clear of a garment's edge: skin may meet cloth there. */
const EDGE = 0.025;

interface Covered {
  names: string[];
  points: THREE.Vector3[];
  normals: THREE.Vector3[];
}

function coveredSkin(game: string, options: GarmentOptions, skin: THREE.BufferGeometry[]): Covered {
  const fit = gameFit(game);
  const [across, up] = fit.build;
  const shorts = hasShortsModels(game) ? shortsCut(options.shortsModel) : shortsCut(fit.shortsCut);
  const hemY = shorts.waistY - shorts.length + shorts.sideSplit;
  const sockTop = SOCK_HEIGHTS[options.sockHeight];
  const sleeve = findRegion(gameLayout(game), 'sleeve_left')?.region;
  const socks = findRegion(gameLayout(game), 'sock') !== undefined;
  // Length of the short sleeve along the arm, as sleeve.ts cuts it.
  const sleeveLength =
    sleeve && !fit.sleeveless
      ? options.longSleeve
        ? BODY.armLength
        : ((sleeve.rect.h / 2 - (sleeve.shortSleeveY ?? 0)) / sleeve.rect.h) * BODY.armLength
      : 0;
  const covers = (name: string, p: THREE.Vector3): boolean => {
    // Back in the football body's measurements.
    const x = p.x / across;
    const y = p.y / up;
    switch (name) {
      case 'torso':
        // Below every neckline (a V or a scoop shows the chest) and above the armholes' bottom.
        return fit.sleeveless ? y < 1.2 && y > 0.9 && Math.abs(x) < 0.14 : y < 1.33 && y > 0.9;
      case 'pelvis':
        return y > hemY + EDGE;
      case 'arm_left':
      case 'arm_right': {
        const side = name === 'arm_left' ? 1 : -1;
        const d = armDirection(side);
        const along = (x - side * BODY.shoulderJoint.x) * d[0] + (y - BODY.shoulderJoint.y) * d[1];
        return along > 0.04 && along < sleeveLength - EDGE;
      }
      case 'leg_left':
      case 'leg_right':
        return (
          (y > hemY + EDGE && y < BODY.crotchY) || (socks && y > BODY.ankleY + EDGE && y < sockTop - EDGE)
        );
      default:
        return false;
    }
  };
  const names: string[] = [];
  const points: THREE.Vector3[] = [];
  const normals: THREE.Vector3[] = [];
  for (const geometry of skin) {
    const position = geometry.getAttribute('position') as THREE.BufferAttribute;
    const normal = geometry.getAttribute('normal') as THREE.BufferAttribute;
    // Every 15th vertex: the grids are dense enough that a poke-through spans several.
    for (let k = 0; k < position.count; k += 15) {
      const p = new THREE.Vector3().fromBufferAttribute(position, k);
      if (!covers(geometry.name, p)) continue;
      names.push(geometry.name);
      points.push(p);
      normals.push(new THREE.Vector3().fromBufferAttribute(normal, k));
    }
  }
  return { names, points, normals };
}

/** Directions toward the camera: eight angles round the player level, four from above. */
const VIEWS = [
  [0, [0, 45, 90, 135, 180, 225, 270, 315]],
  [20, [0, 90, 180, 270]],
] as const;
const DIRECTIONS = VIEWS.flatMap(([elevation, yaws]) =>
  yaws.map((yaw) => {
    const a = (yaw * Math.PI) / 180;
    const e = (elevation * Math.PI) / 180;
    return new THREE.Vector3(Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e));
  }),
);

/** Covered skin points seen from some angle with no garment in front of them. */
function skinThroughCloth(game: string, options: Partial<GarmentOptions> = {}): string[] {
  const full = { ...DEFAULT_GARMENTS, ...options };
  const parts = buildKitParts(gameLayout(game), full);
  const material = new THREE.MeshBasicMaterial({ side: THREE.DoubleSide });
  const garments = parts
    .filter((p) => p.surface !== 'skin' && p.surface !== 'boots')
    .map((p) => new THREE.Mesh(p.geometry, material));
  const skin = parts.filter((p) => p.surface === 'skin').map((p) => p.geometry);
  const { names, points, normals } = coveredSkin(game, full, skin);
  expect(points.length).toBeGreaterThan(100);
  const ray = new THREE.Raycaster();
  const through: string[] = [];
  const origin = new THREE.Vector3();
  const blocked = (p: THREE.Vector3, view: THREE.Vector3, nudge: THREE.Vector3) => {
    ray.set(origin.copy(p).addScaledVector(view, 1e-4).add(nudge), view);
    return ray.intersectObjects(garments, false).length > 0;
  };
  // A ray exactly along a seam between two panels can slip between their triangles: a point
  // counts as seen only when a second ray 1 mm beside it also meets no cloth.
  const beside = new THREE.Vector3(0.0008, 0.0008, 0.0008);
  for (const view of DIRECTIONS)
    for (let k = 0; k < points.length; k++) {
      if (normals[k]!.dot(view) <= 0.05) continue;
      if (!blocked(points[k]!, view, origin.set(0, 0, 0).clone()) && !blocked(points[k]!, view, beside))
        through.push(
          `${names[k]} (${points[k]!.toArray().map((v) => v.toFixed(3))}) toward ${view.toArray().map((v) => v.toFixed(2))}`,
        );
    }
  return through;
}

describe('no skin through cloth', () => {
  // Thousands of rays against every garment, on the CPU.
  const SLOW = 90_000;
  it.each(['eafc', 'fifa', 'pes', 'fm', 'basketball'])(
    '%s: the garments cover the body they dress',
    (game) => expect(skinThroughCloth(game).slice(0, 5)).toEqual([]),
    SLOW,
  );

  it(
    'holds tucked in, in long sleeves, in the shortest shorts and with socks rolled down',
    () => {
      expect(skinThroughCloth('eafc', { tuckedIn: true, sockHeight: 'low' }).slice(0, 5)).toEqual([]);
      expect(skinThroughCloth('fifa', { longSleeve: true, shortsModel: 6 }).slice(0, 5)).toEqual([]);
    },
    SLOW,
  );
});
