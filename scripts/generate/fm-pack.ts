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
 * only gathers a team's three downloads into one pack. The plan (seeds, team-based generator)
 * and the pack's ZIP are src/tools/fm-pack.ts, shared with the /bulk-generator/ page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import type { FmKitType } from '../../src/kit/index.ts';
import { fmPackFileNames, fmPackZip, type FmPackEntry, type FmPackPlan } from '../../src/tools/fm-pack.ts';
import type { ExportSession } from '../export.ts';

/** One team's pack from its three FM downloads: their six PNGs and one config.xml for all. */
export async function teamPackZip(plan: FmPackPlan, downloads: ReadonlyMap<FmKitType, Uint8Array>) {
  const entries: FmPackEntry[] = [];
  for (const { type } of plan.kits) {
    const options = { teamId: plan.teamId, type, name: plan.team.name };
    const download = await JSZip.loadAsync(downloads.get(type)!);
    const names = fmPackFileNames(options);
    const read = async (name: string) => {
      const entry = download.file(name);
      if (!entry) throw new Error(`the FM download of ${plan.team.name} (${type}) has no ${name}`);
      return entry.async('uint8array');
    };
    entries.push({ options, kit2d: await read(names.kit2d), kit3d: await read(names.kit3d) });
  }
  return fmPackZip(entries);
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
