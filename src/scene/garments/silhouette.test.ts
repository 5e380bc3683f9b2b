/**
 * No skin through cloth: every point of the mannequin that a garment covers must have that
 * garment between it and the camera, from every angle round the player and from above.
 *
 * The covered skin is what a player never sees in a kit: the torso below any neckline and the
 * shoulders outside it, the pelvis, the whole arm inside a sleeve from the top of the deltoid
 * (where the sleeve cap meets the body panels: skin showed there as notches at the shoulder
 * seam), the thigh inside the shorts, the calf inside the sock (each kept a little away from the
 * garment's edge, where skin meets cloth by design). For each such mannequin vertex facing the
 * camera, a ray toward the camera must hit a garment, or the neck and head that fill the collar
 * opening.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { gameLayout } from '../../games/index.ts';
import { armDirection, BODY } from './body.ts';
import { gameFit } from './fits.ts';
import {
  buildKitParts,
  COLLAR_SHAPES,
  DEFAULT_GARMENTS,
  findRegion,
  hasShortsModels,
  type GarmentOptions,
} from './index.ts';
import { shortsCut } from './shorts.ts';
import { SOCK_HEIGHTS } from './socks.ts';

/** Metres kept clear of a garment's edge: skin may meet cloth there. */
const EDGE = 0.025;
/** Half-width from which the shoulders are covered: outside every neck opening (scoop 0.098). */
const SHOULDER_FROM = 0.098 + EDGE;

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
        // Below every neckline (a V or a scoop shows the chest) and above the armholes' bottom;
        // with sleeves, the shoulders too, from outside the widest neck opening to the tip.
        return fit.sleeveless
          ? y < 1.2 && y > 0.9 && Math.abs(x) < 0.14
          : (y < 1.33 && y > 0.9) || Math.abs(x) > SHOULDER_FROM;
      case 'pelvis':
        return y > hemY + EDGE;
      case 'arm_left':
      case 'arm_right': {
        const side = name === 'arm_left' ? 1 : -1;
        const d = armDirection(side);
        const along = (x - side * BODY.shoulderJoint.x) * d[0] + (y - BODY.shoulderJoint.y) * d[1];
        // The whole deltoid: the sleeve cap covers it up to the shoulder seam.
        return sleeveLength > 0 && along > -0.06 && along < sleeveLength - EDGE;
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

/** Cell size of the triangle grid (metres): a few garment triangles per cell. */
const CELL = 0.03;
/** How far a ray looks for cloth: every garment lies within this of the skin it covers. */
const REACH = 0.6;

/**
 * The garments' triangles bucketed in a uniform grid, so a ray tests only the triangles of the
 * cells it passes through (three's Raycaster tests every triangle of every mesh whose bounding
 * sphere the ray meets: the shirt's thousands, for each of tens of thousands of rays).
 */
class ClothGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly triangles: THREE.Triangle[] = [];
  private readonly seen = new Set<number>();
  private readonly hit = new THREE.Vector3();
  private readonly ray = new THREE.Ray();

  constructor(geometries: THREE.BufferGeometry[]) {
    const box = new THREE.Box3();
    for (const geometry of geometries) {
      const position = geometry.getAttribute('position') as THREE.BufferAttribute;
      const index = geometry.index!;
      for (let i = 0; i < index.count; i += 3) {
        const t = new THREE.Triangle(
          new THREE.Vector3().fromBufferAttribute(position, index.getX(i)),
          new THREE.Vector3().fromBufferAttribute(position, index.getX(i + 1)),
          new THREE.Vector3().fromBufferAttribute(position, index.getX(i + 2)),
        );
        const id = this.triangles.push(t) - 1;
        // Padded by more than half a ray step: the step nearest a crossing lies in the pad.
        box.setFromPoints([t.a, t.b, t.c]).expandByScalar(CELL / 4);
        const [x0, y0, z0] = this.cellOf(box.min);
        const [x1, y1, z1] = this.cellOf(box.max);
        for (let x = x0; x <= x1; x++)
          for (let y = y0; y <= y1; y++)
            for (let z = z0; z <= z1; z++) {
              const key = this.key(x, y, z);
              const list = this.cells.get(key);
              if (list) list.push(id);
              else this.cells.set(key, [id]);
            }
      }
    }
  }

  private cellOf(p: THREE.Vector3): [number, number, number] {
    return [Math.floor(p.x / CELL), Math.floor(p.y / CELL), Math.floor(p.z / CELL)];
  }

  private key(x: number, y: number, z: number): number {
    return ((x + 512) * 1024 + (y + 512)) * 1024 + (z + 512);
  }

  /** Whether the ray from `origin` along `direction` (unit) meets a garment within REACH. */
  blocks(origin: THREE.Vector3, direction: THREE.Vector3): boolean {
    this.ray.set(origin, direction);
    this.seen.clear();
    const point = new THREE.Vector3();
    // Steps of a third of a cell: the step nearest any crossing is within CELL / 6 of it, inside
    // the crossed triangle's padded cells.
    for (let t = 0; t <= REACH; t += CELL / 3) {
      point.copy(origin).addScaledVector(direction, t);
      const [cx, cy, cz] = this.cellOf(point);
      const list = this.cells.get(this.key(cx, cy, cz));
      if (!list) continue;
      for (const id of list) {
        if (this.seen.has(id)) continue;
        this.seen.add(id);
        const tri = this.triangles[id]!;
        if (this.ray.intersectTriangle(tri.a, tri.b, tri.c, false, this.hit)) return true;
      }
    }
    return false;
  }
}

/** Covered skin points seen from some angle with no garment in front of them. */
function skinThroughCloth(game: string, options: Partial<GarmentOptions> = {}): string[] {
  const full = { ...DEFAULT_GARMENTS, ...options };
  const parts = buildKitParts(gameLayout(game), full);
  // The neck and head fill the collar opening: a ray out through it meets them, not the sky.
  const cloth = new ClothGrid(
    parts
      .filter(
        (p) =>
          (p.surface !== 'skin' && p.surface !== 'boots') ||
          p.geometry.name === 'neck' ||
          p.geometry.name === 'head',
      )
      .map((p) => p.geometry),
  );
  const skin = parts.filter((p) => p.surface === 'skin').map((p) => p.geometry);
  const { names, points, normals } = coveredSkin(game, full, skin);
  expect(points.length).toBeGreaterThan(100);
  const through: string[] = [];
  const origin = new THREE.Vector3();
  const blocked = (p: THREE.Vector3, view: THREE.Vector3, nudge: THREE.Vector3) =>
    cloth.blocks(origin.copy(p).addScaledVector(view, 1e-4).add(nudge), view);
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
  // Tens of thousands of rays, on the CPU (through ClothGrid: about a tenth of plain raycasting).
  const SLOW = 60_000;
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

  it.each(COLLAR_SHAPES.filter((shape) => shape !== 'crew'))(
    'holds with the %s collar (its own neckline on the shirt)',
    (shape) => expect(skinThroughCloth('eafc', { collarShapes: [shape] }).slice(0, 5)).toEqual([]),
    SLOW,
  );

  it(
    "holds with a basketball jersey's V neck",
    () => expect(skinThroughCloth('basketball', { collarShapes: ['v'] }).slice(0, 5)).toEqual([]),
    SLOW,
  );
});
