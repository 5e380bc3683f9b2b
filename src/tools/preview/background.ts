/**
 * The preview's background layer, painted once per settings change at the output size: the mode
 * (document 2 §9), then the blur, then the Dark or Light overlay. Plain is the colour itself, so
 * a picture's corners show exactly the colour the user picked.
 */
import { BLUR_SIGMA, BUILT_IN_BACKGROUNDS, type PreviewSettings } from './settings.ts';

export type Paintable = CanvasImageSource & { width: number; height: number };

export interface BackgroundImages {
  /** The selected built-in image (Image mode), loaded. */
  builtIn?: Paintable | null;
  /** The user's own image (Image (custom) mode), read locally. */
  custom?: Paintable | null;
  /** The watermark's mask (public/watermark/mask.svg): its alpha shapes the mark's emblem. */
  watermarkMask?: Paintable | null;
}

/** The watermark mask, a static asset of ours (document 2 §7 static assets: "a watermark mask"). */
export const WATERMARK_MASK_URL = `${import.meta.env.BASE_URL}watermark/mask.svg`;

export function builtInBackgroundUrl(index: number, thumbnail = false): string {
  const name = BUILT_IN_BACKGROUNDS[index] ?? BUILT_IN_BACKGROUNDS[0];
  return `${import.meta.env.BASE_URL}backgrounds/${name}${thumbnail ? '-thumb' : ''}.jpg`;
}

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Mixes a #rrggbb colour with white (t > 0) or black (t < 0). */
export function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v + (target - v) * k));
  return `rgb(${c.join(',')})`;
}

/** Draws an image to cover the whole picture, centred, as CSS background-size: cover. */
function cover(ctx: Ctx, image: Paintable, width: number, height: number): void {
  const scale = Math.max(width / image.width, height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
}

/** The three textures over the colour: pinstripes, a halftone fade, and a woven grain. */
function texture(ctx: Ctx, kind: 1 | 2 | 3, width: number, height: number): void {
  const short = Math.min(width, height);
  ctx.save();
  if (kind === 1) {
    ctx.strokeStyle = 'rgba(255,255,255,0.09)';
    ctx.lineWidth = short * 0.004;
    const step = short * 0.025;
    ctx.beginPath();
    for (let x = -height; x < width; x += step) {
      ctx.moveTo(x, height);
      ctx.lineTo(x + height, 0);
    }
    ctx.stroke();
  } else if (kind === 2) {
    const step = short * 0.022;
    ctx.fillStyle = 'rgba(0,0,0,0.22)';
    for (let y = 0; y < height + step; y += step)
      for (let x = 0; x < width + step; x += step) {
        const r = step * 0.48 * (1 - Math.hypot(x - width, y) / Math.hypot(width, height));
        if (r <= 0.3) continue;
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fill();
      }
  } else {
    const step = short * 0.012;
    for (let y = 0; y < height; y += step) {
      ctx.fillStyle = `rgba(0,0,0,${Math.round(y / step) % 2 ? 0.08 : 0.02})`;
      ctx.fillRect(0, y, width, step / 2);
    }
    for (let x = 0; x < width; x += step) {
      ctx.fillStyle = `rgba(255,255,255,${Math.round(x / step) % 2 ? 0.05 : 0.02})`;
      ctx.fillRect(x, 0, step / 2, height);
    }
  }
  ctx.restore();
}

/** The mode alone, before blur and overlay. */
function paintMode(
  ctx: Ctx,
  settings: PreviewSettings,
  images: BackgroundImages,
  width: number,
  height: number,
): void {
  const colour = settings.backgroundColor;
  const fill = (style: string | CanvasGradient) => {
    ctx.fillStyle = style;
    ctx.fillRect(0, 0, width, height);
  };
  switch (settings.mode) {
    case 'plain':
      return fill(colour);
    case 'texture':
    case 'texture2':
    case 'texture3':
      fill(colour);
      return texture(
        ctx,
        settings.mode === 'texture' ? 1 : settings.mode === 'texture2' ? 2 : 3,
        width,
        height,
      );
    case 'white_black':
    case 'black_white': {
      const g = ctx.createLinearGradient(0, 0, 0, height);
      const [top, bottom] = settings.mode === 'white_black' ? ['#ffffff', '#111111'] : ['#111111', '#ffffff'];
      g.addColorStop(0, top);
      g.addColorStop(1, bottom);
      return fill(g);
    }
    case 'custom': {
      // A studio spotlight in the user's colour: lighter behind the kit, darker at the edges.
      const r = Math.hypot(width, height) / 2;
      const g = ctx.createRadialGradient(width / 2, height * 0.45, 0, width / 2, height * 0.45, r);
      g.addColorStop(0, shade(colour, 0.25));
      g.addColorStop(0.55, colour);
      g.addColorStop(1, shade(colour, -0.55));
      return fill(g);
    }
    case 'image':
      fill(colour);
      if (images.builtIn) cover(ctx, images.builtIn, width, height);
      return;
    case 'image_custom':
      fill(colour);
      if (images.custom) cover(ctx, images.custom, width, height);
      return;
  }
}

/**
 * Paints the background into `ctx` (width x height), or leaves it transparent when the
 * background is off (the picture is then a PNG of the kit alone).
 */
export function paintBackground(
  ctx: Ctx,
  settings: PreviewSettings,
  images: BackgroundImages,
  width: number,
  height: number,
): void {
  ctx.clearRect(0, 0, width, height);
  if (!settings.background) return;
  if (settings.blurBackground) {
    // Blur the mode painted a little larger, so the edges do not fade to transparent.
    const sigma = BLUR_SIGMA[settings.blurIntensity] * Math.min(width, height);
    const pad = Math.ceil(sigma * 3);
    const source = new OffscreenCanvas(width + 2 * pad, height + 2 * pad);
    const sctx = source.getContext('2d')!;
    paintMode(sctx, settings, images, source.width, source.height);
    ctx.save();
    ctx.filter = `blur(${sigma}px)`;
    ctx.drawImage(source, -pad, -pad);
    ctx.restore();
  } else {
    paintMode(ctx, settings, images, width, height);
  }
  if (settings.overlay && settings.overlayIntensity > 0) {
    const a = settings.overlayIntensity / 100;
    ctx.fillStyle = settings.overlayType === 'dark' ? `rgba(0,0,0,${a})` : `rgba(255,255,255,${a})`;
    ctx.fillRect(0, 0, width, height);
  }
}
