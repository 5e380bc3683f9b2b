/**
 * The FIFA / EA FC `teamkits` database row of a kit (/tools/edit-teamkits/, document 2 §2 "Links
 * out", fifa and eafc). What public modding code says the table holds (issue 29's research):
 *
 * - FC 24: a public teamkits editor reads the table as `teamkits.txt`, tab-separated, a first
 *   line of column names, 64 integer columns in this order (R-Fatih/EAFC25-Teamkits-Editor-WinForms,
 *   `Form1.cs` and `Classes/Jersey.cs`); it shows `teamcolor{prim,sec,tert}{r,g,b}` as the kit's
 *   colours with `teamcolor…percent`, `jerseynumbercolor{prim,sec,ter}`, `jerseynamecolor`,
 *   `shortsnumbercolor{prim,sec,ter}`, the font ids and `jerseycollargeometrytype`. [code]
 * - FC 25: one public tool writes rows with four more columns, the name outline
 *   (`jerseynameoutlinecolor{r,g,b}`, `jerseynameoutlinewidth`), `teamkitid` first; a second one
 *   (a FastAPI editor's `fc25/data/fifa_ng_db/teamkits.json`) names the same 68 fields. [code;
 *   the search index did not name either repository]
 * - Colours are 0..255 per channel (read with Color.FromArgb, or divided by 255 for a shader).
 *   Database exports are UTF-16 text (public conversion scripts open `teamkits.txt` as utf_16:
 *   mirror1982/Scripts `fifa/…`), which the FC 24 editor's File.ReadAllLines also reads (BOM).
 * - Older FIFA (a C# FifaLibrary, Creation Zone table) kept the kit colours in
 *   `jerseycolorprim…`, `shortcolor…`, `sockscolor…`: this row is not for those editions.
 * - `year` 0 is the kit a team wears now (FifaLibrary lists a team's kits from rows with year 0);
 *   `teamkittypetechid` 0 home and 1 away in every source; 2 and 3 differ (FMT's Kit Creator
 *   Import: 2 goalkeeper, 3 third; one FC 26 script: 2 third), so the page asks.
 *
 * No React here: the page derives, checks and writes through these functions.
 */
import type { Kit, Layer, TextLayer } from '../kit/index.ts';
import { textColorOn } from '../kit/index.ts';
import { allLayers, kitColors } from '../kit/operations/index.ts';

/** FC 24's column order (R-Fatih/EAFC25-Teamkits-Editor-WinForms Form1.cs). */
const FC24_COLUMNS = [
  'chestbadge',
  'shortsnumberplacementcode',
  'shortsnumbercolorprimg',
  'teamcolorsecb',
  'shortsrenderingdetailmaptype',
  'jerseyfrontnumberplacementcode',
  'jerseynumbercolorsecr',
  'jerseynumbercolorprimr',
  'jerseynumbercolorprimg',
  'shortsnumbercolorsecb',
  'teamcolorprimg',
  'shortsnumbercolorterb',
  'shortsnumbercolorprimr',
  'teamcolortertb',
  'jerseynumbercolorterg',
  'shortsnumbercolorprimb',
  'jerseynamelayouttype',
  'jerseynumbercolorterr',
  'jerseyrightsleevebadge',
  'jerseynumbercolorprimb',
  'jerseyshapestyle',
  'jerseybacknameplacementcode',
  'teamcolorprimr',
  'jerseynamecolorg',
  'jerseyleftsleevebadge',
  'teamcolorsecg',
  'shortsnumbercolorsecg',
  'teamcolortertr',
  'jerseynumbercolorsecg',
  'renderingmaterialtype',
  'shortsnumbercolorterr',
  'teamcolorsecr',
  'jerseycollargeometrytype',
  'shortsnumbercolorterg',
  'jerseynamecolorr',
  'teamcolorprimb',
  'jerseyrenderingdetailmaptype',
  'jerseynumbercolorsecb',
  'jerseynamecolorb',
  'jerseynumbercolorterb',
  'teamcolortertg',
  'shortsnumbercolorsecr',
  'jerseybacknamefontcase',
  'teamkittypetechid',
  'powid',
  'isinheritbasedetailmap',
  'islocked',
  'numberfonttype',
  'jerseynamefonttype',
  'teamkitid',
  'teamcolorprimpercent',
  'teamcolorsecpercent',
  'year',
  'captainarmband',
  'teamtechid',
  'isembargoed',
  'hasadvertisingkit',
  'dlc',
  'teamcolortertpercent',
  'armbandtype',
  'shortsnumberfonttype',
  'shortstyle',
  'jerseyfit',
  'jerseyrestriction',
] as const;

/** FC 25's column order, as a public tool writes new rows (see the header). */
const FC25_COLUMNS = [
  'teamkitid',
  'chestbadge',
  'shortsnumberplacementcode',
  'shortsnumbercolorprimg',
  'teamcolorsecb',
  'shortsrenderingdetailmaptype',
  'jerseyfrontnumberplacementcode',
  'jerseynumbercolorsecr',
  'jerseynumbercolorprimr',
  'jerseynumbercolorprimg',
  'shortsnumbercolorsecb',
  'teamcolorprimg',
  'shortsnumbercolorterb',
  'shortsnumbercolorprimr',
  'teamcolortertb',
  'jerseynumbercolorterg',
  'jerseynameoutlinecolorr',
  'shortsnumbercolorprimb',
  'jerseynamelayouttype',
  'jerseynumbercolorterr',
  'jerseyrightsleevebadge',
  'jerseynumbercolorprimb',
  'jerseyshapestyle',
  'jerseybacknameplacementcode',
  'teamcolorprimr',
  'jerseynamecolorg',
  'jerseyleftsleevebadge',
  'jerseynameoutlinecolorb',
  'teamcolorsecg',
  'shortsnumbercolorsecg',
  'teamcolortertr',
  'jerseynumbercolorsecg',
  'renderingmaterialtype',
  'shortsnumbercolorterr',
  'teamcolorsecr',
  'jerseycollargeometrytype',
  'shortsnumbercolorterg',
  'jerseynamecolorr',
  'teamcolorprimb',
  'jerseyrenderingdetailmaptype',
  'jerseynameoutlinecolorg',
  'jerseynumbercolorsecb',
  'jerseynamecolorb',
  'jerseynumbercolorterb',
  'teamcolortertg',
  'shortsnumbercolorsecr',
  'jerseybacknamefontcase',
  'teamkittypetechid',
  'powid',
  'isinheritbasedetailmap',
  'islocked',
  'numberfonttype',
  'jerseynamefonttype',
  'teamcolorprimpercent',
  'teamcolorsecpercent',
  'year',
  'captainarmband',
  'teamtechid',
  'isembargoed',
  'hasadvertisingkit',
  'jerseynameoutlinewidth',
  'dlc',
  'teamcolortertpercent',
  'armbandtype',
  'shortsnumberfonttype',
  'shortstyle',
  'jerseyfit',
  'jerseyrestriction',
] as const;

export const TEAMKITS_LAYOUTS = { fc24: FC24_COLUMNS, fc25: FC25_COLUMNS } as const;
export type TeamkitsLayout = keyof typeof TEAMKITS_LAYOUTS;
export type TeamkitsColumn = (typeof FC25_COLUMNS)[number];

/** The colours of a row, each written as its r, g and b columns (`jerseynamecolor` -> …r, …g, …b). */
export const TEAMKIT_COLOURS = [
  'teamcolorprim',
  'teamcolorsec',
  'teamcolortert',
  'jerseynumbercolorprim',
  'jerseynumbercolorsec',
  'jerseynumbercolorter',
  'jerseynamecolor',
  'jerseynameoutlinecolor',
  'shortsnumbercolorprim',
  'shortsnumbercolorsec',
  'shortsnumbercolorter',
] as const;
export type TeamkitColour = (typeof TEAMKIT_COLOURS)[number];

/** The whole-number fields the player types (what the kit cannot know), in the form's order. */
export const TEAMKIT_NUMBERS = [
  'teamtechid',
  'teamkitid',
  'teamkittypetechid',
  'year',
  'numberfonttype',
  'shortsnumberfonttype',
  'jerseynamefonttype',
  'jerseycollargeometrytype',
  'teamcolorprimpercent',
  'teamcolorsecpercent',
  'teamcolortertpercent',
] as const;
export type TeamkitNumber = (typeof TEAMKIT_NUMBERS)[number];

/** Kit types as FMT's Kit Creator Import numbers them (0 home, 1 away, 2 goalkeeper, 3 third). */
export const TEAMKIT_TYPES = [
  { value: 0, name: 'home' },
  { value: 1, name: 'away' },
  { value: 2, name: 'goalkeeper' },
  { value: 3, name: 'third' },
] as const;

/** What the page edits: colours as '#rrggbb', numbers as typed (checked by `teamkitProblem`). */
export interface TeamkitForm {
  layout: TeamkitsLayout;
  colours: Record<TeamkitColour, string>;
  numbers: Record<TeamkitNumber, string>;
}

/** The kit's own font names, shown beside the game's font ids (which Kitsmith cannot match). */
export interface KitFonts {
  number: string | null;
  shortsNumber: string | null;
}

/**
 * Columns neither the kit nor the form sets: the values public scripts write for a new kit
 * (powid -1, the back name and the shorts number placed, 1), 0 otherwise.
 */
const FIXED: Partial<Record<TeamkitsColumn, number>> = {
  powid: -1,
  jerseybacknameplacementcode: 1,
  shortsnumberplacementcode: 1,
};

/** The enabled text layers of one stack, top of the stack first (what shows). */
function textLayers(kit: Kit, stack: 'shirt' | 'shorts'): TextLayer[] {
  const only = {
    ...kit,
    layers: { shirt: [], shorts: [], socks: [], extra: [], [stack]: kit.layers[stack] },
  };
  return allLayers(only)
    .filter((layer): layer is TextLayer => layer.n === 'text' && !layer.disabled && layer.c.length > 0)
    .reverse();
}

/** A text layer's fill and its border colour (the fill when it has no border). */
function inkOf(layer: TextLayer): { fill: string; border: string } {
  const fill = layer.c[0]!;
  return { fill, border: layer.border && layer.c.length > 1 ? layer.c[layer.c.length - 1]! : fill };
}

/**
 * The row's colours from the kit: the shirt's colour roles (primary, secondary, accent) as the
 * team colours; the name and number colours from the top text layer on the shirt's back (its
 * fill, and its border as the second colour and the name's outline), else the kit's readable
 * text colour on its primary; the shorts number from the shorts' top text layer, else as the
 * shirt's number.
 */
export function teamkitColours(kit: Kit): Record<TeamkitColour, string> {
  // Printed text is the number's and name's colour, never a team colour (a gold number on a
  // red shirt read as the secondary colour).
  const cloth = (layers: readonly Layer[]): Layer[] =>
    layers
      .filter((layer) => layer.n !== 'text')
      .map((layer) =>
        layer.n === 'group'
          ? { ...layer, layers: layer.layers.filter((member) => member.n !== 'text') }
          : layer,
      );
  const roles = kitColors({ ...kit, layers: { ...kit.layers, shirt: cloth(kit.layers.shirt) } }).filter(
    (c) => c.role !== null,
  );
  const primary = roles[0]?.color ?? '#ffffff';
  const secondary = roles[1]?.color ?? primary;
  const tertiary = roles[2]?.color ?? secondary;
  const back = textLayers(kit, 'shirt').find((layer) => layer.placement === 'back');
  const number = back ? inkOf(back) : { fill: textColorOn(primary), border: primary };
  const shortsText = textLayers(kit, 'shorts')[0];
  const shorts = shortsText ? inkOf(shortsText) : number;
  return {
    teamcolorprim: primary,
    teamcolorsec: secondary,
    teamcolortert: tertiary,
    jerseynumbercolorprim: number.fill,
    jerseynumbercolorsec: number.border,
    jerseynumbercolorter: number.border,
    jerseynamecolor: number.fill,
    jerseynameoutlinecolor: number.border,
    shortsnumbercolorprim: shorts.fill,
    shortsnumbercolorsec: shorts.border,
    shortsnumbercolorter: shorts.border,
  };
}

/** The fonts of the text layers the colours came from. */
export function kitFonts(kit: Kit): KitFonts {
  const back = textLayers(kit, 'shirt').find((layer) => layer.placement === 'back');
  const shorts = textLayers(kit, 'shorts')[0];
  return { number: back?.f ?? null, shortsNumber: shorts?.f ?? back?.f ?? null };
}

/**
 * The form for a kit: its colours, and for what it cannot know the values a player most often
 * keeps (year 0: the kit the team wears now; font ids 1, the first the FifaLibrary lists; the
 * colour shares 100). Team and kit row ids are left for the player.
 */
export function teamkitForm(kit: Kit, layout: TeamkitsLayout = 'fc24'): TeamkitForm {
  return {
    layout,
    colours: teamkitColours(kit),
    numbers: {
      teamtechid: '',
      teamkitid: '',
      teamkittypetechid: '0',
      year: '0',
      numberfonttype: '1',
      shortsnumberfonttype: '1',
      jerseynamefonttype: '1',
      jerseycollargeometrytype: '0',
      teamcolorprimpercent: '100',
      teamcolorsecpercent: '100',
      teamcolortertpercent: '100',
    },
  };
}

/** Database fields are 32-bit integers; the game's own limits per field are not public. */
const MAX_FIELD = 2 ** 31 - 1;
const PERCENT_FIELDS: readonly TeamkitNumber[] = [
  'teamcolorprimpercent',
  'teamcolorsecpercent',
  'teamcolortertpercent',
];

/** Why a form cannot become a row: the first bad field and its allowed range. */
export interface TeamkitProblem {
  field: TeamkitNumber | TeamkitColour;
  min: number;
  max: number;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The first field that is not a whole number in its range (or not a colour); null when none. */
export function teamkitProblem(form: TeamkitForm): TeamkitProblem | null {
  for (const field of TEAMKIT_NUMBERS) {
    const max = PERCENT_FIELDS.includes(field) ? 100 : field === 'teamkittypetechid' ? 3 : MAX_FIELD;
    const text = form.numbers[field].trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || value > max) return { field, min: 0, max };
  }
  for (const field of TEAMKIT_COLOURS) if (!HEX.test(form.colours[field])) return { field, min: 0, max: 255 };
  return null;
}

/** The row's values by column; throws on a form `teamkitProblem` refuses. */
export function teamkitRow(form: TeamkitForm): Record<TeamkitsColumn, number> {
  if (teamkitProblem(form)) throw new Error('teamkitRow: the form has a bad field');
  const row = {} as Record<TeamkitsColumn, number>;
  for (const column of FC25_COLUMNS) row[column] = FIXED[column] ?? 0;
  for (const field of TEAMKIT_NUMBERS) row[field] = Number(form.numbers[field].trim());
  for (const field of TEAMKIT_COLOURS) {
    const hex = form.colours[field];
    const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    (['r', 'g', 'b'] as const).forEach((channel, i) => {
      row[`${field}${channel}` as TeamkitsColumn] = channels[i]!;
    });
  }
  // An outline is drawn only with a width; the FC 25 rows with one use 2.
  row.jerseynameoutlinewidth = form.colours.jerseynameoutlinecolor === form.colours.jerseynamecolor ? 0 : 2;
  return row;
}

/** The table as database tools exchange it: a line of column names, then the row, tab-separated. */
export function teamkitsText(form: TeamkitForm): string {
  const columns = TEAMKITS_LAYOUTS[form.layout];
  const row = teamkitRow(form);
  return `${columns.join('\t')}\r\n${columns.map((column) => row[column]).join('\t')}\r\n`;
}

export const TEAMKITS_FILE_NAME = 'teamkits.txt';

/** The text as a UTF-16 little-endian file with its byte order mark, as database exports are. */
export function teamkitsFile(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 + i * 2] = code & 0xff;
    bytes[3 + i * 2] = code >> 8;
  }
  return bytes;
}
