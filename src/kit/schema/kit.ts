import { z } from 'zod';
import { AREAS, FM_KIT_TYPES, GAMES, LOGO_SLOTS } from '../model/basics.ts';
import {
  CUSTOM_POSITION_RANGES,
  KIT_RANGES,
  LOGO_RANGES,
  MAX_TEXT_LENGTH,
  PRINT_PREVIEW_RANGES,
  PRINTING_RANGES,
  PRINTING_SHORTS_RANGES,
} from '../model/field-ranges.ts';
import { KIT_FORMAT_VERSION, PRINTING_SIDES, type Kit } from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import type { NumberParam } from '../model/ranges.ts';
import { rangeIn } from '../model/ranges.ts';
import { expectedColorCount, MAX_LAYER_COLORS } from '../rules/colors.ts';
import { gameHasRoughness } from '../rules/edits.ts';
import { layerFieldCap, layerFieldParam } from '../model/field-params.ts';
import { colorSchema, lazySchema, numberSchema } from './common.ts';
import { layerSchema } from './layer.ts';

/**
 * The runtime schema of a whole in-memory kit, plus the invariants a schema cannot say alone
 * (ids unique, masks resolve, per-game ranges, colour counts). validateKit is what restore checks
 * its own output with and what the tests hold every restored kit to.
 */

const numbers = <T extends Record<string, NumberParam>>(ranges: T) =>
  Object.fromEntries(Object.entries(ranges).map(([key, param]) => [key, numberSchema(param)])) as {
    [K in keyof T]: z.ZodNumber;
  };

const colorList = () => z.array(colorSchema).max(MAX_LAYER_COLORS);

function positionSchema(area: (typeof AREAS)[number]) {
  return z.strictObject({
    x: numberSchema(CUSTOM_POSITION_RANGES[area].x),
    y: numberSchema(CUSTOM_POSITION_RANGES[area].y),
    display: z.boolean(),
  });
}

function logoSchema() {
  const colors = colorList();
  return z.strictObject({
    uuid: z.string().min(1).max(64),
    t: z.enum(LOGO_SLOTS),
    l: z.string().max(MAX_TEXT_LENGTH),
    c: z.strictObject({ shirt: colors, shorts: colors, socks: colors }),
    pos: z.strictObject({
      shirt: positionSchema('shirt'),
      shorts: positionSchema('shorts'),
      socks: positionSchema('socks'),
    }),
    recolor: z.boolean(),
    recolorInternal: z.boolean(),
    // Per-slot bounds are checked in validateKit; here the widest over slots.
    size: z.number().min(1).max(800),
    position: z.number().min(-200).max(300),
    position_x: z.number().min(-200).max(200),
    rotation: z.number().min(-180).max(180),
    saturation: z.number().min(0).max(100),
    shininess: z.number().min(-100).max(100),
    metalness: z.number().min(0).max(100),
    disabled: z.boolean(),
  });
}

export const kitSchema = lazySchema('kit', () => {
  const colors = colorList();
  return z.strictObject({
    version: z.literal(KIT_FORMAT_VERSION),
    game: z.enum(GAMES),
    name: z.string().max(MAX_TEXT_LENGTH),
    published: z.boolean(),
    id: z.number().int().positive().nullable(),
    baseId: z.number().int().positive().nullable(),
    baseKey: z.string().max(MAX_TEXT_LENGTH),
    saveImage: z.string().max(4096),
    saveName: z.string().max(MAX_TEXT_LENGTH),
    template: z.string().max(MAX_TEXT_LENGTH),
    ls: z.boolean(),
    collar: z.number().int().min(0),
    selectedShorts: z.number().int().min(0),
    shininess: numberSchema(KIT_RANGES.shininess),
    metalness: numberSchema(KIT_RANGES.metalness),
    hideTemplateDetails: z.boolean(),
    isCreateAClub: z.boolean(),
    fm_teamid: z.string().max(64),
    fm_kittype: z.enum(FM_KIT_TYPES),
    customPos: z.array(z.enum(AREAS)).max(AREAS.length),
    playerPrinting: z.strictObject({
      ...numbers(PRINTING_RANGES),
      name: z.string().max(MAX_TEXT_LENGTH),
      belowNumber: z.boolean(),
      frontNumber: z.boolean(),
      font: z.string().max(MAX_TEXT_LENGTH),
      c: colors,
      border: z.boolean(),
      disabled: z.boolean(),
    }),
    playerPrintingShorts: z.strictObject({
      ...numbers(PRINTING_SHORTS_RANGES),
      enabled: z.boolean(),
      side: z.enum(PRINTING_SIDES),
      c: colors,
      border: z.boolean(),
    }),
    hotspots: z.strictObject({ ...numbers(PRINT_PREVIEW_RANGES), hasArc: z.boolean() }),
    layers: z.strictObject({
      shirt: z.array(layerSchema('shirt')),
      shorts: z.array(layerSchema('shorts')),
      socks: z.array(layerSchema('socks')),
      extra: z.array(layerSchema('extra')),
    }),
    logos: z.array(logoSchema()).max(LOGO_SLOTS.length),
  });
});

export interface KitProblem {
  path: string;
  message: string;
}

function inRange(value: number, param: NumberParam, kit: Kit): boolean {
  const { min, max } = rangeIn(param, kit.game);
  return value >= min && value <= max;
}

function layerProblem(layer: Layer, path: string, kit: Kit): KitProblem | null {
  const expected = expectedColorCount(layer);
  if (expected !== null && layer.c.length !== expected)
    return { path: `${path}.c`, message: `needs ${expected} colours` };
  if (expected === null && layer.c.length === 0) return { path: `${path}.c`, message: 'needs a colour' };
  const type = 'type' in layer ? layer.type : undefined;
  for (const [key, value] of Object.entries(layer)) {
    if (typeof value !== 'number') continue;
    const param = layerFieldParam(layer.n, key, type === undefined ? {} : { type });
    if (param?.kind === 'number' && !inRange(value, param, kit))
      return { path: `${path}.${key}`, message: 'out of range' };
  }
  if (layer.n === 'mat' && kit.game === 'fm') return { path, message: 'no mat in fm' };
  const pipingCap = layerFieldCap(layer, 'pipingWidth');
  if (layer.n === 'sleeve_cuffs' && pipingCap !== undefined && layer.pipingWidth > pipingCap)
    return { path, message: 'piping wider than cuff' };
  if (
    (layer.n === 'armband' || !gameHasRoughness(kit.game)) &&
    (layer.shininess !== 0 || layer.metalness !== 0)
  ) {
    return { path, message: 'shininess must be 0' };
  }
  return null;
}

/** Null when `kit` is a valid in-memory kit, else the first problem found. */
export function validateKit(kit: unknown): KitProblem | null {
  const parsed = kitSchema.safeParse(kit);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { path: issue?.path.join('.') ?? '', message: issue?.message ?? 'invalid' };
  }
  const valid = kit as Kit;
  if (!gameHasRoughness(valid.game) && (valid.shininess !== 0 || valid.metalness !== 0)) {
    return { path: 'shininess', message: 'shininess must be 0' };
  }
  const ids = new Set<string>();
  const nbaTypes = new Set<string>();
  for (const area of [...AREAS, 'extra'] as const) {
    const stack = valid.layers[area];
    const flat = stack.flatMap((layer) => (layer.n === 'group' ? [layer, ...layer.layers] : [layer]));
    const areaIds = new Set(flat.map((layer) => layer.uuid));
    for (const [i, layer] of flat.entries()) {
      const path = `layers.${area}.${i}`;
      if (ids.has(layer.uuid)) return { path, message: 'duplicate uuid' };
      ids.add(layer.uuid);
      if (layer.mask !== null && (layer.mask === layer.uuid || !areaIds.has(layer.mask))) {
        return { path: `${path}.mask`, message: 'mask not in area' };
      }
      if (layer.n === 'nba_text') {
        if (nbaTypes.has(layer.type)) return { path, message: 'nba text type twice' };
        nbaTypes.add(layer.type);
      }
      const problem = layerProblem(layer, path, valid);
      if (problem) return problem;
    }
  }
  const slots = new Set<string>();
  for (const [i, logo] of valid.logos.entries()) {
    if (slots.has(logo.t)) return { path: `logos.${i}`, message: 'slot twice' };
    slots.add(logo.t);
    if (ids.has(logo.uuid)) return { path: `logos.${i}.uuid`, message: 'duplicate uuid' };
    ids.add(logo.uuid);
    const ranges: Record<string, NumberParam> = LOGO_RANGES[logo.t];
    for (const [key, param] of Object.entries(ranges)) {
      const value = (logo as unknown as Record<string, number>)[key]!;
      if (!inRange(value, param, valid)) return { path: `logos.${i}.${key}`, message: 'out of range' };
    }
  }
  return null;
}
