/**
 * Whether a file a player gives a companion page is a PNG texture of the one size a game's layout
 * takes (the minikit generator's FM26 textures, the PES -> FM converter's PES textures). Read from
 * the bytes (the PNG signature, the IHDR size), never the name or type; only the first 24 bytes,
 * so a dozen files are not decoded until they are drawn.
 */

/** Why a file cannot be the texture asked for, or null when it can. */
export type TextureProblem = { kind: 'notPng' } | { kind: 'size'; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function checkPngTexture(file: Blob, size: number): Promise<TextureProblem | null> {
  const head = new Uint8Array(await file.slice(0, 24).arrayBuffer());
  if (head.length < 24 || PNG_SIGNATURE.some((byte, i) => head[i] !== byte)) return { kind: 'notPng' };
  const view = new DataView(head.buffer);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width !== size || height !== size) return { kind: 'size', width, height };
  return null;
}

/** The texture's pixels as stored: no colour management, no premultiplication. */
export function decodePngTexture(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
}
