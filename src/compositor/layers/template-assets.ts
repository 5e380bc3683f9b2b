/**
 * The images a kit's template brings to one texture area (document 1 §3 "Template"): body and
 * sleeve masks, the chosen collar's UV mask, the finish overlays and the fold normals. They come
 * from the one catalogue (public/data/catalogue/templates.json, drawn by scripts/catalogue) and
 * load through the compositor's texture loader, which caches them per URL.
 */
import * as THREE from 'three';
import type { TemplateItem } from '../../kit/model/index.ts';
import { garmentMasks, type GarmentMasks } from '../../kit/operations/collar.ts';
import type { AreaId } from '../../games/index.ts';
import { catalogueEntries, normaliseName } from '../images/catalogue.ts';
import { IMAGE_MESSAGES } from '../images/messages.ts';
import { ImageLoadError, imageLoadErrorOf, type TemplatePart } from '../images/failures.ts';

/** Uniform name -> the template image it samples, for one area. */
export type TemplateImages = Partial<Record<TemplateTexture, string>>;

export type TemplateTexture =
  'uMaskFront' | 'uMaskBack' | 'uMaskSleeves' | 'uCollarUv' | 'uFinishFront' | 'uFinishBack' | 'uFoldNormals';

const TEMPLATE_PARTS: Record<TemplateTexture, TemplatePart> = {
  uMaskFront: 'mask',
  uMaskBack: 'mask',
  uMaskSleeves: 'mask',
  uCollarUv: 'collar',
  uFinishFront: 'finish',
  uFinishBack: 'finish',
  uFoldNormals: 'normals',
};

let catalogue: Promise<TemplateItem[]> | null = null;

function templates(): Promise<TemplateItem[]> {
  if (!catalogue) {
    catalogue = catalogueEntries<TemplateItem>('templates', IMAGE_MESSAGES.loadFailed);
    catalogue.catch(() => (catalogue = null));
  }
  return catalogue;
}

/**
 * The kit's template by its normalised name. An unknown or empty name falls back to the first
 * template offered for the game, as loading a kit does (document 1 §4 "Load kit").
 */
export async function findTemplate(name: string, game: string): Promise<TemplateItem> {
  const list = await templates();
  const key = normaliseName(name);
  const found =
    list.find((t) => normaliseName(t.name) === key || t.id === key) ??
    list.find((t) => t.games.includes(game as TemplateItem['games'][number])) ??
    list[0];
  if (!found) throw new Error(IMAGE_MESSAGES.unknownImage(name));
  return found;
}

/**
 * Where the template puts its brand's logo, per area (Template.brand.positions), or undefined when
 * the kit's template is not in the catalogue (no fallback here: another template's spots would be
 * a guess) or the catalogue cannot be read (the slots' own spots are used then).
 */
export async function templateBrandSpots(
  name: string,
): Promise<TemplateItem['brand']['positions'] | undefined> {
  try {
    const key = normaliseName(name);
    const found = (await templates()).find((t) => normaliseName(t.name) === key || t.id === key);
    return found?.brand?.positions;
  } catch {
    return undefined;
  }
}

/**
 * Which of the template's images an area samples. The shirt uses the body masks, the sleeve mask
 * (unless the template applies none to sleeves), the collar variant's UV mask and the two finish
 * overlays (finish on the front, finish2 on the back); the shorts use finish_shorts on both
 * panels. Every area with a garment gets the fold normals. `masks` are the body and sleeve masks
 * and finishes in force (`garmentMasks`: a shown custom collar's own, else the template's).
 */
export function templateImages(
  template: TemplateItem,
  area: AreaId,
  collar: number,
  masks: GarmentMasks = garmentMasks(undefined, template, () => undefined),
): TemplateImages {
  if (area === 'armband') return {};
  if (area === 'socks') return { uFoldNormals: template.normals };
  if (area === 'shorts') {
    return {
      uFinishFront: template.finish_shorts,
      uFinishBack: template.finish_shorts,
      uFoldNormals: template.normals,
    };
  }
  const count = template.collar_uv.length;
  const index = Number.isInteger(collar) && collar >= 0 && collar < count ? collar : 0;
  const images: TemplateImages = {
    uMaskFront: masks.mask.front,
    uMaskBack: masks.mask.back,
    uCollarUv: template.collar_uv[index],
    uFinishFront: masks.finish,
    uFinishBack: masks.finish2,
    uFoldNormals: template.normals,
  };
  // A custom collar's sleeve mask belongs to its cut, whatever the template does with sleeves.
  if (masks.source === 'custom_collar' || !template.apply_no_sleeves)
    images.uMaskSleeves = masks.mask_sleeves;
  return images;
}

/**
 * The images the template layer draws from, minified at small texture scales (a 512 mask over a
 * front panel 256 texels wide at 0.25): they carry mip chains and template.frag picks the level.
 * The fold normals are read at level 0 by the normal map (area-detail.ts) and keep their sampling.
 */
const MIPMAPPED: ReadonlySet<string> = new Set<TemplateTexture>([
  'uMaskFront',
  'uMaskBack',
  'uMaskSleeves',
  'uCollarUv',
  'uFinishFront',
  'uFinishBack',
]);

function withMipmaps(texture: THREE.Texture): THREE.Texture {
  if (texture.generateMipmaps && texture.minFilter === THREE.LinearMipmapLinearFilter) return texture;
  texture.minFilter = THREE.LinearMipmapLinearFilter;
  texture.magFilter = THREE.LinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}

/** Loads every image of the area; a missing or broken one fails the whole set with its URL. */
export async function loadTemplateImages(
  images: TemplateImages,
  loadTexture: (url: string) => Promise<THREE.Texture>,
): Promise<Record<string, THREE.Texture>> {
  const entries = await Promise.all(
    Object.entries(images).map(async ([uniform, url]) => {
      if (!url) throw new Error(IMAGE_MESSAGES.loadFailed(uniform));
      const texture = await loadTexture(url).catch((cause: unknown) => {
        throw new ImageLoadError(imageLoadErrorOf(cause)?.url ?? url, {
          cause,
          part: TEMPLATE_PARTS[uniform as TemplateTexture],
        });
      });
      return [uniform, MIPMAPPED.has(uniform) ? withMipmaps(texture) : texture] as const;
    }),
  );
  return Object.fromEntries(entries);
}
