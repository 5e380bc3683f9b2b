/**
 * Signature layer (spec document 1, section 3): the user's signature image (User.signature, merged
 * into the layer as `signature` by the kit feeder, or an image URL in `l`) placed like text:
 * x/y -100..100 as a fraction of the region's half size, size 10..300 % of a 300 px box, rotation
 * clockwise. Drawn in every region; the display flags choose the panels.
 */
import signatureFrag from '../../../shaders/layers/signature.frag';
import { LAYER_FIELD_RANGES, type SignatureLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { readNumber, readString } from '../text/fields.ts';
import { IMAGE_MESSAGES } from '../images/messages.ts';

/** A signature across the chest or under the number: about a third of a shirt panel wide. */
export const SIGNATURE_BOX_PX = 300;
const DEG = Math.PI / 180;

const imageOf = (layer: object) => readString(layer, 'signature') || readString(layer, 'l');

export const signaturePass = defineLayerPass<SignatureLayer & { signature?: string; l?: string }>({
  kind: 'signature',
  fragment: signatureFrag,
  defines: () => ({}),
  uniforms: (layer) => {
    const r = LAYER_FIELD_RANGES.signature;
    return {
      uImage: null,
      uAnchor: [readNumber(layer, 'x', r.x) / 100, readNumber(layer, 'y', r.y) / 100],
      uBoxPx: (SIGNATURE_BOX_PX * readNumber(layer, 'size', r.size)) / 100,
      uAngle: readNumber(layer, 'rotation', r.rotation) * DEG,
    };
  },
  textures: async (layer, ctx) => {
    const url = imageOf(layer);
    if (!url) throw new Error(IMAGE_MESSAGES.unknownImage('signature'));
    return { uImage: await ctx.loadTexture(url) };
  },
  textureKey: imageOf,
  cost: 'heavy',
});
