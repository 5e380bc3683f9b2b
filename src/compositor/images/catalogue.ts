/**
 * The image catalogues the logo and graphic kinds draw from: public/logos/logos.json and
 * public/graphics/graphics.json (written by scripts/make-logos.ts). Each entry is a channel-mask
 * PNG and its original colours, one per channel.
 */
import type * as THREE from 'three';
import { IMAGE_MESSAGES } from './messages.ts';
import { rasteriseSvg, rasterSize } from './rasterise.ts';

export interface ImageEntry {
  name: string;
  type?: string;
  colors: string[];
  premium: boolean;
  filename: string;
  /** Vector source next to the PNG, when there is one: rasterised at the drawn size. */
  svg?: string;
  colormode: string;
  format: string;
}

export type ImageFolder = 'logos' | 'graphics';

const catalogues = new Map<ImageFolder, Promise<ImageEntry[]>>();

export function imageCatalogue(folder: ImageFolder): Promise<ImageEntry[]> {
  let list = catalogues.get(folder);
  if (!list) {
    const url = `/${folder}/${folder}.json`;
    list = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(IMAGE_MESSAGES.loadFailed(url));
      return (await res.json()) as ImageEntry[];
    });
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
