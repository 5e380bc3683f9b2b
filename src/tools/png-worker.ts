/**
 * PNG encoding off the main thread: RGBA rows (top row first, straight alpha) in, PNG bytes out,
 * through OffscreenCanvas.convertToBlob. A 2048 square takes a few hundred milliseconds on the
 * CPU; here the editor keeps drawing meanwhile. No imports: the worker bundles on its own.
 */
interface EncodeRequest {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
}

self.onmessage = async (event: MessageEvent<EncodeRequest>) => {
  const { id, width, height, pixels } = event.data;
  try {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context in the PNG worker');
    context.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = await blob.arrayBuffer();
    self.postMessage({ id, bytes }, { transfer: [bytes] });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
