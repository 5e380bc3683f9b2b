/**
 * The walk every block encoder shares: an image (RGBA rows, top first) cut into 4x4 blocks, row
 * of blocks by row of blocks, edge blocks repeating the last row or column. Each block's 16 texels
 * are handed over as RGBA offsets into the image; the encoder writes `blockBytes` at `offset`.
 */
export function encodeBlocks(
  rgba: Uint8Array,
  width: number,
  height: number,
  blockBytes: number,
  encode: (texels: Int32Array, out: DataView, offset: number) => void,
  onRows?: (done: number) => void,
): Uint8Array {
  const bw = Math.max(1, Math.ceil(width / 4));
  const bh = Math.max(1, Math.ceil(height / 4));
  const out = new Uint8Array(bw * bh * blockBytes);
  const view = new DataView(out.buffer);
  const texels = new Int32Array(16);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      for (let y = 0; y < 4; y++) {
        const sy = Math.min(by * 4 + y, height - 1);
        for (let x = 0; x < 4; x++) texels[y * 4 + x] = (sy * width + Math.min(bx * 4 + x, width - 1)) * 4;
      }
      encode(texels, view, (by * bw + bx) * blockBytes);
    }
    onRows?.(by + 1);
  }
  return out;
}
