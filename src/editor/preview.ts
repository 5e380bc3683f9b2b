import * as THREE from 'three';
import { atom } from 'jotai';
import type { AreaId } from '../games/index.ts';
import type { Game } from './kit.ts';

/**
 * Preview mode's images (document 2 §2, document 1 §4): a user's own finished textures shown on the
 * 3D kit instead of the composited ones. Read locally (never uploaded): one image for pes and fm,
 * one each for shirt, shorts and socks otherwise. Roughness and metalness maps are dropped.
 */

export const PREVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The areas that take a preview image in `game`. */
export function previewAreas(game: Game): AreaId[] {
  if (game === 'pes' || game === 'fm') return ['shirt'];
  if (game === 'basketball') return ['shirt', 'shorts'];
  return ['shirt', 'shorts', 'socks'];
}

export interface PreviewImage {
  readonly name: string;
  /** The picture as the Texture view's preview canvas draws it. */
  readonly canvas: HTMLCanvasElement;
  /** The same picture as the 3D kit samples it. */
  readonly texture: THREE.Texture;
}

/** The images per area (session scope: they leave with the page). */
export const previewImagesAtom = atom<Partial<Record<AreaId, PreviewImage>>>({});

/** Decodes a picked file into a canvas and a texture, in this page only. */
export async function readPreviewImage(file: Blob, name: string): Promise<PreviewImage> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  // A canvas (not the bitmap) so that flipY applies: the image's top row is the texture's top.
  const texture = new THREE.CanvasTexture(canvas);
  texture.generateMipmaps = true;
  texture.minFilter = THREE.LinearMipmapLinearFilter;
  // The kit material decodes sRGB itself (the compositor's albedo is sRGB-encoded too).
  texture.colorSpace = THREE.NoColorSpace;
  return { name, canvas, texture };
}
