import { describe, expect, it } from 'vitest';
import {
  COMMON_LAYER_RANGES,
  CREATE_A_CLUB_COLORS,
  CUSTOM_POSITION_RANGES,
  DEFAULT_KIT_COLORS,
  defaultLayer,
  DESIGN_NAMES,
  DESIGNS,
  DETAIL_3D_RANGES,
  GAMES,
  LAYER_FIELD_RANGES,
  LAYER_KINDS,
  layerFieldParam,
  LOGO_RANGES,
  newKit,
  PRINTING_RANGES,
  PRINTING_SHORTS_RANGES,
  rangeIn,
  validateKit,
  type Param,
} from '../../../src/kit/index.ts';

const range = (p: { min: number; max: number; default: number }) => [p.min, p.max, p.default];

describe('DESIGNS', () => {
  it('has the 21 base designs with colours and every default inside its range', () => {
    expect(DESIGN_NAMES).toHaveLength(21);
    for (const name of DESIGN_NAMES) {
      const params: Record<string, Param> = DESIGNS[name].params;
      expect(DESIGNS[name].colors).toBeGreaterThanOrEqual(1);
      for (const param of Object.values(params)) {
        if (param.kind === 'number') {
          expect(param.default).toBeGreaterThanOrEqual(param.min);
          expect(param.default).toBeLessThanOrEqual(param.max);
        }
        if (param.kind === 'choice') expect(param.options).toContain(param.default);
      }
    }
  });

  it('holds the spec ranges and defaults', () => {
    const d = DESIGNS;
    expect(range(d.rectangle.params.outline_width)).toEqual([1, 100, 10]);
    expect(range(d.rectangle.params.width)).toEqual([1, 900, 100]);
    expect(range(d.rectangle.params.offset_y)).toEqual([-600, 600, 0]);
    expect(d.rectangle.params.mirror_back.default).toBe(true);
    expect('roundness' in d.triangle.params).toBe(false);
    expect(range(d.circle.params.width_ratio)).toEqual([-100, 100, 0]);
    expect(range(d.single_stripe.params.width)).toEqual([1, 900, 50]);
    expect(range(d.stripe_with_border.params.border_width)).toEqual([1, 150, 76]);
    expect(range(d.stripes.params.width)).toEqual([1, 350, 176]);
    expect(d.stripes.params.mode.options).toEqual([0, 1, 2, 3]);
    expect(range(d.stripes_separator.params.distance_separator)).toEqual([-20, 100, 40]);
    expect(range(d.halftone_gradient_dots.params.el_size)).toEqual([5, 32, 8]);
    expect(d.halftone_gradient_dots.params.shape.options).toEqual([
      'square',
      'diamond',
      'circle',
      'triangle',
    ]);
    expect(range(d.checkers.params.rows)).toEqual([0, 20, 10]);
    expect(range(d.zig_zag.params.zags)).toEqual([0, 100, 2]);
    expect(d.zig_zag.params.mode.default).toBe(1);
    expect(range(d.waves.params.zags)).toEqual([0, 20, 10]);
    expect(d.cross.params.offset_y.default).toBe(-100);
    expect(range(d.cross_2_colors.params.distance)).toEqual([0, 50, 25]);
    expect(range(d.cross_2_colors_v2.params.offset)).toEqual([-400, 400, 0]);
    expect('sides' in d.cross_2_colors.params).toBe(true);
    expect('sides' in d.cross_2_colors_v2.params).toBe(false);
    expect([d.two_color_stripe.colors, d.three_color_stripe.colors, d.stripes_3_colors.colors]).toEqual([
      2, 3, 3,
    ]);
  });
});

describe('field range tables', () => {
  it('hold the slider ranges of section 5', () => {
    expect(range(COMMON_LAYER_RANGES.opacity)).toEqual([0, 100, 100]);
    expect(range(COMMON_LAYER_RANGES.hue)).toEqual([-100, 100, 0]);
    expect(range(COMMON_LAYER_RANGES.shininess)).toEqual([-100, 100, 0]);
    expect(range(COMMON_LAYER_RANGES.metalness)).toEqual([0, 100, 0]);
    expect(range(COMMON_LAYER_RANGES.borderWidth)).toEqual([1, 8, 1]);
    expect(range(DETAIL_3D_RANGES.strength)).toEqual([0, 100, 25]);
    expect(range(DETAIL_3D_RANGES.blur)).toEqual([0, 100, 25]);
    const r = LAYER_FIELD_RANGES;
    expect(range(r.text.size)).toEqual([10, 300, 100]);
    expect([r.text.spacing.min, r.text.spacing.max, r.nba_text.spacing.min, r.nba_text.spacing.max]).toEqual([
      -50, 1000, -4, 8,
    ]);
    expect([r.text.arch.min, r.nba_text.arch.max]).toEqual([-150, 100]);
    expect(range(r.pattern.size)).toEqual([10, 800, 100]);
    expect([r.pattern.distance.max, r.pattern.distance_ratio.min, r.pattern.offset_x.min]).toEqual([
      800, -100, -500,
    ]);
    expect([r.mat.size.min, r.mat.size.max]).toEqual([1, 50]);
    expect(rangeIn(r.sleeve_cuffs.width, 'eafc')).toEqual({ min: 1, max: 150, default: 30 });
    expect(rangeIn(r.sleeve_cuffs.width, 'fm').default).toBe(15);
    expect([
      rangeIn(r.sleeve_cuffs.pipingWidth, 'eafc').default,
      rangeIn(r.sleeve_cuffs.pipingWidth, 'fm').default,
    ]).toEqual([8, 4]);
    expect([r.sleeve_cuffs.colorCount.min, r.sleeve_cuffs.colorCount.max]).toEqual([1, 10]);
    expect(range(r.side_panels.width)).toEqual([10, 200, 50]);
    expect(range(r.shoulder_panels.offset)).toEqual([-100, 100, 0]);
    expect([
      r.custom_logo.size.min,
      r.custom_logo.size.max,
      r.custom_logo.position.min,
      r.custom_logo.position.max,
    ]).toEqual([1, 800, -200, 300]);
  });

  it('hold the logo, custom position and printing ranges', () => {
    expect([LOGO_RANGES.brand.size.min, LOGO_RANGES.brand.size.max]).toEqual([25, 300]);
    expect(rangeIn(LOGO_RANGES.sponsor_back.position, 'fifa')).toMatchObject({ min: -60, max: 25 });
    expect(rangeIn(LOGO_RANGES.sponsor_back.position, 'pes')).toMatchObject({ min: -60, max: 40 });
    expect([LOGO_RANGES.sleeve_left.position.min, LOGO_RANGES.sleeve_left.position.max]).toEqual([-200, 150]);
    expect(CUSTOM_POSITION_RANGES.shorts.x).toMatchObject({ min: -50, max: 120 });
    expect(CUSTOM_POSITION_RANGES.socks.y).toMatchObject({ min: -20, max: 45 });
    expect([PRINTING_RANGES.number.min, PRINTING_RANGES.number.max]).toEqual([0, 999]);
    expect([PRINTING_RANGES.offset.min, PRINTING_RANGES.offset.max]).toEqual([-100, 200]);
    expect([PRINTING_RANGES.frontNumberSize.max, PRINTING_RANGES.frontNumberPosX.min]).toEqual([250, -300]);
    expect([PRINTING_SHORTS_RANGES.size.min, PRINTING_SHORTS_RANGES.size.max]).toEqual([50, 250]);
  });

  it('give every number, choice and flag of every layer kind a rule restore can apply', () => {
    for (const kind of LAYER_KINDS) {
      const types = kind === 'design' ? DESIGN_NAMES : [undefined];
      for (const type of types) {
        const layer = defaultLayer(kind, { game: 'eafc', ...(type === undefined ? {} : { type }) });
        for (const [key, value] of Object.entries(layer)) {
          if (typeof value !== 'number') continue;
          const param = layerFieldParam(kind, key, type === undefined ? {} : { type });
          expect(param, `${kind}.${type ?? ''}.${key}`).toBeDefined();
        }
      }
    }
  });
});

describe('defaults and newKit', () => {
  it('uses the section 9 colours', () => {
    expect(DEFAULT_KIT_COLORS).toMatchObject({
      main: '#000000',
      sleeves: '#505050',
      accents: ['#ffffff', '#a0a0a0'],
      logos: ['#ffffff', '#bfbfbf'],
    });
    expect(CREATE_A_CLUB_COLORS).toMatchObject({
      main: '#ff0000',
      sleeves: '#ff0000',
      accents: ['#00ff00', '#0000ff'],
    });
  });

  it('makes valid kits for every game, with base, sleeves and template layers in the default colours', () => {
    for (const game of GAMES) {
      const kit = newKit(game, 'Some Template');
      expect(validateKit(kit)).toBeNull();
      expect(kit.template).toBe('some_template');
      expect(kit.layers.shirt.map((l) => l.c)).toEqual([['#000000'], ['#505050'], ['#ffffff', '#a0a0a0']]);
      expect(kit.layers.socks.length).toBe(game === 'basketball' ? 0 : 2);
    }
    const club = newKit('eafc', undefined, { createAClub: true });
    expect(club.isCreateAClub).toBe(true);
    expect(club.layers.shorts.map((l) => l.c)).toEqual([['#ff0000'], ['#00ff00', '#0000ff']]);
  });

  it('gives basketball texts their printing defaults', () => {
    const text = (type: string) => defaultLayer('nba_text', { game: 'basketball', type });
    expect(text('front_num')).toMatchObject({ y: 19, font_type: 1 });
    expect(text('back_num')).toMatchObject({ y: -5, size: 165 });
    expect(text('name')).toMatchObject({ y: -62, size: 45, arch: 50, font_type: 0 });
  });

  it('gives layers opacity 100, size 100, border width 1 and 3D detail 25/25', () => {
    const layer = defaultLayer('pattern', { game: 'eafc' });
    expect(layer).toMatchObject({
      opacity: 100,
      size: 100,
      borderWidth: 1,
      detail3D: { strength: 25, blur: 25 },
    });
  });
});
