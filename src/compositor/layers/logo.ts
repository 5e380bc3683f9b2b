/**
 * Logo layer: a catalogue logo in one of the kit's logo slots (spec document 1, sections 2, 3, 5).
 * Logos are channel masks (drawn by scripts/catalogue/logos.ts): with `recolor` off they keep their own colours;
 * `recolor` gives the outer parts (red and green channels) the layer's colours, and
 * `recolorInternal` the internal detail (blue channel) too, so a crest can be matched to the kit
 * while its emblem keeps its identity.
 */
import logoFrag from '../../../shaders/layers/logo.frag';
import { LOGO_RANGES, rangeIn, type Game, type LogoLayer, type LogoSlot } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { entryTexture, findImage, originalColors, rememberColors } from '../images/catalogue.ts';
import { IMAGE_MESSAGES } from '../images/messages.ts';
import { logoSpot } from '../images/logo-slots.ts';
import { gameLayout, hasGameLayout, uprightRect } from '../../games/index.ts';
import { REGION_IDS } from '../../games/regions.ts';
import { channelPalette } from '../images/palette.ts';
import { readBool, readNumber, readString } from '../text/fields.ts';

const DEG = Math.PI / 180;

/** Custom positioning replaces the slot's spot (see src/compositor/images/kit-logos.ts). */
function customAnchor(layer: object): number[] | undefined {
  const a = (layer as { customAnchor?: unknown }).customAnchor;
  return Array.isArray(a) && a.length === 2 && a.every((v) => typeof v === 'number' && Number.isFinite(v))
    ? [Math.min(2, Math.max(-2, a[0] as number)), Math.min(2, Math.max(-2, a[1] as number))]
    : undefined;
}

const slotOf = (layer: object) => readString(layer, 'placement', 'team');
const rangesOf = (slot: string) =>
  Object.hasOwn(LOGO_RANGES, slot) ? LOGO_RANGES[slot as LogoSlot] : LOGO_RANGES.sponsor;

/** The width of a region in the game's layout (region pixels at texture scale 1). */
function regionWidth(game: string, region: number): number | undefined {
  if (!hasGameLayout(game)) return undefined;
  for (const area of Object.values(gameLayout(game).areas))
    for (const r of area.regions) if (REGION_IDS[r.name] === region) return uprightRect(r).w;
  return undefined;
}

/**
 * Side of the square the logo is fitted into, region pixels at texture scale 1 (0 when no slot):
 * the slot's box (scaled to the game's region where the spot keeps its share, `refWidth`), or a
 * share of the region's width where the template sizes its brand logo.
 */
function logoBoxPx(layer: object, area: string, game: string): number {
  const slot = slotOf(layer);
  const size = readNumber(layer, 'size', rangeIn(rangesOf(slot).size, game as Game));
  const spot = logoSpot(area, slot);
  if (!spot) return 0;
  const share = (layer as { regionBox?: unknown }).regionBox;
  const width = typeof share === 'number' && share > 0 ? regionWidth(game, spot.region) : undefined;
  const slotWidth = spot.refWidth ? regionWidth(game, spot.region) : undefined;
  const box =
    width !== undefined
      ? (share as number) * width
      : slotWidth !== undefined
        ? (spot.boxPx * slotWidth) / spot.refWidth!
        : spot.boxPx;
  return (box * size) / 100;
}

/** Where a logo sits: what the shader draws and what the editor's handles outline (on-kit editing). */
export interface LogoGeometry {
  /** Region id the logo is drawn in; -1 when the area has no such slot. */
  region: number;
  /** The slot's spot (or the custom anchor), a fraction of the region's half size. */
  anchor: [number, number];
  /** Offset from the anchor, region pixels, +y up. */
  offset: [number, number];
  /** Side of the square box, region pixels at texture scale 1. */
  boxPx: number;
  /** Degrees, clockwise. */
  rotation: number;
}

export function logoGeometry(layer: object, area: string, game: string): LogoGeometry {
  const slot = slotOf(layer);
  const spot = logoSpot(area, slot);
  const ranges = rangesOf(slot);
  const anchor = customAnchor(layer) ?? (spot ? [...spot.anchor] : [0, 0]);
  return {
    region: spot?.region ?? -1,
    anchor: [anchor[0] ?? 0, anchor[1] ?? 0],
    offset: [
      readNumber(layer, 'position_x', rangeIn(ranges.position_x, game as Game)),
      readNumber(layer, 'position', rangeIn(ranges.position, game as Game)),
    ],
    boxPx: logoBoxPx(layer, area, game),
    rotation: readNumber(layer, 'rotation', ranges.rotation),
  };
}

export const logoPass = defineLayerPass<LogoLayer>({
  kind: 'logo',
  fragment: logoFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const geometry = logoGeometry(layer, ctx.area, ctx.game);
    const original = originalColors('logos', readString(layer, 'l'));
    const own = Array.isArray(layer.c) ? layer.c : [];
    const recolor = readBool(layer, 'recolor');
    const internal = recolor && readBool(layer, 'recolorInternal');
    const palette = recolor
      ? channelPalette([own[0], own[1], internal ? own[2] : undefined], original)
      : channelPalette(original, own);
    return {
      uImage: null,
      // A slot the area does not have draws nothing (no region has id -1).
      uLogoRegion: geometry.region,
      uAnchor: geometry.anchor,
      uOffset: geometry.offset,
      uBoxPx: geometry.boxPx,
      uAngle: geometry.rotation * DEG,
      uPalette: palette,
    };
  },
  textures: async (layer, ctx) => {
    const name = readString(layer, 'l');
    const entry = await findImage('logos', name);
    if (!entry) throw new Error(IMAGE_MESSAGES.unknownImage(name));
    rememberColors('logos', name, entry.colors);
    const texels = logoBoxPx(layer, ctx.area, ctx.game) * ctx.scale;
    return { uImage: await entryTexture('logos', entry, texels, ctx.loadTexture) };
  },
  // The image's square box, turned any way, with its antialiasing (a texel is at most 8 region
  // pixels: coverage.glsl) around the logo's centre in its slot's region.
  footprint: (u) => {
    const region = typeof u.uLogoRegion === 'number' ? u.uLogoRegion : -1;
    const anchor = Array.isArray(u.uAnchor) ? (u.uAnchor as number[]) : [0, 0];
    const [ox = 0, oy = 0] = Array.isArray(u.uOffset) ? (u.uOffset as number[]) : [];
    const reach = (typeof u.uBoxPx === 'number' ? u.uBoxPx : 0) * Math.SQRT1_2 + 8;
    return [
      {
        region,
        anchor: [anchor[0] ?? 0, anchor[1] ?? 0],
        box: [ox - reach, oy - reach, ox + reach, oy + reach],
      },
    ];
  },
  // The size is in the key so the logo is re-rasterised for its drawn size (cached per size bucket).
  textureKey: (layer) => `${readString(layer, 'l')}@${readString(layer, 'size')}`,
  cost: 'heavy',
});
