import { describe, expect, it } from 'vitest';
import type { RenderOptions } from '../pages/compositor.ts';
import { baseLayer, maxDiff, rectLayer, openCompositorPage } from './setup';

const t = openCompositorPage();
const FRONT: RenderOptions = { region: 'front', width: 64, height: 84 };

/** A 14-layer stack: base, then rectangles across the panel, one of them Overlay-blended. */
function stack(editedColor: string, overlayAbove = false) {
  const layers: Record<string, unknown>[] = [baseLayer('#202a44')];
  for (let i = 0; i < 13; i++) {
    const hue = (i * 37) % 256;
    layers.push(
      rectLayer(`r${i}`, `#${hue.toString(16).padStart(2, '0')}80c0`, {
        offset: -420 + i * 70,
        width: 120,
        height: 900 - i * 40,
        opacity: 70 + i,
        ...(overlayAbove && i === 10 ? { blendMode: 'Overlay' } : {}),
      }),
    );
  }
  layers[6] = { ...layers[6], c: [editedColor] };
  return layers;
}

async function editSequence(overlayAbove: boolean) {
  return t.page.evaluate(
    async (first, edits, opts) => {
      const h = window.compositorTest.openArea(opts);
      await window.compositorTest.updateArea(h, first as never);
      const results = [];
      for (const layers of edits) {
        const stats = await window.compositorTest.updateArea(h, layers as never);
        results.push({ stats, pixels: window.compositorTest.readArea(h).pixels });
      }
      return results;
    },
    stack('#ff0000', overlayAbove),
    ['#ff2000', '#ff4000', '#ff6000'].map((c) => stack(c, overlayAbove)),
    FRONT,
  );
}

describe('incremental composition', () => {
  it('an edit of a middle layer costs a constant few passes and gives the same pixels as a full render', async () => {
    const results = await editSequence(false);
    const fresh = await t.page.evaluate(
      (layers, opts) => window.compositorTest.renderStack(layers as never, opts),
      stack('#ff6000'),
      FRONT,
    );
    // The first edit builds the caches below and above the layer; the next ones reuse them.
    expect(results[1]!.stats.passes).toBeLessThanOrEqual(2);
    expect(results[2]!.stats.passes).toBeLessThanOrEqual(2);
    expect(results[2]!.stats.edits).toBe(3);
    expect(maxDiff(results[2]!.pixels, fresh.pixels)).toBeLessThanOrEqual(2);
  });

  it('keeps layers above a non-Normal blend live and still matches a full render', async () => {
    const results = await editSequence(true);
    const fresh = await t.page.evaluate(
      (layers, opts) => window.compositorTest.renderStack(layers as never, opts),
      stack('#ff6000', true),
      FRONT,
    );
    expect(results[2]!.stats.passes).toBeLessThanOrEqual(4);
    expect(maxDiff(results[2]!.pixels, fresh.pixels)).toBeLessThanOrEqual(2);
  });

  it('merging layers into one pass gives the same pixels as one pass per layer', async () => {
    const [merged, single] = await t.page.evaluate(
      (layers, opts) =>
        Promise.all([
          window.compositorTest.renderStack(layers as never, opts),
          window.compositorTest.renderStack(layers as never, { ...opts, mergeLimit: 1 }),
        ]),
      stack('#ff0000', true),
      FRONT,
    );
    expect(maxDiff(merged.pixels, single.pixels)).toBeLessThanOrEqual(1);
  });

  it('editing a mask layer updates the layer it masks', async () => {
    const layers = (offset: number) => [
      baseLayer('#000000'),
      rectLayer('m', '#ffffff', { disabled: true, offset }),
      rectLayer('a', '#ff0000', { offset: 0, width: 900, height: 900, mask: 'm' }),
      rectLayer('b', '#00ff00', { offset: -400, width: 60 }),
    ];
    const result = await t.page.evaluate(
      async (a, b, opts) => {
        const h = window.compositorTest.openArea(opts);
        await window.compositorTest.updateArea(h, a as never);
        await window.compositorTest.updateArea(h, b as never);
        return window.compositorTest.readArea(h).pixels;
      },
      layers(240),
      layers(-100),
      FRONT,
    );
    const fresh = await t.page.evaluate(
      (l, opts) => window.compositorTest.renderStack(l as never, opts),
      layers(-100),
      FRONT,
    );
    expect(maxDiff(result, fresh.pixels)).toBeLessThanOrEqual(1);
  });
});

describe('context loss', () => {
  it('rebuilds the textures from the document after the context is lost and restored', async () => {
    const kit = {
      shininess: 30,
      layers: {
        shirt: [
          baseLayer('#123456'),
          rectLayer('r', '#ffaa00', { detail3D: { enabled: true, strength: 40 } }),
          rectLayer('s', '#00aaff', { offset: -200, blendMode: 'Screen' }),
          // A group at 50 % is composed into a target of its own, which the loss empties too.
          {
            n: 'group',
            uuid: 'g',
            opacity: 50,
            layers: [
              rectLayer('g1', '#ff0000', { offset: 100 }),
              rectLayer('g2', '#00ff00', { offset: 160 }),
            ],
          },
        ],
        shorts: [baseLayer('#ffffff')],
        socks: [baseLayer('#123456')],
      },
    };
    for (const map of ['albedo', 'normal', 'orm'] as const) {
      const r = await t.page.evaluate(
        (k, m) =>
          window.compositorTest.contextLossRoundTrip(k as never, { scale: 0.125, area: 'shirt', map: m }),
        kit,
        map,
      );
      expect(r.lostWhileDown).toBe(true);
      expect(r.after.glError).toBe(0);
      expect(maxDiff(r.after.pixels, r.before.pixels)).toBe(0);
      expect(r.before.pixels.some((v) => v !== 0)).toBe(true);
    }
  });
});
