/**
 * The `design` layer kind: the 21 base designs of spec document 1 §3, drawn by
 * shaders/layers/design.frag. The design name and every on/off or choice parameter are #defines
 * (a variant per combination, compiled once); numbers are uniforms read from the layer through the
 * DESIGNS table, so ranges and defaults live only in src/kit/model/designs.ts.
 */
import designFrag from '../../../shaders/layers/design.frag';
import type { DesignLayer } from '../../kit/model/layers.ts';
import { defineLayerPass } from './contract.ts';
import { designDefines, designUniforms } from './design-inputs.ts';

export const designPass = defineLayerPass<DesignLayer>({
  kind: 'design',
  fragment: designFrag,
  defines: designDefines,
  uniforms: designUniforms,
  cost: 'cheap',
});
