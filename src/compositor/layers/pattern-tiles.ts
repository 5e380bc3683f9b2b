/**
 * The pattern catalogue: public/patterns/patterns.json (written by scripts/make-patterns.ts), the
 * same entry shape as the logo and graphic catalogues. Tiles are channel masks.
 */
import { normaliseName, type ImageEntry } from '../images/catalogue.ts';
import { PATTERN_MESSAGES } from './pattern-messages.ts';

const CATALOGUE_URL = '/patterns/patterns.json';
let catalogue: Promise<ImageEntry[]> | undefined;

function patternCatalogue(): Promise<ImageEntry[]> {
  if (!catalogue) {
    catalogue = fetch(CATALOGUE_URL).then(async (res) => {
      if (!res.ok) throw new Error(PATTERN_MESSAGES.catalogueFailed(CATALOGUE_URL));
      return (await res.json()) as ImageEntry[];
    });
    // A failed load is retried next time instead of being remembered.
    catalogue.catch(() => (catalogue = undefined));
  }
  return catalogue;
}

export async function findPattern(name: string): Promise<ImageEntry> {
  const key = normaliseName(name);
  const entry = (await patternCatalogue()).find((e) => normaliseName(e.name) === key || e.filename === name);
  if (!entry) throw new Error(PATTERN_MESSAGES.unknownPattern(name));
  return entry;
}

export const patternUrl = (entry: ImageEntry): string => `/patterns/${entry.filename}`;

/** Original colours of tiles already looked up, for the synchronous uniforms(). */
const knownColors = new Map<string, string[]>();
export const rememberPatternColors = (name: string, colors: string[]) =>
  knownColors.set(normaliseName(name), colors);
export const patternColors = (name: string): string[] => knownColors.get(normaliseName(name)) ?? [];
