/** The parts of gifenc 1.0.3 (no types of its own) that the turntable GIF's worker uses. */
declare module 'gifenc' {
  export type Palette = number[][];
  export type ColourFormat = 'rgb565' | 'rgb444' | 'rgba4444';

  export interface FrameOptions {
    palette?: Palette | null;
    /** Milliseconds; written on the GIF's 10 ms grid. */
    delay?: number;
    repeat?: number;
    transparent?: boolean;
    transparentIndex?: number;
    /** GIF disposal method: 1 leaves the frame in place, 2 restores the background. */
    dispose?: number;
    /** Manual mode only: whether this frame writes the screen descriptor and global palette. */
    first?: boolean;
  }

  export interface Encoder {
    writeHeader(): void;
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
    reset(): void;
  }

  /** `auto: false` leaves the header and first-frame choice to the caller (one frame per worker task). */
  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): Encoder;
  export function quantize(
    rgba: Uint8Array | Uint8ClampedArray,
    maxColors: number,
    options?: { format?: ColourFormat },
  ): Palette;
  export function applyPalette(
    rgba: Uint8Array | Uint8ClampedArray,
    palette: Palette,
    format?: ColourFormat,
  ): Uint8Array;
}
