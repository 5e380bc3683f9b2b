/**
 * What a texture file exported from a game holds, read from its bytes (never its name or MIME
 * type, which game tools set loosely): a PNG or JPEG that the browser decodes, or a DDS whose first
 * mip level the GPU decodes as the game does (BC1, BC2, BC3 or BC7 blocks). Pure: no DOM, no GL.
 *
 * DDS layout (Microsoft's DDS_HEADER and DDS_HEADER_DXT10): the magic 'DDS ', a 124-byte header
 * (height at byte 12, width at 16, the pixel format's flags at 80 and its FourCC at 84), then for
 * FourCC 'DX10' a 20-byte extension whose first field is the DXGI format; the top mip follows.
 */

export type BlockFormat = 'bc1' | 'bc2' | 'bc3' | 'bc7';

export type GameTextureFile =
  | { readonly kind: 'image'; readonly mime: 'image/png' | 'image/jpeg' }
  | {
      readonly kind: 'dds';
      readonly format: BlockFormat;
      readonly width: number;
      readonly height: number;
      /** The top mip level's blocks, rows from the image's top. */
      readonly blocks: Uint8Array;
    };

/** Why a file cannot be opened as a game texture (an i18n key's last part). */
export type GameTextureProblem = 'notATexture' | 'ddsFormat' | 'ddsTruncated';

const DDS_MAGIC = 0x20534444; // 'DDS ' read little-endian
const DDPF_FOURCC = 0x4;
const fourCC = (text: string) =>
  text.charCodeAt(0) | (text.charCodeAt(1) << 8) | (text.charCodeAt(2) << 16) | (text.charCodeAt(3) << 24);
const FOURCC_FORMATS = new Map<number, BlockFormat>([
  [fourCC('DXT1'), 'bc1'],
  [fourCC('DXT2'), 'bc2'],
  [fourCC('DXT3'), 'bc2'],
  [fourCC('DXT4'), 'bc3'],
  [fourCC('DXT5'), 'bc3'],
]);
/** DXGI_FORMAT values of the block formats (typeless, UNORM and UNORM_SRGB of each). */
const DXGI_FORMATS = new Map<number, BlockFormat>([
  [70, 'bc1'],
  [71, 'bc1'],
  [72, 'bc1'],
  [73, 'bc2'],
  [74, 'bc2'],
  [75, 'bc2'],
  [76, 'bc3'],
  [77, 'bc3'],
  [78, 'bc3'],
  [97, 'bc7'],
  [98, 'bc7'],
  [99, 'bc7'],
]);
const BLOCK_BYTES: Record<BlockFormat, number> = { bc1: 8, bc2: 16, bc3: 16, bc7: 16 };

/** The bytes of one mip level of `width` x `height` texels in `format`. */
export function blockBytes(format: BlockFormat, width: number, height: number): number {
  return Math.ceil(width / 4) * Math.ceil(height / 4) * BLOCK_BYTES[format];
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((value, i) => bytes[i] === value);

/** Reads a file's bytes as a game texture, or says why it is not one. */
export function readGameTextureFile(bytes: Uint8Array): GameTextureFile | { problem: GameTextureProblem } {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg' };
  if (bytes.length < 128) return { problem: 'notATexture' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== DDS_MAGIC || view.getUint32(4, true) !== 124)
    return { problem: 'notATexture' };
  const height = view.getUint32(12, true);
  const width = view.getUint32(16, true);
  if (width === 0 || height === 0) return { problem: 'notATexture' };
  if ((view.getUint32(80, true) & DDPF_FOURCC) === 0) return { problem: 'ddsFormat' };
  const code = view.getUint32(84, true);
  let format: BlockFormat | undefined;
  let offset = 128;
  if (code === fourCC('DX10')) {
    if (bytes.length < 148) return { problem: 'ddsTruncated' };
    format = DXGI_FORMATS.get(view.getUint32(128, true));
    offset = 148;
  } else {
    format = FOURCC_FORMATS.get(code);
  }
  if (!format) return { problem: 'ddsFormat' };
  const size = blockBytes(format, width, height);
  if (bytes.length < offset + size) return { problem: 'ddsTruncated' };
  return { kind: 'dds', format, width, height, blocks: bytes.subarray(offset, offset + size) };
}

/**
 * Whether a texture of `width` x `height` can lie over an area of the given size: the same shape
 * (games and tools export at half, double or quarter size), between 64 and 8192 texels a side.
 */
export function fitsArea(width: number, height: number, area: { width: number; height: number }): boolean {
  if (width < 64 || height < 64 || width > 8192 || height > 8192) return false;
  return Math.abs(width / height - area.width / area.height) < 0.01;
}
