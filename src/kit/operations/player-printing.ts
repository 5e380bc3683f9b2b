import { contrast, parseHexColor } from '../colors.ts';
import { defaultLayer } from '../defaults/layers.ts';
import { DEFAULT_KIT_COLORS } from '../defaults/colors.ts';
import { newLayerId } from '../ids.ts';
import type { LayerId } from '../model/basics.ts';
import { MAX_TEXT_LENGTH, PRINTING_RANGES, PRINTING_SHORTS_RANGES } from '../model/field-ranges.ts';
import { PRINTING_SIDES, type Kit, type PlayerPrinting, type PlayerPrintingShorts } from '../model/kit.ts';
import type { NumberParam } from '../model/ranges.ts';
import { clampTo } from './fields.ts';
import { kitColors, READABLE_CONTRAST, readableKitColors } from './kit-colors.ts';
import { insertionIndex } from './layers.ts';
import { applied, refused, type EditResult } from './result.ts';
import { allLayers, withStack, type StackName } from './stacks.ts';

/**
 * The Printing tab's edits (spec document 1 §3 "Player printing", document 2 §5 "Printing"): the
 * name and numbers live on the kit (Kit.playerPrinting, Kit.playerPrintingShorts) while a
 * printing / printing_shorts entry in the shirt / shorts stack says where in the order they are
 * drawn. Editing printing on a kit without that entry adds it in the same step, because a user
 * who types a number expects to see it. Each edit is one 'edit kit' step.
 */

export type PrintingField = keyof Omit<PlayerPrinting, 'c'>;
export type PrintingShortsField = keyof Omit<PlayerPrintingShorts, 'c'>;

/** The colour the border takes when it is switched on (printed numbers are outlined in black). */
export const PRINTING_BORDER_COLOR = '#000000';

/** Which stack holds the entry that draws each part of the printing. */
const ENTRY_STACK = { printing: 'shirt', printing_shorts: 'shorts' } as const satisfies Record<
  string,
  StackName
>;

function withEntry(kit: Kit, kind: keyof typeof ENTRY_STACK, uuid: LayerId): Kit {
  if (allLayers(kit).some((layer) => layer.n === kind)) return kit;
  const stack = ENTRY_STACK[kind];
  const layers = [...kit.layers[stack]];
  layers.splice(insertionIndex(layers), 0, defaultLayer(kind, { game: kit.game, area: stack, uuid }));
  return withStack(kit, stack, layers);
}

const printingExists = (kit: Kit): boolean => allLayers(kit).some((layer) => layer.n === 'printing');

/** True when the kit draws its name and numbers: the entry exists and printing is not switched off. */
export function printingShown(kit: Kit): boolean {
  return !kit.playerPrinting.disabled && allLayers(kit).some((layer) => layer.n === 'printing');
}

/** True when the shorts number is drawn. */
export function shortsPrintingShown(kit: Kit): boolean {
  return kit.playerPrintingShorts.enabled && allLayers(kit).some((layer) => layer.n === 'printing_shorts');
}

/**
 * The colour the first printing takes while its colour is still the default: that default when
 * it reads on the shirt's primary colour, else the kit colour a new layer would take there
 * (`readableKitColors`: the first other role colour that reads, else black or white), so the
 * number matches the kit. White on a white kit showed nothing.
 */
function firstPrintColor(kit: Kit, color: string): string {
  const primary = kitColors(kit).find((c) => c.role === 'primary')?.color;
  if (primary === undefined || contrast(color, primary) >= READABLE_CONTRAST) return color;
  return readableKitColors(kit, primary)[0]!;
}

type Checked<T> = { ok: true; value: T } | { ok: false };

function checkValue(
  current: unknown,
  value: unknown,
  range: NumberParam | undefined,
  kit: Kit,
): Checked<number | boolean | string> {
  if (typeof current === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false };
    return { ok: true, value: clampTo(value, range, kit.game) };
  }
  if (typeof current === 'boolean') return typeof value === 'boolean' ? { ok: true, value } : { ok: false };
  if (typeof current === 'string' && typeof value === 'string')
    return { ok: true, value: value.slice(0, MAX_TEXT_LENGTH) };
  return { ok: false };
}

/** A border adds the border colour to the list and removing it drops that colour (spec §4). */
function colorsForBorder(colors: readonly string[], border: boolean): string[] {
  const fill = colors[0] ?? DEFAULT_KIT_COLORS.accents[0];
  return border ? [fill, colors[1] ?? PRINTING_BORDER_COLOR] : [fill];
}

/** Sets one jersey printing setting (name, number, sizes, positions, font, border…). */
export function setPrinting(
  kit: Kit,
  field: PrintingField,
  value: number | boolean | string,
  entryId: LayerId = newLayerId(),
): EditResult {
  if (!Object.hasOwn(kit.playerPrinting, field) || (field as string) === 'c')
    return refused('fieldNotEditable');
  const checked = checkValue(
    kit.playerPrinting[field],
    value,
    (PRINTING_RANGES as Record<string, NumberParam>)[field],
    kit,
  );
  if (!checked.ok) return refused('invalidValue');
  let printing: PlayerPrinting = { ...kit.playerPrinting, [field]: checked.value };
  const [fill, ...rest] = printing.c;
  if (!printingExists(kit) && fill === DEFAULT_KIT_COLORS.accents[0])
    printing = { ...printing, c: [firstPrintColor(kit, fill), ...rest] };
  if (field === 'border') printing = { ...printing, c: colorsForBorder(printing.c, printing.border) };
  return applied(withEntry({ ...kit, playerPrinting: printing }, 'printing', entryId), 'edit kit');
}

/** Sets one shorts number setting; switching it on adds the shorts entry. */
export function setPrintingShorts(
  kit: Kit,
  field: PrintingShortsField,
  value: number | boolean | string,
  entryId: LayerId = newLayerId(),
): EditResult {
  if (!Object.hasOwn(kit.playerPrintingShorts, field) || (field as string) === 'c')
    return refused('fieldNotEditable');
  if (field === 'side' && !(PRINTING_SIDES as readonly unknown[]).includes(value))
    return refused('invalidValue');
  const checked = checkValue(
    kit.playerPrintingShorts[field],
    value,
    (PRINTING_SHORTS_RANGES as Record<string, NumberParam>)[field],
    kit,
  );
  if (!checked.ok) return refused('invalidValue');
  let shorts: PlayerPrintingShorts = { ...kit.playerPrintingShorts, [field]: checked.value };
  if (field === 'border') shorts = { ...shorts, c: colorsForBorder(shorts.c, shorts.border) };
  return applied(withEntry({ ...kit, playerPrintingShorts: shorts }, 'printing_shorts', entryId), 'edit kit');
}

/** Colour 0 fills the name and numbers; colour 1 is the border when it is on. */
export function setPrintingColor(kit: Kit, part: 'shirt' | 'shorts', index: number, hex: string): EditResult {
  const parsed = parseHexColor(hex);
  if (!parsed.ok) return refused('invalidHexColor');
  const current = part === 'shirt' ? kit.playerPrinting.c : kit.playerPrintingShorts.c;
  if (!Number.isInteger(index) || index < 0 || index >= current.length) return refused('colorNotFound');
  const c = current.map((color, i) => (i === index ? parsed.color : color));
  const next =
    part === 'shirt'
      ? { ...kit, playerPrinting: { ...kit.playerPrinting, c } }
      : { ...kit, playerPrintingShorts: { ...kit.playerPrintingShorts, c } };
  return applied(next, 'edit kit');
}
