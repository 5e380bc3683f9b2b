/**
 * The UV transfer of the PES -> FM converter (/tools/pes-to-fm-converter/, document 1 §2): a PES
 * kit texture becomes our fm canvas on the GPU, region to region, and the FM download's own
 * `fm3dTexture` and `fm2dKit` make the FM26 pack from that canvas.
 *
 * The PES texture IS our pes canvas (src/games/pes/layout.ts: the PES download writes the whole
 * canvas as it is), so reading it back into our layout is the identity; the work is the step from
 * the pes canvas to the fm one. Each pes region's rectangle is laid on the fm region of the same
 * name, stretched to it: regions are the spaces designs are drawn in (a hoop at mid-height of the
 * PES front is at mid-height of the FM front, a sleeve's short part stays its short part, which
 * FM26's short-sleeve strips are filled from). Where the fm canvas paints more than its region
 * (`paint`: FM's hem strips, the back's extra rows at the collar), the region's edge texels run on,
 * as a design runs on past the outline when the compositor paints it. The PES bodies are shaped
 * (the compositor paints inside the outline only, the download leaves black or transparent around
 * it) while FM26's are whole rectangles, shoulders included: above the PES outline the column's
 * first texels inside it run on up, so FM's shoulders wear the design, not the black.
 *
 * One transfer pass per region into one 2048 target, no CPU pixel loop; the target keeps a mip
 * chain because the 3D preview samples it as the kit material samples a compositor's albedo.
 */
import * as THREE from 'three';
import {
  gameLayout,
  outlineTopEdge,
  paintedRect,
  regionTransfers,
  type AreaId,
  type Rect,
  type RegionName,
} from '../games/index.ts';
import { fm2dKit, fm3dTexture, fmZipName, type FmPackOptions } from './fm26.ts';
import { fmPackZip } from './fm-pack.ts';
import { ExportCanvas, rectMap } from './gl/export-canvas.ts';
import type { MinikitSource } from './minikit.ts';
import { encodePng } from './png.ts';

/** Side of the PES texture the converter takes: the PES download's (and PES 2016/17's) size. */
export const PES_TEXTURE_SIZE = 2048;

/**
 * A PES texture file's pixels as the canvas pass reads them: bottom row first (a texture's v runs
 * up), premultiplied as the compositor's albedo, values as stored (no colour management).
 */
export function decodePesTexture(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, {
    imageOrientation: 'flipY',
    premultiplyAlpha: 'premultiply',
    colorSpaceConversion: 'none',
  });
}

/**
 * One region's transfer: its pes rectangle, its fm region and the fm rectangle painted from it;
 * for a shaped pes panel (the bodies) its outline's top edge, above which the PES file holds no
 * design (the compositor paints inside the outline only).
 */
export interface RegionTransfer {
  region: RegionName;
  pes: Rect;
  fm: Rect;
  painted: Rect;
  outlineTop?: [number, number][];
}

/**
 * Every region both layouts hold, in the fm layout's order: the one region-to-region rule of
 * every game pair (src/games/region-transfer.ts), here from PES's canvas to FM's, both of which
 * keep the whole kit (shorts and socks too) on the shirt's texture. Both layouts must be loaded.
 */
export function pesToFmRegions(): RegionTransfer[] {
  return regionTransfers(gameLayout('pes'), gameLayout('fm')).flatMap(({ region, from, to }) => {
    // Both canvases are single upright textures: the pass below maps rectangles as they lie.
    if (from.area !== 'shirt' || to.area !== 'shirt' || from.region.turn || to.region.turn) return [];
    const top = from.region.shape ? { outlineTop: outlineTopEdge(from.region.shape) } : {};
    return [{ region, pes: from.region.rect, fm: to.region.rect, painted: paintedRect(to.region), ...top }];
  });
}

/**
 * The fm canvas drawn from a PES texture: the shirt area's albedo, premultiplied and
 * sRGB-encoded as a compositor's is, with canvas rows the way a compositor's targets hold them,
 * so the FM pictures and the 3D kit read it as they read a composited kit.
 */
export class PesFmCanvas implements MinikitSource {
  private readonly canvas: ExportCanvas;
  readonly mipmaps = { flush: () => undefined };

  /** `image` as `decodePesTexture` decodes it. */
  constructor(renderer: THREE.WebGLRenderer, image: ImageBitmap) {
    if (image.width !== PES_TEXTURE_SIZE || image.height !== PES_TEXTURE_SIZE)
      throw new Error(`a PES kit texture is ${PES_TEXTURE_SIZE}x${PES_TEXTURE_SIZE}`);
    const fm = gameLayout('fm').areas.shirt!;
    // Already flipped and premultiplied by the decoder (WebGL ignores both for a bitmap).
    const source = new THREE.Texture(image);
    source.colorSpace = THREE.NoColorSpace;
    source.flipY = false;
    source.premultiplyAlpha = false;
    source.generateMipmaps = false;
    source.minFilter = THREE.LinearFilter;
    source.needsUpdate = true;
    this.canvas = new ExportCanvas(renderer, fm.width, fm.height, { mipmaps: true });
    try {
      // A compositor's target holds the canvas's top row last (texture v up); export canvases
      // write rows top first, so each pass is drawn upside down into it.
      const flipped = (r: Rect): Rect => ({ ...r, y: fm.height - r.y - r.h });
      const size = { width: PES_TEXTURE_SIZE, height: PES_TEXTURE_SIZE };
      for (const { pes, fm: region, painted, outlineTop } of pesToFmRegions())
        this.canvas.draw({
          source,
          sourceSize: size,
          clip: pes,
          clamp: true,
          ...(outlineTop ? { outlineTop } : {}),
          // The region's own map (upside down), drawn over the whole painted rectangle.
          map: rectMap(flipped(region), pes, 2, true),
          dest: flipped(painted),
          mode: 'raw',
        });
      this.canvas.buildMipmaps();
    } catch (error) {
      this.canvas.dispose();
      throw error;
    } finally {
      source.dispose();
    }
  }

  texture(area: AreaId): THREE.Texture | null {
    return area === 'shirt' ? this.canvas.texture : null;
  }

  dispose(): void {
    this.canvas.dispose();
  }
}

/**
 * The FM26 pack of a converted texture: the FM download's own 2D kit and 3D texture drawn from
 * the canvas, zipped with their config.xml by the bulk generator's pack writer.
 */
export async function pesFmPack(
  renderer: THREE.WebGLRenderer,
  canvas: PesFmCanvas,
  options: FmPackOptions,
): Promise<{ name: string; bytes: Uint8Array }> {
  const job = { renderer, compositor: canvas };
  const [kit2d, kit3d] = await Promise.all([encodePng(fm2dKit(job)), encodePng(fm3dTexture(job))]);
  return { name: fmZipName(options), bytes: await fmPackZip([{ options, kit2d, kit3d }]) };
}
