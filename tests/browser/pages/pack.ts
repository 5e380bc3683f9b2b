/**
 * A readback's pixels as base64 for page.evaluate's trip back to the test
 * (`window.packPixels(result)` in the evaluated function, `unpackPixels` in
 * tests/browser/pixels.ts on the test's side). CDP carries a string as it is, while a number[] of
 * a 512 x 672 readback (1.4 million entries) cost about a second of JSON between the page and the
 * test, against 40-130 ms for the render itself (bench/README.md "issue 30, session 12").
 */
type Packed<T extends { pixels: ArrayLike<number> }> = Omit<T, 'pixels'> & { pixels: string };

export function packPixels<T extends { pixels: ArrayLike<number> }>(result: T): Packed<T> {
  const bytes = Uint8Array.from(result.pixels);
  let binary = '';
  // fromCharCode takes its bytes as arguments: a chunk at a time stays under the argument limit.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return { ...result, pixels: btoa(binary) };
}

declare global {
  interface Window {
    packPixels: typeof packPixels;
  }
}

window.packPixels = packPixels;
