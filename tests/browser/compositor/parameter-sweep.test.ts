/**
 * Every numeric parameter the spec lists for a layer kind has a visible effect (issue 3): each is
 * set to its minimum, its maximum and a quarter of its range, the rest at a typical value, on a small
 * whole-area target; a parameter whose renders all give the same pixels is reported. Each switch
 * and choice (blend modes, mirror rules, display flags, modes, placements…) must change the pixels
 * too. Effects on
 * the ORM map only (shininess, metalness) and 3D detail are tested in maps.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DESIGNS, DESIGN_NAMES } from '../../../src/kit/model/designs';
import {
  BLEND_MODES,
  COMMON_LAYER_RANGES,
  CUFF_MODES,
  LAYER_FIELD_CHOICES,
  LAYER_FIELD_RANGES,
  PIPING_ALIGNMENTS,
  TEXT_PLACEMENTS,
  type Param,
  LOGO_RANGES,
  PRINTING_RANGES,
  PRINTING_SHORTS_RANGES,
  PRINT_PREVIEW_RANGES,
  type NumberParam,
} from '../../../src/kit/model/index';
import type { AreaId } from '../../../src/games/index';
import { openCompositorPage } from './setup';

const t = openCompositorPage();

interface Case {
  name: string;
  area: AreaId;
  layer: Record<string, unknown>;
  params: Record<string, NumberParam>;
}

const numeric = (params: Record<string, unknown>): Record<string, NumberParam> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, NumberParam] => {
      const p = entry[1] as Partial<NumberParam>;
      return typeof p.min === 'number' && typeof p.max === 'number';
    }),
  );
const without = <P>(params: Record<string, P>, ...names: string[]): Record<string, P> =>
  Object.fromEntries(Object.entries(params).filter(([k]) => !names.includes(k)));

const COLORS = [
  '#d81e2c',
  '#f5c400',
  '#1b4fa0',
  '#2ca02c',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
];
/**
 * Typical values where the defaults hide a parameter: midpoint stripe widths and gaps fill the
 * whole panel whatever the count, a circle looks the same at every rotation, and flat zig-zags
 * (vertical_size 0, the midpoint) have no teeth to count.
 */
const DESIGN_BASELINE: Partial<Record<keyof typeof DESIGNS, Record<string, unknown>>> = {
  circle: { width_ratio: 50 },
  stripes: { width: 40, distance: 40 },
  stripes_2_colors: { width: 40, distance: 40 },
  stripes_3_colors: { width: 40, distance: 40 },
  stripes_separator: { width: 40, distance: 40 },
  zig_zag: { size: 40, distance: 60, vertical_size: 60 },
};
const design = (type: keyof typeof DESIGNS): Record<string, unknown> => ({
  n: 'design',
  type,
  c: COLORS.slice(0, DESIGNS[type].colors + 1),
  ...Object.fromEntries(Object.entries(DESIGNS[type].params).map(([k, p]) => [k, p.default])),
  ...DESIGN_BASELINE[type],
});

const CASES: Case[] = [
  ...DESIGN_NAMES.map((type) => ({
    name: `design ${type}`,
    area: 'shirt' as const,
    // The outline's width shows only with the outline on.
    layer: { ...design(type), outline: true },
    params: numeric(DESIGNS[type].params),
  })),
  {
    name: 'common (on a rectangle)',
    area: 'shirt',
    layer: design('rectangle'),
    params: without(COMMON_LAYER_RANGES, 'shininess', 'metalness', 'borderWidth'),
  },
  {
    name: 'group (of an off-centre rectangle)',
    area: 'shirt',
    layer: { n: 'group', c: [], layers: [{ ...design('rectangle'), uuid: 'sweep-child', offset: 200 }] },
    params: without(COMMON_LAYER_RANGES, 'shininess', 'metalness', 'borderWidth'),
  },
  {
    name: 'pattern',
    area: 'shirt',
    // A gap between tiles, so distance_ratio has something to share out.
    layer: { n: 'pattern', p: 'Diamond Grid', c: COLORS.slice(0, 2), mode: 0, distance: 100 },
    params: LAYER_FIELD_RANGES.pattern,
  },
  {
    name: 'custom_pattern',
    area: 'shirt',
    layer: { n: 'custom_pattern', l: '/patterns/diamond_grid.png', c: [], mode: 0, distance: 100 },
    params: LAYER_FIELD_RANGES.custom_pattern,
  },
  {
    name: 'text',
    area: 'shirt',
    layer: { n: 'text', text: 'KITS 10', placement: 'front', c: ['#ffffff', '#000000'], border: true },
    params: { ...LAYER_FIELD_RANGES.text, borderWidth: COMMON_LAYER_RANGES.borderWidth },
  },
  {
    name: 'nba_text',
    area: 'shirt',
    layer: { n: 'nba_text', type: 'back_num', text: '23', c: ['#ffffff', '#000000'], border: true },
    params: { ...LAYER_FIELD_RANGES.nba_text, borderWidth: COMMON_LAYER_RANGES.borderWidth },
  },
  {
    name: 'logo',
    area: 'shirt',
    layer: { n: 'logo', l: 'Harbour Shield', placement: 'team', c: [] },
    params: without(LOGO_RANGES.team, 'shininess', 'metalness'),
  },
  {
    name: 'custom_logo',
    area: 'shirt',
    // An emblem without rotational symmetry, so a quarter turn shows.
    layer: { n: 'custom_logo', l: '/logos/anchor_icon.png', c: [] },
    params: LAYER_FIELD_RANGES.custom_logo,
  },
  {
    name: 'sleeve_cuffs (stripes)',
    area: 'shirt',
    layer: { n: 'sleeve_cuffs', mode: 0, c: COLORS, colorCount: 5 },
    params: without(LAYER_FIELD_RANGES.sleeve_cuffs, 'pipingWidth'),
  },
  {
    name: 'sleeve_cuffs (piping)',
    area: 'shirt',
    layer: { n: 'sleeve_cuffs', mode: 2, width: 60, c: COLORS.slice(0, 2) },
    params: { pipingWidth: LAYER_FIELD_RANGES.sleeve_cuffs.pipingWidth },
  },
  {
    name: 'side_panels',
    area: 'shirt',
    layer: { n: 'side_panels', c: COLORS },
    params: LAYER_FIELD_RANGES.side_panels,
  },
  {
    name: 'shoulder_panels',
    area: 'shirt',
    layer: { n: 'shoulder_panels', c: COLORS },
    params: LAYER_FIELD_RANGES.shoulder_panels,
  },
  {
    name: 'mat',
    area: 'shirt',
    // Ribs wider than a texel of the small target, so their direction shows.
    layer: { n: 'mat', p: 'Rib Knit', c: COLORS.slice(0, 1), size: 50 },
    params: LAYER_FIELD_RANGES.mat,
  },
  {
    name: 'signature',
    area: 'shirt',
    layer: { n: 'signature', signature: '/patterns/diamond_grid.png', c: ['#0055ff'] },
    params: LAYER_FIELD_RANGES.signature,
  },
  {
    name: 'printing',
    area: 'shirt',
    layer: {
      n: 'printing',
      name: 'JOHNSON',
      number: 23,
      frontNumber: true,
      border: true,
      c: ['#ffffff', '#000000'],
    },
    params: PRINTING_RANGES,
  },
  {
    name: 'printing_shorts',
    area: 'shorts',
    layer: { n: 'printing_shorts', enabled: true, number: 23, border: true, c: ['#ffffff', '#000000'] },
    params: PRINTING_SHORTS_RANGES,
  },
  {
    name: 'print_preview (shirt)',
    area: 'shirt',
    layer: { n: 'print_preview', hasArc: true, c: ['#ffffff'] },
    params: without(PRINT_PREVIEW_RANGES, 'wNumShorts', 'hNumShorts', 'xNumShorts', 'yNumShorts'),
  },
  {
    name: 'print_preview (shorts)',
    area: 'shorts',
    layer: { n: 'print_preview', c: ['#ffffff'] },
    params: {
      previewNumber: PRINT_PREVIEW_RANGES.previewNumber,
      wNumShorts: PRINT_PREVIEW_RANGES.wNumShorts,
      hNumShorts: PRINT_PREVIEW_RANGES.hNumShorts,
      xNumShorts: PRINT_PREVIEW_RANGES.xNumShorts,
      yNumShorts: PRINT_PREVIEW_RANGES.yNumShorts,
    },
  },
];

/** Switches and choices: each value against the layer as given (its default look). */
interface ChoiceCase {
  name: string;
  area: AreaId;
  layer: Record<string, unknown>;
  /** Drawn under the layer, for settings that act on what is below (blend modes). */
  below?: Record<string, unknown>;
  fields: Record<string, readonly unknown[]>;
}

const bools = (...names: string[]) => Object.fromEntries(names.map((n) => [n, [true, false]]));
const choicesOf = (params: Record<string, unknown>): Record<string, readonly unknown[]> =>
  Object.fromEntries(
    Object.entries(params).flatMap(([k, p]): [string, readonly unknown[]][] => {
      const param = p as Param;
      if (param.kind === 'bool') return [[k, [true, false]]];
      if (param.kind === 'choice') return [[k, param.options]];
      return [];
    }),
  );
const PLACED: string[] = ['rectangle', 'triangle', 'circle'];
/**
 * space_between spaces the stripes inside a group of one colour each: with one stripe per group
 * (stripes; stripes_separator, whose second colour is the separator) there is no inner gap to show.
 */
const SINGLE_STRIPE: string[] = ['stripes', 'stripes_separator'];
/** An asymmetric shape (off centre, turned) so every mirror and copy rule shows. */
const offCentre = {
  ...design('rectangle'),
  width: 120,
  height: 200,
  offset: 200,
  offset_y: 100,
  rotation: 20,
};
/** Not mid-grey: Overlay over 50 % grey gives the layer's own colour, as Normal does. */
const below = { n: 'base', uuid: 'sweep-below', type: 'base', c: ['#3060c0'] };

const DISPLAYS = [
  { front: true, back: true, sleeves: true, sleeves_short: false },
  { front: false, back: true, sleeves: true, sleeves_short: false },
  { front: true, back: false, sleeves: true, sleeves_short: false },
  { front: true, back: true, sleeves: false, sleeves_short: false },
  { front: true, back: true, sleeves: false, sleeves_short: true },
];

const CHOICE_CASES: ChoiceCase[] = [
  ...DESIGN_NAMES.map((type) => ({
    name: `design ${type}`,
    area: 'shirt' as const,
    // Off the centre line, so the mirror rules have something to mirror.
    layer: { ...design(type), ...(PLACED.includes(type) ? { offset: 200 } : {}) },
    fields: without(
      choicesOf(DESIGNS[type].params),
      ...(SINGLE_STRIPE.includes(type) ? ['space_between'] : []),
    ),
  })),
  {
    name: 'common',
    area: 'shirt',
    layer: offCentre,
    below,
    fields: {
      blendMode: BLEND_MODES,
      ...bools('mirror', 'mirror_center', 'mirror_on_back', 'copy_center', 'collar_mapping'),
      display: DISPLAYS,
    },
  },
  {
    name: 'group',
    area: 'shirt',
    layer: { n: 'group', c: [], layers: [{ ...offCentre, uuid: 'sweep-child' }] },
    below,
    fields: {
      blendMode: BLEND_MODES,
      ...bools('mirror', 'mirror_center', 'mirror_on_back', 'copy_center'),
      display: DISPLAYS,
    },
  },
  {
    name: 'pattern',
    area: 'shirt',
    layer: { n: 'pattern', p: 'Diamond Grid', c: COLORS.slice(0, 2), mode: 0, tiling: 0, distance: 100 },
    fields: LAYER_FIELD_CHOICES.pattern,
  },
  {
    name: 'custom_pattern',
    area: 'shirt',
    layer: { n: 'custom_pattern', l: '/patterns/diamond_grid.png', c: [], mode: 0, tiling: 0, distance: 100 },
    fields: LAYER_FIELD_CHOICES.custom_pattern,
  },
  {
    name: 'text',
    area: 'shirt',
    layer: { n: 'text', text: 'KITS 10', placement: 'front', c: ['#ffffff', '#000000'] },
    fields: { placement: TEXT_PLACEMENTS.shirt, ...bools('italic', 'border') },
  },
  {
    name: 'text (shorts)',
    area: 'shorts',
    layer: { n: 'text', text: 'KITS 10', placement: 'front', c: ['#ffffff'] },
    fields: { placement: TEXT_PLACEMENTS.shorts },
  },
  {
    name: 'text (socks)',
    area: 'socks',
    layer: { n: 'text', text: 'KITS 10', placement: 'front', c: ['#ffffff'] },
    fields: { placement: TEXT_PLACEMENTS.socks },
  },
  {
    name: 'nba_text',
    area: 'shirt',
    layer: { n: 'nba_text', type: 'name', text: 'A23', c: ['#ffffff'] },
    fields: { ...LAYER_FIELD_CHOICES.nba_text, ...bools('italic', 'border') },
  },
  {
    name: 'logo',
    area: 'shirt',
    layer: { n: 'logo', l: 'Harbour Shield', placement: 'team', recolor: true, c: COLORS.slice(0, 3) },
    fields: { ...LAYER_FIELD_CHOICES.logo, ...bools('recolor', 'recolorInternal') },
  },
  {
    name: 'sleeve_cuffs',
    area: 'shirt',
    layer: { n: 'sleeve_cuffs', mode: 0, width: 60, colorCount: 2, c: COLORS.slice(0, 2) },
    fields: { mode: CUFF_MODES },
  },
  {
    name: 'sleeve_cuffs (piping)',
    area: 'shirt',
    layer: { n: 'sleeve_cuffs', mode: 2, width: 60, pipingWidth: 20, c: COLORS.slice(0, 2) },
    fields: { pipingAlignment: PIPING_ALIGNMENTS },
  },
  {
    name: 'shoulder_panels',
    area: 'shirt',
    layer: { n: 'shoulder_panels', c: COLORS, extend: false },
    fields: bools('extend'),
  },
  {
    name: 'printing',
    area: 'shirt',
    layer: { n: 'printing', name: 'JOHNSON', number: 23, frontNumber: true, c: ['#ffffff', '#000000'] },
    fields: bools('belowNumber', 'frontNumber', 'border', 'disabled'),
  },
  {
    name: 'printing_shorts',
    area: 'shorts',
    layer: { n: 'printing_shorts', enabled: true, number: 23, side: 'left', c: ['#ffffff', '#000000'] },
    fields: { side: ['left', 'right'], ...bools('enabled', 'border') },
  },
  {
    name: 'print_preview',
    area: 'shirt',
    layer: { n: 'print_preview', hasArc: false, c: ['#ffffff'] },
    fields: bools('hasArc'),
  },
];

/**
 * Renders compared with the first: a number at its default, minimum, maximum and a quarter of its
 * range (rotations -180 and 180 are the same turn, offsets by whole tiles look alike) must not all
 * look the same; each other switch position or choice must look different from the first.
 */
interface Probe {
  labels: string[];
  area: AreaId;
  stacks: Record<string, unknown>[][];
  rule: 'some-differs' | 'each-differs';
}

function probes(): Probe[] {
  const numbers = CASES.flatMap((c) =>
    Object.entries(c.params).map(([param, range]) => ({
      labels: [`${c.name}: ${param}`],
      area: c.area,
      rule: 'some-differs' as const,
      stacks: [range.default, range.min, range.max, range.min + (range.max - range.min) / 4].map((value) => [
        { ...c.layer, uuid: `sweep-${c.name}`, [param]: value },
      ]),
    })),
  );
  const choices = CHOICE_CASES.flatMap((c) =>
    Object.entries(c.fields).map(([field, values]) => {
      // The layer's own value first (the look the others are compared with), else the first option.
      const own = field in c.layer ? c.layer[field] : values[0];
      const all = [own, ...values.filter((v) => JSON.stringify(v) !== JSON.stringify(own))];
      return {
        labels: all.map((v) => `${c.name}: ${field} = ${JSON.stringify(v)}`),
        area: c.area,
        rule: 'each-differs' as const,
        stacks: all.map((value) => [
          ...(c.below ? [c.below] : []),
          { ...c.layer, uuid: `sweep-${c.name}`, [field]: value },
        ]),
      };
    }),
  );
  return [...numbers, ...choices];
}

describe('every layer parameter has a visible effect', () => {
  it('changes the pixels across its range, and with each switch and choice', async () => {
    const list = probes();
    expect(list.length).toBeGreaterThan(150);
    const still = await t.page.evaluate(async (all) => {
      const api = window.compositorTest;
      const handles: Partial<Record<string, number>> = {};
      const sizes: Record<string, [number, number]> = {
        shirt: [128, 128],
        shorts: [128, 64],
        socks: [128, 64],
      };
      const handleFor = (area: string) =>
        (handles[area] ??= api.openArea({
          area: area as never,
          width: sizes[area]![0],
          height: sizes[area]![1],
        }));
      const same = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 2);
      const out: string[] = [];
      for (const probe of all) {
        const handle = handleFor(probe.area);
        const renders: number[][] = [];
        for (const layers of probe.stacks) {
          await api.updateArea(handle, layers as never);
          renders.push(api.readArea(handle).pixels);
        }
        const first = renders[0]!;
        if (probe.rule === 'some-differs') {
          if (renders.every((r) => same(r, first))) out.push(probe.labels[0]!);
        } else {
          renders.forEach((r, i) => {
            if (i > 0 && same(r, first)) out.push(`${probe.labels[i]!} looks like ${probe.labels[0]!}`);
          });
        }
      }
      return out;
    }, list);
    expect(still).toEqual([]);
  });
});
