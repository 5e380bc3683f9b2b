/**
 * Template layer (document 1 §3 "Template", "template layer"): the kit template's own artwork for
 * an area, recoloured by the layer's colours. The template's body and sleeve masks mark the
 * template's panels (black) against the body that keeps the colours below (white); the chosen
 * collar's UV mask shapes the collar; the finish overlays (seams, stitching, light and shade) are
 * composited on top unless the kit hides template details. The fold normals are loaded here too
 * and read by area-detail.ts for the normal map.
 *
 * Which template, collar and sleeve length apply are kit-level values: `withKitTemplate` copies
 * them onto the template layers where the kit's layers are prepared, so a template change is a
 * change of the layer like any other (it reloads the images and redraws that layer).
 */
import type * as THREE from 'three';
import templateFrag from '../../../shaders/layers/template.frag';
import { gameLayout } from '../../games/index.ts';
import { solidTexture } from '../targets.ts';
import { defineLayerPass } from './contract.ts';
import { findTemplate, loadTemplateImages, templateImages, type TemplateTexture } from './template-assets.ts';
import { findKindImage } from './pattern-tiles.ts';
import type { TemplateLayer } from './template-values.ts';
import {
  collarAssets,
  garmentMasks,
  type CollarAssetFields,
  type CollarAssetLookup,
} from '../../kit/operations/collar.ts';

/**
 * The collar catalogue's masks for `name` in the game's layout. A collar the catalogue does not know keeps the
 * template's masks: the custom_collar layer itself reports the unknown name.
 */
async function collarAssetLookup(name: string | undefined, game: string): Promise<CollarAssetLookup> {
  if (name === undefined) return () => undefined;
  const entry = await findKindImage('collars', name).catch(() => undefined);
  const assets = collarAssets(entry as CollarAssetFields | undefined, game);
  return () => assets;
}

/**
 * What each texture samples until (or unless) the template's images load: a white mask (no
 * panels), no collar shape, a neutral grey finish and flat normals (#7f7fff), so a template
 * whose images fail draws the garment's own colours, never a black shirt.
 */
const FALLBACK: Record<TemplateTexture, THREE.Texture> = {
  uMaskFront: solidTexture([255, 255, 255, 255]),
  uMaskBack: solidTexture([255, 255, 255, 255]),
  uMaskSleeves: solidTexture([255, 255, 255, 255]),
  uCollarUv: solidTexture([0, 0, 0, 255]),
  uFinishFront: solidTexture([128, 128, 128, 255]),
  uFinishBack: solidTexture([128, 128, 128, 255]),
  uFoldNormals: solidTexture([127, 127, 255, 255]),
};

/** Region-space y of the short sleeve's hem in the game's layout (0 when it has no sleeves). */
function shortSleeveY(game: string): number {
  const regions = gameLayout(game).areas.shirt?.regions ?? [];
  return regions.find((r) => r.name === 'sleeve_left')?.shortSleeveY ?? 0;
}

export const templatePass = defineLayerPass<TemplateLayer>({
  kind: 'template',
  fragment: templateFrag,
  defines: (layer) => ({ TEMPLATE_CUSTOM_COLLAR: layer.customCollar === undefined ? undefined : 1 }),
  uniforms: (layer, ctx) => ({
    ...FALLBACK,
    uShortSleeveY: shortSleeveY(ctx.game),
    uLongSleeve: layer.kitLongSleeve === true ? 1 : 0,
    uDetails: layer.hideTemplateDetails === true ? 0 : 1,
  }),
  textures: async (layer, ctx) => {
    const template = await findTemplate(layer.kitTemplate ?? '', ctx.game);
    const masks = garmentMasks(
      layer.customCollar,
      template,
      await collarAssetLookup(layer.customCollar, ctx.game),
    );
    const images = templateImages(template, ctx.area, layer.kitCollar ?? 0, masks);
    return loadTemplateImages(images, ctx.loadTexture);
  },
  textureKey: (layer) =>
    JSON.stringify([layer.kitTemplate ?? '', layer.kitCollar ?? 0, layer.customCollar ?? '']),
  // Renamed per layer: on single-canvas games (pes, fm) the shirt's, shorts' and socks' template
  // layers share one canvas and can merge into one pass.
  helpers: ['templateSample', 'regionSpan'],
  cost: 'heavy',
});
