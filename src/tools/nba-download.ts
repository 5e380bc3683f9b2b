/**
 * NBA 2K25 / 2K26 ZIPs (shared/reference/game-formats.md §4). Nothing here is verified in game:
 * 2K keeps jerseys inside IFF archives whose names per team and season are not public, so these
 * ZIPs hold textures and a README for IFF tools, named after the community tool's maps.
 * - generic: jersey_color.png (2048x2048), jersey_normal.png (1024x1024), shorts_color.png
 *   (1024x512), shorts_normal.png (512x256), README.txt.
 * - jersey-specific: the same maps named `<mod name>_<map>.png` (e.g. bos_home_2025_jersey_color.png)
 *   and a README naming the mod entry (team, season, type) it was made for.
 * Colour maps are opaque; normals are OpenGL-style (+Y up) as Kitsmith draws them (unverified).
 * The panel layout is Kitsmith's basketball layout (front and back side by side), not 2K's.
 */
import type { ExportJob } from './export-job.ts';
import { readMap } from './export-job.ts';
import { nbaFileBase, nbaTeamLabel, nbaTitle, type NbaMod } from './nba-mods.ts';
import type { DownloadFiles } from './zip.ts';

const MAPS = [
  ['jersey_color', 'shirt', 'albedo'],
  ['jersey_normal', 'shirt', 'normal'],
  ['shorts_color', 'shorts', 'albedo'],
  ['shorts_normal', 'shorts', 'normal'],
] as const;

function readme(game: number, mod: NbaMod | null, names: string[]): string {
  return [
    `Kitsmith NBA 2K${game} jersey textures${mod ? ` for ${mod.name}` : ''}`,
    '',
    ...(mod
      ? [
          `Team: ${nbaTeamLabel(mod.team_id)}`,
          `Season: ${mod.season}`,
          `Jersey: ${nbaTitle(mod)} (${mod.jersey_type})`,
          '',
        ]
      : []),
    'Files:',
    ...names.map((n) => `  ${n}`),
    '',
    'Install (unverified: NBA 2K custom jerseys are not documented publicly):',
    '  1. Open the uniform IFF for this team and jersey with an NBA 2K IFF tool',
    '     (2K26: the IFF is a ZIP; loose mods go under <game>/mods/<the same path as in the manifest>).',
    '  2. Replace jersey_color, jersey_normal, shorts_color and shorts_normal with these images,',
    '     converted to the texture format the tool asks for (BC1 or BC7 DDS).',
    '  3. Start the game and check the uniform.',
    '',
    "Not verified: the texture layout (this is Kitsmith's basketball layout), the sizes 2K expects,",
    'the normal map convention, and the IFF names per team and season.',
    '',
  ].join('\n');
}

export function nbaFiles(job: ExportJob, game: number, mod: NbaMod | null): DownloadFiles {
  const prefix = mod ? `${nbaFileBase(mod.name)}_` : '';
  const images = new Map(
    MAPS.map(
      ([name, area, map]) =>
        [`${prefix}${name}.png`, readMap(job, area, map, map === 'albedo' ? 'opaque' : 'raw')] as const,
    ),
  );
  return { images, texts: new Map([['README.txt', readme(game, mod, [...images.keys()])]]) };
}
