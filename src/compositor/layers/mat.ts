/**
 * The `mat` layer kind (material effect): a greyscale relief tile from public/materials repeated
 * over the garment. It contributes to all three maps through the outputs the host already has
 * (see shaders/layers/mat.frag): albedo sheen, roughness where raised (OUTPUT_ORM) and relief for
 * the normal map (OUTPUT_COVERAGE). The engine brings a mat layer into its ORM and relief passes
 * through `matSurfaceLayer` (mat-surface.ts), since the spec keeps shininess and 3D detail out of a
 * mat layer's own controls.
 */
import * as THREE from 'three';
import matFrag from '../../../shaders/layers/mat.frag';
import type { MatLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { layerNumber } from './layer-fields.ts';
import { repeating } from './pattern-settings.ts';
import { findKindImage, kindImageUrl } from './pattern-tiles.ts';
import { MAT_PIXELS_PER_SIZE } from './mat-surface.ts';

const materialName = (layer: MatLayer): string => (typeof layer.p === 'string' ? layer.p : '');

export const matPass = defineLayerPass<MatLayer>({
  kind: 'mat',
  fragment: matFrag,
  defines: () => ({}),
  uniforms: (layer) => ({
    uMaterial: null,
    uTileSize: layerNumber(layer, 'mat', 'size') * MAT_PIXELS_PER_SIZE,
    uRotation: (layerNumber(layer, 'mat', 'rotation') * Math.PI) / 180,
  }),
  textures: async (layer, ctx) => {
    const texture = await ctx.loadTexture(
      kindImageUrl('materials', await findKindImage('materials', materialName(layer))),
    );
    // Relief is data, not colour: never colour-converted.
    texture.colorSpace = THREE.NoColorSpace;
    return { uMaterial: repeating(texture) };
  },
  textureKey: materialName,
  cost: 'heavy',
});
