/**
 * Logo layer: a catalogue logo in one of the kit's logo slots (spec document 1, sections 2, 3, 5).
 * Logos are channel masks (drawn by scripts/catalogue/logos.ts): with `recolor` off they keep their own colours;
 * `recolor` gives the outer parts (red and green channels) the layer's colours, and
 * `recolorInternal` the internal detail (blue channel) too, so a crest can be matched to the kit
 * while its emblem keeps its identity.
 */
import logoFrag from '../../../shaders/layers/logo.frag';
import type { LogoLayer } from '../../kit/model/index.ts';
import { logoGeometry } from '../images/logo-geometry.ts';
import { defineLayerPass } from './contract.ts';
import { fillColors } from '../layer-common.ts';
import { entryTexture, findImage, originalColors, rememberColors } from '../images/catalogue.ts';
import { IMAGE_MESSAGES } from '../images/messages.ts';
import { channelPalette } from '../images/palette.ts';
import { readBool, readString } from '../text/fields.ts';

const DEG = Math.PI / 180;

export const logoPass = defineLayerPass<LogoLayer>({
  kind: 'logo',
  fragment: logoFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const geometry = logoGeometry(layer, ctx.area, ctx.game);
    const original = originalColors('logos', readString(layer, 'l'));
    const own = fillColors(layer);
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
    const texels = logoGeometry(layer, ctx.area, ctx.game).boxPx * ctx.scale;
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
