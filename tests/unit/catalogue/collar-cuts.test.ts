import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SCHEMAS } from '../../../src/kit/index.ts';
import { GAMES, type CollarItem } from '../../../src/kit/model/index.ts';
import { gameLayout } from '../../../src/games/index.ts';

/**
 * The shipped collars that bring their own cut (scripts/catalogue/collar-cuts.ts): a cut for every
 * game, its files on disk, and a front mask whose neck trim starts at that game's own neck hole
 * (the browser test tests/browser/editor/custom-layers.test.ts shows one on the texture).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const collars = CATALOGUE_SCHEMAS.collars
  .array()
  .parse(
    JSON.parse(readFileSync(path.join(ROOT, 'public/data/catalogue/collars.json'), 'utf8')),
  ) as CollarItem[];
const withCuts = collars.filter((collar) => collar.cuts !== undefined);

/** The neck hole of a game's front panel in mask units (0..100, y down): its corners' and bottom's y, its x span. */
function neckOf(game: string) {
  const front = gameLayout(game).areas.shirt!.regions.find((r) => r.name === 'front')!;
  const { x, y, w, h } = front.rect;
  const points = front.shape!.map(([px, py]) => [((px - x) / w) * 100, ((py - y) / h) * 100] as const);
  const i = points.findIndex(([px, py]) => Math.abs(px - 50) < 0.5 && py < 50);
  return { x0: points[i - 1]![0], x1: points[i + 1]![0], top: points[i - 1]![1], bottom: points[i]![1] };
}

/** Bounding box, in mask units, of the mask's black texels (the trim). */
async function blackBox(url: string) {
  const { data, info } = await sharp(path.join(ROOT, 'public', url))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < data.length; i++) {
    if (data[i]! >= 128) continue;
    const px = ((i % info.width) / info.width) * 100;
    const py = (Math.floor(i / info.width) / info.height) * 100;
    box.x0 = Math.min(box.x0, px);
    box.x1 = Math.max(box.x1, px);
    box.y0 = Math.min(box.y0, py);
    box.y1 = Math.max(box.y1, py);
  }
  return box;
}

describe('custom collars with their own cut', () => {
  it('are a good share of the catalogue, with a whole cut for every game on disk', () => {
    expect(withCuts.length).toBeGreaterThanOrEqual(4);
    for (const collar of withCuts) {
      expect(Object.keys(collar.cuts!).sort()).toEqual([...GAMES].sort());
      for (const cut of Object.values(collar.cuts!)) {
        for (const url of [cut.mask.front, cut.mask.back, cut.mask_sleeves, cut.finish, cut.finish2])
          expect(existsSync(path.join(ROOT, 'public', url)), url).toBe(true);
      }
    }
  });

  it.each(withCuts.map((collar) => collar.name))(
    "%s: the front mask's trim sits in each game's own neck",
    async (name) => {
      const collar = withCuts.find((c) => c.name === name)!;
      const depths: number[] = [];
      for (const game of GAMES) {
        const neck = neckOf(game);
        const box = await blackBox(collar.cuts![game]!.mask.front);
        // Within the neck's width (plus the trim's half width), from its corners down to at most
        // 16 below its bottom: the trim meets the collar strip, not the shoulders or the chest.
        expect(box.x0, game).toBeGreaterThan(neck.x0 - 2);
        expect(box.x1, game).toBeLessThan(neck.x1 + 2);
        expect(box.y0, game).toBeGreaterThan(neck.top - 2);
        expect(box.y0, game).toBeLessThan(neck.bottom + 1);
        expect(box.y1, game).toBeGreaterThan(neck.bottom + 1.5);
        expect(box.y1, game).toBeLessThan(neck.bottom + 16);
        depths.push(box.y1 - neck.bottom);
      }
      // The same depth below each game's own neck (the football crew and the basketball scoop
      // differ by about 10): one game's drawing reused for another would fail here.
      expect(Math.max(...depths) - Math.min(...depths)).toBeLessThan(1.5);
    },
  );
});
