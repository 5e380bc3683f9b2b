/**
 * DDS containers as NBA 2K's uniform IFFs hold them (shared/reference/game-formats.md §4): the
 * 128-byte DirectDraw header, with a DX10 extension when the format needs a DXGI code (BC7, or
 * BC1 marked sRGB). `readDdsInfo` reads the header of a texture the player's IFF already holds,
 * so a replacement can be written at that texture's size, mip count and (where we can) format.
 * Layout per Microsoft's DDS_HEADER / DDS_PIXELFORMAT / DDS_HEADER_DXT10 documentation.
 */

/** The block formats we name. Anything else is kept as its fourCC or DXGI number. */
export type DdsFormat = 'bc1' | 'bc1-srgb' | 'bc7' | 'bc7-srgb' | 'other';

export interface DdsInfo {
  width: number;
  height: number;
  /** Mip levels in the file (1 when the header gives none). */
  mipCount: number;
  format: DdsFormat;
  /** 'DXT1', 'DX10', … as written; '' for an uncompressed pixel format. */
  fourCC: string;
  /** The DX10 extension's DXGI format, or 0 without one. */
  dxgiFormat: number;
}

export const DDS_MAGIC = 0x20534444; // "DDS " little-endian
export const DDS_HEADER_BYTES = 128; // magic + 124-byte header
export const DX10_HEADER_BYTES = 20;

export const DDSD = {
  CAPS: 0x1,
  HEIGHT: 0x2,
  WIDTH: 0x4,
  PIXELFORMAT: 0x1000,
  MIPMAPCOUNT: 0x20000,
  LINEARSIZE: 0x80000,
} as const;
export const DDPF_FOURCC = 0x4;
export const DDSCAPS = { COMPLEX: 0x8, TEXTURE: 0x1000, MIPMAP: 0x400000 } as const;
export const DXGI = { BC1: 71, BC1_SRGB: 72, BC7: 98, BC7_SRGB: 99 } as const;
const D3D10_RESOURCE_DIMENSION_TEXTURE2D = 3;

const fourCCCode = (s: string) =>
  s.charCodeAt(0) | (s.charCodeAt(1) << 8) | (s.charCodeAt(2) << 16) | (s.charCodeAt(3) << 24);
const fourCCText = (n: number) =>
  String.fromCharCode(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);

/** Bytes of one 4x4 block: 8 for BC1, 16 for BC7. */
export const blockBytes = (format: DdsFormat) => (format === 'bc1' || format === 'bc1-srgb' ? 8 : 16);

/** The number of levels down to 1x1: 12 for 2048. */
export const fullMipCount = (width: number, height: number) =>
  Math.floor(Math.log2(Math.max(width, height))) + 1;

/** Size in pixels of mip `level` (never below 1). */
export const mipSize = (size: number, level: number) => Math.max(1, size >> level);

/** Payload bytes of one level. */
export const levelBytes = (width: number, height: number, format: DdsFormat) =>
  Math.max(1, Math.ceil(width / 4)) * Math.max(1, Math.ceil(height / 4)) * blockBytes(format);

/** Header bytes (magic, header, and the DX10 extension where one is needed). */
export function ddsHeader(width: number, height: number, mipCount: number, format: DdsFormat): Uint8Array {
  if (format === 'other') throw new Error('cannot write a DDS header for an unnamed format');
  const dx10 = format !== 'bc1';
  const bytes = new Uint8Array(DDS_HEADER_BYTES + (dx10 ? DX10_HEADER_BYTES : 0));
  const view = new DataView(bytes.buffer);
  const u32 = (offset: number, value: number) => view.setUint32(offset, value >>> 0, true);
  const mips = mipCount > 1;
  u32(0, DDS_MAGIC);
  u32(4, 124);
  u32(
    8,
    DDSD.CAPS | DDSD.HEIGHT | DDSD.WIDTH | DDSD.PIXELFORMAT | DDSD.LINEARSIZE | (mips ? DDSD.MIPMAPCOUNT : 0),
  );
  u32(12, height);
  u32(16, width);
  u32(20, levelBytes(width, height, format)); // pitchOrLinearSize: the top level's bytes
  u32(24, 0); // depth
  u32(28, mipCount);
  // 11 reserved words stay 0; the pixel format starts at 76.
  u32(76, 32);
  u32(80, DDPF_FOURCC);
  u32(84, fourCCCode(dx10 ? 'DX10' : 'DXT1'));
  u32(108, DDSCAPS.TEXTURE | (mips ? DDSCAPS.COMPLEX | DDSCAPS.MIPMAP : 0));
  if (dx10) {
    const dxgi = format === 'bc1-srgb' ? DXGI.BC1_SRGB : format === 'bc7' ? DXGI.BC7 : DXGI.BC7_SRGB;
    u32(128, dxgi);
    u32(132, D3D10_RESOURCE_DIMENSION_TEXTURE2D);
    u32(136, 0); // misc flags
    u32(140, 1); // array size
    u32(144, 0); // alpha mode: unknown
  }
  return bytes;
}

function formatOf(fourCC: string, dxgi: number): DdsFormat {
  if (fourCC === 'DXT1') return 'bc1';
  if (fourCC !== 'DX10') return 'other';
  if (dxgi === DXGI.BC1) return 'bc1';
  if (dxgi === DXGI.BC1_SRGB) return 'bc1-srgb';
  if (dxgi === DXGI.BC7) return 'bc7';
  if (dxgi === DXGI.BC7_SRGB) return 'bc7-srgb';
  return 'other';
}

/** The header of a DDS file, or null when the bytes are not one. */
export function readDdsInfo(bytes: Uint8Array): DdsInfo | null {
  if (bytes.byteLength < DDS_HEADER_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== DDS_MAGIC || view.getUint32(4, true) !== 124) return null;
  const height = view.getUint32(12, true);
  const width = view.getUint32(16, true);
  if (!width || !height) return null;
  const flags = view.getUint32(80, true);
  const fourCC = flags & DDPF_FOURCC ? fourCCText(view.getUint32(84, true)) : '';
  const dxgiFormat =
    fourCC === 'DX10' && bytes.byteLength >= DDS_HEADER_BYTES + DX10_HEADER_BYTES
      ? view.getUint32(128, true)
      : 0;
  return {
    width,
    height,
    mipCount: Math.max(1, view.getUint32(28, true)),
    format: formatOf(fourCC, dxgiFormat),
    fourCC,
    dxgiFormat,
  };
}
