/**
 * The pictures the random generator's result comes with (document 2 §4: "the texture, a mini
 * kit"): the shirt's texture and the FM-sized minikit of the kit the editor has just drawn, as
 * object URLs. Read from the editor's own compositor once it is idle, so they show exactly the kit
 * on screen; the caller revokes them.
 */
import type { Editor } from './editor.ts';
import { rgbaObjectUrl, texturePng } from './textures.ts';
import { renderMinikit } from '../tools/minikit.ts';
import { FM_2D_SIZE } from '../tools/fm26.ts';

export interface KitPictures {
  /** The shirt's albedo texture (PNG). */
  texture: string;
  /** The whole kit as a minikit, FM's 2D kit size (414 px, PNG). */
  miniKit: string;
}

export async function kitPictures(editor: Editor): Promise<KitPictures | null> {
  await editor.bridge.idle();
  const compositor = editor.compositor();
  const texture = await texturePng(compositor, 'shirt', 'albedo');
  if (!texture) return null;
  const miniKit = await rgbaObjectUrl(renderMinikit(editor.renderer, compositor, editor.game, FM_2D_SIZE));
  return { texture: URL.createObjectURL(texture), miniKit };
}
