/**
 * FM26's config.xml and file names (shared/reference/game-formats.md §2.1): pure text, shared by
 * the pack builder and the command line's argument checks.
 */
import { FM_KIT_TYPES, FM_UNIQUE_ID_MAX, isFmUniqueId, type FmKitType } from '../kit/model/basics.ts';

export { FM_KIT_TYPES, FM_UNIQUE_ID_MAX, isFmUniqueId, type FmKitType };

/**
 * `from` names: lower-case letters, digits and underscores only (the reference's rule); '' when
 * the name has none of them (a name in another script).
 */
export function fmSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents go, their letters stay: "são" -> "sao"
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * What a team's files are called after: the name's slug and the team's Unique ID, so two teams
 * never share a file name, whatever their names: two names with no Latin letters (ЦСКА, 東京)
 * slug to nothing, two clubs may share a name, and FM reads every pack under graphics/kits.
 * No id (a lone picture downloaded before a team is chosen): the slug, or "kit".
 */
export function fmTeamStem(options: { name: string; teamId: string }): string {
  const slug = fmSlug(options.name);
  const id = options.teamId.trim();
  if (id === '') return slug || 'kit';
  return slug ? `${slug}_${id}` : `team_${id}`;
}

export interface FmPackOptions {
  /** The team's Unique ID from the FM editor (digits). */
  teamId: string;
  type: FmKitType;
  /** Base of the file names (the team's name, or "kit"). */
  name: string;
}

/** Why a Unique ID cannot go into config.xml, in plain words; null when it can. */
export function fmUniqueIdProblem(teamId: string): string | null {
  return isFmUniqueId(teamId)
    ? null
    : `"${teamId}" is not an FM Unique ID (a whole number from 0 to ${FM_UNIQUE_ID_MAX})`;
}

/** The file names without .png: `<stem>_<type>_2d` and `<stem>_<type>_3d` (stem: fmTeamStem). */
export function fmFileBases(options: FmPackOptions): { kit2d: string; kit3d: string } {
  const stem = fmTeamStem(options);
  return { kit2d: `${stem}_${options.type}_2d`, kit3d: `${stem}_${options.type}_3d` };
}

/** The name of one kit's pack: `<stem>_<type>_fm26.zip` (the editor's FM ZIP, the PES converter's). */
export function fmZipName(options: FmPackOptions): string {
  return `${fmTeamStem(options)}_${options.type}_fm26.zip`;
}

/** config.xml in the reference's schema for one kit (the editor's FM ZIP). */
export function fmConfigXml(options: FmPackOptions): string {
  return fmPackConfigXml([options]);
}

/**
 * config.xml for a pack of several kits (a team's home, away and third: `npm run generate --
 * --fm-pack`), two records per kit. Nothing needs escaping under the reference's rules (digits
 * in `to`, `[a-z0-9_]` in `from`); a repeated `from` or `to` would make FM show one kit for two,
 * so it is refused.
 */
export function fmPackConfigXml(kits: readonly FmPackOptions[]): string {
  const records: string[] = [];
  const seen = new Set<string>();
  for (const options of kits) {
    const problem = fmUniqueIdProblem(options.teamId);
    if (problem) throw new Error(problem);
    const { kit2d, kit3d } = fmFileBases(options);
    const base = `graphics/pictures/team/${options.teamId}`;
    for (const [from, to] of [
      [kit2d, `${base}/kits/${options.type}`],
      [kit3d, `${base}/kit_textures/${options.type}`],
    ] as const) {
      if (seen.has(from) || seen.has(to)) throw new Error(`config.xml would map "${from}" or "${to}" twice`);
      seen.add(from).add(to);
      records.push(`        <record from="${from}" to="${to}"/>`);
    }
  }
  return [
    '<record>',
    '    <boolean id="preload" value="false"/>',
    '    <boolean id="amap" value="false"/>',
    '    <list id="maps">',
    ...records,
    '    </list>',
    '</record>',
    '',
  ].join('\n');
}

/** An empty config.xml (the How-to panel's download): no maps yet. */
export const FM_EMPTY_CONFIG = [
  '<record>',
  '    <boolean id="preload" value="false"/>',
  '    <boolean id="amap" value="false"/>',
  '    <list id="maps">',
  '    </list>',
  '</record>',
  '',
].join('\n');
