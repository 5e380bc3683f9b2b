/**
 * Turns a document layer into a PassStep: its kind's defines and uniforms plus the host's
 * common uniforms. A kind that throws on odd data makes that layer skip, never the composite.
 */
import type * as THREE from 'three';
import { canvasOf, gameLayout, type AreaId } from '../games/index.ts';
import { footprintCells } from './dirty-rect.ts';
import type { LayerUniforms, PassContext } from './layers/contract.ts';
import { layerPass } from './layers/registry.ts';
import {
  blendFunction,
  layerColors,
  layerFlags,
  layerBorderPx,
  layerHue,
  layerOpacity,
  layerSaturation,
  metalnessValue,
  regionMask,
  roughnessFromShininess,
  type CommonLayer,
} from './layer-common.ts';
import type { PassOutput, PassStep } from './program.ts';

export interface StepInputs {
  ctx: PassContext;
  area: AreaId;
  /** Textures a layer's kind loaded (by layer uuid or index key), merged into its uniforms. */
  textures: Record<string, THREE.Texture> | undefined;
  /** The coverage of the layer's mask layer, when it has one. */
  mask: THREE.Texture | null;
  /** Evaluate the kind over the whole area, ignoring footprints (tests compare both). */
  wholeArea?: boolean;
}

export function layerStep(layer: CommonLayer, output: PassOutput, inputs: StepInputs): PassStep | null {
  const pass = layerPass(layer.n);
  if (!pass) return null;
  let defines;
  let uniforms: LayerUniforms;
  try {
    defines = pass.defines(layer);
    uniforms = { ...pass.uniforms(layer, inputs.ctx), ...inputs.textures };
  } catch (error) {
    console.warn(`Layer ${layer.uuid ?? ''} (${layer.n}) skipped:`, error);
    return null;
  }
  const { colors, count } = layerColors(layer);
  const border = layerBorderPx(layer, pass.ownBorder);
  // The border reaches `border` region pixels past the kind's boxes, so they grow by as much.
  const boxes = pass.footprint?.(uniforms).map((b) => ({
    ...b,
    box: [b.box[0] - border, b.box[1] - border, b.box[2] + border, b.box[3] + border] as const,
  }));
  const host: LayerUniforms = {
    uColors: Array.from(colors),
    uColorCount: count,
    uOpacity: layerOpacity(layer),
    uHue: layerHue(layer),
    uSaturation: layerSaturation(layer),
    uRegionMask: regionMask(layer, inputs.area),
    uFootprint: footprintCells(
      layer,
      inputs.wholeArea ? undefined : canvasOf(gameLayout(inputs.ctx.game), inputs.area),
      boxes,
    ),
    uFlags: layerFlags(layer),
    uBorder: border,
  };
  if (output === 'orm') {
    host.uRoughness = roughnessFromShininess(layer.shininess ?? 0);
    host.uMetalness = metalnessValue(layer.metalness);
  }
  return { pass, defines, uniforms, host, blend: blendFunction(layer), mask: inputs.mask };
}
