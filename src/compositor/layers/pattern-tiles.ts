/**
 * The catalogues of the pattern-like kinds, in the one catalogue (public/data/catalogue/
 * <folder>.json, written by `npm run catalogue`) with the same entry shape as the logo and
 * graphic catalogues; images sit in public/<folder>/. Patterns, collars and armbands are channel
 * masks; materials are greyscale height tiles.
 */
import { catalogueEntries, normaliseName, type ImageEntry } from '../images/catalogue.ts';
import { PATTERN_MESSAGES } from './pattern-messages.ts';

export type KindFolder = 'patterns' | 'collars' | 'armbands' | 'materials';

const UNKNOWN: Record<KindFolder, (name: string) => string> = {
  patterns: PATTERN_MESSAGES.unknownPattern,
  collars: PATTERN_MESSAGES.unknownCollar,
  armbands: PATTERN_MESSAGES.unknownArmband,
  materials: PATTERN_MESSAGES.unknownMaterial,
};

const catalogues = new Map<KindFolder, Promise<ImageEntry[]>>();

function catalogue(folder: KindFolder): Promise<ImageEntry[]> {
  let list = catalogues.get(folder);
  if (!list) {
    list = catalogueEntries<ImageEntry>(folder, PATTERN_MESSAGES.catalogueFailed);
    // A failed load is retried next time instead of being remembered.
    list.catch(() => catalogues.delete(folder));
    catalogues.set(folder, list);
  }
  return list;
}

/** The entry named `name` (matched as the spec normalises names); throws a user-facing message. */
export async function findKindImage(folder: KindFolder, name: string): Promise<ImageEntry> {
  const key = normaliseName(name);
  const entry = (await catalogue(folder)).find((e) => normaliseName(e.name) === key || e.filename === name);
  if (!entry) throw new Error(UNKNOWN[folder](name));
  knownColors.set(`${folder}/${key}`, entry.colors);
  return entry;
}

export const kindImageUrl = (folder: KindFolder, entry: ImageEntry): string => `/${folder}/${entry.filename}`;

/** Original colours of entries already looked up, for the synchronous uniforms(). */
const knownColors = new Map<string, string[]>();
export const kindImageColors = (folder: KindFolder, name: string): string[] =>
  knownColors.get(`${folder}/${normaliseName(name)}`) ?? [];

/** `l` is an upload's URL, or the stored file name the upload routes serve under /files/uploads/. */
export function customPatternUrl(l: unknown): string {
  if (typeof l !== 'string' || l.trim() === '') throw new Error(PATTERN_MESSAGES.noImage);
  return /^(https?:|data:|blob:|\/)/.test(l) ? l : `/files/uploads/${encodeURIComponent(l)}`;
}
