/**
 * Golden images of the two reference kits, rendered by the real compositor at scale 0.25.
 * Regenerate with KITSMITH_UPDATE_GOLDEN=1 (then look at the PNGs before committing them).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { restoreKit } from '../../../src/kit/index.ts';
import { ROOT } from '../harness';
import { openCompositorPage } from './setup';

const t = openCompositorPage();
const GOLDEN_DIR = path.join(ROOT, 'tests/fixtures/kits/golden');
const UPDATE = process.env.KITSMITH_UPDATE_GOLDEN === '1';
/** A pixel fails when a channel differs by more than this (driver rounding, AA). */
const CHANNEL_TOLERANCE = 8;
/** At most this share of pixels may fail (antialiased edges across rasterisers). */
const FAILED_PIXEL_BUDGET = 0.005;

const CASES = [
  ['reference-10', 'shirt', 'albedo'],
  ['reference-10', 'shorts', 'albedo'],
  ['reference-10', 'socks', 'albedo'],
  ['reference-30', 'shirt', 'albedo'],
  ['reference-30', 'shirt', 'normal'],
  ['reference-30', 'shorts', 'albedo'],
  ['reference-30', 'socks', 'albedo'],
] as const;

function loadKit(name: string) {
  const data = JSON.parse(
    readFileSync(path.join(ROOT, 'tests/fixtures/kits', `${name}.json`), 'utf8'),
  ) as unknown;
  return restoreKit(data, { game: 'eafc' });
}

describe('reference kits', () => {
  it.each(['reference-10', 'reference-30'])('%s loads through restoreKit unchanged', (name) => {
    const { kit, report } = loadKit(name);
    expect(report.dropped).toEqual([]);
    expect(report.changes).toEqual([]);
    const count = kit.layers.shirt.length + kit.layers.shorts.length + kit.layers.socks.length;
    expect(count).toBe(name === 'reference-10' ? 10 : 30);
  });

  it.each(CASES)('%s %s %s matches its golden image', async (name, area, map) => {
    const { kit } = loadKit(name);
    const r = await t.page.evaluate(
      (k, a, m) => window.compositorTest.renderKit(k as never, { scale: 0.25, area: a, map: m }),
      kit as unknown,
      area,
      map,
    );
    expect(r.glError).toBe(0);
    const file = path.join(GOLDEN_DIR, `${name}-${area}-${map}.png`);
    const actual = Buffer.from(r.pixels);
    if (UPDATE || !existsSync(file)) {
      expect(UPDATE, `missing golden ${file}: run with KITSMITH_UPDATE_GOLDEN=1`).toBe(true);
      mkdirSync(GOLDEN_DIR, { recursive: true });
      await sharp(actual, { raw: { width: r.width, height: r.height, channels: 4 } })
        .png()
        .toFile(file);
      return;
    }
    const golden = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([golden.info.width, golden.info.height]).toEqual([r.width, r.height]);
    let failed = 0;
    for (let i = 0; i < actual.length; i += 4) {
      // Fully transparent texels carry no colour: compare alpha only there.
      const channels = actual[i + 3] === 0 && golden.data[i + 3] === 0 ? [3] : [0, 1, 2, 3];
      if (channels.some((c) => Math.abs(actual[i + c]! - golden.data[i + c]!) > CHANNEL_TOLERANCE)) failed++;
    }
    expect(failed / (actual.length / 4)).toBeLessThanOrEqual(FAILED_PIXEL_BUDGET);
  });
});
