/**
 * A custom collar's own cut (document 1 §4: "Custom collar replaces body and sleeve masks and the
 * finish overlay"): the body masks and finishes a collar whose design implies another neckline
 * (a deep V, a crossover wrap, a polo placket, a lower round neck) brings, drawn with the
 * templates' own mask and finish code (templates.ts) plus the collar's neck trim.
 *
 * The trim starts at the corners of each game's neck hole, read from its layout's front panel
 * outline (src/games), so it meets the collar strip wherever that game puts the neck: the
 * football layouts cut a shallow crew neck, the basketball tank a deep scoop. Games whose necks
 * sit alike share one drawing. The trim is black in the mask, so it takes the template layer's
 * panel colour like the template's own panels; the finish stitches both edges of it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { CollarCut, Game } from '../../src/kit/model/index.ts';
import type { GameLayout } from '../../src/games/layout.ts';
import { EAFC_LAYOUT } from '../../src/games/eafc/layout.ts';
import { FIFA_LAYOUT } from '../../src/games/fifa/layout.ts';
import { PES_LAYOUT } from '../../src/games/pes/layout.ts';
import { FM_LAYOUT } from '../../src/games/fm/layout.ts';
import { BASKETBALL_LAYOUT } from '../../src/games/basketball/layout.ts';
import { f2 } from './svg.ts';
import { bodyMask, finish, seamLine, sleeveMask, svgPng } from './templates.ts';

/** The neck line a collar's design implies. */
export type NeckLine = 'v' | 'wrap' | 'polo' | 'round';

const LAYOUTS: readonly GameLayout[] = [EAFC_LAYOUT, FIFA_LAYOUT, PES_LAYOUT, FM_LAYOUT, BASKETBALL_LAYOUT];

type Point = readonly [number, number];

/** The neck hole of a body panel in mask units (x, y 0..100 across the panel, y down). */
interface NeckHole {
  left: Point;
  bottom: Point;
  right: Point;
}

/** The neck hole of a game's front panel: the outline's point on the centre line and its two neighbours. */
function neckHole(layout: GameLayout): NeckHole {
  const front = layout.areas.shirt?.regions.find((r) => r.name === 'front');
  if (!front?.shape) throw new Error(`${layout.game}: the front panel has no outline`);
  const { x, y, w, h } = front.rect;
  const points = front.shape.map(([px, py]): Point => [((px - x) / w) * 100, ((py - y) / h) * 100]);
  const i = points.findIndex(([px, py]) => Math.abs(px - 50) < 0.5 && py < 50);
  if (i <= 0 || i >= points.length - 1) throw new Error(`${layout.game}: no neck on the front outline`);
  return { left: points[i - 1]!, bottom: points[i]!, right: points[i + 1]! };
}

/** Trim width in mask units. */
const TRIM = 2.4;
const black = (d: string) =>
  `<path d="${d}" stroke="#000000" stroke-width="${TRIM}" stroke-linejoin="miter" stroke-miterlimit="8" fill="none"/>`;
const pt = ([x, y]: Point) => `${f2(x)} ${f2(y)}`;
const shifted = (d: string, dy: number) => `<g transform="translate(0 ${f2(dy)})">${d}</g>`;
/** Both edges of a trim band along `d` stitched: `dy` is half the band's height along y. */
const edges = (d: string, dy: number) => shifted(seamLine(d, 0.6), -dy) + shifted(seamLine(d, 0.6), dy);
/** Half the vertical height of a band of width TRIM along a line from `a` to `b`. */
const halfHeight = (a: Point, b: Point) => TRIM / 2 / Math.cos(Math.atan2(b[1] - a[1], b[0] - a[0]));

/** The trim (mask) and its stitching (finish) of a neck line on the front panel. */
function neckArt(line: NeckLine, hole: NeckHole): { mask: string; finish: string } {
  const { left, bottom, right } = hole;
  switch (line) {
    case 'v': {
      // A deep V from the neck's corners, well below the crew neck's bottom.
      const apex: Point = [50, bottom[1] + 12];
      const d = `M${pt(left)} L${pt(apex)} L${pt(right)}`;
      return { mask: black(d), finish: edges(d, halfHeight(left, apex)) };
    }
    case 'wrap': {
      // Crossover: the wearer's left side runs past the centre, the right side laps over it.
      const apex: Point = [57, bottom[1] + 12];
      const t = (52 - left[0]) / (apex[0] - left[0]);
      const meet: Point = [52, left[1] + t * (apex[1] - left[1])];
      const under = `M${pt(left)} L${pt(apex)}`;
      const over = `M${pt(right)} L${pt(meet)}`;
      // In the finish the lapping side covers the stitching of the side under it.
      const cover = `<path d="${over}" stroke="#808080" stroke-width="${TRIM * 1.6}" fill="none"/>`;
      return {
        mask: black(under) + black(over),
        finish: edges(under, halfHeight(left, apex)) + cover + edges(over, halfHeight(right, meet)),
      };
    }
    case 'polo': {
      // A buttoned placket down from the neck's bottom.
      const [x0, x1, y0, y1] = [46.8, 53.2, bottom[1] - 1, bottom[1] + 14];
      const button = (cy: number) =>
        `<circle cx="50" cy="${f2(cy)}" r="1.1" fill="#5a5a5a"/><circle cx="49.7" cy="${f2(cy - 0.3)}" r="0.5" fill="#a8a8a8"/>`;
      return {
        mask: `<rect x="${x0}" y="${f2(y0)}" width="${f2(x1 - x0)}" height="${f2(y1 - y0)}" fill="#000000"/>`,
        finish:
          seamLine(`M${x0} ${f2(y0)} V${f2(y1)} H${x1} V${f2(y0)}`, 0.6) +
          button(bottom[1] + 4.5) +
          button(bottom[1] + 9.5),
      };
    }
    case 'round': {
      // A wider round neckband below the collar strip, one band with it: from the neck hole down
      // to a curve 1.2 below its corners and 2.6 below its bottom.
      const l: Point = [left[0], left[1] + 1.2];
      const r: Point = [right[0], right[1] + 1.2];
      const control = 2 * (bottom[1] + 2.6) - (l[1] + r[1]) / 2;
      const edge = `M${pt(r)} Q50 ${f2(control)} ${pt(l)}`;
      return {
        mask: `<path d="M${pt(left)} L${pt(bottom)} L${pt(right)} L${edge.slice(1)} Z" fill="#000000"/>`,
        finish: seamLine(edge, 0.6),
      };
    }
  }
}

const FILES = ['mask_front.png', 'mask_back.png', 'mask_sleeves.png', 'finish.png', 'finish2.png'] as const;

/**
 * Draws one collar's cut for every game into public/collars/<id>/<game>/ (games whose neck holes
 * match share the first one's folder) and returns the collars.json `cuts` field.
 */
export async function drawCollarCuts(
  root: string,
  id: string,
  line: NeckLine,
  seed: number,
): Promise<Partial<Record<Game, CollarCut>>> {
  const drawn = new Map<string, CollarCut>();
  const cuts: Partial<Record<Game, CollarCut>> = {};
  for (const layout of LAYOUTS) {
    const hole = neckHole(layout);
    const key = [hole.left, hole.bottom, hole.right]
      .flat()
      .map((v) => v.toFixed(1))
      .join(' ');
    let cut = drawn.get(key);
    if (!cut) {
      const folder = `collars/${id}/${layout.game}`;
      const dir = path.join(root, 'public', folder);
      mkdirSync(dir, { recursive: true });
      const art = neckArt(line, hole);
      // The collar's cut is the plain set-in body: its neck is its design. The back keeps the
      // plain neck (the collar strip covers it) with its own light.
      const images: Record<(typeof FILES)[number], string> = {
        'mask_front.png': bodyMask('set-in', false, art.mask),
        'mask_back.png': bodyMask('set-in', true),
        'mask_sleeves.png': sleeveMask(false),
        'finish.png': finish('set-in', seed * 7 + 1, false, art.finish),
        'finish2.png': finish('set-in', seed * 7 + 2, false),
      };
      for (const file of FILES) await svgPng(images[file]).toFile(path.join(dir, file));
      const url = (file: string) => `/${folder}/${file}`;
      cut = {
        mask: { front: url('mask_front.png'), back: url('mask_back.png') },
        mask_sleeves: url('mask_sleeves.png'),
        finish: url('finish.png'),
        finish2: url('finish2.png'),
      };
      drawn.set(key, cut);
    }
    cuts[layout.game as Game] = cut;
  }
  return cuts;
}
