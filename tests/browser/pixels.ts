/** The test's side of tests/browser/pages/pack.ts: a page's base64 pixels back as numbers. */
export function unpackPixels<T extends { pixels: string }>(
  packed: T,
): Omit<T, 'pixels'> & { pixels: number[] } {
  return { ...packed, pixels: Array.from(Buffer.from(packed.pixels, 'base64')) };
}
