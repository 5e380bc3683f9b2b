/**
 * NBA 2K25 / 2K26 downloads (shared/reference/game-formats.md §4):
 * - the ZIPs: each map of nba-maps.ts as a BC1 DDS with its full mip chain (what the public tool
 *   carrnate85-stack/nba2k-jersey-modder writes and puts into IFFs), a PNG preview beside it,
 *   and a README with the steps. generic: `jersey_color.dds`…; jersey-specific: the same named
 *   `<mod name>_<map>.dds` and a README naming the mod entry (team, season, type).
 * - "Patch my uniform" (`nbaPatchedIff`): the player's own IFF with each known map replaced at
 *   that texture's size (nba-iff.ts).
 * DDS encoding runs in a worker (dds/encode-dds.ts); progress goes to `job.onProgress`.
 */
import { encodeDdsFile } from './dds/encode-dds.ts';
import type { WritableFormat } from './dds/dds-encode.ts';
import type { ExportJob } from './export-job.ts';
import { nbaFileBase, nbaTeamLabel, nbaTitle, type NbaMod } from './nba-mods.ts';
import { patchUniformIff, type UniformIff } from './nba-iff.ts';
import { NBA_MAP_SIZE, NBA_MAPS, nbaMapImage, type NbaMap } from './nba-maps.ts';
import type { DownloadFiles } from './zip.ts';

function readme(game: number, mod: NbaMod | null, names: string[]): string {
  return [
    `Kitsmith NBA 2K${game} uniform textures${mod ? ` for ${mod.name}` : ''}`,
    '',
    ...(mod
      ? [
          `Team: ${nbaTeamLabel(mod.team_id)}`,
          `Season: ${mod.season}`,
          `Jersey: ${nbaTitle(mod)} (${mod.jersey_type})`,
          '',
        ]
      : []),
    'Files (each .dds is BC1 with a full mip chain; the .png beside it is a preview):',
    ...names.map((n) => `  ${n}`),
    '',
    'The easy way: in Kitsmith, Download for NBA 2K > "Patch my uniform", choose the uniform',
    "file (step 1); Kitsmith writes these textures into it at the game's own sizes.",
    '',
    'By hand (NBA 2K26):',
    "  1. Get the uniform as a plain IFF: run 2K's mod.exe with the uniform's manifest path;",
    '     it writes <NBA 2K folder>/mods/<that path>, e.g.',
    '     mods/clothing/clothing_resource_u006lac_current_city.iff. The IFF is a ZIP.',
    '  2. Inside it, replace the bytes of each <map>.<16-hex hash>.dds entry with the matching',
    '     .dds here (keep the entry name; leave .TXTR, .RDAT and other entries as they are).',
    '     An IFF tool such as nba2k-jersey-modder (Texture Pairs > Import DDS Replacement) does this.',
    '  3. Keep the file at its mods/ path and start the game.',
    '',
    'How sure this is:',
    '  - IFF = ZIP, entry names, mods/ folder, sizes and BC1: read in the code of one public tool',
    '    (single source, NBA 2K26). Not checked in game by Kitsmith.',
    "  - Layout: the zones of the tool's jersey template (trim band with arm-hole and collar",
    '    trims, front base, back base split at the edges) and of its square shorts template (one',
    "    panel per leg with its waistband). 2K's own cuts vary; whether official uniforms use",
    '    these zones is unknown. Our reading: each leg panel holds half the front and half the',
    "    back round that leg (top panel = wearer's left), and the arm-hole trims wear the collar's",
    "    layers (upper trim = wearer's left arm).",
    "  - jersey_region is the public tool's template copied as it is (#cb0066, with a #c00066",
    '    band over the top 192 of 1024 rows); what the game reads from it is unknown.',
    '  - Normals are two-channel (R, G, blue 0) as the public templates are; the green direction',
    '    (DirectX, +Y down) is our inference.',
    "  - Unknown: what the game does when a texture's size differs from its .TXTR. Patch my",
    "    uniform keeps each texture's own block format (BC1 or BC7); this ZIP is BC1, as the",
    '    public tool writes.',
    '',
  ].join('\n');
}

/** Encodes the given maps in turn, reporting one progress across all of them (by pixel count). */
async function encodeMaps(
  job: ExportJob,
  maps: readonly {
    map: NbaMap;
    width: number;
    height: number;
    mipCount?: number;
    format?: WritableFormat;
  }[],
  keepPreview: (map: NbaMap, image: ReturnType<typeof nbaMapImage>) => void = () => undefined,
): Promise<Uint8Array[]> {
  const weights = maps.map((m) => m.width * m.height);
  const total = weights.reduce((a, b) => a + b, 0);
  let before = 0;
  const out: Uint8Array[] = [];
  job.onProgress?.(0);
  for (const [i, m] of maps.entries()) {
    const image = nbaMapImage(job, m.map, m.width, m.height);
    keepPreview(m.map, { ...image, data: image.data.slice() });
    const done = before;
    out.push(
      await encodeDdsFile(image, {
        ...(m.mipCount ? { mipCount: m.mipCount } : {}),
        format: m.format ?? 'bc1',
        onProgress: (f) => job.onProgress?.((done + f * weights[i]!) / total),
      }),
    );
    before += weights[i]!;
  }
  job.onProgress?.(1);
  return out;
}

export async function nbaFiles(job: ExportJob, game: number, mod: NbaMod | null): Promise<DownloadFiles> {
  const prefix = mod ? `${nbaFileBase(mod.name)}_` : '';
  const images = new Map<string, ReturnType<typeof nbaMapImage>>();
  const dds = await encodeMaps(
    job,
    NBA_MAPS.map((map) => ({ map, width: NBA_MAP_SIZE[map], height: NBA_MAP_SIZE[map] })),
    (map, image) => images.set(`${prefix}${map}.png`, image),
  );
  const binaries = new Map(NBA_MAPS.map((map, i) => [`${prefix}${map}.dds`, dds[i]!] as const));
  const names = [...binaries.keys(), ...images.keys()];
  return { images, binaries, texts: new Map([['README.txt', readme(game, mod, names)]]) };
}

/**
 * The player's IFF with every known map replaced by ours at that texture's size, mip count and
 * block format: BC1 keeps its header kind (DXT1, or DX10 sRGB), BC7 stays BC7 (sRGB or not); a
 * format we cannot write becomes BC1, as the public tool writes.
 */
export async function nbaPatchedIff(job: ExportJob, iff: UniformIff): Promise<Uint8Array> {
  const encoded = await encodeMaps(
    job,
    iff.textures.map(({ map, info }) => ({
      map,
      width: info.width,
      height: info.height,
      mipCount: info.mipCount > 1 ? undefined : 1,
      format: info.format === 'other' ? 'bc1' : info.format,
    })),
  );
  const byPath = new Map(iff.textures.map((t, i) => [t.path, encoded[i]!]));
  return patchUniformIff(iff, (texture) => Promise.resolve(byPath.get(texture.path)!));
}
