/**
 * A template gives what its tile shows (issue 31): a player picks a template in the chooser by
 * its name, and the front of the kit's shirt texture matches the template's tile (its preview
 * image, drawn by scripts/catalogue/previews.ts) within a tolerance, and Recolor opens on the
 * template's own colours, named by role.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { EAFC_LAYOUT } from '../../../src/games/eafc/layout.ts';
import { ROOT, screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

interface TemplateEntry {
  id: string;
  name: string;
  colors: string[];
  preview_url: string;
}

const TEMPLATES = JSON.parse(
  readFileSync(path.join(ROOT, 'public/data/catalogue/templates.json'), 'utf8'),
) as TemplateEntry[];
const template = (name: string) => TEMPLATES.find((t) => t.name === name)!;

const SHIRT = EAFC_LAYOUT.areas.shirt!;
const FRONT = SHIRT.regions.find((r) => r.name === 'front')!.rect;

interface TileComparison {
  /** Share of compared blocks whose mean colour is within the tolerance of the tile's. */
  matching: number;
  /** Blocks compared (those well inside the shirt's front panel). */
  blocks: number;
}

/**
 * The shirt's front region of the kit's albedo, scaled to the tile's size, against the tile:
 * mean colours of 8x8 blocks, counted as matching when every channel is within `tolerance`. Only
 * blocks inside the body (away from the neckline, armholes and hem) count: outside its outline
 * the tile shows its ground and the texture no panel.
 */
function compareFrontWithTile(page: Page, tileUrl: string, tolerance: number): Promise<TileComparison> {
  return page.evaluate(
    async (tileUrl, front, area, tolerance) => {
      const tile = await createImageBitmap(await (await fetch(tileUrl)).blob());
      const texture = await createImageBitmap(await window.kitsmith!.exportTexture('shirt', 'albedo'));
      const [w, h] = [tile.width, tile.height];
      const read = (draw: (context: OffscreenCanvasRenderingContext2D) => void) => {
        const canvas = new OffscreenCanvas(w, h);
        const context = canvas.getContext('2d')!;
        context.imageSmoothingQuality = 'high';
        draw(context);
        return context.getImageData(0, 0, w, h).data;
      };
      const fx = texture.width / area.width;
      const fy = texture.height / area.height;
      const kit = read((c) =>
        c.drawImage(texture, front.x * fx, front.y * fy, front.w * fx, front.h * fy, 0, 0, w, h),
      );
      const shown = read((c) => c.drawImage(tile, 0, 0));
      const B = 8;
      let blocks = 0;
      let matching = 0;
      for (let by = Math.floor((0.25 * h) / B); by < Math.floor((0.92 * h) / B); by++)
        for (let bx = Math.floor((0.22 * w) / B); bx < Math.floor((0.78 * w) / B); bx++) {
          const sum = [0, 0, 0, 0, 0, 0];
          for (let y = by * B; y < by * B + B; y++)
            for (let x = bx * B; x < bx * B + B; x++) {
              const i = (y * w + x) * 4;
              for (let c = 0; c < 3; c++) {
                sum[c]! += kit[i + c]!;
                sum[c + 3]! += shown[i + c]!;
              }
            }
          blocks++;
          const n = B * B;
          if ([0, 1, 2].every((c) => Math.abs(sum[c]! - sum[c + 3]!) / n <= tolerance)) matching++;
        }
      return { matching: matching / blocks, blocks };
    },
    tileUrl,
    FRONT,
    { width: SHIRT.width, height: SHIRT.height },
    tolerance,
  );
}

let world: EditorPage;
let page: Page;
let user: EditorUser;

beforeAll(async () => {
  world = await openEditorPage();
  ({ page, user } = world);
  await page.setViewport({ width: 1440, height: 900 });
  await user.open(world.server.url + '/?game=eafc&scale=0.25&effects=0');
});

afterAll(async () => {
  await world?.close();
});

describe('picking a template', () => {
  // Three looks: red and white checks, yellow and black stripes, a three-colour stripe on white.
  it.each(['Orbis Academy', 'Veloce Pro Match', 'Veloce Origin'])(
    'gives a kit that looks like the tile of %s',
    { timeout: 240_000 },
    async (name) => {
      const picked = template(name);
      await user.clickButton('Start new');
      await user.clickButton(name);
      // Recolor opens on the template's own colours, the main one named as such.
      await user.get('heading', 'Recolor');
      await user.get('image', `Primary: current colour ${picked.colors[0]}`);
      await user.get('image', `Secondary: current colour ${picked.colors[1]}`);
      await user.closeDialog();
      await user.waitIdle();
      await page.screenshot({ path: screenshotPath(`template-${picked.id}-1440x900.png`) });
      const result = await compareFrontWithTile(page, picked.preview_url, 28);
      expect(result.blocks).toBeGreaterThan(100);
      // The brand logo sits on the kit and not on the tile: a few blocks may differ there.
      expect(result.matching).toBeGreaterThan(0.9);
      expect(world.errors).toEqual([]);
    },
  );
});
