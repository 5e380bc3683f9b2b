import { describe, expect, it } from 'vitest';
import { baseLayer, expectClose, hex, pixel, openCompositorPage } from './setup';

const t = openCompositorPage();

const BELOW = '#3380cc'; // channels 0.2, 0.5, 0.8: below, at and above the overlay pivot
const ABOVE = '#e6661a'; // 0.9, 0.4, 0.1

type Mode = 'Normal' | 'Overlay' | 'Multiply' | 'Lighten' | 'Screen';
const MODES: Record<Mode, (cb: number, cs: number) => number> = {
  Normal: (_cb, cs) => cs,
  Multiply: (cb, cs) => cb * cs,
  Screen: (cb, cs) => cb + cs - cb * cs,
  Lighten: (cb, cs) => Math.max(cb, cs),
  Overlay: (cb, cs) => (cb <= 0.5 ? 2 * cb * cs : 1 - 2 * (1 - cb) * (1 - cs)),
};

function expected(mode: Mode, opacity: number): number[] {
  const cb = hex(BELOW).map((v) => v / 255);
  const cs = hex(ABOVE).map((v) => v / 255);
  return cb.map((b, i) => Math.round((b + (MODES[mode](b, cs[i]!) - b) * opacity) * 255));
}

describe('blend modes', () => {
  for (const mode of Object.keys(MODES) as Mode[]) {
    for (const opacity of [100, 40]) {
      it(`${mode} at opacity ${opacity} matches the W3C formula`, async () => {
        const r = await t.page.evaluate(
          (layers) => window.compositorTest.renderStack(layers, { region: 'front', width: 16, height: 16 }),
          [baseLayer(BELOW), baseLayer(ABOVE, { blendMode: mode, opacity })],
        );
        expect(r.glError).toBe(0);
        for (const [x, y] of [
          [8, 12],
          [2, 15],
          [13, 9],
        ] as const) {
          const [red, green, blue, alpha] = pixel(r, x, y);
          expectClose([red, green, blue], expected(mode, opacity / 100), 2);
          expect(alpha).toBe(255);
        }
      });
    }
  }

  it('leaves texels outside every region transparent', async () => {
    const r = await t.page.evaluate(
      (layers) => window.compositorTest.renderStack(layers, { width: 32, height: 32 }),
      [baseLayer(BELOW)],
    );
    // The shirt layout's bottom-right corner (right of the collar strip) belongs to no region.
    expect(pixel(r, 31, 31)[3]).toBe(0);
    expect(pixel(r, 8, 16)[3]).toBe(255);
  });
});
