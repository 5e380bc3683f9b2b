/**
 * The Save preview dialog's work, outside React: the live preview, the image file and the
 * turntable GIF, all drawn the same way (the kit rendered offscreen at the output size, layered
 * by a PreviewComposer), so the preview shows what the file will hold. Renders are queued one at
 * a time on the shared renderer.
 */
import type * as THREE from 'three';
import { kitBounds } from '../../scene/export-framing.ts';
import { OffscreenKitRender } from '../../scene/offscreen.ts';
import type { BackgroundImages } from '../../tools/preview/background.ts';
import { PreviewComposer, type KitInfoBox, type WatermarkText } from '../../tools/preview/compose.ts';
import { paletteSampleFrames } from '../../tools/preview/gif-frames.ts';
import { GifEncoder } from '../../tools/preview/gif-workers.ts';
import { kitPlaces } from '../../tools/preview/position.ts';
import {
  JPEG_QUALITY,
  gifFrameCount,
  gifFrameDelay,
  GIF_TRANSPARENT_KEY,
  imageFormat,
  imageSize,
  turntableYaws,
  type PreviewSettings,
} from '../../tools/preview/settings.ts';

export interface SceneAccess {
  gl: THREE.WebGLRenderer;
  scene: THREE.Scene;
  camera: THREE.PerspectiveCamera;
}

/** What the GIF export shows while it runs (document 2 §4). */
export type GifProgress =
  | { phase: 'idle' }
  | { phase: 'adding'; frame: number; frames: number }
  | { phase: 'rendering'; percent: number };

export interface PictureInput {
  settings: PreviewSettings;
  images: BackgroundImages;
  text: WatermarkText;
  /** The kit-info layer's box, when the setting is on. */
  info: KitInfoBox | null;
}

export class PreviewExporter {
  private readonly offscreen: OffscreenKitRender;
  private queue: Promise<unknown> = Promise.resolve();
  private preview: PreviewComposer | null = null;

  constructor(private readonly access: SceneAccess) {
    this.offscreen = new OffscreenKitRender(access.gl);
  }

  /** Runs `work` after every render queued before it (one renderer, one render at a time). */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * One picture: the kit filling its place, turned `yawDeg` from the view (a turntable frame);
   * or, front and back, the kit turned to face the camera and away from it, each in its half.
   */
  private async picture(composer: PreviewComposer, input: PictureInput, yawDeg: number | null = null) {
    const { width, height } = composer;
    const { scene, camera } = this.access;
    const fit = kitBounds(scene);
    const layout = yawDeg === null ? input.settings.layout : 'single';
    const places = kitPlaces(width, height, input.settings, layout);
    if (layout === 'single') {
      composer.compose(
        await this.offscreen.render(scene, camera, width, height, places[0]!, yawDeg ?? 0, fit),
      );
      return;
    }
    // The view's own turn round the player (0 = straight at the front), undone for the front.
    const viewYaw = (Math.atan2(camera.position.x, camera.position.z) * 180) / Math.PI;
    const front = await this.offscreen.render(scene, camera, width, height, places[0]!, -viewYaw, fit);
    const back = await this.offscreen.render(scene, camera, width, height, places[1]!, 180 - viewYaw, fit);
    // The halves do not overlap: each pixel takes whichever kit covers it more.
    for (let i = 3; i < front.length; i += 4)
      if (back[i]! > front[i]!) front.set(back.subarray(i - 3, i + 1), i - 3);
    composer.compose(front);
  }

  /** The live preview at width x height (the dialog's canvas), drawn through the export path. */
  renderPreview(input: PictureInput, width: number, height: number): Promise<OffscreenCanvas> {
    return this.serial(async () => {
      if (!this.preview || this.preview.width !== width || this.preview.height !== height)
        this.preview = new PreviewComposer(width, height);
      this.preview.prepare(input.settings, input.images, input.text, input.info);
      await this.picture(this.preview, input);
      return this.preview.canvas;
    });
  }

  /** The image file: the kit rendered at the chosen resolution; JPEG 0.9, or PNG when transparent. */
  exportImage(input: PictureInput): Promise<Blob> {
    return this.serial(async () => {
      const { width, height } = imageSize(input.settings.resolution);
      const composer = new PreviewComposer(width, height);
      composer.prepare(input.settings, input.images, input.text, input.info);
      await this.picture(composer, input);
      return composer.encode(imageFormat(input.settings), JPEG_QUALITY);
    });
  }

  /**
   * The turntable GIF: a full turn in evenly spaced frames, each rendered into the reused target,
   * read back once, layered and handed to the encoder as it comes. A few frames spread round the
   * turn are rendered first for the shared palette. Aborting stops between frames and terminates
   * the workers at once.
   */
  exportGif(
    input: PictureInput,
    onProgress: (progress: GifProgress) => void,
    signal: AbortSignal,
  ): Promise<Blob> {
    return this.serial(async () => {
      const { settings } = input;
      const size = settings.gifResolution;
      const frames = gifFrameCount(settings);
      const composer = new PreviewComposer(size, size);
      composer.prepare(settings, input.images, input.text, input.info);
      const key = settings.background ? undefined : GIF_TRANSPARENT_KEY;
      let capturing = true;
      const encoder = new GifEncoder(
        {
          width: size,
          height: size,
          frames,
          delay: gifFrameDelay(settings),
          quality: settings.gifQuality,
          key: key ?? null,
        },
        (done, total) => {
          if (!capturing) onProgress({ phase: 'rendering', percent: Math.floor((100 * done) / total) });
        },
      );
      const cancel = () => encoder.cancel();
      signal.addEventListener('abort', cancel);
      try {
        const yaws = turntableYaws(frames);
        onProgress({ phase: 'adding', frame: 0, frames });
        const samples: Uint8Array<ArrayBuffer>[] = [];
        for (const i of paletteSampleFrames(frames)) {
          await this.picture(composer, input, yaws[i]);
          signal.throwIfAborted();
          samples.push(composer.pixels(key));
        }
        await encoder.sample(samples);
        for (let i = 0; i < frames; i++) {
          await encoder.room();
          signal.throwIfAborted();
          await this.picture(composer, input, yaws[i]);
          signal.throwIfAborted();
          encoder.add(i, composer.pixels(key));
          onProgress({ phase: 'adding', frame: i + 1, frames });
        }
        capturing = false;
        onProgress({ phase: 'rendering', percent: 0 });
        return await encoder.blob();
      } catch (error) {
        encoder.cancel();
        throw error;
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    });
  }

  dispose(): void {
    void this.queue.then(() => this.offscreen.dispose());
  }
}

/** Saves a file the browser's way: a temporary link with a download name. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
