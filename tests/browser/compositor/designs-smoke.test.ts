import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNS, DESIGN_NAMES } from '../../../src/kit/model/designs';
import { coveredTexels, openRegionSession, writeArtifact, type RegionSession } from './region-kit';

let session: RegionSession;
beforeAll(async () => {
  session = await openRegionSession();
});
afterAll(async () => {
  await session?.close();
});

/** A design layer holding every parameter at its DESIGNS default. */
function defaultLayer(type: string, colors: string[]): object {
  const params = DESIGNS[type as keyof typeof DESIGNS].params as Record<string, { default: unknown }>;
  return {
    n: 'design',
    type,
    c: colors,
    ...Object.fromEntries(Object.entries(params).map(([k, p]) => [k, p.default])),
  };
}

describe('every base design at its defaults', () => {
  it.each(DESIGN_NAMES)('%s compiles, draws something and leaves gaps', async (type) => {
    const colors = ['#d81e2c', '#f5c400', '#1b4fa0'].slice(0, DESIGNS[type].colors + 1);
    const image = await session.render(defaultLayer(type, colors), {
      regionSize: [1024, 1344],
      width: 512,
      height: 672,
    });
    expect(image.glError).toBe(0);
    const total = image.pixels.length / 4;
    const covered = coveredTexels(Array.from({ length: total }, (_, k) => image.pixels[k * 4 + 3]! / 255));
    await writeArtifact(`design-${type}`, image, [20, 32, 56]);
    expect(covered).toBeGreaterThan(total * 0.005);
    expect(covered).toBeLessThan(total * 0.995);
    expect(session.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
