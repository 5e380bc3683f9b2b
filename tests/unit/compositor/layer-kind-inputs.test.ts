/**
 * The CPU side of D's layer kinds: what reaches the shaders from a layer, whatever the layer
 * holds. Ranges and defaults come from the kit model (DESIGNS, LAYER_FIELD_RANGES), so these
 * tests read them from there too.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DESIGNS, DESIGN_NAMES, LAYER_FIELD_RANGES } from '../../../src/kit/model/index';
import { designDefines, designUniforms } from '../../../src/compositor/layers/design-inputs';
import { patternDefines, patternUniforms } from '../../../src/compositor/layers/pattern-settings';
import { layerChoice, layerNumber } from '../../../src/compositor/layers/layer-fields';
import { shoulderLine, sleeveHemY } from '../../../src/compositor/layers/region-geometry';
import { customPatternUrl } from '../../../src/compositor/layers/pattern-tiles';
import { matSurfaceLayer } from '../../../src/compositor/layers/mat-surface';

const design = (type: string, fields: Record<string, unknown> = {}) =>
  ({ n: 'design', type, ...fields }) as never;

describe('design inputs', () => {
  it('name the design and its structural choices as #defines', () => {
    expect(designDefines(design('stripes_separator', { mode: 3, space_between: true }))).toEqual({
      DESIGN_STRIPES_SEPARATOR: 1,
      DESIGN_MODE: 3,
      DESIGN_SPACE_BETWEEN: 1,
    });
    // mirror_back defaults to true (spec), outline to false.
    expect(designDefines(design('rectangle'))).toEqual({ DESIGN_RECTANGLE: 1, DESIGN_MIRROR_BACK: 1 });
    expect(designDefines(design('halftone_gradient_dots', { shape: 'circle' }))).toMatchObject({
      DESIGN_SHAPE: 2,
    });
  });
  it('fall back to defaults for unknown choices and draw nothing for an unknown design', () => {
    expect(designDefines(design('checkers', { mode: 7 })).DESIGN_MODE).toBe(
      DESIGNS.checkers.params.mode.default,
    );
    expect(designDefines(design('halftone_gradient_dots', { shape: 'hexagon' })).DESIGN_SHAPE).toBe(0);
    expect(designDefines(design('spiral'))).toEqual({});
  });
  it('clamp every number into its DESIGNS range and convert rotation to radians', () => {
    const u = designUniforms(
      design('rectangle', { width: 5000, offset_y: -9999, rotation: 90, roundness: 'x' }),
    );
    expect(u.uWidth).toBe(DESIGNS.rectangle.params.width.max);
    expect(u.uOffsetY).toBe(DESIGNS.rectangle.params.offset_y.min);
    expect(u.uRoundness).toBe(DESIGNS.rectangle.params.roundness.default);
    expect(u.uRotation).toBeCloseTo(Math.PI / 2);
    expect(u.uZags).toBe(0); // not a rectangle parameter
  });
  it('always give every design uniform a finite number, whatever the layer holds', () => {
    const anyValue = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.boolean());
    fc.assert(
      fc.property(fc.constantFrom(...DESIGN_NAMES), fc.dictionary(fc.string(), anyValue), (type, junk) => {
        const params = Object.keys(DESIGNS[type].params);
        const fields = Object.fromEntries(params.map((p, i) => [p, Object.values(junk)[i] ?? NaN]));
        for (const value of Object.values(designUniforms(design(type, fields)))) {
          expect(Number.isFinite(value)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('pattern inputs', () => {
  it('split distance between the two directions by distance_ratio', () => {
    expect(patternUniforms({ distance: 40, distance_ratio: 0 }, 'pattern').uGap).toEqual([40, 40]);
    expect(patternUniforms({ distance: 40, distance_ratio: 100 }, 'pattern').uGap).toEqual([80, 0]);
    expect(patternUniforms({ distance: 40, distance_ratio: -50 }, 'pattern').uGap).toEqual([20, 60]);
  });
  it('take the spec defaults and ranges from LAYER_FIELD_RANGES', () => {
    const u = patternUniforms({ size: 5, offset_x: 9999 }, 'pattern');
    expect(u.uSize).toBe(LAYER_FIELD_RANGES.pattern.size.min);
    expect(u.uOffsetX).toBe(LAYER_FIELD_RANGES.pattern.offset_x.max);
    expect(patternUniforms({}, 'custom_pattern').uSize).toBe(LAYER_FIELD_RANGES.custom_pattern.size.default);
  });
  it('allow only the kind own layout modes', () => {
    expect(patternDefines({ mode: 4, tiling: 2, mirror: true }, [0, 1, 2, 3, 4])).toEqual({
      PATTERN_MODE: 4,
      PATTERN_TILING: 2,
      PATTERN_MIRROR: 1,
    });
    expect(patternDefines({ mode: 4, tiling: 9 }, [0, 1, 2])).toEqual({ PATTERN_MODE: 0, PATTERN_TILING: 0 });
  });
  it('find an uploaded image by URL or stored file name, with a clear message when there is none', () => {
    expect(customPatternUrl('/files/uploads/a.png')).toBe('/files/uploads/a.png');
    expect(customPatternUrl('abc 1.png')).toBe('/files/uploads/abc%201.png');
    expect(() => customPatternUrl('')).toThrow('upload one first');
  });
});

describe('panel inputs', () => {
  it('use the game default cuff width (fm 15) and clamp to the slider range', () => {
    expect(layerNumber({}, 'sleeve_cuffs', 'width', 'fm')).toBe(15);
    expect(layerNumber({}, 'sleeve_cuffs', 'width', 'eafc')).toBe(30);
    expect(layerNumber({ width: 1e9 }, 'side_panels', 'width')).toBe(
      LAYER_FIELD_RANGES.side_panels.width.max,
    );
    expect(layerChoice({ mode: 5 }, 'mode', [0, 1, 2])).toBe(0);
  });
  it('read the sleeve hem and the shoulder outline from the game layout', () => {
    // eafc's sleeves lie across the texture (588 long): region space reads them upright.
    expect(sleeveHemY('eafc', false)).toBe(49);
    // Long sleeves end at the sleeve region's bottom edge, in every game that has sleeves.
    expect(sleeveHemY('eafc', true)).toBe(-294);
    expect(sleeveHemY('pes', true)).toBe(-216);
    expect(sleeveHemY('pes', false)).toBe(36);
    expect(sleeveHemY('fm', true)).toBeLessThan(sleeveHemY('fm', false));
    const line = shoulderLine('eafc', 12);
    expect(line.length).toBe(7);
    // eafc's front: 868 x 884, shoulder points 15.5 % and the neckline's middle 8.9 % down.
    expect(line[0]![0]).toBeCloseTo(-434, 6);
    expect(line[0]![1]).toBeCloseTo(442 - 0.155 * 884, 6);
    expect(line[3]![0]).toBeCloseTo(0, 6);
    expect(line[3]![1]).toBeCloseTo(442 - 0.089 * 884, 6);
    expect(line[6]![0]).toBeCloseTo(434, 6);
    for (let i = 1; i < line.length; i++) expect(line[i]![0]).toBeGreaterThan(line[i - 1]![0]);
    // Every game's front outline fits the shader's 16 points (basketball's tank top has 13).
    for (const game of ['eafc', 'fifa', 'pes', 'fm', 'basketball']) {
      const full = shoulderLine(game, 100);
      expect(full.length).toBeLessThanOrEqual(16);
      expect(full.at(-1)![0]).toBeCloseTo(-full[0]![0], 0);
    }
  });
});

describe('mat surface', () => {
  it('brings a mat layer into the ORM and relief passes as matte, crisp relief', async () => {
    const { roughnessFromShininess } = await import('../../../src/compositor/layer-common');
    const mat = {
      n: 'mat',
      p: 'Carbon',
      hasCustomShininess: false,
      shininess: 40,
      detail3D: { enabled: false },
    };
    const surface = matSurfaceLayer(mat);
    expect(surface.hasCustomShininess).toBe(true);
    expect(roughnessFromShininess(surface.shininess)).toBeCloseTo(0.95, 5);
    expect(surface.detail3D).toMatchObject({ enabled: true, blur: 0 });
    expect(surface.p).toBe('Carbon');
    const design = { n: 'design', shininess: 10 };
    expect(matSurfaceLayer(design)).toBe(design);
  });
});
