/**
 * Reading a texture file exported from a game by its bytes: PNG and JPEG by their signatures,
 * DDS by its header (BC1 by FourCC, BC7 through the DX10 extension), and everything else refused
 * with the reason the player is told.
 */
import { describe, expect, it } from 'vitest';
import { blockBytes, fitsArea, readGameTextureFile } from '../../../src/tools/game-texture-file.ts';
import { twoColourDds } from '../../fixtures/dds.ts';

const RED = [255, 0, 0] as const;
const BLUE = [0, 0, 255] as const;

describe('game texture files', () => {
  it('knows PNG and JPEG by their signatures, whatever the name', () => {
    expect(readGameTextureFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({
      kind: 'image',
      mime: 'image/png',
    });
    expect(readGameTextureFile(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual({
      kind: 'image',
      mime: 'image/jpeg',
    });
  });

  it('reads a BC1 DDS: size, format and the top mip level’s blocks', () => {
    const file = twoColourDds('bc1', 64, 32, RED, BLUE);
    const read = readGameTextureFile(file);
    expect(read).toMatchObject({ kind: 'dds', format: 'bc1', width: 64, height: 32 });
    if (!('blocks' in read)) throw new Error('not read');
    expect(read.blocks.length).toBe(blockBytes('bc1', 64, 32));
    expect(read.blocks.length).toBe(16 * 8 * 8);
    expect(read.blocks.byteOffset).toBe(file.byteOffset + 128);
  });

  it('reads a BC7 DDS through its DX10 header', () => {
    const read = readGameTextureFile(twoColourDds('bc7', 128, 128, RED, BLUE));
    expect(read).toMatchObject({ kind: 'dds', format: 'bc7', width: 128, height: 128 });
    if (!('blocks' in read)) throw new Error('not read');
    expect(read.blocks.length).toBe(32 * 32 * 16);
  });

  it('refuses what is not a texture, a format it cannot read, and a cut file', () => {
    expect(readGameTextureFile(new TextEncoder().encode('{"kit": "not a texture"}'))).toEqual({
      problem: 'notATexture',
    });
    expect(readGameTextureFile(new Uint8Array(0))).toEqual({ problem: 'notATexture' });
    const unknown = twoColourDds('bc1', 64, 64, RED, BLUE);
    unknown.set([0x41, 0x54, 0x49, 0x32], 84); // 'ATI2' (BC5), a normal-map format
    expect(readGameTextureFile(unknown)).toEqual({ problem: 'ddsFormat' });
    const uncompressed = twoColourDds('bc1', 64, 64, RED, BLUE);
    uncompressed.set([0x40, 0, 0, 0], 80); // DDPF_RGB, no FourCC
    expect(readGameTextureFile(uncompressed)).toEqual({ problem: 'ddsFormat' });
    const cut = twoColourDds('bc7', 64, 64, RED, BLUE).subarray(0, 600);
    expect(readGameTextureFile(cut)).toEqual({ problem: 'ddsTruncated' });
  });

  it('fits an area of the same shape at any size from 64 to 8192', () => {
    const shirt = { width: 2048, height: 2048 };
    const shorts = { width: 1024, height: 512 };
    expect(fitsArea(512, 512, shirt)).toBe(true);
    expect(fitsArea(4096, 4096, shirt)).toBe(true);
    expect(fitsArea(2048, 1024, shirt)).toBe(false);
    expect(fitsArea(2048, 1024, shorts)).toBe(true);
    expect(fitsArea(32, 32, shirt)).toBe(false);
    expect(fitsArea(16384, 16384, shirt)).toBe(false);
  });
});
