/**
 * The image catalogues the logo and graphic kinds draw from: the one catalogue in
 * public/data/catalogue/<category>.json (written by `npm run catalogue`), also served by the
 * server. Each entry is a channel-mask PNG in public/<folder>/ and its original colours, one per
 * channel. The graphic kind draws shirt, shorts and socks graphics alike, so 'graphics' reads all
 * three graphics categories.
 */
import type * as THREE from 'three';
import type { CatalogueItem } from '../../kit/model/index.ts';
import { catalogueFile, catalogueFileUrl } from '../catalogue-files.ts';
import { ImageLoadError } from './failures.ts';
import { IMAGE_MESSAGES } from './messages.ts';
import { rasteriseSvg, rasterSize } from './rasterise.ts';

/** An image catalogue entry: the shared catalogue item type (document 1 §3 "Catalogue item"). */
export type ImageEntry = CatalogueItem;

export type ImageFolder = 'logos' | 'graphics';

const catalogues = new Map<ImageFolder, Promise<ImageEntry[]>>();

const CATEGORIES: Record<ImageFolder, string[]> = {
  logos: ['logos'],
  graphics: ['graphics', 'graphics_shorts', 'graphics_socks'],
};

/**
 * One catalogue's entries (the page's one copy of the file, catalogue-files.ts). An unreachable
 * catalogue fails as an image load (none of its images can draw), with the message `failed(url)`.
 */
export async function catalogueEntries<T>(category: string, failed: (url: string) => string): Promise<T[]> {
  const url = catalogueFileUrl(category);
  const entries = await catalogueFile(category).catch((cause: unknown) => {
    throw new ImageLoadError(url, { cause, message: failed(url) });
  });
  if (!Array.isArray(entries)) throw new ImageLoadError(url, { message: failed(url) });
  return entries as T[];
}

export function imageCatalogue(folder: ImageFolder): Promise<ImageEntry[]> {
  let list = catalogues.get(folder);
  if (!list) {
    list = Promise.all(
      CATEGORIES[folder].map((c) => catalogueEntries<ImageEntry>(c, IMAGE_MESSAGES.loadFailed)),
    ).then((lists) => lists.flat());
    list.catch(() => catalogues.delete(folder));
    catalogues.set(folder, list);
  }
  return list;
}

/** Catalogue names are matched the way the spec normalises names: lowercase, ' ', # and / as _. */
export const normaliseName = (name: string): string => name.toLowerCase().replace(/[ #/]/g, '_');

export async function findImage(folder: ImageFolder, name: string): Promise<ImageEntry | undefined> {
  const key = normaliseName(name);
  return (await imageCatalogue(folder)).find((e) => normaliseName(e.name) === key || e.filename === name);
}

export const imageUrl = (folder: ImageFolder, entry: ImageEntry): string => `/${folder}/${entry.filename}`;

/**
 * The entry's image as a texture for something drawn `texels` wide: its SVG rasterised at that
 * size when it has one, else its PNG.
 */
export function entryTexture(
  folder: ImageFolder,
  entry: ImageEntry,
  texels: number,
  loadTexture: (url: string) => Promise<THREE.Texture>,
): Promise<THREE.Texture> {
  return entry.svg
    ? rasteriseSvg(`/${folder}/${entry.svg}`, rasterSize(texels))
    : loadTexture(imageUrl(folder, entry));
}

/** Colours of entries already looked up, for the synchronous uniforms() of the kinds. */
const knownColors = new Map<string, string[]>();

export function rememberColors(folder: ImageFolder, name: string, colors: string[]): void {
  knownColors.set(`${folder}/${normaliseName(name)}`, colors);
}

export function originalColors(folder: ImageFolder, name: string): string[] {
  return knownColors.get(`${folder}/${normaliseName(name)}`) ?? [];
}
