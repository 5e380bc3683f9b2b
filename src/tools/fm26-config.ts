/**
 * FM26's config.xml and file names (shared/reference/game-formats.md §2.1): pure text, shared by
 * the pack builder and the command line's argument checks.
 */
export const FM_KIT_TYPES = ['home', 'away', 'third'] as const;
export type FmKitType = (typeof FM_KIT_TYPES)[number];

/** `from` names: lower-case letters, digits and underscores only (the reference's rule). */
export function fmSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents go, their letters stay: "são" -> "sao"
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug || 'kit';
}

export interface FmPackOptions {
  /** The team's Unique ID from the FM editor (digits). */
  teamId: string;
  type: FmKitType;
  /** Base of the file names (the team's name, or "kit"). */
  name: string;
}

export const FM_ID_PATTERN = /^\d{1,20}$/;

/** The file names without .png: `<slug>_<type>_2d` and `<slug>_<type>_3d`. */
export function fmFileBases(options: FmPackOptions): { kit2d: string; kit3d: string } {
  const slug = fmSlug(options.name);
  return { kit2d: `${slug}_${options.type}_2d`, kit3d: `${slug}_${options.type}_3d` };
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
    if (!FM_ID_PATTERN.test(options.teamId))
      throw new Error(`"${options.teamId}" is not an FM Unique ID (digits only)`);
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
