/**
 * The admin's per-layer maps (document 1 §6 "Debug download of overlay and maps per layer",
 * document 2 §6): what ONE layer draws, on its own, into its area's colour, normal and roughness
 * maps. The layer is composited alone (the other layers, the template and the kit's logos left
 * out, the layer shown even when hidden), so its artwork, its 3D detail relief and its shininess
 * can be checked without the rest of the kit in the way. A layer masked by another keeps its mask:
 * the mask layer rides along hidden, which the compositor reads as "mask only, not drawn".
 */
import type * as THREE from 'three';
import { areaOfLayer } from '../compositor/kit-areas.ts';
import { canvasOf, gameLayout, type AreaId } from '../games/index.ts';
import type { Kit, Layer } from '../kit/index.ts';
import { findLayer } from '../kit/operations/stacks.ts';
import { exportSource } from './export-compositor.ts';
import { readMap } from './export-job.ts';
import type { TransferMode } from './gl/export-canvas.ts';
import { encodePng } from './png.ts';

export const LAYER_MAPS = ['overlay', 'normal', 'roughness'] as const;
export type LayerMap = (typeof LAYER_MAPS)[number];

/** Which maps a game's layers have: a game without roughness (its ORM is uniform) offers none. */
export function layerMapsOf(game: string): readonly LayerMap[] {
  return gameLayout(game).hasRoughness ? LAYER_MAPS : LAYER_MAPS.filter((map) => map !== 'roughness');
}

/** The kit with only the layer `uuid` (and its mask, hidden), and the area that draws it. */
export function layerAlone(kit: Kit, uuid: string): { kit: Kit; area: AreaId; layer: Layer } | null {
  const place = findLayer(kit, uuid);
  if (!place) return null;
  const layers: Layer[] = [];
  const mask = place.layer.mask ? findLayer(kit, place.layer.mask) : undefined;
  if (mask && mask.stack === place.stack) layers.push({ ...mask.layer, disabled: true });
  layers.push({ ...place.layer, disabled: false });
  return {
    kit: {
      ...kit,
      logos: [],
      layers: { shirt: [], shorts: [], socks: [], extra: [], [place.stack]: layers },
    },
    area: areaOfLayer(place.stack, place.layer),
    layer: place.layer,
  };
}

/** "Blue back" on the shirt -> blue-back-shirt-normal.png: the layer's own name, file-safe. */
export function layerMapFileName(layer: Layer, area: AreaId, map: LayerMap): string {
  const name = (layer.cname || layer.name || layer.n)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name || layer.n}-${area}-${map}.png`;
}

const SOURCE: Record<LayerMap, { map: 'albedo' | 'normal' | 'orm'; mode: TransferMode }> = {
  // Straight colour with the layer's own coverage as alpha: transparent where it draws nothing.
  overlay: { map: 'albedo', mode: 'color' },
  // As the 3D material samples it (OpenGL convention, #7f7fff flat), not the EA FC export's DirectX.
  normal: { map: 'normal', mode: 'raw' },
  roughness: { map: 'orm', mode: 'roughness' },
};

export interface LayerMapJob {
  renderer: THREE.WebGLRenderer;
  game: string;
  kit: Kit;
  uuid: string;
  map: LayerMap;
  /** The editor's texture scale: the files are the size of the maps the admin is looking at. */
  scale: number;
}

export interface LayerMapFile {
  name: string;
  bytes: Uint8Array;
  mime: 'image/png';
}

/** Composites the layer alone on a compositor of its own (disposed after) and encodes one map. */
export async function buildLayerMap(job: LayerMapJob): Promise<LayerMapFile> {
  const alone = layerAlone(job.kit, job.uuid);
  if (!alone) throw new Error('the layer is no longer in the kit');
  // On a single-canvas game (pes, fm) a shorts or socks layer is drawn on the shirt's texture.
  const layout = gameLayout(job.game);
  const texture: AreaId | null = layout.areas[alone.area]
    ? alone.area
    : canvasOf(layout, alone.area)
      ? 'shirt'
      : null;
  if (texture === null) throw new Error(`the ${job.game} textures have no ${alone.area} area`);
  const source = await exportSource({
    renderer: job.renderer,
    game: job.game,
    kit: alone.kit,
    scale: job.scale,
  });
  try {
    const { map, mode } = SOURCE[job.map];
    const image = readMap(
      { renderer: job.renderer, compositor: source.compositor, game: job.game, kit: alone.kit },
      texture,
      map,
      mode,
    );
    return {
      name: layerMapFileName(alone.layer, alone.area, job.map),
      bytes: await encodePng(image),
      mime: 'image/png',
    };
  } finally {
    source.release();
  }
}
