/**
 * Footprints: a kind that says where it draws (`footprint()` in the layer contract) is evaluated
 * only inside that box, and a pass of small layers runs in place on their rectangles (chain.ts).
 * Neither may change a pixel: each case renders the whole shirt with footprints and without, at
 * two sizes, and the pixels must be identical. A box that cut into what the kind draws would fail.
 */
import { describe, expect, it } from 'vitest';
import { openCompositorPage, renderStack } from './setup';

const t = openCompositorPage();

const base = { n: 'base', uuid: 'base', c: ['#203040'] };
const cuffs = { n: 'sleeve_cuffs', uuid: 'cuffs', c: ['#ffffff', '#d81e2c', '#f5c400'], colorCount: 3 };
const yoke = { n: 'shoulder_panels', uuid: 'yoke', c: ['#d81e2c'] };
const text = {
  n: 'text',
  uuid: 'number',
  c: ['#ffffff', '#d81e2c'],
  f: 'graduate',
  placement: 'back',
  text: '10',
  size: 300,
};
const logo = { n: 'logo', uuid: 'badge', l: 'Harbour Shield', placement: 'team' };

const CASES: [string, object][] = [
  ['cuffs in stripes', { ...cuffs, width: 60, mode: 0 }],
  ['cuffs half-half, widest', { ...cuffs, width: 200, mode: 1 }],
  ['cuffs with piping outside', { ...cuffs, width: 40, pipingWidth: 30, mode: 2, pipingAlignment: 0 }],
  ['cuffs with piping centred', { ...cuffs, width: 40, pipingWidth: 30, mode: 2, pipingAlignment: 2 }],
  ['cuffs at the long sleeve hem', { ...cuffs, width: 50, longSleeves: true }],
  ['cuffs mirrored, sleeves_short', { ...cuffs, width: 50, mirror: true, display: { sleeves_short: true } }],
  ['yoke', { ...yoke, width: 100, offset: 0 }],
  ['yoke moved down, extended over the sleeves', { ...yoke, width: 80, offset: 60, extend: true }],
  ['yoke moved up over the seam', { ...yoke, width: 150, offset: -40, extend: true }],
  [
    'number with border, arched and turned',
    { ...text, border: true, borderWidth: 12, arch: 40, rotation: 20 },
  ],
  ['number copied to the centre', { ...text, placement: 'front', x: 120, copy_center: true }],
  ['badge turned and large', { ...logo, rotation: 45, size: 160 }],
  ['badge mirrored on the back', { ...logo, mirror_on_back: true, display: { front: true, back: true } }],
];

describe('footprints never change pixels', () => {
  it.each(CASES)('%s', async (_, layer) => {
    for (const size of [256, 512]) {
      const render = (footprints: boolean) =>
        // One layer per pass in both, so only the footprints differ.
        renderStack(t.page, [base, layer], { width: size, height: size, mergeLimit: 1, footprints });
      const limited = await render(true);
      const whole = await render(false);
      expect(limited.glError).toBe(0);
      expect(whole.glError).toBe(0);
      // Something drew besides the base colour, else the comparison proves nothing.
      const drawn = whole.pixels.filter((v, i) => i % 4 === 0 && v !== 0x20 && v !== 0).length;
      expect(drawn).toBeGreaterThan(20);
      const differing = limited.pixels.filter((v, i) => v !== whole.pixels[i]).length;
      expect(differing).toBe(0);
    }
  });
});
