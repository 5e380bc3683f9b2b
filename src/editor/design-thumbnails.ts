/**
 * Thumbnails of the base designs for the design picker, drawn live in the kit's colours: the
 * active design layer, switched to each design in turn (`changeDesign`, the edit the picker
 * makes), on the shirt's own base, through the real compositor and the minikit's front view. So
 * a thumbnail is exactly what choosing it gives, in this kit's colours.
 *
 * Why live and not images made at build time: a design's look depends on the layer's colours
 * and the shirt's, which no fixed picture can show, and 21 pictures per game would add files to
 * the first load. One small compositor on the app's own renderer (no second WebGL context)
 * draws each design as a single pass at 1/8 scale; its programs stay compiled, so a colour change
 * redraws the set for the cost of 21 small passes. Timings: bench/results/design-thumbnails.json.
 */
import type * as THREE from 'three';
import { KitCompositor, type CompositorKit } from '../compositor/kit-compositor.ts';
import { PanelMaps } from '../compositor/panel-map.ts';
import { DESIGN_NAMES, type DesignName, type Kit, type Layer } from '../kit/index.ts';
import { changeDesign, findLayer } from '../kit/operations/index.ts';
import { renderMinikit } from '../tools/minikit.ts';
import { rgbaObjectUrl } from './textures.ts';

/** Texture scale of the thumbnails' compositor: a 2048 shirt canvas is drawn at 256. */
const THUMBNAIL_SCALE = 1 / 8;
/** Thumbnail side in pixels: sharp at about 70 CSS pixels on a 1.5x screen. */
export const THUMBNAIL_SIZE = 104;

/**
 * The kit a thumbnail is drawn from: the shirt's base layers and the design layer on top, shown
 * everywhere, unmasked, at full opacity; no logos, no template details, nothing on other areas
 * but their base. The design's colours and the shirt's stay the kit's.
 */
function thumbnailKit(kit: Kit, layer: Layer): Kit {
  const bases = (stack: 'shirt' | 'shorts' | 'socks') => kit.layers[stack].filter((l) => l.n === 'base');
  const shown: Layer = {
    ...layer,
    mask: null,
    disabled: false,
    opacity: 100,
    blendMode: 'Normal',
    display: { front: true, back: true, sleeves: true, sleeves_short: true },
  };
  return {
    ...kit,
    logos: [],
    layers: { shirt: [...bases('shirt'), shown], shorts: bases('shorts'), socks: bases('socks'), extra: [] },
  };
}

export interface ThumbnailSet {
  /** Object URLs by design name; a design missing here could not be drawn. */
  urls: Partial<Record<DesignName, string>>;
  /** Time to draw the whole set (ms), for the bench. */
  ms: number;
}

export class DesignThumbnails {
  private compositor: KitCompositor | null = null;
  private readonly panels = new PanelMaps(THUMBNAIL_SCALE);
  /** One set at a time: the compositor is shared. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly renderer: THREE.WebGLRenderer,
    private readonly game: string,
  ) {}

  /**
   * Every design's thumbnail for the design layer `uuid` of `kit`. `stale()` is asked between
   * designs: a set no longer wanted (the colours changed again) stops early.
   */
  draw(kit: Kit, uuid: string, stale: () => boolean): Promise<ThumbnailSet> {
    const run = async (): Promise<ThumbnailSet> => {
      const start = performance.now();
      const urls: Partial<Record<DesignName, string>> = {};
      const layer = findLayer(kit, uuid)?.layer;
      if (!layer || layer.n !== 'design') return { urls, ms: 0 };
      const base = thumbnailKit(kit, layer);
      this.compositor ??= new KitCompositor({
        renderer: this.renderer,
        game: this.game,
        scale: THUMBNAIL_SCALE,
        panels: this.panels,
      });
      for (const design of DESIGN_NAMES) {
        if (stale()) break;
        const changed = changeDesign(base, uuid, design);
        if (!changed.ok) continue;
        await this.compositor.update(changed.kit as CompositorKit);
        const image = renderMinikit(this.renderer, this.compositor, this.game, THUMBNAIL_SIZE, true);
        urls[design] = await rgbaObjectUrl(image);
      }
      return { urls, ms: performance.now() - start };
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  dispose(): void {
    this.compositor?.dispose();
    this.compositor = null;
    this.panels.dispose();
  }
}
