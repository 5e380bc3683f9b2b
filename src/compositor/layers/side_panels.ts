/** The `side_panels` layer kind: a band down each side seam. See shaders/layers/side_panels.frag. */
import sidePanelsFrag from '../../../shaders/layers/side_panels.frag';
import type { SidePanelsLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { layerNumber } from './layer-fields.ts';

export const sidePanelsPass = defineLayerPass<SidePanelsLayer>({
  kind: 'side_panels',
  fragment: sidePanelsFrag,
  defines: () => ({}),
  uniforms: (layer) => ({ uWidth: layerNumber(layer, 'side_panels', 'width') }),
  cost: 'cheap',
});
