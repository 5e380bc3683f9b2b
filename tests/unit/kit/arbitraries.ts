import fc from 'fast-check';
import {
  AREAS,
  canGroup,
  defaultKitLogo,
  defaultLayer,
  defaultPlayerPrinting,
  defaultPlayerPrintingShorts,
  defaultPrintPreview,
  DESIGN_NAMES,
  emptyKit,
  expectedColorCount,
  FIFA_SHORT_STYLES,
  FM_KIT_TYPES,
  gameHasRoughness,
  GAMES,
  layerFieldParam,
  LAYER_KINDS,
  LOGO_RANGES,
  LOGO_SLOTS,
  CUSTOM_POSITION_RANGES,
  PRINT_PREVIEW_RANGES,
  PRINTING_RANGES,
  PRINTING_SHORTS_RANGES,
  rangeIn,
  type Area,
  type Game,
  type Kit,
  type KitLogo,
  type Layer,
  type LayerKind,
  type NumberParam,
  type Param,
} from '../../../src/kit/index.ts';

/**
 * fast-check arbitraries for valid in-memory kits and layers: every value inside its range, ids
 * unique, masks resolving, colour counts right. Record fields (name, id, published, base id,
 * images) stay at their defaults: they travel beside saved data, not in it. Shared with the
 * operations and history tests.
 */

/** A stored colour. */
export const arbColor: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0')}`);

/** Kept free of -0: JSON cannot carry it, and a kit never holds it. */
const noNegativeZero = (n: number) => (n === 0 ? 0 : n);

/** A number in a range: mostly integers, sometimes fractions, often the bounds. */
export function arbInRange(min: number, max: number): fc.Arbitrary<number> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
      { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
      { weight: 1, arbitrary: fc.constantFrom(min, max) },
    )
    .map(noNegativeZero);
}

function arbParam(param: Param, game: Game): fc.Arbitrary<unknown> {
  switch (param.kind) {
    case 'number': {
      const { min, max } = rangeIn(param, game);
      return param.integer ? fc.integer({ min, max }) : arbInRange(min, max);
    }
    case 'bool':
      return fc.boolean();
    case 'choice':
      return fc.constantFrom(...param.options);
  }
}

const arbAssetName = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9_]{1,16}$/));
const arbText = fc.string({ maxLength: 24 });

const SPECIAL = new Set(['uuid', 'n', 'type', 'c', 'mask', 'layers']);

export interface LayerArbOptions {
  game: Game;
  area: Area | 'extra';
  /** Kinds to draw from (default: all but group when nested). */
  kinds?: readonly LayerKind[];
}

function subTypes(kind: LayerKind): readonly (string | undefined)[] {
  if (kind === 'design') return DESIGN_NAMES;
  if (kind === 'base') return ['base', 'sleeves', 'collar'];
  if (kind === 'nba_text') return ['front_num', 'back_num', 'name'];
  return [undefined];
}

/** Fixes what depends on other fields: colour count, piping width, shininess rules. */
function settle(layer: Layer, game: Game, colors: string[]): Layer {
  if (layer.n === 'sleeve_cuffs' && layer.pipingWidth > layer.width) layer.pipingWidth = layer.width;
  if (layer.n === 'armband' || !gameHasRoughness(game)) {
    layer.shininess = 0;
    layer.metalness = 0;
  }
  const expected = expectedColorCount(layer);
  const count = expected ?? Math.max(1, Math.min(colors.length, 16));
  layer.c = Array.from({ length: count }, (_, i) => colors[i % Math.max(1, colors.length)] ?? '#123456');
  return layer;
}

function arbLayerOfType(
  kind: LayerKind,
  type: string | undefined,
  options: LayerArbOptions,
): fc.Arbitrary<Layer> {
  const base = defaultLayer(kind, { game: options.game, ...(type === undefined ? {} : { type }) });
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(base)) {
    if (SPECIAL.has(key)) continue;
    const param = layerFieldParam(kind, key, { ...(type === undefined ? {} : { type }), area: options.area });
    if (param) fields[key] = arbParam(param, options.game);
    else if (key === 'display')
      fields[key] = fc.record({
        front: fc.boolean(),
        back: fc.boolean(),
        sleeves: fc.boolean(),
        sleeves_short: fc.boolean(),
      });
    else if (key === 'detail3D')
      fields[key] = fc.record({
        enabled: fc.boolean(),
        strength: arbInRange(0, 100),
        flat: fc.boolean(),
        inverted: fc.boolean(),
        blur: arbInRange(0, 100),
        border: fc.boolean(),
      });
    else if (key === 'preset')
      fields[key] = fc.record({ n: arbAssetName, t: fc.constantFrom('none', 'preset', 'template') });
    else if (key === 'cname') fields[key] = fc.string({ maxLength: 30 });
    else if (key === 'text' || key === 'name') fields[key] = arbText;
    else if (typeof value === 'boolean') fields[key] = fc.boolean();
    else if (typeof value === 'string') fields[key] = arbAssetName;
  }
  // Each field is either left at its default or drawn, so defaults (omitted on save) are common.
  return fc
    .record({
      uuid: fc.uuid(),
      fields: fc.record(fields, { requiredKeys: [] }),
      colors: fc.array(arbColor, { minLength: 1, maxLength: 6 }),
    })
    .map(({ uuid, fields: values, colors }) => {
      const layer = { ...structuredClone(base), uuid } as Record<string, unknown>;
      for (const [key, value] of Object.entries(values)) layer[key] = value;
      return settle(layer as unknown as Layer, options.game, colors);
    });
}

const layerArbCache = new Map<string, fc.Arbitrary<Layer>>();

/** One valid layer (no group unless asked for by `kinds`). */
export function arbLayer(options: LayerArbOptions): fc.Arbitrary<Layer> {
  // Mat effects do not exist in fm.
  const kinds =
    options.kinds ?? LAYER_KINDS.filter((k) => k !== 'group' && !(k === 'mat' && options.game === 'fm'));
  const key = `${options.game}|${options.area}|${kinds.join(',')}`;
  let arb = layerArbCache.get(key);
  if (!arb) {
    // One arbitrary per kind (designs and sub-types share their kind's weight).
    arb = fc.oneof(
      ...kinds.map((kind) => fc.oneof(...subTypes(kind).map((type) => arbLayerOfType(kind, type, options)))),
    );
    layerArbCache.set(key, arb);
  }
  return arb;
}

/** A layer that may be a group of layers. */
export function arbLayerOrGroup(options: LayerArbOptions): fc.Arbitrary<Layer> {
  const group = fc
    .record({
      group: arbLayer({ ...options, kinds: ['group'] as LayerKind[] }),
      children: fc.array(arbLayer(options), { maxLength: 3 }),
    })
    .map(({ group, children }) => {
      if (group.n === 'group')
        // Groups hold only kinds that may go into one (restore lifts the others out).
        group.layers = children.filter(
          (c): c is Exclude<Layer, { n: 'group' }> => c.n !== 'group' && canGroup(c),
        );
      return group;
    });
  return fc.oneof({ weight: 8, arbitrary: arbLayer(options) }, { weight: 1, arbitrary: group });
}

function arbNumbers(ranges: Record<string, NumberParam>, game: Game): fc.Arbitrary<Record<string, number>> {
  const fields: Record<string, fc.Arbitrary<number>> = {};
  for (const [key, param] of Object.entries(ranges)) {
    const { min, max } = rangeIn(param, game);
    fields[key] = param.integer ? fc.integer({ min, max }) : arbInRange(min, max);
  }
  return fc.record(fields);
}

export function arbLogo(slot: (typeof LOGO_SLOTS)[number], game: Game): fc.Arbitrary<KitLogo> {
  const position = (area: Area) =>
    fc.record({
      x: arbInRange(CUSTOM_POSITION_RANGES[area].x.min, CUSTOM_POSITION_RANGES[area].x.max),
      y: arbInRange(CUSTOM_POSITION_RANGES[area].y.min, CUSTOM_POSITION_RANGES[area].y.max),
      display: fc.boolean(),
    });
  const colors = fc.array(arbColor, { minLength: 1, maxLength: 4 });
  return fc
    .record({
      uuid: fc.uuid(),
      l: arbAssetName,
      numbers: arbNumbers(LOGO_RANGES[slot], game),
      c: fc.record({ shirt: colors, shorts: colors, socks: colors }),
      pos: fc.record({ shirt: position('shirt'), shorts: position('shorts'), socks: position('socks') }),
      recolor: fc.boolean(),
      recolorInternal: fc.boolean(),
      disabled: fc.boolean(),
    })
    .map(({ numbers, ...rest }) => {
      const logo: KitLogo = { ...defaultKitLogo(slot, game), ...rest, ...numbers };
      if (!gameHasRoughness(game)) {
        logo.shininess = 0;
        logo.metalness = 0;
      }
      return logo;
    });
}

/** Makes ids unique, resolves some masks, keeps one nba_text per type. */
function settleKit(kit: Kit, maskPicks: number[]): Kit {
  const seen = new Set<string>();
  let counter = 0;
  const unique = (id: string) => {
    let next = id;
    while (seen.has(next)) next = `${id.slice(0, 50)}-${++counter}`;
    seen.add(next);
    return next;
  };
  const nba = new Set<string>();
  let pick = 0;
  for (const area of [...AREAS, 'extra'] as const) {
    kit.layers[area] = kit.layers[area].filter((layer) => {
      const nested = layer.n === 'group' ? layer.layers : [];
      for (const l of [layer, ...nested]) {
        if (l.n === 'nba_text') {
          if (nba.has(l.type)) return false;
          nba.add(l.type);
        }
      }
      return true;
    });
    const flat = kit.layers[area].flatMap((layer) =>
      layer.n === 'group' ? [layer, ...layer.layers] : [layer],
    );
    for (const layer of flat) layer.uuid = unique(layer.uuid);
    for (const layer of flat) {
      const choice = maskPicks[pick++ % Math.max(1, maskPicks.length)] ?? 0;
      const target = flat[choice % Math.max(1, flat.length)];
      layer.mask = choice % 3 === 0 && target && target !== layer ? target.uuid : null;
    }
  }
  for (const logo of kit.logos) logo.uuid = unique(logo.uuid);
  return kit;
}

export interface KitArbOptions {
  games?: readonly Game[];
  maxLayers?: number;
}

/** A valid in-memory kit, record fields at their defaults. */
export function arbKit(options: KitArbOptions = {}): fc.Arbitrary<Kit> {
  const maxLayers = options.maxLayers ?? 3;
  return fc.oneof(...(options.games ?? GAMES).map((game) => kitArbFor(game, maxLayers)));
}

const kitArbCache = new Map<string, fc.Arbitrary<Kit>>();

function kitArbFor(game: Game, maxLayers: number): fc.Arbitrary<Kit> {
  const key = `${game}|${maxLayers}`;
  const cached = kitArbCache.get(key);
  if (cached) return cached;
  const arb = buildKitArb(game, maxLayers);
  kitArbCache.set(key, arb);
  return arb;
}

function buildKitArb(game: Game, maxLayers: number): fc.Arbitrary<Kit> {
  {
    const stack = (area: Area | 'extra') =>
      fc.array(arbLayerOrGroup({ game, area }), { maxLength: maxLayers });
    const shorts =
      game === 'fifa' || game === 'eafc'
        ? fc.constantFrom(...FIFA_SHORT_STYLES)
        : fc.integer({ min: 0, max: 9 });
    const fm = game === 'fm';
    return fc
      .record({
        template: fc.stringMatching(/^[a-z0-9_]{0,20}$/),
        ls: fc.boolean(),
        collar: fc.integer({ min: 0, max: 99 }),
        selectedShorts: shorts,
        shininess: gameHasRoughness(game) ? arbInRange(-100, 100) : fc.constant(0),
        metalness: gameHasRoughness(game) ? arbInRange(0, 100) : fc.constant(0),
        hideTemplateDetails: fc.boolean(),
        isCreateAClub: fc.boolean(),
        fm_teamid: fm ? fc.stringMatching(/^[0-9]{0,8}$/) : fc.constant(''),
        fm_kittype: fm ? fc.constantFrom(...FM_KIT_TYPES) : fc.constant('home' as const),
        customPos: fc.subarray([...AREAS]),
        printing: fc.record({
          numbers: arbNumbers(PRINTING_RANGES, game),
          name: arbText,
          font: arbAssetName,
          belowNumber: fc.boolean(),
          frontNumber: fc.boolean(),
          border: fc.boolean(),
          disabled: fc.boolean(),
          c: fc.array(arbColor, { minLength: 2, maxLength: 2 }),
        }),
        printingShorts: fc.record({
          numbers: arbNumbers(PRINTING_SHORTS_RANGES, game),
          enabled: fc.boolean(),
          side: fc.constantFrom('left' as const, 'right' as const),
          border: fc.boolean(),
          c: fc.array(arbColor, { minLength: 2, maxLength: 2 }),
        }),
        hotspots: fc.record({ numbers: arbNumbers(PRINT_PREVIEW_RANGES, game), hasArc: fc.boolean() }),
        layers: fc.record({
          shirt: stack('shirt'),
          shorts: stack('shorts'),
          socks: stack('socks'),
          extra: stack('extra'),
        }),
        logos: fc.tuple(...LOGO_SLOTS.map((slot) => fc.option(arbLogo(slot, game), { nil: null }))),
        maskPicks: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 }),
      })
      .map((r) => {
        const logos = r.logos.filter((logo): logo is KitLogo => logo !== null);
        const kit = emptyKit(game);
        Object.assign(kit, {
          template: r.template,
          ls: r.ls,
          collar: r.collar,
          selectedShorts: r.selectedShorts,
          shininess: r.shininess,
          metalness: r.metalness,
          hideTemplateDetails: r.hideTemplateDetails,
          isCreateAClub: r.isCreateAClub,
          fm_teamid: r.fm_teamid,
          fm_kittype: r.fm_kittype,
          customPos: r.customPos,
          layers: r.layers,
          logos,
        });
        const { numbers, c, ...printing } = r.printing;
        kit.playerPrinting = {
          ...defaultPlayerPrinting(),
          ...printing,
          ...numbers,
          c: c.slice(0, printing.border ? 2 : 1),
        };
        const shortsPart = r.printingShorts;
        kit.playerPrintingShorts = {
          ...defaultPlayerPrintingShorts(),
          ...shortsPart.numbers,
          enabled: shortsPart.enabled,
          side: shortsPart.side,
          border: shortsPart.border,
          c: shortsPart.c.slice(0, shortsPart.border ? 2 : 1),
        };
        kit.hotspots = { ...defaultPrintPreview(), ...r.hotspots.numbers, hasArc: r.hotspots.hasArc };
        return settleKit(kit, r.maskPicks);
      });
  }
}
