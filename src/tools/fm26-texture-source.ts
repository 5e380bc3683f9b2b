/**
 * An FM26 3D kit texture a player uploads (1024x1024, FM26's layout), laid into our fm canvas
 * (src/games/fm/layout.ts: FM26's layout at 2x) so that the FM download's own 2D kit drawing
 * (`fm2dKit`) draws it as it draws a composited kit. Only the unturned pieces of `fm26Pieces`
 * come back, file to canvas: front body with its hem, long sleeves (the minikit's sleeves are
 * their short part, as FM26's short-sleeve strips are filled from it at export), the right sock
 * and each shorts leg's halves. The back and the collar ring are not on a minikit.
 */
import * as THREE from 'three';
import { gameLayout } from '../games/index.ts';
import { FM_3D_SIZE, fm26Pieces } from './fm26.ts';
import type { MinikitSource } from './minikit.ts';

export interface FmTextureSource extends MinikitSource {
  dispose(): void;
}

export function fmTextureSource(
  image: CanvasImageSource & { width: number; height: number },
): FmTextureSource {
  if (image.width !== FM_3D_SIZE || image.height !== FM_3D_SIZE)
    throw new Error(`an FM26 3D kit texture is ${FM_3D_SIZE}x${FM_3D_SIZE}`);
  const layout = gameLayout('fm').areas.shirt!;
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  const drawn = new Set<string>();
  for (const { file, canvas: to, turns } of fm26Pieces()) {
    const key = `${to.x},${to.y},${to.w},${to.h}`;
    // The left sock is a copy of the right one at export: the first piece of a rectangle wins.
    if (turns !== 0 || drawn.has(key)) continue;
    drawn.add(key);
    context.drawImage(image, file.x, file.y, file.w, file.h, to.x, to.y, to.w, to.h);
  }
  // As preview mode's uploads (editor/preview.ts): a canvas texture, top row on top, the values
  // passed through as the compositor's sRGB-encoded albedo is.
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.NoColorSpace;
  texture.generateMipmaps = true;
  texture.minFilter = THREE.LinearMipmapLinearFilter;
  return {
    texture: (area) => (area === 'shirt' ? texture : null),
    // three builds the mip chain when it uploads the texture.
    mipmaps: { flush() {} },
    dispose: () => texture.dispose(),
  };
}
