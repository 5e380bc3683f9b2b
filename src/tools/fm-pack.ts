/**
 * FM26 kit packs of many kits: `npm run generate -- --fm-pack` (one pack per team) and the
 * /bulk-generator/ page (one pack for every team chosen) plan their kits and write their ZIPs
 * here, so both make the same kits from the same seed and the same config.xml.
 *
 * A pack is what FM26 reads from a folder under `Documents/Sports Interactive/Football Manager
 * 26/graphics/kits/` (shared/reference/game-formats.md §2.1, §6): each kit as
 * `<stem>_<type>_2d.png` (414x414) and `<stem>_<type>_3d.png` (1024x1024, opaque) beside ONE
 * config.xml mapping them all to `graphics/pictures/team/<fm_id>/(kits|kit_textures)/<type>`.
 * The pictures are not drawn here: the caller hands each kit's PNGs (the editor's own FM
 * download in the CLI, `fm-pack-render.ts` on the page).
 */
import { FM_KIT_TYPES, type FmKitType } from '../kit/index.ts';
import { generateKit, type GeneratedKit, type GeneratorCatalogue, type Team } from '../kit/random/index.ts';
import { fmFileBases, fmPackConfigXml, fmSlug, fmTeamStem, type FmPackOptions } from './fm26-config.ts';

export interface FmPackKit {
  type: FmKitType;
  seed: string;
  generated: GeneratedKit;
}

export interface FmPackPlan {
  team: Team;
  /** The team's FM Unique ID, as config.xml writes it. */
  teamId: string;
  /** The team's name in seeds ("<seed>-<slug>-<type>"): its slug, or its stem when that is empty. */
  slug: string;
  /** What its files are called after (`fmTeamStem`: name slug and Unique ID), as the editor's. */
  stem: string;
  kits: FmPackKit[];
}

/**
 * One team's home, away and third kits with the team-based generator: kit `<type>` uses the
 * seed "<seed>-<slug>-<type>", so a team's kits come out the same whatever other teams the run
 * holds. `teamId` is the team's FM Unique ID (its own, or one the player typed).
 */
export function planFmPack(
  team: Team,
  teamId: string,
  seed: string,
  catalogue: GeneratorCatalogue,
): FmPackPlan {
  const stem = fmTeamStem({ name: team.name, teamId });
  const slug = fmSlug(team.name) || stem;
  const kits = FM_KIT_TYPES.map((type) => {
    const kitSeed = `${seed}-${slug}-${type}`;
    return {
      type,
      seed: kitSeed,
      generated: generateKit({ game: 'fm', seed: kitSeed, catalogue, kitType: type, team }),
    };
  });
  return { team, teamId, slug, stem, kits };
}

/** The plans of every team with an FM id, pure; two teams that would share file names are refused. */
export function planFmPacks(
  teams: readonly Team[],
  seed: string,
  catalogue: GeneratorCatalogue,
): FmPackPlan[] {
  const byStem = new Map<string, string>();
  return teams
    .filter((team) => team.fm_id !== null)
    .map((team) => {
      const plan = planFmPack(team, String(team.fm_id), seed, catalogue);
      const other = byStem.get(plan.stem);
      if (other)
        throw new Error(`"${other}" and "${team.name}" would both be packed as ${plan.stem}_fm26.zip`);
      byStem.set(plan.stem, team.name);
      return plan;
    });
}

/** One kit of a pack: what config.xml says of it and its two encoded pictures. */
export interface FmPackEntry {
  options: FmPackOptions;
  kit2d: Uint8Array;
  kit3d: Uint8Array;
}

/** The PNG names a kit takes in a pack (`fmFileBases`). */
export function fmPackFileNames(options: FmPackOptions): { kit2d: string; kit3d: string } {
  const { kit2d, kit3d } = fmFileBases(options);
  return { kit2d: `${kit2d}.png`, kit3d: `${kit3d}.png` };
}

/**
 * One flat ZIP of every kit's two PNGs (stored, already deflated) and ONE config.xml for all
 * (deflated). A file name or picture mapped twice is refused by `fmPackConfigXml` before any
 * byte is zipped. jszip is imported here, when a pack is written, not with the page.
 */
export async function fmPackZip(entries: readonly FmPackEntry[]): Promise<Uint8Array> {
  const config = fmPackConfigXml(entries.map((entry) => entry.options));
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const entry of entries) {
    const names = fmPackFileNames(entry.options);
    zip.file(names.kit2d, entry.kit2d, { compression: 'STORE' });
    zip.file(names.kit3d, entry.kit3d, { compression: 'STORE' });
  }
  zip.file('config.xml', config, { compression: 'DEFLATE' });
  return zip.generateAsync({ type: 'uint8array', platform: 'DOS' });
}
