import { defaultLayer } from '../defaults/layers.ts';
import { fillColor } from '../defaults/colors.ts';
import type { Area } from '../model/basics.ts';
import { layerFieldCap, layerFieldParam } from '../model/field-params.ts';
import { DETAIL_3D_RANGES, LAYER_NAME_MAX, MAX_TEXT_LENGTH } from '../model/field-ranges.ts';
import { ARMBAND_STATES, isLayerKind, type Layer, type LayerKind } from '../model/layers.ts';
import { expectedColorCount, MAX_LAYER_COLORS } from '../rules/colors.ts';
import { gameHasRoughness } from '../rules/edits.ts';
import { get, isPlainObject, type Plain } from './plain.ts';
import { readBool, readChoice, readColors, readNumber, readString, type ReadEnv } from './readers.ts';

/**
 * Restores one layer: start from the kind's default layer and read every field it has from the
 * raw data, through the field's range or choices. Fields the kind does not have are ignored, so
 * the result has exactly the kind's keys.
 */

export { MAX_TEXT_LENGTH };

/** Fields handled explicitly rather than by the generic loop. */
const SPECIAL_FIELDS = new Set(['uuid', 'n', 'type', 'c', 'mask', 'display', 'detail3D', 'preset', 'layers']);

export interface LayerEnv extends ReadEnv {
  area: Area | 'extra';
  /** Ids already taken in the kit. */
  uuids: Set<string>;
  newId: () => string;
}

export type LayerResult = { layer: Layer } | { dropped: 'unknown-kind' | 'not-a-layer'; kind: string };

function readUuid(raw: Plain | undefined, path: string, env: LayerEnv): string {
  let uuid: string;
  if (typeof raw === 'string' && raw.length > 0 && raw.length <= 64 && !env.uuids.has(raw)) uuid = raw;
  else {
    if (raw !== undefined && raw !== null)
      env.log.change(
        typeof raw === 'string' && env.uuids.has(raw) ? 'duplicate-uuid' : 'invalid-value',
        path,
      );
    do uuid = env.newId();
    while (env.uuids.has(uuid));
  }
  env.uuids.add(uuid);
  return uuid;
}

function readSubObject(
  target: Record<string, unknown>,
  raw: Plain | undefined,
  path: string,
  env: LayerEnv,
  numberRange: (key: string) => { min: number; max: number } | undefined,
): void {
  if (raw === undefined || raw === null) return;
  if (!isPlainObject(raw)) {
    env.log.change('invalid-value', path);
    return;
  }
  for (const key of Object.keys(target)) {
    const fallback = target[key];
    const value = get(raw, key);
    if (typeof fallback === 'boolean') target[key] = readBool(value, fallback, `${path}.${key}`, env);
    else if (typeof fallback === 'number') {
      const range = numberRange(key);
      if (range) target[key] = readNumber(value, range, fallback, `${path}.${key}`, env);
    }
  }
}

export function restoreLayer(raw: Plain, path: string, env: LayerEnv, allowGroup = true): LayerResult {
  if (!isPlainObject(raw)) return { dropped: 'not-a-layer', kind: '' };
  const kindRaw = get(raw, 'n');
  if (!isLayerKind(kindRaw))
    return { dropped: 'unknown-kind', kind: typeof kindRaw === 'string' ? kindRaw.slice(0, 40) : '' };
  const kind: LayerKind = kindRaw;
  if (kind === 'group' && !allowGroup) return { dropped: 'unknown-kind', kind };

  const typeRaw = get(raw, 'type');
  const type = typeof typeRaw === 'string' ? typeRaw : undefined;
  const layer = defaultLayer(kind, {
    game: env.game,
    ...(type === undefined ? {} : { type }),
    area: env.area === 'extra' ? 'shirt' : env.area,
  });
  if (type !== undefined && 'type' in layer && layer.type !== type)
    env.log.change('invalid-value', `${path}.type`);
  if (type === undefined && typeRaw !== undefined && typeRaw !== null && 'type' in layer)
    env.log.change('invalid-value', `${path}.type`);
  const fields = layer as unknown as Record<string, unknown>;
  const subType = 'type' in layer ? layer.type : undefined;

  for (const key of Object.keys(fields)) {
    if (SPECIAL_FIELDS.has(key)) continue;
    const fallback = fields[key];
    const value = get(raw, key);
    const fieldPath = `${path}.${key}`;
    const param = layerFieldParam(kind, key, {
      ...(subType === undefined ? {} : { type: subType }),
      area: env.area,
    });
    if (param?.kind === 'choice')
      fields[key] = readChoice(value, param.options, fallback as string | number, fieldPath, env);
    else if (typeof fallback === 'number') {
      // Every numeric field has a range (checked by tests); a missing one would keep the default.
      fields[key] = param?.kind === 'number' ? readNumber(value, param, fallback, fieldPath, env) : fallback;
    } else if (typeof fallback === 'boolean') fields[key] = readBool(value, fallback, fieldPath, env);
    else if (typeof fallback === 'string')
      fields[key] = readString(
        value,
        fallback,
        key === 'cname' ? LAYER_NAME_MAX : MAX_TEXT_LENGTH,
        fieldPath,
        env,
      );
  }

  layer.uuid = readUuid(get(raw, 'uuid'), `${path}.uuid`, env);
  const mask = get(raw, 'mask');
  // Masks are resolved against the whole area once every layer is read.
  layer.mask = typeof mask === 'string' && mask.length > 0 ? mask.slice(0, 64) : null;
  readSubObject(
    layer.display as unknown as Record<string, unknown>,
    get(raw, 'display'),
    `${path}.display`,
    env,
    () => undefined,
  );
  readSubObject(
    layer.detail3D as unknown as Record<string, unknown>,
    get(raw, 'detail3D'),
    `${path}.detail3D`,
    env,
    (key) => (key === 'strength' || key === 'blur' ? DETAIL_3D_RANGES[key] : undefined),
  );

  const pipingCap = layerFieldCap(layer, 'pipingWidth');
  if (layer.n === 'sleeve_cuffs' && pipingCap !== undefined && layer.pipingWidth > pipingCap) {
    env.log.change('clamped', `${path}.pipingWidth`, `${layer.pipingWidth} -> ${pipingCap}`);
    layer.pipingWidth = pipingCap;
  }
  if (layer.n === 'armband') {
    const preset = get(raw, 'preset');
    if (isPlainObject(preset)) {
      layer.preset = {
        n: readString(get(preset, 'n'), '', MAX_TEXT_LENGTH, `${path}.preset.n`, env),
        t: readChoice(get(preset, 't'), ARMBAND_STATES, 'none', `${path}.preset.t`, env),
      };
    } else if (preset !== undefined && preset !== null) env.log.change('invalid-value', `${path}.preset`);
  }
  if (layer.n === 'armband' || !gameHasRoughness(env.game)) {
    if (layer.shininess !== 0 || layer.metalness !== 0) env.log.change('shininess-ignored', path);
    layer.shininess = 0;
    layer.metalness = 0;
  }

  const defaults = layer.c;
  const fallbackColors = defaults;
  layer.c = readColors(
    get(raw, 'c'),
    { fallback: fallbackColors, fill: fillColor, count: expectedColorCount(layer), max: MAX_LAYER_COLORS },
    `${path}.c`,
    env,
  );
  return { layer };
}
