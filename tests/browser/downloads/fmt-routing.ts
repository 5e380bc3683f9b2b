/**
 * The Frostbite Modding Tool's "Kit Creator Import" routing, replayed on a ZIP's entry names
 * (na632/FrostbiteModdingTool @ 67b3595, `KitCreatorImport.xaml.cs`; shared/reference/
 * game-formats.md §1.2): an exact, case-sensitive `switch (entry.FileName)`, where FileName keeps
 * any folder prefix, maps each known name to `<kit folder><part>_<team>_<type>_0_<map>`;
 * `blank.png` goes over the brand and crest colour textures, `minikit.png` to a legacy DDS, and
 * any other name leaves the path at the folder, so `GetResEntry` finds nothing and it is skipped.
 */

/** Where FMT imports one entry, or null when it skips it silently. */
export type FmtRoute =
  | { kind: 'texture'; asset: string }
  | { kind: 'blank'; assets: string[] }
  | { kind: 'minikit'; asset: string }
  | null;

const PARTS = ['jersey', 'shorts', 'socks'] as const;
const MAPS = ['color', 'normal', 'taa', 'coeff'] as const;

/** Routes one entry as the importer does, for team `team` and kit type `type` (0 home … 3 third). */
export function fmtRoute(fileName: string, folder: string, team: number, type: number): FmtRoute {
  const middle = `_${team}_${type}_0_`;
  for (const part of PARTS)
    for (const map of MAPS)
      if (fileName === `${part}_${map}.png`)
        return { kind: 'texture', asset: `${folder}${part}${middle}${map}` };
  if (fileName === 'blank.png')
    return {
      kind: 'blank',
      assets: ['brand_jersey', 'brand_shorts', 'crest', 'crest_shorts'].map(
        (p) => `${folder}${p}${middle}color`,
      ),
    };
  if (fileName === 'minikit.png')
    return { kind: 'minikit', asset: `data/ui/imgAssets/kits/j${type}_${team}_0.dds` };
  return null;
}
