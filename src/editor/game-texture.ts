import * as THREE from 'three';
import { atom } from 'jotai';
import { gameLayout, type AreaId, type Rect } from '../games/index.ts';
import { NBA_FILE_SIZE, nbaFilePieces } from '../games/basketball/nba2k-file.ts';
import {
  fitsArea,
  readGameTextureFile,
  type BlockFormat,
  type GameTextureProblem,
} from '../tools/game-texture-file.ts';
import type { EditorContext } from './context.ts';
import type { Game } from './kit.ts';
import { message, TOAST_MS } from './messages.ts';

/**
 * A texture exported from the player's game, laid see-through over an area in the Texture view: it
 * shows at a glance whether our layout matches the player's game version, and it is something to
 * trace an official kit over. Session scope: it never enters the kit, history or the server, and
 * the file never leaves the browser. DDS files are decoded by the GPU, as the game decodes them
 * (BC1/BC2/BC3 through S3TC, BC7 through BPTC), so no block decoder ships with the app.
 */
export interface GameTextureGuide {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly texture: THREE.Texture;
  /** 0..100 %. */
  readonly opacity: number;
  /** Compressed uploads keep the file's row order (WebGL cannot flip them): the view flips them. */
  readonly flipped: boolean;
  /**
   * Where the game's file is not the canvas (NBA 2K): the download's transfers, one per region,
   * each showing the file's rectangle over the canvas's. The view shows a canvas point through
   * the last piece that holds it and whose file point no later piece overwrites, so each canvas
   * point shows the file point the download fills from it. Omitted: the file lies as it is.
   */
  readonly pieces?: readonly GuidePiece[];
}

/** One transfer of a guide: fractions of each texture's size, from the top-left corner, y down. */
interface GuidePiece {
  readonly canvas: Rect;
  readonly file: Rect;
}

/** The download's transfers for an area whose game file differs from the canvas, as fractions. */
function guidePieces(game: Game, area: AreaId): GuidePiece[] | undefined {
  if (game !== 'basketball' || (area !== 'shirt' && area !== 'shorts')) return undefined;
  const layout = gameLayout(game).areas[area]!;
  const fraction = (r: Rect, width: number, height: number): Rect => ({
    x: r.x / width,
    y: r.y / height,
    w: r.w / width,
    h: r.h / height,
  });
  return nbaFilePieces(area).map(({ canvas, file }) => ({
    canvas: fraction(canvas, layout.width, layout.height),
    file: fraction(file, NBA_FILE_SIZE, NBA_FILE_SIZE),
  }));
}

export const GUIDE_OPACITY_DEFAULT = 50;

export const gameTextureGuidesAtom = atom<Partial<Record<AreaId, GameTextureGuide>>>({});

/** Whether this browser's GPU decodes a block format (WebGL extensions). */
export type BlockSupport = (format: BlockFormat) => boolean;

export function blockSupport(renderer: THREE.WebGLRenderer): BlockSupport {
  return (format) =>
    renderer.extensions.has(
      format === 'bc7' ? 'EXT_texture_compression_bptc' : 'WEBGL_compressed_texture_s3tc',
    );
}

const COMPRESSED_FORMATS: Record<BlockFormat, THREE.CompressedPixelFormat> = {
  bc1: THREE.RGBA_S3TC_DXT1_Format,
  bc2: THREE.RGBA_S3TC_DXT3_Format,
  bc3: THREE.RGBA_S3TC_DXT5_Format,
  bc7: THREE.RGBA_BPTC_Format,
};

/** The picture as stored: the view shows the guide's values as it shows the kit's, unconverted. */
function prepared<T extends THREE.Texture>(texture: T, mipmaps: boolean): T {
  texture.colorSpace = THREE.NoColorSpace;
  texture.generateMipmaps = mipmaps;
  texture.minFilter = mipmaps ? THREE.LinearMipmapLinearFilter : THREE.LinearFilter;
  texture.magFilter = THREE.LinearFilter;
  texture.needsUpdate = true;
  return texture;
}

async function decodedImage(bytes: Uint8Array, type: string): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(new Blob([bytes as BlobPart], { type }));
  } catch {
    return null;
  }
}

export function gameTextureActions(ctx: EditorContext, game: Game, supports: BlockSupport) {
  const { store } = ctx;
  const refuse = (
    problem: GameTextureProblem | 'wrongSize' | 'ddsUnsupported',
    values?: Record<string, string>,
  ) => {
    ctx.toast(message(`gameTexture.${problem}`, values), TOAST_MS.long, 'error');
    return false;
  };
  const put = (area: AreaId, guide: GameTextureGuide | undefined) => {
    const before = store.get(gameTextureGuidesAtom)[area];
    store.set(gameTextureGuidesAtom, (guides) => ({ ...guides, [area]: guide }));
    if (before && before.texture !== guide?.texture) before.texture.dispose();
  };
  return {
    /**
     * Lays a picked or dropped file over `area`. Anything but a PNG, JPEG or BC-compressed DDS of
     * the area's shape is refused with its reason, and the guide already there stays.
     */
    async openGameTexture(area: AreaId, file: Blob, name: string): Promise<boolean> {
      const layout = gameLayout(game).areas[area];
      if (!layout) return false;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const read = readGameTextureFile(bytes);
      if ('problem' in read) return refuse(read.problem);
      const wrongSize = (width: number, height: number) =>
        refuse('wrongSize', {
          size: `${width} × ${height}`,
          expected: `${layout.width} × ${layout.height}`,
        });
      let guide: GameTextureGuide;
      if (read.kind === 'dds') {
        if (!supports(read.format)) return refuse('ddsUnsupported', { format: read.format.toUpperCase() });
        if (!fitsArea(read.width, read.height, layout)) return wrongSize(read.width, read.height);
        const mip = { data: read.blocks, width: read.width, height: read.height };
        const texture = new THREE.CompressedTexture(
          [mip],
          read.width,
          read.height,
          COMPRESSED_FORMATS[read.format],
        );
        guide = {
          name,
          width: read.width,
          height: read.height,
          texture: prepared(texture, false),
          flipped: true,
          opacity: GUIDE_OPACITY_DEFAULT,
        };
      } else {
        const bitmap = await decodedImage(bytes, read.mime);
        if (!bitmap) return refuse('notATexture');
        const { width, height } = bitmap;
        if (!fitsArea(width, height, layout)) {
          bitmap.close();
          return wrongSize(width, height);
        }
        // A canvas (not the bitmap) so that flipY applies: the image's top row is the texture's top.
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
        bitmap.close();
        guide = {
          name,
          width,
          height,
          texture: prepared(new THREE.CanvasTexture(canvas), true),
          flipped: false,
          opacity: GUIDE_OPACITY_DEFAULT,
        };
      }
      const opacity = store.get(gameTextureGuidesAtom)[area]?.opacity ?? GUIDE_OPACITY_DEFAULT;
      // The game's file lies over the canvas as the canvas holds it: NBA 2K's jersey rolled, its
      // shorts' leg panels taken apart into our front and back, as the download puts them back.
      const pieces = guidePieces(game, area);
      put(area, { ...guide, opacity, ...(pieces ? { pieces } : {}) });
      return true;
    },
    setGameTextureOpacity(area: AreaId, opacity: number): void {
      const guide = store.get(gameTextureGuidesAtom)[area];
      if (!guide) return;
      put(area, { ...guide, opacity: Math.max(0, Math.min(100, Math.round(opacity))) });
    },
    removeGameTexture(area: AreaId): void {
      put(area, undefined);
    },
  };
}
