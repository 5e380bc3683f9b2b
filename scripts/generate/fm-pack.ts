/**
 * `npm run generate -- --fm-pack`: one Football Manager 26 kit pack per team with an FM id.
 *
 * A pack is what FM26 reads from a folder under `Documents/Sports Interactive/Football Manager
 * 26/graphics/kits/` (shared/reference/game-formats.md §2.1, §6): the team's home, away and third
 * kits as `<team>_<id>_<type>_2d.png` (414x414) and `<team>_<id>_<type>_3d.png` (1024x1024, opaque) beside
 * ONE config.xml mapping all six to `graphics/pictures/team/<fm_id>/(kits|kit_textures)/<type>`.
 * Each team's pack is a flat ZIP, `<team>_<id>_fm26.zip`, to unzip into its own folder there: a team
 * can then be replaced or removed alone, and no two configs ever map the same picture.
 *
 * The pictures are not drawn here: every kit goes through the editor's own FM download
 * (window.kitsmith.exportDownload, 'fm-zip', through scripts/export.ts's session), and this file
 * only gathers a team's three downloads into one pack with one config.xml.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { FM_KIT_TYPES, type FmKitType } from '../../src/kit/index.ts';
import {
  generateKit,
  type GeneratedKit,
  type GeneratorCatalogue,
  type Team,
} from '../../src/kit/random/index.ts';
import { fmFileBases, fmPackConfigXml, fmSlug, fmTeamStem } from '../../src/tools/fm26-config.ts';
import type { ExportSession } from '../export.ts';

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
 * The kits of every pack, pure: kit `<type>` of a team uses the seed "<seed>-<slug>-<type>", so
 * one team's pack comes out the same whatever other teams the run holds.
 */
export function planFmPacks(
  teams: readonly Team[],
  seed: string,
  catalogue: GeneratorCatalogue,
): FmPackPlan[] {
  const bySlug = new Map<string, string>();
  return teams
    .filter((team) => team.fm_id !== null)
    .map((team) => {
      // The editor's file stem (name slug + Unique ID): the pack is named as its pictures are.
      const stem = fmTeamStem({ name: team.name, teamId: String(team.fm_id) });
      const other = bySlug.get(stem);
      if (other) throw new Error(`"${other}" and "${team.name}" would both be packed as ${stem}_fm26.zip`);
      bySlug.set(stem, team.name);
      const slug = fmSlug(team.name) || stem;
      const kits = FM_KIT_TYPES.map((type) => {
        const kitSeed = `${seed}-${slug}-${type}`;
        return {
          type,
          seed: kitSeed,
          generated: generateKit({ game: 'fm', seed: kitSeed, catalogue, kitType: type, team }),
        };
      });
      return { team, teamId: String(team.fm_id), slug, stem, kits };
    });
}

/** One team's pack from its three FM downloads: their six PNGs and one config.xml for all. */
export async function teamPackZip(plan: FmPackPlan, downloads: ReadonlyMap<FmKitType, Uint8Array>) {
  const pack = new JSZip();
  const kits = plan.kits.map(({ type }) => ({ teamId: plan.teamId, type, name: plan.team.name }));
  for (const kit of kits) {
    const download = await JSZip.loadAsync(downloads.get(kit.type)!);
    const { kit2d, kit3d } = fmFileBases(kit);
    for (const name of [`${kit2d}.png`, `${kit3d}.png`]) {
      const entry = download.file(name);
      if (!entry) throw new Error(`the FM download of ${plan.team.name} (${kit.type}) has no ${name}`);
      pack.file(name, await entry.async('uint8array'), { compression: 'STORE' });
    }
  }
  pack.file('config.xml', fmPackConfigXml(kits), { compression: 'DEFLATE' });
  return pack.generateAsync({ type: 'uint8array', platform: 'DOS' });
}

export interface FmPackWritten {
  team: string;
  fm_id: string;
  pack: string;
  kits: { type: FmKitType; file: string; seed: string; design: string; colors: readonly string[] }[];
}

/**
 * Writes `<stem>_fm26.zip` per team and each kit's data as `kits/<stem>_<type>.json` (to open
 * or change it in the editor), through one export session for all teams.
 */
export async function writeFmPacks(
  plans: readonly FmPackPlan[],
  out: string,
  session: ExportSession,
  log: (line: string) => void = () => {},
): Promise<FmPackWritten[]> {
  mkdirSync(path.join(out, 'kits'), { recursive: true });
  const written: FmPackWritten[] = [];
  for (const plan of plans) {
    const downloads = new Map<FmKitType, Uint8Array>();
    const kits: FmPackWritten['kits'] = [];
    for (const { type, seed, generated } of plan.kits) {
      const file = `kits/${plan.stem}_${type}.json`;
      writeFileSync(path.join(out, file), `${generated.data}\n`);
      const request = { file: 'fm-zip' as const, teamId: plan.teamId, type, name: plan.team.name };
      downloads.set(type, (await session.build('fm', JSON.parse(generated.data), request)).bytes);
      kits.push({ type, file, seed, design: generated.design, colors: generated.colors });
    }
    const pack = `${plan.stem}_fm26.zip`;
    writeFileSync(path.join(out, pack), await teamPackZip(plan, downloads));
    written.push({ team: plan.team.name, fm_id: plan.teamId, pack, kits });
    log(`${pack}: ${plan.team.name} (FM id ${plan.teamId}), home, away, third`);
  }
  return written;
}
