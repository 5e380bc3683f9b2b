/**
 * Where a placed layer sits on a texture: the region, centre, box and turn that its shader draws,
 * so the editor can outline it with handles and turn a pointer's move into the layer's own
 * fields. Read from the same geometry functions as the passes' uniforms (layers/logo.ts,
 * layers/custom_logo.ts): the outline cannot drift from the pixels.
 */
import { gameLayout, REGION_IDS, uprightRect, type AreaId, type RegionLayout } from '../games/index.ts';
import { areaLayers, type CompositorKit } from './kit-areas.ts';
import { regionMask, type CommonLayer } from './layer-common.ts';
import { customLogoGeometry, logoGeometry } from './images/logo-geometry.ts';
import { fontOf, textStyle } from './text/text-style.ts';
import { loadedAtlas } from './text/glyph-pass.ts';
import { readNumber, readString } from './text/fields.ts';
import { layoutRun } from './text/layout.ts';
import { NBA_UNIT_PX, nbaTextLayout } from './text/basketball.ts';
import { placementSpots } from './text/placements.ts';
import { LAYER_FIELD_RANGES } from '../kit/model/index.ts';
import { designBool, designNumber } from './layers/design-params.ts';
import { printingFont, printingLines } from './layers/printing-lines.ts';
import { printingElementOf, type PrintingElement } from '../kit/operations/placement.ts';

/** The layer kinds a player moves, scales and turns on the kit. */
export type PlacedKind = 'logo' | 'custom_logo' | 'text' | 'nba_text' | 'design' | 'printing';

export interface LayerPlacement {
  kind: PlacedKind;
  /** The region it is outlined in (the first it is drawn on, or the one asked for). */
  region: RegionLayout;
  /** Centre in region space: pixels from the region's centre, +y up, seen from outside. */
  centre: [number, number];
  /** Width and height of the box before its turn, region pixels (a logo's is square). */
  box: readonly [number, number];
  /** Degrees, clockwise as seen from outside. */
  rotation: number;
  /**
   * How much the move fields change per region pixel, across and up: 1 for logos (their fields
   * are pixels), a text's x/y are hundredths of the region's half size; negative where the spot
   * mirrors the field (the second sleeve of a mirrored placement).
   */
  perPx: readonly [number, number];
  /** -1 where the spot mirrors the rotation field too. */
  turnSign: 1 | -1;
}

/** The kit's logos are drawn as layers named `<logo uuid>:<area>` (images/kit-logos.ts). */
export const kitLogoLayerId = (logoUuid: string, area: AreaId): string => `${logoUuid}:${area}`;

function regionById(game: string, area: AreaId, id: number): RegionLayout | undefined {
  return gameLayout(game).areas[area]?.regions.find((r) => REGION_IDS[r.name] === id);
}

/**
 * The placement of drawn layer `uuid` (a stack layer's uuid, or a kit logo's drawn id) on `area`,
 * or null when it is not a placed kind or not drawn there. `preferRegion` (a region id, e.g. the
 * one a click landed in) chooses among the regions a custom logo is drawn on.
 */
export function layerPlacement(
  kit: CompositorKit,
  game: string,
  area: AreaId,
  garments: readonly AreaId[],
  uuid: string,
  preferRegion?: number,
): LayerPlacement | null {
  const element = printingElementOf(uuid);
  if (element) {
    const printing = areaLayers(kit, area, garments).find(
      (l) => (l as { uuid?: string }).uuid === element.layer && l.n === 'printing',
    );
    return printing ? printingPlacement(printing, game, area, element.element) : null;
  }
  const layer = areaLayers(kit, area, garments).find((l) => (l as { uuid?: string }).uuid === uuid) as
    (CommonLayer & { uuid: string }) | undefined;
  if (!layer) return null;
  if (layer.n === 'logo') {
    const g = logoGeometry(layer, area, game);
    const region = regionById(game, area, g.region);
    if (!region) return null;
    const { w, h } = uprightRect(region);
    return {
      kind: 'logo',
      region,
      centre: [(g.anchor[0] * w) / 2 + g.offset[0], (g.anchor[1] * h) / 2 + g.offset[1]],
      box: [g.boxPx, g.boxPx],
      rotation: g.rotation,
      perPx: [1, 1],
      turnSign: 1,
    };
  }
  if (layer.n === 'custom_logo') {
    const mask = regionMask(layer, area);
    const regions =
      gameLayout(game).areas[area]?.regions.filter((r) => mask & (1 << REGION_IDS[r.name])) ?? [];
    const region = regions.find((r) => REGION_IDS[r.name] === preferRegion) ?? regions[0];
    if (!region) return null;
    const g = customLogoGeometry(layer);
    return {
      kind: 'custom_logo',
      region,
      centre: g.offset,
      box: [g.boxPx, g.boxPx],
      rotation: g.rotation,
      perPx: [1, 1],
      turnSign: 1,
    };
  }
  if (layer.n === 'text') return textPlacement(layer, game, area, preferRegion);
  if (layer.n === 'nba_text') return nbaTextPlacement(layer, game, area);
  if (layer.n === 'design') return designPlacement(layer, game, area, preferRegion);
  return null;
}

/**
 * A text layer's box at one of its placement's spots, laid out as the text pass lays it out
 * (place-text.ts): the run's width by its capitals' height, centred on the spot's anchor plus
 * the x/y sliders, turned by the rotation and the spot's own turn. Null until the font is loaded.
 */
function textPlacement(
  layer: CommonLayer,
  game: string,
  area: AreaId,
  preferRegion?: number,
): LayerPlacement | null {
  const atlas = loadedAtlas(fontOf(layer));
  if (!atlas) return null;
  const ranges = LAYER_FIELD_RANGES.text;
  const style = textStyle(layer, ranges);
  const spots = placementSpots(area, readString(layer, 'placement', 'front'));
  const spot = spots.find((s) => s.region === preferRegion) ?? spots[0];
  const region = spot ? regionById(game, area, spot.region) : undefined;
  if (!spot || !region) return null;
  const sign = spot.mirror ? -1 : 1;
  const run = layoutRun(atlas, { ...style, rotation: sign * style.rotation });
  if (run.glyphs.length === 0) return null;
  const { w, h } = uprightRect(region);
  const x = readNumber(layer, 'x', ranges.x);
  const y = readNumber(layer, 'y', ranges.y);
  const anchor = [spot.anchor[0] + (sign * x) / 100, spot.anchor[1] + y / 100];
  const height = atlas.capHeight * (style.size / atlas.fontSize) * (style.sizeY / 100);
  return {
    kind: 'text',
    region,
    centre: [(anchor[0]! * w) / 2, (anchor[1]! * h) / 2],
    // A little room round the letters, so the frame does not sit on their edges.
    box: [run.width + height * 0.4, height * 1.4],
    rotation: sign * style.rotation - spot.turn,
    perPx: [(sign * 200) / w, 200 / h],
    turnSign: sign,
  };
}

/**
 * A basketball name or number's box as the nba_text pass draws it (layers/nba_text.ts): its run
 * centred at the type's place, x in NBA units across, y in units growing down (basketball.ts).
 */
function nbaTextPlacement(layer: CommonLayer, game: string, area: AreaId): LayerPlacement | null {
  const atlas = loadedAtlas(fontOf(layer));
  if (!atlas) return null;
  const { style, region: regionId, offsetPx } = nbaTextLayout(layer);
  const region = regionById(game, area, regionId);
  if (!region) return null;
  const run = layoutRun(atlas, style);
  if (run.glyphs.length === 0) return null;
  const height = atlas.capHeight * (style.size / atlas.fontSize) * (style.sizeY / 100);
  return {
    kind: 'nba_text',
    region,
    centre: offsetPx,
    box: [run.width + height * 0.4, height * 1.4],
    rotation: style.rotation,
    perPx: [1 / NBA_UNIT_PX, -1 / NBA_UNIT_PX],
    turnSign: 1,
  };
}

/**
 * How the printing's move fields go per region pixel (across, up): the heights are offsets down
 * (layers/printing.ts), the name's offset is its gap from the number, up above it, down below.
 */
const PRINTING_PER_PX: Readonly<Record<PrintingElement, readonly [number, number]>> = {
  number: [1, -1],
  name: [1, 1],
  frontNumber: [1, -1],
};

/** A printed line's box (the back number, the name or the front number) as the printing pass draws it. */
function printingPlacement(
  layer: CommonLayer,
  game: string,
  area: AreaId,
  element: PrintingElement,
): LayerPlacement | null {
  const atlas = loadedAtlas(printingFont(layer));
  if (!atlas) return null;
  const line = printingLines(atlas, layer, game).find((l) => l.element === element);
  const region = line ? regionById(game, area, line.region) : undefined;
  if (!line || !region) return null;
  const run = layoutRun(atlas, line.style);
  if (run.glyphs.length === 0) return null;
  const height = atlas.capHeight * (line.style.size / atlas.fontSize);
  const below = element === 'name' && (layer as { belowNumber?: unknown }).belowNumber === true;
  const perPx = PRINTING_PER_PX[element];
  return {
    kind: 'printing',
    region,
    centre: line.offsetPx,
    // An arched name rises or falls by up to half its height at its ends: room for it.
    box: [run.width + height * 0.4, height * (element === 'name' ? 1.8 : 1.4)],
    rotation: 0,
    perPx: [perPx[0], below ? -perPx[1] : perPx[1]],
    turnSign: 1,
  };
}

/** The designs drawn as one placed shape (design/placed-shape.glsl). */
const PLACED_SHAPES = new Set(['rectangle', 'triangle', 'circle']);

/**
 * A placed design's box as design/placed-shape.glsl draws it: centred at (offset, -offset_y),
 * turned clockwise by rotation; on the back a shape mirrored to the wearer's side (mirror_back)
 * has its across and its turn mirrored too.
 */
function designPlacement(
  layer: CommonLayer,
  game: string,
  area: AreaId,
  preferRegion?: number,
): LayerPlacement | null {
  const design = layer as CommonLayer & { type: unknown };
  if (typeof design.type !== 'string' || !PLACED_SHAPES.has(design.type)) return null;
  const mask = regionMask(layer, area);
  const regions = gameLayout(game).areas[area]?.regions.filter((r) => mask & (1 << REGION_IDS[r.name])) ?? [];
  const region = regions.find((r) => REGION_IDS[r.name] === preferRegion) ?? regions[0];
  if (!region) return null;
  const number = (name: string) => designNumber(design, name) ?? 0;
  const sign = designBool(design, 'mirror_back') && REGION_IDS[region.name] === REGION_IDS.back ? -1 : 1;
  const width = number('width');
  const ratio = number('width_ratio');
  const box: [number, number] =
    design.type === 'circle'
      ? [2 * width * (1 + Math.max(ratio, 0) / 100), 2 * width * (1 + Math.max(-ratio, 0) / 100)]
      : [width, number('height')];
  return {
    kind: 'design',
    region,
    centre: [sign * number('offset'), -number('offset_y')],
    box,
    rotation: sign * number('rotation'),
    perPx: [sign, -1],
    turnSign: sign,
  };
}
