import { z } from 'zod';
import { clubColorSchema } from '../kit/index.ts';

/**
 * The colour picker's club colour presets (document 2 §3 "Colour picker": a club colour preset
 * list with name and hex). One preset is one colour: choosing it puts its hex in the picker, the
 * same as a palette swatch, so Apply and Apply all decide where it goes.
 */
export type ClubColor = z.infer<typeof clubColorSchema>;

export const CLUB_COLORS_URL = '/data/catalogue/club_colors.json';

const listSchema = z.array(clubColorSchema);

let pending: Promise<ClubColor[]> | null = null;

/** Loads and checks the presets once per page; a failed load may be retried by the next caller. */
export function loadClubColors(fetcher: typeof fetch = fetch): Promise<ClubColor[]> {
  pending ??= fetcher(CLUB_COLORS_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`error loading ${CLUB_COLORS_URL}`);
      const parsed = listSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`${CLUB_COLORS_URL}: ${parsed.error.issues[0]?.message ?? ''}`);
      return parsed.data;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * The presets whose name holds every word of `query` (any order, any case), or whose hex starts
 * with it: "kestrel sec" finds "Kestrel City secondary", "#1b4" finds that blue. 84 presets are
 * too many to scan by eye, so the picker filters as the user types.
 */
export function searchClubColors(presets: readonly ClubColor[], query: string): ClubColor[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...presets];
  return presets.filter((preset) => {
    const name = preset.name.toLowerCase();
    if (words.length === 1 && words[0]!.startsWith('#')) return preset.hex.startsWith(words[0]!);
    return words.every((word) => name.includes(word));
  });
}
