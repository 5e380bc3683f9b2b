/**
 * Many FM 2D kits in one ZIP (the /tools/minikit-generator/ page): each drawn in turn by the FM
 * download's own `fm2dKit` (fm-pack-render.ts), progress after each, a cancel between two, and
 * the ZIP written only when every picture is there, so a cancel or an error saves nothing.
 */
import { FM_3D_SIZE, fmSlug } from './fm26.ts';
import { checkPngTexture, decodePngTexture, type TextureProblem } from './png-texture-check.ts';

export const MINIKIT_ZIP_NAME = 'kitsmith_fm_minikits.zip';

/** One picture of the ZIP: its name before the slug, and how it is drawn. */
export interface MinikitInput {
  name: string;
  draw: () => Promise<Uint8Array>;
}

/**
 * Entry names: the name's slug (FM's rule for picture names) with `.png`, numbered from the
 * second use on, so two kits called alike never overwrite each other in the ZIP.
 */
export function minikitFileNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const stem = fmSlug(name.replace(/\.png$/i, '')) || 'kit';
    let candidate = stem;
    for (let n = 2; used.has(candidate); n++) candidate = `${stem}_${n}`;
    used.add(candidate);
    return `${candidate}.png`;
  });
}

export async function buildMinikitZip(
  inputs: readonly MinikitInput[],
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const names = minikitFileNames(inputs.map((input) => input.name));
  const pictures: Uint8Array[] = [];
  onProgress(0, inputs.length);
  for (const input of inputs) {
    signal?.throwIfAborted();
    pictures.push(await input.draw());
    onProgress(pictures.length, inputs.length);
  }
  signal?.throwIfAborted();
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  // PNGs are deflated already: stored, as in the FM pack.
  names.forEach((name, i) => zip.file(name, pictures[i]!, { compression: 'STORE' }));
  return zip.generateAsync({ type: 'uint8array', platform: 'DOS' });
}

export type { TextureProblem };

/** Checks a dropped file as an FM26 3D kit texture (1024x1024 PNG). */
export function checkFmTexture(file: Blob): Promise<TextureProblem | null> {
  return checkPngTexture(file, FM_3D_SIZE);
}

export { decodePngTexture as decodeFmTexture };
