import templateFrag from '../../../shaders/layers/template.frag';
import { defineLayerPass, type LayerData } from './contract.ts';

/** Trim width in region pixels: wide enough to read at 512, thin enough to look like piping. */
const TRIM_WIDTH = 24;

export const templatePass = defineLayerPass<LayerData>({
  kind: 'template',
  fragment: templateFrag,
  defines: () => ({}),
  uniforms: () => ({ uTrimWidth: TRIM_WIDTH }),
  helpers: ['templateBand'],
  cost: 'cheap',
});
