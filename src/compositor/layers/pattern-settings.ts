/**
 * What pattern and custom_pattern share: their settings as #defines and uniforms (spec §3
 * "Pattern settings"; ranges and defaults from the kit model's LAYER_FIELD_RANGES), and the tile
 * texture set to repeat, so neighbouring tiles filter into each other without a join.
 */
import * as THREE from 'three';
import { PATTERN_TILINGS } from '../../kit/model/index.ts';
import type { LayerDefines, LayerUniforms } from './contract.ts';
import { layerChoice, layerNumber } from './layer-fields.ts';

type PatternKind = 'pattern' | 'custom_pattern';

export function patternDefines(layer: object, modes: readonly number[]): LayerDefines {
  const defines: LayerDefines = {
    PATTERN_MODE: layerChoice(layer, 'mode', modes),
    PATTERN_TILING: layerChoice(layer, 'tiling', PATTERN_TILINGS),
  };
  if ((layer as { mirror?: unknown }).mirror === true) defines.PATTERN_MIRROR = 1;
  return defines;
}

export function patternUniforms(layer: object, kind: PatternKind): LayerUniforms {
  const read = (field: string) => layerNumber(layer, kind, field);
  const distance = read('distance');
  const ratio = read('distance_ratio') / 100;
  return {
    uSize: read('size'),
    uRotation: (read('rotation') * Math.PI) / 180,
    uOffsetX: read('offset_x'),
    uOffsetY: read('offset_y'),
    // distance_ratio moves the gap between the two directions: +100 all across, -100 all down.
    uGap: [distance * (1 + ratio), distance * (1 - ratio)],
  };
}

/** Tiles repeat; set once per texture (the engine caches textures by URL). */
export function repeating(texture: THREE.Texture): THREE.Texture {
  if (texture.wrapS !== THREE.RepeatWrapping || texture.wrapT !== THREE.RepeatWrapping) {
    texture.wrapS = THREE.RepeatWrapping;
    texture.wrapT = THREE.RepeatWrapping;
    texture.needsUpdate = true;
  }
  return texture;
}
