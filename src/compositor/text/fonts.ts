/**
 * Kit fonts: the letter and basketball number fonts of the one catalogue
 * (public/data/catalogue/{fonts,nba_fonts}.json, written by `npm run catalogue`) and loading a
 * face into the page so canvas 2D can draw its glyphs for the SDF atlas.
 */
import type { FontItem } from '../../kit/model/index.ts';
import { catalogueFile, catalogueFileUrl } from '../catalogue-files.ts';
import { ImageLoadError } from '../images/failures.ts';
import { TEXT_MESSAGES } from './messages.ts';

/** A font catalogue entry; its `id` is what a text layer's `f` stores. */
export type FontEntry = FontItem;

/** The font a text layer falls back to when its `f` names no known font. */
export const DEFAULT_FONT_ID = 'graduate';
const FONTS_FILES = ['fonts', 'nba_fonts'];

let catalogue: Promise<FontEntry[]> | undefined;
const faces = new Map<string, Promise<string>>();

export function fontCatalogue(): Promise<FontEntry[]> {
  catalogue ??= Promise.all(
    FONTS_FILES.map(async (name) => {
      const url = catalogueFileUrl(name);
      const fail = (cause?: unknown) =>
        new ImageLoadError(url, { cause, message: TEXT_MESSAGES.fontCatalogueFailed(url), asset: 'font' });
      const list = await catalogueFile(name).catch((cause: unknown) => {
        throw fail(cause);
      });
      if (!Array.isArray(list)) throw fail();
      return list as FontEntry[];
    }),
  ).then((lists) => lists.flat());
  // A failed load is not kept: the next composite asks again.
  catalogue.catch(() => (catalogue = undefined));
  return catalogue;
}

/** The catalogue entry for a layer's font id, or the default font when the id is unknown. */
export async function resolveFont(id: string): Promise<FontEntry> {
  const fonts = await fontCatalogue();
  const found = fonts.find((f) => f.id === id) ?? fonts.find((f) => f.id === DEFAULT_FONT_ID) ?? fonts[0];
  if (!found) throw new Error(TEXT_MESSAGES.noFonts);
  return found;
}

/**
 * Loads a font face into document.fonts under a family name of our own, so a user's system font
 * with the same family name can never stand in for it. Resolves to the CSS family to draw with.
 */
export function loadFontFace(font: FontEntry): Promise<string> {
  let face = faces.get(font.id);
  if (!face) {
    const family = `kitsmith-${font.id}`;
    const url = `/fonts/${font.file}`;
    face = new FontFace(family, `url(${url})`, { weight: String(font.weight) }).load().then(
      (loaded) => {
        document.fonts.add(loaded);
        return family;
      },
      (cause: unknown) => {
        // Forgotten, so the next composite tries the file again.
        faces.delete(font.id);
        throw new ImageLoadError(url, { cause, message: TEXT_MESSAGES.fontLoadFailed(url), asset: 'font' });
      },
    );
    faces.set(font.id, face);
  }
  return face;
}
