/**
 * One preview picture, layered on a 2D canvas at the output size: background (painted once per
 * settings change), the kit's drop shadow and the kit (each frame), the watermark and the kit-info
 * box (once per settings change). The canvas asks to be read often, so the browser keeps it in memory and
 * reading a GIF frame back is a copy, not a second GPU readback.
 */
import { paintBackground, type BackgroundImages, type Paintable } from './background.ts';
import { SHADOW_ALPHA, type PreviewSettings } from './settings.ts';
import { watermarkAlpha, watermarkBox } from './watermark.ts';

/** The mark's height over its width: the wordmark line, then the credits line when shown. */
const MARK_ASPECT = 0.2;
const CREDITS_ASPECT = 0.1;
/** Space between the emblem and the wordmark, as a share of the line's height. */
const EMBLEM_GAP = 0.15;

/** A size x size square of `fill` kept only where the mask is opaque (its alpha, scaled). */
function tinted(mask: Paintable, size: number, fill: string): OffscreenCanvas {
  const canvas = new OffscreenCanvas(Math.max(1, size), Math.max(1, size));
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, size, size);
  ctx.globalCompositeOperation = 'destination-in';
  ctx.drawImage(mask, 0, 0, size, size);
  return canvas;
}

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `${n >> 16},${(n >> 8) & 255},${n & 255}`;
}

/** Fits a bold line of text into `width` x `height` and draws it centred at (x, y) top-left. */
function fitText(
  ctx: OffscreenCanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
  weight: number,
): void {
  let size = height * 0.9;
  ctx.font = `${weight} ${size}px "Bebas Neue", "Oswald", system-ui, sans-serif`;
  const measured = ctx.measureText(text).width;
  if (measured > width) size *= width / measured;
  ctx.font = `${weight} ${size}px "Bebas Neue", "Oswald", system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x + width / 2, y + height / 2, width);
}

export interface WatermarkText {
  /** The product's mark, e.g. "KITSMITH". */
  mark: string;
  /** The credits line shown when credits are on (custom credits, or the default line). */
  credits: string;
}

/**
 * The kit-info layer (document 2 §9), worded in the interface language: the collar line, then a
 * row of swatches for the shirt and one for the shorts.
 */
export interface KitInfoBox {
  collar: string;
  rows: readonly { label: string; colours: readonly string[] }[];
}

/** The box's margin from the picture's edge and its line height, as shares of the short side. */
const INFO_MARGIN = 0.02;
const INFO_LINE = 0.04;

export class PreviewComposer {
  readonly canvas: OffscreenCanvas;
  private readonly ctx: OffscreenCanvasRenderingContext2D;
  private readonly background: OffscreenCanvas;
  private readonly kit: OffscreenCanvas;
  private readonly kitCtx: OffscreenCanvasRenderingContext2D;
  private settings: PreviewSettings | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.canvas = new OffscreenCanvas(width, height);
    this.ctx = this.canvas.getContext('2d', { willReadFrequently: true })!;
    this.background = new OffscreenCanvas(width, height);
    this.kit = new OffscreenCanvas(width, height);
    this.kitCtx = this.kit.getContext('2d')!;
  }

  /**
   * Paints the layers that stay the same for every frame: the background, the watermark and,
   * when given, the kit-info box.
   */
  prepare(
    settings: PreviewSettings,
    images: BackgroundImages,
    text: WatermarkText,
    info: KitInfoBox | null = null,
  ): void {
    this.settings = settings;
    const ctx = this.background.getContext('2d')!;
    paintBackground(ctx, settings, images, this.width, this.height);
    this.paintWatermark(settings, text, images.watermarkMask ?? null);
    this.info = info ? this.paintInfo(info) : undefined;
  }

  private info?: { canvas: OffscreenCanvas; x: number; y: number };
  /** The kit-info box in the bottom-left corner: white words and swatches on a dark panel. */
  private paintInfo(info: KitInfoBox) {
    const short = Math.min(this.width, this.height);
    const line = short * INFO_LINE;
    const pad = line * 0.4;
    const font = `600 ${Math.round(line * 0.7)}px system-ui, sans-serif`;
    const measure = new OffscreenCanvas(1, 1).getContext('2d')!;
    measure.font = font;
    const labelWidth = Math.max(...info.rows.map((row) => measure.measureText(row.label).width));
    const swatches = Math.max(1, ...info.rows.map((row) => row.colours.length));
    const width = Math.ceil(
      pad * 2 +
        Math.max(measure.measureText(info.collar).width, labelWidth + pad + swatches * (line + pad / 2)),
    );
    const height = Math.ceil(pad * 2 + line * (1 + info.rows.length));
    const box = new OffscreenCanvas(width, height);
    const ctx = box.getContext('2d')!;
    ctx.fillStyle = 'rgba(0,0,0,0.7)';
    ctx.fillRect(0, 0, width, height);
    ctx.font = font;
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#ffffff';
    ctx.fillText(info.collar, pad, pad + line / 2);
    info.rows.forEach((row, i) => {
      const y = pad + line * (i + 1);
      ctx.fillStyle = '#ffffff';
      ctx.fillText(row.label, pad, y + line / 2);
      row.colours.forEach((colour, j) => {
        const x = pad + labelWidth + pad + j * (line + pad / 2);
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(x, y + line * 0.1, line * 0.8 + 2, line * 0.8);
        ctx.fillStyle = colour;
        ctx.fillRect(x + 1, y + line * 0.1 + 1, line * 0.8, line * 0.8 - 2);
      });
    });
    const margin = short * INFO_MARGIN;
    return { canvas: box, x: Math.round(margin), y: Math.round(this.height - margin - height) };
  }

  private watermark?: { canvas: OffscreenCanvas; x: number; y: number };
  /**
   * The mark in the watermark colour and opacity: the emblem (the colour laid through the mask
   * image's alpha) and the wordmark on one line, the credits line under it when on. Until the mask
   * has loaded the wordmark takes the whole line.
   */
  private paintWatermark(settings: PreviewSettings, text: WatermarkText, mask: Paintable | null) {
    const credits = settings.showCredits ? settings.customCredits.trim() || text.credits : '';
    const aspect = MARK_ASPECT + (credits ? CREDITS_ASPECT : 0);
    const box = watermarkBox(this.width, this.height, settings.watermarkPosition, aspect);
    const mark = new OffscreenCanvas(Math.ceil(box.width), Math.ceil(box.height));
    const ctx = mark.getContext('2d')!;
    const fill = `rgba(${hexToRgb(settings.watermarkColor)},${watermarkAlpha(settings.watermarkOpacity)})`;
    ctx.fillStyle = fill;
    const markHeight = box.width * MARK_ASPECT;
    const emblem = mask ? Math.round(markHeight) : 0;
    if (mask) ctx.drawImage(tinted(mask, emblem, fill), 0, 0);
    const gap = mask ? markHeight * EMBLEM_GAP : 0;
    fitText(ctx, text.mark, emblem + gap, 0, box.width - emblem - gap, markHeight, 800);
    if (credits) fitText(ctx, credits, 0, markHeight, box.width, box.width * CREDITS_ASPECT, 500);
    this.watermark = { canvas: mark, x: box.x, y: box.y };
  }

  /** Layers one frame: `pixels` is the kit at the output size, RGBA rows top to bottom. */
  compose(pixels: Uint8Array<ArrayBuffer>): void {
    const settings = this.settings;
    if (!settings) throw new Error('PreviewComposer.compose before prepare');
    const { ctx, width, height } = this;
    this.kitCtx.putImageData(new ImageData(new Uint8ClampedArray(pixels.buffer), width, height), 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.drawImage(this.background, 0, 0);
    ctx.save();
    if (settings.shadow) {
      const short = Math.min(width, height);
      ctx.shadowColor = `rgba(0,0,0,${SHADOW_ALPHA[settings.shadowIntensity]})`;
      ctx.shadowBlur = short * 0.03;
      ctx.shadowOffsetY = short * 0.015;
    }
    ctx.drawImage(this.kit, 0, 0);
    ctx.restore();
    if (this.watermark) ctx.drawImage(this.watermark.canvas, this.watermark.x, this.watermark.y);
    if (this.info) ctx.drawImage(this.info.canvas, this.info.x, this.info.y);
  }

  /**
   * The composed frame's pixels (for the GIF encoder), a fresh buffer the caller may transfer.
   * GIF has no alpha, only one transparent colour: with `key`, pixels under half opacity take
   * that colour (the encoder marks it transparent) and the rest are made opaque.
   */
  pixels(key?: readonly [number, number, number]): Uint8Array<ArrayBuffer> {
    const data = new Uint8Array(this.ctx.getImageData(0, 0, this.width, this.height).data.buffer);
    if (key)
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! < 128) [data[i], data[i + 1], data[i + 2]] = key;
        data[i + 3] = 255;
      }
    return data;
  }

  /** The composed picture as a file: JPEG at quality 0.9, or PNG when the picture is transparent. */
  encode(format: 'jpeg' | 'png', quality: number): Promise<Blob> {
    return this.canvas.convertToBlob({ type: `image/${format}`, quality });
  }
}
