import { get, isPlainObject, type PlainObject } from '../restore/plain.ts';
import type { Migration } from './types.ts';

/**
 * Version 1 -> 2: the EA FC and FIFA canvas became EA's own jersey layout (FIFA 19's, issue 26),
 * and the hotspot boxes are stored in texture coordinates, so a box a player placed on Kitsmith's
 * earlier unwrap (front and back side by side) points at another part of EA's texture. Layers are
 * region-relative and need nothing.
 *
 * The rectangles below are frozen copies, not imports of src/games: a migration must keep meaning
 * what it meant when the layout changed, whatever the layouts become later.
 *
 * Kits saved as version 1 after the layout landed already hold EA coordinates and cannot be told
 * apart by their version. So the step reads the kit's boxes: it moves them only when some box with
 * a stored position misses its part in EA's layout (the back number off the back, ...) and every
 * such box lands on its part in the earlier unwrap. A kit that is plausible in EA's layout, or
 * whose boxes store only sizes (their era unknown), stays as it is. Version 0 data (the spec's own
 * format, whose texture layout we do not know) is never moved.
 */

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Stored upside down (EA's back). */
  upsideDown?: boolean;
}

interface Layouts {
  width: number;
  height: number;
  /** The part's rectangles in the earlier unwrap and in EA's layout, in the same order. */
  earlier: readonly Rect[];
  ea: readonly Rect[];
}

const SHIRT_BACK: Layouts = {
  width: 2048,
  height: 2048,
  earlier: [{ x: 1024, y: 0, w: 1024, h: 1344 }],
  ea: [{ x: 646, y: 136, w: 754, h: 884, upsideDown: true }],
};
const SHIRT_FRONT: Layouts = {
  width: 2048,
  height: 2048,
  earlier: [{ x: 0, y: 0, w: 1024, h: 1344 }],
  ea: [{ x: 588, y: 1020, w: 868, h: 884 }],
};
const SHORTS: Layouts = {
  width: 1024,
  height: 512,
  earlier: [
    { x: 0, y: 0, w: 512, h: 512 },
    { x: 512, y: 0, w: 512, h: 512 },
  ],
  ea: [
    { x: 0, y: 210, w: 512, h: 302 },
    { x: 512, y: 210, w: 512, h: 302 },
  ],
};

const BOXES = { Num: SHIRT_BACK, Name: SHIRT_BACK, NumFront: SHIRT_FRONT, NumShorts: SHORTS } as const;
type BoxKey = keyof typeof BOXES;
type Axis = 'x' | 'y' | 'w' | 'h';
const AXES: readonly Axis[] = ['x', 'y', 'w', 'h'];

type Box = Record<Axis, number>;

/**
 * The boxes' defaults on the earlier unwrap (saved data stores only the fields that differ from
 * the defaults of its day); they moved onto EA's layout with it.
 */
const EARLIER_DEFAULTS: Record<BoxKey, Box> = {
  Num: { x: 0.75, y: 0.45, w: 0.3, h: 0.25 },
  Name: { x: 0.75, y: 0.3, w: 0.3, h: 0.06 },
  NumFront: { x: 0.25, y: 0.4, w: 0.15, h: 0.12 },
  NumShorts: { x: 0.2, y: 0.4, w: 0.1, h: 0.15 },
};

const fieldOf = (axis: Axis, key: BoxKey) => `${axis}${key}`;

interface StoredBox {
  key: BoxKey;
  box: Box;
  /** Whether x or y is stored: only a stored position tells which layout the box was placed on. */
  positioned: boolean;
  layouts: Layouts;
}

/** The box as stored, the other fields at the earlier defaults; null when no field is stored. */
function storedBox(hotspots: PlainObject, key: BoxKey): StoredBox | null {
  let edited = false;
  let positioned = false;
  const box = { ...EARLIER_DEFAULTS[key] };
  for (const axis of AXES) {
    const value = get(hotspots, fieldOf(axis, key));
    if (typeof value === 'number' && Number.isFinite(value)) {
      box[axis] = value;
      edited = true;
      if (axis === 'x' || axis === 'y') positioned = true;
    }
  }
  return edited ? { key, box, positioned, layouts: BOXES[key] } : null;
}

/** The index of the rectangle holding the box's centre, or -1. */
function holder(box: Box, layouts: Layouts, rects: readonly Rect[]): number {
  const px = box.x * layouts.width;
  const py = box.y * layouts.height;
  return rects.findIndex((r) => px >= r.x && px <= r.x + r.w && py >= r.y && py <= r.y + r.h);
}

/** The same place on the same part of the garment, from the earlier unwrap to EA's layout. */
function moved(box: Box, layouts: Layouts, index: number): Box {
  const from = layouts.earlier[index]!;
  const to = layouts.ea[index]!;
  const u = (box.x * layouts.width - from.x) / from.w;
  const v = (box.y * layouts.height - from.y) / from.h;
  const across = to.upsideDown ? 1 - u : u;
  const down = to.upsideDown ? 1 - v : v;
  const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10000) / 10000;
  return {
    x: round((to.x + across * to.w) / layouts.width),
    y: round((to.y + down * to.h) / layouts.height),
    w: round((box.w * layouts.width * (to.w / from.w)) / layouts.width),
    h: round((box.h * layouts.height * (to.h / from.h)) / layouts.height),
  };
}

/** The kit's hotspots in EA's layout, or null when they stay as they are. */
function movedHotspots(hotspots: PlainObject): PlainObject | null {
  const edited = (Object.keys(BOXES) as BoxKey[]).flatMap((key) => storedBox(hotspots, key) ?? []);
  const placed = edited.filter((stored) => stored.positioned);
  if (placed.length === 0) return null;
  const missesEa = placed.some(({ box, layouts }) => holder(box, layouts, layouts.ea) < 0);
  const fitsEarlier = placed.every(({ box, layouts }) => holder(box, layouts, layouts.earlier) >= 0);
  if (!missesEa || !fitsEarlier) return null;
  const out: PlainObject = { ...hotspots };
  for (const { key, box, layouts } of edited) {
    const next = moved(box, layouts, holder(box, layouts, layouts.earlier));
    for (const axis of AXES) out[fieldOf(axis, key)] = next[axis];
  }
  return out;
}

const EA_GAMES: ReadonlySet<unknown> = new Set(['eafc', 'fifa']);

export const migrationToV2: Migration = {
  from: 1,
  describe: "EA FC and FIFA hotspot boxes placed on Kitsmith's earlier unwrap move to EA's layout",
  migrate(data, declared) {
    const out: PlainObject = { ...data, version: 2 };
    const hotspots = get(data, 'hotspots');
    // Only EA FC and FIFA have the hotspots editor; data naming no game is read on the page's game.
    const game = get(data, 'game');
    if (declared === 1 && isPlainObject(hotspots) && (game === undefined || EA_GAMES.has(game))) {
      const next = movedHotspots(hotspots);
      if (next) out.hotspots = next;
    }
    return out;
  },
};
