/**
 * Golden images of the two reference kits, rendered by the real compositor at scale 0.25.
 * Compared as tests/browser/golden-image.ts says (regenerate with KITSMITH_UPDATE_GOLDEN=1).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { restoreKit } from '../../../src/kit/index.ts';
import { ROOT } from '../harness';
import { expectGolden } from '../golden-image.ts';
import { openCompositorPage } from './setup';

const t = openCompositorPage();
const GOLDEN_DIR = path.join(ROOT, 'tests/fixtures/kits/golden');
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
    await expectGolden(path.join(GOLDEN_DIR, `${name}-${area}-${map}.png`), r);
  });
});
