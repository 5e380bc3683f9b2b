/**
 * Images a kit's layers could not load. The layer still draws (without the image, or with its
 * neutral stand-ins), and the failure is told to whoever listens on the kit's compositor
 * (`KitCompositor.onImageFailed`: the editor raises a toast), so a user is not left guessing why
 * the template or a logo is missing.
 *
 * Failures are met where a layer's textures load (layer-textures.ts, inside an AreaCompositor),
 * far from the KitCompositor that owns the listeners. The one thing the two share is the kit's
 * texture loader, passed down unchanged into every area's PassContext, so listeners are kept by
 * that loader.
 */
import type { AreaId } from '../../games/index.ts';
import { IMAGE_MESSAGES } from './messages.ts';

/**
 * A load of `url` that failed (HTTP error, undecodable image, unreachable catalogue). The message
 * is the spec's `error loading <url>` unless the kind words it itself.
 */
export class ImageLoadError extends Error {
  /** What the file was: an image, or a font a text layer draws with. */
  readonly asset: 'image' | 'font';
  /** Which of a template's files it was, when it was one (the spec words those failures apart). */
  readonly part: TemplatePart | undefined;
  constructor(
    readonly url: string,
    options: { cause?: unknown; message?: string; asset?: 'image' | 'font'; part?: TemplatePart } = {},
  ) {
    super(options.message ?? IMAGE_MESSAGES.loadFailed(url), { cause: options.cause });
    this.name = 'ImageLoadError';
    this.asset = options.asset ?? 'image';
    this.part = options.part;
  }
}

/**
 * A template's files by what they do: masks cut the panels, the collar's UV mask shapes the
 * collar, finish overlays shade seams, normals fold the cloth. Document 1 §8 toasts a collar or
 * normals failure as 'An error occurred' and a mask as 'Error loading <mask>'.
 */
export type TemplatePart = 'mask' | 'collar' | 'finish' | 'normals';

/** The ImageLoadError behind `error` (itself or along its causes), or null for other errors. */
export function imageLoadErrorOf(error: unknown): ImageLoadError | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++)
    if (e instanceof ImageLoadError) return e;
  return null;
}

/** What failed, for the user's message: which layer kind in which area, and the file. */
export interface ImageFailure {
  url: string;
  /** The layer kind whose image it was (the spec's `n`: template, logo, graphic, custom_logo...). */
  kind: string;
  area: AreaId;
  /** An image, or a font (a text layer's face or the font catalogue). */
  asset: 'image' | 'font';
  /** Which of the template's files, for a template's failure. */
  part?: TemplatePart;
}

type Loader = (url: string) => Promise<unknown>;
type FailureListener = (failure: ImageFailure) => void;

const listeners = new WeakMap<Loader, FailureListener>();

/** Sends the failures met by layers that load through `loader` to `listener`. */
export function listenForImageFailures(loader: Loader, listener: FailureListener): void {
  listeners.set(loader, listener);
}

/** Tells the listener of `loader` (if any) that a layer's image failed; other errors are not told. */
export function reportImageFailure(
  loader: Loader,
  error: unknown,
  layer: { kind: string; area: AreaId },
): boolean {
  const failed = imageLoadErrorOf(error);
  if (!failed) return false;
  listeners.get(loader)?.({
    url: failed.url,
    kind: layer.kind,
    area: layer.area,
    asset: failed.asset,
    ...(failed.part === undefined ? {} : { part: failed.part }),
  });
  return true;
}
