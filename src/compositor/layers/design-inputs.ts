/**
 * The design kind's inputs: #defines for the design and its structural choices, uniforms for its
 * numbers, both read from the layer through the DESIGNS table (design-params.ts). Kept apart from
 * design.ts, which imports the shader, so they can be unit tested without a GLSL loader.
 */
import { isDesignName } from '../../kit/model/designs.ts';
import type { DesignLayer } from '../../kit/model/layers.ts';
import type { LayerDefines, LayerUniforms } from './contract.ts';
import { designBool, designChoice, designNumber } from './design-params.ts';

/** Uniform name -> the design parameter it carries (0 when the design has no such parameter). */
const NUMBER_UNIFORMS = {
  uWidth: 'width',
  uHeight: 'height',
  uRoundness: 'roundness',
  uOffset: 'offset',
  uOffsetX: 'offset_x',
  uOffsetY: 'offset_y',
  uRotation: 'rotation',
  uOutlineWidth: 'outline_width',
  uWidthRatio: 'width_ratio',
  uBorderWidth: 'border_width',
  uDistance: 'distance',
  uCount: 'count',
  uWidthSeparator: 'width_separator',
  uDistanceSeparator: 'distance_separator',
  uSize: 'size',
  uElSize: 'el_size',
  uRows: 'rows',
  uGradientSize: 'gradient_size',
  uVerticalSize: 'vertical_size',
  uZags: 'zags',
} as const;

/** On/off parameters that change the drawing's structure. */
const BOOL_DEFINES = {
  DESIGN_OUTLINE: 'outline',
  DESIGN_MIRROR_CENTER: 'mirror_center',
  DESIGN_MIRROR_BACK: 'mirror_back',
  DESIGN_SPACE_BETWEEN: 'space_between',
  DESIGN_REVERT: 'revert',
  DESIGN_SIDES: 'sides',
} as const;

/** halftone_gradient_dots shapes, in the order design/halftone.glsl numbers them. */
const DOT_SHAPES = ['square', 'diamond', 'circle', 'triangle'] as const;

export function designDefines(layer: DesignLayer): LayerDefines {
  if (!isDesignName(layer.type)) return {};
  const defines: LayerDefines = { [`DESIGN_${layer.type.toUpperCase()}`]: 1 };
  for (const [define, param] of Object.entries(BOOL_DEFINES)) {
    if (designBool(layer, param)) defines[define] = 1;
  }
  const mode = designChoice(layer, 'mode');
  if (typeof mode === 'number') defines.DESIGN_MODE = mode;
  const shape = designChoice(layer, 'shape');
  if (typeof shape === 'string') defines.DESIGN_SHAPE = Math.max(0, DOT_SHAPES.indexOf(shape as never));
  return defines;
}

export function designUniforms(layer: DesignLayer): LayerUniforms {
  const uniforms: LayerUniforms = {};
  for (const [uniform, param] of Object.entries(NUMBER_UNIFORMS)) {
    uniforms[uniform] = designNumber(layer, param) ?? 0;
  }
  // Degrees in the document, radians in the shader: converted once here, not per texel.
  uniforms.uRotation = ((uniforms.uRotation as number) * Math.PI) / 180;
  return uniforms;
}
