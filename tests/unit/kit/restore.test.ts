import { describe, expect, it } from 'vitest';
import {
  KIT_MESSAGES,
  restoreKit,
  validateKit,
  type KitContext,
  type Layer,
  type LayerOf,
  type TemplateInfo,
} from '../../../src/kit/index.ts';

/** The rules restoreKit applies to incoming kits (spec document 1, sections 3 to 6). */

function shirt(layers: unknown[], extra: Record<string, unknown> = {}, context?: KitContext) {
  const result = restoreKit(
    { version: 1, game: 'eafc', template: 't', shirt: layers, shorts: [], socks: [], logos: [], ...extra },
    context,
  );
  expect(validateKit(result.kit)).toBeNull();
  return result;
}

function first<K extends Layer['n']>(
  layers: unknown[],
  kind: K,
  extra?: Record<string, unknown>,
  context?: KitContext,
) {
  const { kit, report } = shirt(layers, extra, context);
  const layer = kit.layers.shirt[0];
  expect(layer?.n).toBe(kind);
  return { layer: layer as LayerOf<K>, report, kit };
}

const codes = (report: { changes: { code: string }[] }) => report.changes.map((c) => c.code);

describe('restoreKit input forms', () => {
  it.each([null, undefined, 42, 'not json', '[1,2]', [], true])(
    'makes an empty kit from %j and reports it',
    (input) => {
      const { kit, report } = restoreKit(input);
      expect(validateKit(kit)).toBeNull();
      expect(kit.layers.shirt).toEqual([]);
      expect(codes(report)).toContain('invalid-input');
    },
  );

  it('reads JSON text, saved-kit records (data as text or object) and working kits alike', () => {
    const data = {
      version: 1,
      game: 'pes',
      template: 'Home Kit',
      collar: 1,
      shirt: [{ n: 'graphic', uuid: 'g1', g: 'star' }],
    };
    const fromText = restoreKit(JSON.stringify(data)).kit;
    const fromRecord = restoreKit({
      id: 7,
      name: 'My kit',
      published: true,
      base_id: 3,
      image: 'img.jpg',
      data: JSON.stringify(data),
    }).kit;
    expect(fromText.template).toBe('home_kit');
    expect(fromText.game).toBe('pes');
    expect(fromRecord.layers.shirt).toEqual(fromText.layers.shirt);
    expect(fromRecord).toMatchObject({
      id: 7,
      name: 'My kit',
      published: true,
      baseId: 3,
      saveImage: 'img.jpg',
    });
    expect(restoreKit(fromRecord).kit).toEqual(fromRecord);
  });

  it('never lets __proto__ keys reach a prototype', () => {
    const { kit, report } = restoreKit(
      '{"__proto__":{"polluted":1},"shirt":[{"n":"text","__proto__":{"polluted":1}}]}',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(kit)).toBe(Object.prototype);
    expect(Object.keys(kit.layers.shirt[0]!)).not.toContain('__proto__');
    expect(codes(report)).toContain('truncated');
  });
});

describe('restoreKit values', () => {
  it('clamps every number to its range and reports it', () => {
    const { layer, report } = first(
      [{ n: 'design', type: 'rectangle', width: 1e9, opacity: -5, rotation: 999, hue: -101 }],
      'design',
    );
    expect(layer).toMatchObject({ width: 900, opacity: 0, rotation: 180, hue: -100 });
    expect(codes(report).filter((c) => c === 'clamped')).toHaveLength(4);
  });

  it('uses the default for missing values and the midpoint where the spec names none', () => {
    const { layer } = first([{ n: 'design', type: 'rectangle' }], 'design');
    expect(layer).toMatchObject({
      outline_width: 10,
      width: 100,
      height: 451,
      roundness: 50,
      mirror_back: true,
      offset: 0,
    });
    const zig = first([{ n: 'design', type: 'zig_zag' }], 'design').layer;
    expect(zig).toMatchObject({ zags: 2, mode: 1 });
  });

  it('replaces NaN, Infinity, wrong types and unknown choices by the default', () => {
    const { layer, report } = first(
      [
        {
          n: 'pattern',
          size: 'big',
          rotation: null,
          distance: Infinity,
          mode: 9,
          tiling: '2',
          blendMode: 'Dodge',
          mirror: 'yes',
        },
      ],
      'pattern',
    );
    expect(layer).toMatchObject({
      size: 100,
      rotation: 0,
      distance: 0,
      mode: 0,
      tiling: 2,
      blendMode: 'Normal',
      mirror: false,
    });
    expect(codes(report).filter((c) => c === 'invalid-value').length).toBe(5);
  });

  it('accepts numeric strings and rounds counts to whole numbers', () => {
    const { layer } = first([{ n: 'sleeve_cuffs', width: '40', colorCount: 2.6 }], 'sleeve_cuffs');
    expect(layer.width).toBe(40);
    expect(layer.colorCount).toBe(3);
  });

  it('applies the text, nba text, pattern, cuff and panel ranges of section 5', () => {
    const text = first([{ n: 'text', size: 5, spacing: 2000, arch: -500, x: 150 }], 'text').layer;
    expect(text).toMatchObject({ size: 10, spacing: 1000, arch: -150, x: 100 });
    const nba = first([{ n: 'nba_text', type: 'name', spacing: 100, arch: 150 }], 'nba_text').layer;
    expect(nba).toMatchObject({ spacing: 8, arch: 100 });
    const pattern = first(
      [{ n: 'pattern', size: 5000, distance_ratio: -200, offset_x: 600 }],
      'pattern',
    ).layer;
    expect(pattern).toMatchObject({ size: 800, distance_ratio: -100, offset_x: 500 });
    const cuffs = first(
      [{ n: 'sleeve_cuffs', width: 200, pipingWidth: 120, colorCount: 11 }],
      'sleeve_cuffs',
    ).layer;
    expect(cuffs).toMatchObject({ width: 150, pipingWidth: 120, colorCount: 10 });
    const piping = first([{ n: 'sleeve_cuffs', width: 20, pipingWidth: 50 }], 'sleeve_cuffs').layer;
    expect(piping.pipingWidth).toBe(20);
    const panel = first([{ n: 'shoulder_panels', width: 5, offset: 300 }], 'shoulder_panels').layer;
    expect(panel).toMatchObject({ width: 10, offset: 100 });
    const mat = first([{ n: 'mat', size: 0 }], 'mat').layer;
    expect(mat.size).toBe(1);
    const border = first([{ n: 'text', borderWidth: 9 }], 'text').layer;
    expect(border.borderWidth).toBe(8);
    // A width of 0 would draw no border under `border: true`: the width is 1..8 (document 2 §9).
    expect(first([{ n: 'text', borderWidth: 0 }], 'text').layer.borderWidth).toBe(1);
  });

  it('takes the game defaults: cuffs 30 and piping 8, in fm 15 and 4', () => {
    expect(first([{ n: 'sleeve_cuffs' }], 'sleeve_cuffs').layer).toMatchObject({ width: 30, pipingWidth: 8 });
    const fm = restoreKit({ game: 'fm', shirt: [{ n: 'sleeve_cuffs' }] }).kit.layers.shirt[0];
    expect(fm).toMatchObject({ width: 15, pipingWidth: 4 });
  });

  it('keeps text placements to those of the layer area', () => {
    const { kit } = restoreKit({
      shirt: [{ n: 'text', placement: 'back_collar' }],
      shorts: [{ n: 'text', placement: 'back_collar' }],
    });
    expect((kit.layers.shirt[0] as LayerOf<'text'>).placement).toBe('back_collar');
    expect((kit.layers.shorts[0] as LayerOf<'text'>).placement).toBe('front');
  });

  it('cuts custom names to 30 characters', () => {
    const { layer, report } = first([{ n: 'graphic', cname: 'x'.repeat(40) }], 'graphic');
    expect(layer.cname).toBe('x'.repeat(30));
    expect(codes(report)).toContain('too-long');
  });

  it('normalises colours and sizes colour lists to the layer', () => {
    const two = first(
      [{ n: 'design', type: 'two_color_stripe', c: ['#FFF', 'red', '#00ff00', '#0000ff'] }],
      'design',
    );
    expect(two.layer.c).toEqual(['#ffffff', '#a0a0a0']);
    expect(codes(two.report)).toEqual(expect.arrayContaining(['invalid-color', 'color-count']));
    const bordered = first([{ n: 'text', border: true, c: '##123' }], 'text').layer;
    expect(bordered.c).toEqual(['#112233', '#a0a0a0']);
    const outline = first([{ n: 'design', type: 'circle', outline: true, c: ['#010101'] }], 'design').layer;
    expect(outline.c).toHaveLength(2);
  });
});

describe('restoreKit kit fields', () => {
  const templates = new Map<string, TemplateInfo>([
    ['first_template', { name: 'first_template', collars: 2, long_sleeve: true }],
    ['striped', { name: 'striped', collars: 4, shortStyles: [0, 1], long_sleeve: false }],
  ]);

  it('falls back to the first template and its long sleeve when the template is unknown', () => {
    const { kit, report } = restoreKit({ template: 'Gone Template' }, { templates });
    expect(kit.template).toBe('first_template');
    expect(kit.ls).toBe(true);
    expect(codes(report)).toContain('unknown-template');
  });

  it('keeps collars below the collar count, unknown collars fall back to the first', () => {
    expect(restoreKit({ template: 'striped', collar: 3 }, { templates }).kit.collar).toBe(3);
    const over = restoreKit({ template: 'striped', collar: 4 }, { templates });
    expect(over.kit.collar).toBe(0);
    expect(codes(over.report)).toContain('collar-out-of-range');
    expect(restoreKit({ template: 'striped', collar: 'v-neck' }, { templates }).kit.collar).toBe(0);
    expect(restoreKit({ collar: -1 }).kit.collar).toBe(0);
  });

  it('allows shorts models 0, 2, 3, 4, 6 in fifa and eafc, else the template list, else 0', () => {
    expect(restoreKit({ game: 'fifa', selectedShorts: 6 }).kit.selectedShorts).toBe(6);
    const one = restoreKit({ game: 'eafc', selectedShorts: 1 });
    expect(one.kit.selectedShorts).toBe(0);
    expect(codes(one.report)).toContain('shorts-unsupported');
    expect(
      restoreKit({ game: 'eafc', template: 'striped', selectedShorts: 1 }, { templates }).kit.selectedShorts,
    ).toBe(1);
    expect(restoreKit({ game: 'pes', selectedShorts: 3 }).kit.selectedShorts).toBe(3);
  });

  it('ignores shininess and metalness in pes and fm, and on the armband', () => {
    for (const game of ['pes', 'fm']) {
      const { kit, report } = restoreKit({
        game,
        shininess: 50,
        metalness: 20,
        shirt: [{ n: 'graphic', shininess: 40, metalness: 10 }],
      });
      expect(kit).toMatchObject({ shininess: 0, metalness: 0 });
      expect(kit.layers.shirt[0]).toMatchObject({ shininess: 0, metalness: 0 });
      expect(codes(report)).toContain('shininess-ignored');
    }
    const eafc = restoreKit({
      game: 'eafc',
      shininess: 50,
      metalness: 20,
      shirt: [
        { n: 'armband', shininess: 40 },
        { n: 'graphic', shininess: 40 },
      ],
    }).kit;
    expect(eafc).toMatchObject({ shininess: 50, metalness: 20 });
    expect(eafc.layers.shirt[0]).toMatchObject({ shininess: 0, metalness: 0 });
    expect(eafc.layers.shirt[1]).toMatchObject({ shininess: 40 });
  });

  it('clamps kit shininess -100..100, metalness 0..100, printing and logo ranges', () => {
    const { kit } = restoreKit({
      shininess: 500,
      metalness: -3,
      playerPrinting: {
        number: 1000,
        numberSize: 10,
        nameArch: 200,
        frontNumberPosX: -400,
        color: '#ABCDEF',
      },
      playerPrintingShorts: { size: 300, posY: 101, side: 'middle' },
      hotspots: { previewNumber: 100 },
      logos: [
        { t: 'sponsor_back', position: 40, size: 300 },
        { t: 'sleeve_left', position: 160 },
        { t: 'team', pos: { shorts: { x: 150, y: -150 }, socks: { x: 50, y: 50 } }, saturation: 120 },
      ],
    });
    expect(kit).toMatchObject({ shininess: 100, metalness: 0 });
    expect(kit.playerPrinting).toMatchObject({
      number: 999,
      numberSize: 50,
      nameArch: 150,
      frontNumberPosX: -300,
      c: ['#abcdef'],
    });
    expect(kit.playerPrintingShorts).toMatchObject({ size: 250, posY: 100, side: 'left' });
    expect(kit.hotspots.previewNumber).toBe(99);
    expect(kit.logos[0]).toMatchObject({ position: 25, size: 200 });
    expect(kit.logos[1]).toMatchObject({ position: 150 });
    expect(kit.logos[2]!.pos).toMatchObject({ shorts: { x: 120, y: -100 }, socks: { x: 40, y: 45 } });
    expect(kit.logos[2]!.saturation).toBe(100);
    const pes = restoreKit({ game: 'pes', logos: [{ t: 'sponsor_back', position: 40 }] }).kit;
    expect(pes.logos[0]!.position).toBe(40);
  });

  it('loads a kit of another game as a new kit of the editor game', () => {
    const { kit, report } = restoreKit({ game: 'pes', id: 12, collar: 2 }, { game: 'fifa' });
    expect(kit).toMatchObject({ game: 'fifa', id: null, collar: 0 });
    expect(codes(report)).toContain('game-changed');
  });

  it('keeps fm team fields only in fm', () => {
    expect(restoreKit({ game: 'fm', fm_teamid: 123, fm_kittype: 'away' }).kit).toMatchObject({
      fm_teamid: '123',
      fm_kittype: 'away',
    });
    expect(restoreKit({ game: 'eafc', fm_teamid: '123', fm_kittype: 'away' }).kit).toMatchObject({
      fm_teamid: '',
      fm_kittype: 'home',
    });
  });
});

describe('restoreKit layer stacks', () => {
  it('drops unknown kinds and nested groups, reporting them', () => {
    const { kit, report } = shirt([
      { n: 'hologram' },
      'text',
      { n: 'group', uuid: 'g', layers: [{ n: 'group' }, { n: 'text', uuid: 't' }] },
    ]);
    expect(kit.layers.shirt).toHaveLength(1);
    expect((kit.layers.shirt[0] as LayerOf<'group'>).layers.map((l) => l.uuid)).toEqual(['t']);
    expect(report.dropped.map((d) => d.code)).toEqual(['unknown-kind', 'not-a-layer', 'nested-group']);
  });

  it('gives duplicate ids new ones and clears masks that do not resolve within the area', () => {
    const { kit, report } = restoreKit({
      shirt: [
        { n: 'graphic', uuid: 'a' },
        { n: 'graphic', uuid: 'a', mask: 'a' },
        { n: 'graphic', uuid: 'b', mask: 'b' },
        { n: 'graphic', uuid: 'c', mask: 'elsewhere' },
      ],
      shorts: [{ n: 'graphic', uuid: 'd', mask: 'a' }],
    });
    const [a, a2, b, c] = kit.layers.shirt;
    expect(a!.uuid).toBe('a');
    expect(a2!.uuid).not.toBe('a');
    expect(a2!.mask).toBe('a');
    expect(b!.mask).toBeNull();
    expect(c!.mask).toBeNull();
    expect(kit.layers.shorts[0]!.mask).toBeNull();
    expect(codes(report)).toEqual(expect.arrayContaining(['duplicate-uuid', 'missing-mask']));
  });

  it('keeps each basketball text type once', () => {
    const { kit, report } = restoreKit({
      game: 'basketball',
      shirt: [
        { n: 'nba_text', type: 'name' },
        { n: 'nba_text', type: 'back_num' },
      ],
      shorts: [{ n: 'nba_text', type: 'name' }],
    });
    expect(kit.layers.shirt).toHaveLength(2);
    expect(kit.layers.shorts).toHaveLength(0);
    expect(report.dropped[0]).toMatchObject({ code: 'duplicate-nba-text' });
  });
});

describe('restoreKit premium gates', () => {
  const now = Date.UTC(2026, 5, 1);
  const assets: KitContext['assets'] = (category, name) =>
    (<Record<string, { premium: boolean; date?: string; admin?: boolean }>>{
      'fonts/plus_font': { premium: true },
      'patterns/plus_pattern': { premium: true },
      'graphics/plus_graphic': { premium: true },
      'materials/plus_mat': { premium: true },
      'materials/free_mat': { premium: false },
      'patterns/soon': { premium: false, date: '2026-12-01' },
      'logos/plus_logo': { premium: true },
      'graphics/admin_only': { premium: false, admin: true },
    })[`${category}/${name}`];
  const free = { premium: false, tier: 0, admin: false };
  const plus = { premium: true, tier: 0, admin: false };
  const ultimate = { premium: true, tier: 2, admin: false };

  const premiumKit = {
    shirt: [
      { n: 'text', f: 'plus_font' },
      { n: 'pattern', p: 'plus_pattern' },
      { n: 'graphic', g: 'plus_graphic' },
      { n: 'custom_pattern', l: 'upload_1' },
      { n: 'mat', p: 'free_mat' },
      { n: 'graphic', g: 'free_graphic', detail3D: { enabled: true } },
      { n: 'text', f: 'unknown_font' },
    ],
    customPos: ['shirt'],
    logos: [{ t: 'team', l: 'plus_logo' }],
  };

  it('skips premium assets and features for free users and shows the Plus toast', () => {
    const { kit, report } = restoreKit(premiumKit, { user: free, assets, now });
    expect(kit.layers.shirt.map((l) => l.n)).toEqual(['graphic', 'text']);
    expect(kit.layers.shirt[0]!.detail3D.enabled).toBe(false);
    expect(kit.customPos).toEqual([]);
    expect(kit.logos).toEqual([]);
    expect(report.dropped.map((d) => d.code)).toEqual([
      'premium-asset',
      'premium-asset',
      'premium-asset',
      'premium-feature',
      'premium-feature',
      'premium-asset',
    ]);
    expect(report.dropped[0]).toMatchObject({ kind: 'text', name: 'plus_font' });
    expect(report.toast).toBe(KIT_MESSAGES.premiumContentOnLoad);
    expect(report.toast).toBe('The kit you are trying to load includes Plus-exclusive content.');
  });

  it('lets Plus members keep premium content; mat and early access need a tier above 0', () => {
    const base = restoreKit(
      { ...premiumKit, extra: [{ n: 'pattern', p: 'soon' }] },
      { user: plus, assets, now },
    );
    expect(base.kit.layers.shirt.map((l) => l.n)).toEqual([
      'text',
      'pattern',
      'graphic',
      'custom_pattern',
      'graphic',
      'text',
    ]);
    expect(base.kit.layers.shirt[4]!.detail3D.enabled).toBe(true);
    expect(base.kit.customPos).toEqual(['shirt']);
    expect(base.report.dropped.map((d) => d.code)).toEqual(['tier-feature', 'early-access']);
    expect(base.report.toast).toBe(KIT_MESSAGES.earlyAccessContentOnLoad);
    const top = restoreKit(
      { ...premiumKit, extra: [{ n: 'pattern', p: 'soon' }] },
      { user: ultimate, assets, now },
    );
    expect(top.report.dropped).toEqual([]);
    expect(top.report.toast).toBeNull();
    const later = restoreKit(
      { shirt: [{ n: 'pattern', p: 'soon' }] },
      { user: plus, assets, now: Date.UTC(2027, 0, 1) },
    );
    expect(later.kit.layers.shirt).toHaveLength(1);
  });

  it('never loads mat effects in fm, whatever the tier', () => {
    const { kit, report } = restoreKit({ game: 'fm', shirt: [{ n: 'mat' }] }, { user: ultimate });
    expect(kit.layers.shirt).toEqual([]);
    expect(report.dropped[0]!.code).toBe('not-in-game');
    expect(report.toast).toBeNull();
  });

  it('keeps admin assets for admins only', () => {
    const kit = { shirt: [{ n: 'graphic', g: 'admin_only' }] };
    expect(restoreKit(kit, { user: ultimate, assets, now }).report.dropped[0]!.code).toBe('admin-asset');
    expect(restoreKit(kit, { user: { ...free, admin: true }, assets, now }).kit.layers.shirt).toHaveLength(1);
  });

  it('gates nothing without a user, and keeps unknown assets', () => {
    const { kit, report } = restoreKit(premiumKit, { assets, now });
    expect(kit.layers.shirt).toHaveLength(7);
    expect(report.toast).toBeNull();
  });
});
