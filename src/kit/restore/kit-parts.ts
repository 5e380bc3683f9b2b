import {
  defaultKitLogo,
  defaultPlayerPrinting,
  defaultPlayerPrintingShorts,
  defaultPrintPreview,
} from '../defaults/kit.ts';
import { fillColor } from '../defaults/colors.ts';
import { AREAS, LOGO_SLOTS } from '../model/basics.ts';
import {
  CUSTOM_POSITION_RANGES,
  LOGO_RANGES,
  PRINT_PREVIEW_RANGES,
  PRINTING_RANGES,
  PRINTING_SHORTS_RANGES,
} from '../model/field-ranges.ts';
import {
  PRINTING_SIDES,
  type KitLogo,
  type PlayerPrinting,
  type PlayerPrintingShorts,
  type PrintPreview,
} from '../model/kit.ts';
import type { NumberParam } from '../model/ranges.ts';
import { MAX_LAYER_COLORS } from '../rules/colors.ts';
import { gameHasRoughness } from '../rules/edits.ts';
import { assetGate, type GateEnv } from './gates.ts';
import { MAX_TEXT_LENGTH, type LayerEnv } from './layer.ts';
import { get, isPlainObject, type Plain, type PlainObject } from './plain.ts';
import { readBool, readChoice, readColors, readNumber, readString, type ReadEnv } from './readers.ts';

/** Kit-level parts other than the layer stacks: logos, player printing, print preview. */

const NO_SKIP: ReadonlySet<string> = new Set();
/** Logo fields read on their own: the slot decides the ranges, the id must be unique. */
const LOGO_OWN_FIELDS: ReadonlySet<string> = new Set(['uuid', 't']);

/** Reads every field of `target` that `ranges` or its type describes. */
function readFlat(
  target: Record<string, unknown>,
  raw: PlainObject,
  ranges: Record<string, NumberParam>,
  path: string,
  env: ReadEnv,
  skip: ReadonlySet<string> = NO_SKIP,
): void {
  for (const key of Object.keys(target)) {
    if (skip.has(key)) continue;
    const fallback = target[key];
    const value = get(raw, key);
    if (typeof fallback === 'number') {
      const range = ranges[key];
      if (range) target[key] = readNumber(value, range, fallback, `${path}.${key}`, env);
    } else if (typeof fallback === 'boolean') target[key] = readBool(value, fallback, `${path}.${key}`, env);
    else if (typeof fallback === 'string')
      target[key] = readString(value, fallback, MAX_TEXT_LENGTH, `${path}.${key}`, env);
  }
}

function asObject(raw: Plain | undefined, path: string, env: ReadEnv): PlainObject | null {
  if (isPlainObject(raw)) return raw;
  if (raw !== undefined && raw !== null) env.log.change('invalid-value', path);
  return null;
}

function printingColors(
  raw: PlainObject,
  fallback: string[],
  border: boolean,
  path: string,
  env: ReadEnv,
): string[] {
  return readColors(
    get(raw, 'c'),
    { fallback, fill: fillColor, count: 1 + (border ? 1 : 0), max: MAX_LAYER_COLORS },
    path,
    env,
  );
}

export function restorePlayerPrinting(raw: Plain | undefined, path: string, env: ReadEnv): PlayerPrinting {
  const printing = defaultPlayerPrinting();
  const object = asObject(raw, path, env);
  if (!object) return printing;
  readFlat(printing as unknown as Record<string, unknown>, object, PRINTING_RANGES, path, env);
  printing.c = printingColors(object, printing.c, printing.border, `${path}.c`, env);
  return printing;
}

export function restorePlayerPrintingShorts(
  raw: Plain | undefined,
  path: string,
  env: ReadEnv,
): PlayerPrintingShorts {
  const printing = defaultPlayerPrintingShorts();
  const object = asObject(raw, path, env);
  if (!object) return printing;
  readFlat(printing as unknown as Record<string, unknown>, object, PRINTING_SHORTS_RANGES, path, env);
  printing.side = readChoice(get(object, 'side'), PRINTING_SIDES, 'left', `${path}.side`, env);
  printing.c = printingColors(object, printing.c, printing.border, `${path}.c`, env);
  return printing;
}

export function restorePrintPreview(raw: Plain | undefined, path: string, env: ReadEnv): PrintPreview {
  const preview = defaultPrintPreview();
  const object = asObject(raw, path, env);
  if (!object) return preview;
  readFlat(preview as unknown as Record<string, unknown>, object, PRINT_PREVIEW_RANGES, path, env);
  return preview;
}

export interface LogoResult {
  logo: KitLogo | null;
  dropCode?: 'not-a-layer' | 'duplicate-logo-slot' | ReturnType<typeof assetGate>;
  kind: string;
  name: string;
}

export function restoreLogo(
  raw: Plain,
  path: string,
  env: LayerEnv,
  gates: GateEnv,
  takenSlots: Set<string>,
): LogoResult {
  if (!isPlainObject(raw)) return { logo: null, dropCode: 'not-a-layer', kind: '', name: '' };
  const t = readChoice(get(raw, 't'), LOGO_SLOTS, 'team', `${path}.t`, env);
  if (takenSlots.has(t)) return { logo: null, dropCode: 'duplicate-logo-slot', kind: t, name: '' };
  const logo = defaultKitLogo(t, env.game);
  const ranges: Record<string, NumberParam> = LOGO_RANGES[t];
  readFlat(logo as unknown as Record<string, unknown>, raw, ranges, path, env, LOGO_OWN_FIELDS);
  const code = assetGate('logos', logo.l, gates);
  if (code) return { logo: null, dropCode: code, kind: t, name: logo.l };
  takenSlots.add(t);

  const uuidRaw = get(raw, 'uuid');
  let uuid =
    typeof uuidRaw === 'string' && uuidRaw.length > 0 && uuidRaw.length <= 64 && !env.uuids.has(uuidRaw)
      ? uuidRaw
      : '';
  if (uuid === '') {
    if (uuidRaw !== undefined && uuidRaw !== null) env.log.change('duplicate-uuid', `${path}.uuid`);
    do uuid = env.newId();
    while (env.uuids.has(uuid));
  }
  env.uuids.add(uuid);
  logo.uuid = uuid;

  const colors = asObject(get(raw, 'c'), `${path}.c`, env);
  const positions = asObject(get(raw, 'pos'), `${path}.pos`, env);
  for (const area of AREAS) {
    if (colors) {
      logo.c[area] = readColors(
        get(colors, area),
        { fallback: logo.c[area], fill: fillColor, count: null, max: MAX_LAYER_COLORS },
        `${path}.c.${area}`,
        env,
      );
    }
    const position = positions ? asObject(get(positions, area), `${path}.pos.${area}`, env) : null;
    if (position) {
      const range = CUSTOM_POSITION_RANGES[area];
      const target = logo.pos[area];
      target.x = readNumber(get(position, 'x'), range.x, target.x, `${path}.pos.${area}.x`, env);
      target.y = readNumber(get(position, 'y'), range.y, target.y, `${path}.pos.${area}.y`, env);
      target.display = readBool(get(position, 'display'), target.display, `${path}.pos.${area}.display`, env);
    }
  }
  if (!gameHasRoughness(env.game)) {
    if (logo.shininess !== 0 || logo.metalness !== 0) env.log.change('shininess-ignored', path);
    logo.shininess = 0;
    logo.metalness = 0;
  }
  return { logo, kind: t, name: logo.l };
}
