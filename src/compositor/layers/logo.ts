/**
 * Logo layer: a catalogue logo in one of the kit's logo slots (spec document 1, sections 2, 3, 5).
 * Logos are channel masks (scripts/make-logos.ts): with `recolor` off they keep their own colours;
 * `recolor` gives the outer parts (red and green channels) the layer's colours, and
 * `recolorInternal` the internal detail (blue channel) too, so a crest can be matched to the kit
 * while its emblem keeps its identity.
 */
import logoFrag from '../../../shaders/layers/logo.frag';
import { LOGO_RANGES, rangeIn, type Game, type LogoLayer, type LogoSlot } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { findImage, imageUrl, originalColors, rememberColors } from '../images/catalogue.ts';
import { IMAGE_MESSAGES } from '../images/messages.ts';
import { logoSpot } from '../images/logo-slots.ts';
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

export const logoPass = defineLayerPass<LogoLayer>({
  kind: 'logo',
  fragment: logoFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const slot = readString(layer, 'placement', 'team');
    const spot = logoSpot(ctx.area, slot);
    const ranges = Object.hasOwn(LOGO_RANGES, slot) ? LOGO_RANGES[slot as LogoSlot] : LOGO_RANGES.sponsor;
    const game = ctx.game as Game;
    const size = readNumber(layer, 'size', rangeIn(ranges.size, game));
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
      uLogoRegion: spot?.region ?? -1,
      uAnchor: customAnchor(layer) ?? (spot ? [...spot.anchor] : [0, 0]),
      uOffset: [
        readNumber(layer, 'position_x', rangeIn(ranges.position_x, game)),
        readNumber(layer, 'position', rangeIn(ranges.position, game)),
      ],
      uBoxPx: ((spot?.boxPx ?? 0) * size) / 100,
      uAngle: readNumber(layer, 'rotation', ranges.rotation) * DEG,
      uPalette: palette,
    };
  },
  textures: async (layer, ctx) => {
    const name = readString(layer, 'l');
    const entry = await findImage('logos', name);
    if (!entry) throw new Error(IMAGE_MESSAGES.unknownImage(name));
    rememberColors('logos', name, entry.colors);
    return { uImage: await ctx.loadTexture(imageUrl('logos', entry)) };
  },
  textureKey: (layer) => readString(layer, 'l'),
  cost: 'heavy',
});
