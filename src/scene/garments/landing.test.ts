/**
 * Region landing: a ray aimed at a part of the player hits the garment whose UV lies in the
 * matching region of the canvas, as the compositor's panel map sees it. This is "paint one
 * region and see where it lands" without a GPU: the panel map is exactly what paints a region.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { buildPanelMap } from '../../compositor/panel-map.ts';
import {
  applyAffine,
  areaToUpright,
  gameLayout,
  REGION_IDS,
  uprightRect,
  type AreaId,
  type RegionName,
} from '../../games/index.ts';
import { NBA2K_ZONES } from '../../games/basketball/zones.ts';
import { nbaFilePieces } from '../../games/basketball/nba2k-file.ts';
import { buildKitParts, COLLAR_SHAPES, DEFAULT_GARMENTS, type GarmentOptions } from './index.ts';

interface Landing {
  part: string;
  region: RegionName | 'none';
  /** Hit position inside the region's rectangle, 0..1 left to right and top to bottom. */
  inRegion: [number, number];
  /** The hit's texture pixel (scale 1, y down). */
  pixel: [number, number];
}

function scene(game: string, options: Partial<GarmentOptions> = {}) {
  const layout = gameLayout(game);
  const parts = buildKitParts(layout, { ...DEFAULT_GARMENTS, ...options });
  const meshes = parts.map((p) => {
    const mesh = new THREE.Mesh(p.geometry, new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }));
    mesh.userData = { surface: p.surface, id: p.id };
    return mesh;
  });
  const maps = new Map<string, ReturnType<typeof buildPanelMap>>();
  for (const area of Object.values(layout.areas)) if (area) maps.set(area.area, buildPanelMap(area));
  const names = Object.fromEntries(Object.entries(REGION_IDS).map(([k, v]) => [v, k])) as Record<
    number,
    RegionName | 'none'
  >;

  /** Shoots a ray from `from` toward `to` and reads the region under the first hit. */
  return function land(from: [number, number, number], to: [number, number, number]): Landing | null {
    const origin = new THREE.Vector3(...from);
    const ray = new THREE.Raycaster(origin, new THREE.Vector3(...to).sub(origin).normalize());
    const hit = ray.intersectObjects(meshes, false)[0];
    if (!hit?.uv) return null;
    const surface = hit.object.userData.surface as string;
    const map = maps.get(surface as AreaId);
    if (!map)
      return { part: hit.object.userData.id as string, region: 'none', inRegion: [0, 0], pixel: [0, 0] };
    const { width, height } = map.layout;
    const col = Math.min(width - 1, Math.floor(hit.uv.x * width));
    const row = Math.min(height - 1, Math.floor(hit.uv.y * height));
    const region = names[(map.texture.image.data as Uint8Array)[row * width + col]!] ?? 'none';
    const found = map.layout.regions.find((r) => r.name === region);
    // Layout pixels run top-down; UV v runs bottom-up. A region stored turned (EA's back and
    // sleeves) is read upright, as region space sees it.
    const [px, py] = found
      ? applyAffine(areaToUpright(found), hit.uv.x * width, (1 - hit.uv.y) * height)
      : [hit.uv.x * width, (1 - hit.uv.y) * height];
    const rect = found ? uprightRect(found) : { x: 0, y: 0, w: 1, h: 1 };
    return {
      part: hit.object.userData.id as string,
      region,
      inRegion: [(px - rect.x) / rect.w, (py - rect.y) / rect.h],
      pixel: [hit.uv.x * width, (1 - hit.uv.y) * height],
    };
  };
}

const FRONT = 5;
describe.each(['eafc', 'fifa', 'pes', 'fm', 'basketball'])('%s garments', (game) => {
  const land = scene(game);
  const football = game !== 'basketball';

  it('puts the front panel on the chest and the back panel on the back', () => {
    expect(land([0, 1.25, FRONT], [0, 1.25, 0])?.region).toBe('front');
    expect(land([0, 1.25, -FRONT], [0, 1.25, 0])?.region).toBe('back');
  });

  it("reads panels from outside: the wearer's left is the canvas right on the front, left on the back", () => {
    const frontLeft = land([0.1, 1.1, FRONT], [0.1, 1.1, 0])!;
    const frontRight = land([-0.1, 1.1, FRONT], [-0.1, 1.1, 0])!;
    expect(frontLeft.region).toBe('front');
    expect(frontLeft.inRegion[0]).toBeGreaterThan(0.6);
    expect(frontRight.inRegion[0]).toBeLessThan(0.4);
    const backLeft = land([0.1, 1.1, -FRONT], [0.1, 1.1, 0])!;
    expect(backLeft.region).toBe('back');
    expect(backLeft.inRegion[0]).toBeLessThan(0.4);
  });

  it('keeps the chest above the hem on the canvas: higher on the body is higher on the panel', () => {
    const chest = land([0, 1.3, FRONT], [0, 1.3, 0])!;
    const belly = land([0, 0.95, FRONT], [0, 0.95, 0])!;
    expect(chest.inRegion[1]).toBeLessThan(belly.inRegion[1]);
  });

  it.runIf(football)("dresses the wearer's left arm in the left sleeve, on its short part", () => {
    const left = land([FRONT, 1.3, 0.0], [0, 1.3, 0.0])!;
    expect(left.part).toBe('sleeve_left');
    expect(left.region).toBe('sleeve_left');
    const right = land([-FRONT, 1.3, 0.0], [0, 1.3, 0.0])!;
    expect(right.region).toBe('sleeve_right');
    const layout = gameLayout(game);
    const sleeve = Object.values(layout.areas)
      .flatMap((a) => a?.regions ?? [])
      .find((r) => r.name === 'sleeve_left')!;
    // Region space has y up from the centre: the short sleeve is above shortSleeveY.
    const regionY = (0.5 - left.inRegion[1]) * uprightRect(sleeve).h;
    expect(regionY).toBeGreaterThan(sleeve.shortSleeveY ?? -Infinity);
  });

  it.runIf(football)('shows the outer line of the arm at the middle of the sleeve region', () => {
    const left = land([FRONT, 1.3, 0.0], [0, 1.3, 0.0])!;
    expect(Math.abs(left.inRegion[0] - 0.5)).toBeLessThan(0.2);
  });

  it.runIf(football)('puts the collar strip round the neck, its middle at the front', () => {
    const collar = land([0, 1.462, FRONT], [0, 1.455, 0])!;
    expect(collar.region).toBe('collar');
    expect(Math.abs(collar.inRegion[0] - 0.5)).toBeLessThan(0.05);
  });

  it('dresses the hips and legs in the shorts, front and back', () => {
    expect(land([0.1, 0.78, FRONT], [0.1, 0.78, 0])?.region).toBe('shorts_front');
    expect(land([-0.1, 0.78, -FRONT], [-0.1, 0.78, 0])?.region).toBe('shorts_back');
  });

  it.runIf(football)('puts the sock on both calves', () => {
    for (const x of [0.11, -0.11]) expect(land([x, 0.3, FRONT], [x, 0.3, 0])?.region).toBe('sock');
  });
});

const inside = (r: { x: number; y: number; w: number; h: number }, x: number, y: number) =>
  x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/** Where a point of 2K's file is read from on the canvas: the last download piece drawn there. */
function fileToCanvas(area: 'shirt' | 'shorts', x: number, y: number): [number, number] | undefined {
  const piece = nbaFilePieces(area).findLast((p) => inside(p.file, x, y));
  if (!piece) return undefined;
  const { file, canvas } = piece;
  return [canvas.x + ((x - file.x) * canvas.w) / file.w, canvas.y + ((y - file.y) * canvas.h) / file.h];
}

/** Where a canvas point lands in 2K's file: a landing no later piece covers (the download's own). */
function canvasToFile(area: 'shirt' | 'shorts', x: number, y: number): [number, number] | undefined {
  for (const { file, canvas } of nbaFilePieces(area)) {
    if (!inside(canvas, x, y)) continue;
    const f: [number, number] = [
      file.x + ((x - canvas.x) * file.w) / canvas.w,
      file.y + ((y - canvas.y) * file.h) / canvas.h,
    ];
    const back = fileToCanvas(area, f[0], f[1]);
    if (back && Math.abs(back[0] - x) < 1e-6 && Math.abs(back[1] - y) < 1e-6) return f;
  }
  return undefined;
}

describe("basketball garments land in NBA 2K's zones, through the download's pieces", () => {
  const land = scene('basketball');
  const Z = NBA2K_ZONES;
  const inZone = (zone: { x: number; y: number; w: number; h: number }, [x, y]: [number, number]) =>
    x >= zone.x && x < zone.x + zone.w && y >= zone.y && y < zone.y + zone.h;
  const file = (area: 'shirt' | 'shorts', hit: Landing | null) => canvasToFile(area, ...hit!.pixel)!;

  it("chest and belly in 2K's front base, the back in its back base (either side of the edge)", () => {
    expect(inZone(Z.jersey.front, file('shirt', land([0, 1.25, FRONT], [0, 1.25, 0])))).toBe(true);
    expect(inZone(Z.jersey.front, file('shirt', land([0.12, 0.95, FRONT], [0.12, 0.95, 0])))).toBe(true);
    // The back's centre is at file x 328: the wearer's right of the back lies left of it.
    const backCentre = file('shirt', land([0, 1.2, -FRONT], [0, 1.2, 0]));
    expect(inZone(Z.jersey.backLeft, backCentre)).toBe(true);
    expect(Math.abs(backCentre[0] - 328)).toBeLessThan(30);
    // Round to the wearer's left side of the back: across the texture's edge, on the right part.
    const backSide = file('shirt', land([0.16, 1.0, -FRONT], [0.16, 1.0, 0]));
    expect(inZone(Z.jersey.backRight, backSide)).toBe(true);
  });

  it("binds each arm opening with a trim that lands in 2K's arm-hole trim zone, not on the collar's", () => {
    const parts = buildKitParts(gameLayout('basketball'), DEFAULT_GARMENTS);
    const trims = parts.filter((p) => p.id === 'armhole_trim');
    expect(trims).toHaveLength(2);
    // Aim at the middle of each trim's front half, from the front, square to the body.
    for (const [k, zone] of Z.jersey.armholeTrims.entries()) {
      const position = trims[k]!.geometry.getAttribute('position') as THREE.BufferAttribute;
      const columns = 97;
      const at = 2 * columns + Math.round(columns / 4);
      const target: [number, number, number] = [position.getX(at), position.getY(at), position.getZ(at)];
      expect(Math.sign(target[0]), 'the first trim on the left arm').toBe(k === 0 ? 1 : -1);
      const hit = land([target[0], target[1], FRONT], target)!;
      expect(hit.part).toBe('armhole_trim');
      expect(hit.region).toBe('collar');
      const where = file('shirt', hit);
      expect(inZone(zone, where), `${where.join(',')}`).toBe(true);
      expect(inZone(Z.jersey.collarTrim, where)).toBe(false);
    }
  });

  it("each shorts leg in its own 2K panel: the wearer's left leg in the top one, the right in the bottom", () => {
    const leftFront = file('shorts', land([0.1, 0.8, FRONT], [0.1, 0.8, 0]));
    const leftBack = file('shorts', land([0.1, 0.8, -FRONT], [0.1, 0.8, 0]));
    const rightFront = file('shorts', land([-0.1, 0.8, FRONT], [-0.1, 0.8, 0]));
    const rightBack = file('shorts', land([-0.1, 0.8, -FRONT], [-0.1, 0.8, 0]));
    for (const p of [leftFront, leftBack]) expect(inZone(Z.shorts.panelLeft, p)).toBe(true);
    for (const p of [rightFront, rightBack]) expect(inZone(Z.shorts.panelRight, p)).toBe(true);
    // Side seam in the middle: front on the left half of the left leg's panel, back on its right.
    expect(leftFront[0]).toBeLessThan(654.5);
    expect(leftBack[0]).toBeGreaterThan(654.5);
    expect(rightBack[0]).toBeLessThan(654.5);
    expect(rightFront[0]).toBeGreaterThan(654.5);
  });
});

describe('display options change the garment, not the mapping', () => {
  it('a long sleeve reaches the forearm and stays the left sleeve region', () => {
    const short = scene('eafc')([0.6, 1.02, 0], [0, 1.02, 0]);
    const long = scene('eafc', { longSleeve: true })([0.6, 1.02, 0], [0, 1.02, 0]);
    expect(short?.part).not.toBe('sleeve_left');
    expect(long?.region).toBe('sleeve_left');
  });

  it.each(COLLAR_SHAPES)('the %s collar wears the collar strip all round the neck', (shape) => {
    const land = scene('eafc', { collarShapes: [shape] });
    // Wearer's left side at three quarters of the strip, right side at a quarter, back at its ends.
    const left = land([FRONT, 1.51, -0.01], [0, 1.51, -0.01])!;
    const right = land([-FRONT, 1.51, -0.01], [0, 1.51, -0.01])!;
    // (A hair off the back centre: the strip's two ends meet exactly there.)
    const back = land([0.008, 1.492, -FRONT], [0.008, 1.492, 0])!;
    expect([left.region, right.region, back.region]).toEqual(['collar', 'collar', 'collar']);
    expect(Math.abs(left.inRegion[0] - 0.75)).toBeLessThan(0.06);
    expect(Math.abs(right.inRegion[0] - 0.25)).toBeLessThan(0.06);
    expect(back.inRegion[0]).toBeGreaterThan(0.95);
    // A placket wears the middle of the strip, down the chest.
    if (shape === 'polo' || shape === 'henley') {
      const placket = land([0, 1.41, FRONT], [0, 1.41, 0])!;
      expect(placket.region).toBe('collar');
      expect(Math.abs(placket.inRegion[0] - 0.5)).toBeLessThan(0.06);
    }
  });

  it('a tucked-in shirt leaves the shorts waistband showing where the hem hung', () => {
    const out = scene('eafc')([0, 0.95, FRONT], [0, 0.95, 0]);
    const tucked = scene('eafc', { tuckedIn: true })([0, 0.95, FRONT], [0, 0.95, 0]);
    expect(out?.region).toBe('front');
    expect(tucked?.region).toBe('shorts_front');
  });
});
