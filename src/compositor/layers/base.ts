import baseFrag from '../../../shaders/layers/base.frag';
import { defineLayerPass, type LayerData, type LayerDefines } from './contract.ts';

/** The base layer's sub-type (spec §3 "base (sub-types base, sleeves, collar)"). */
interface BaseLayer extends LayerData {
  type?: 'base' | 'sleeves' | 'collar';
}

export const basePass = defineLayerPass<BaseLayer>({
  kind: 'base',
  fragment: baseFrag,
  defines: (layer): LayerDefines => {
    if (layer.type === 'sleeves') return { BASE_SLEEVES: 1 };
    if (layer.type === 'collar') return { BASE_COLLAR: 1 };
    return {};
  },
  uniforms: () => ({}),
  cost: 'cheap',
});
