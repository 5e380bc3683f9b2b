import { z } from 'zod';
import { defaultLayer } from '../defaults/layers.ts';
import { TEXT_PLACEMENTS, type Area, type Game } from '../model/basics.ts';
import { DESIGN_NAMES } from '../model/designs.ts';
import { DETAIL_3D_RANGES, LAYER_NAME_MAX, MAX_TEXT_LENGTH } from '../model/field-ranges.ts';
import { layerFieldParam } from '../model/field-params.ts';
import { ARMBAND_STATES, BASE_TYPES, LAYER_KINDS, NBA_TEXT_TYPES, type LayerKind } from '../model/layers.ts';
import { colorSchema, numberSchema, paramSchema } from './common.ts';

/**
 * Runtime schema of an in-memory layer, per area (text placements depend on it). Every kind is
 * a strict object with exactly the keys of its default layer, each checked against its range or
 * choices, so a restored layer that passes has no stray keys and nothing out of range.
 */

type DesignSchema = z.ZodObject<z.ZodRawShape>;
type LayerSchemaMember = z.ZodObject<z.ZodRawShape> | z.ZodDiscriminatedUnion<DesignSchema[]>;

const idSchema = z.string().min(1).max(64);

const SCHEMA_GAME: Game = 'eafc';

function fieldsOf(kind: LayerKind, type: string | undefined, area: Area | 'extra'): z.ZodRawShape {
  const layer = defaultLayer(kind, { game: SCHEMA_GAME, ...(type === undefined ? {} : { type }) });
  const shape: Record<string, z.ZodType> = {};
  for (const [key, value] of Object.entries(layer)) {
    switch (key) {
      case 'uuid':
        shape[key] = idSchema;
        continue;
      case 'n':
        shape[key] = z.literal(kind);
        continue;
      case 'c':
        shape[key] = z.array(colorSchema).max(16);
        continue;
      case 'mask':
        shape[key] = idSchema.nullable();
        continue;
      case 'cname':
        shape[key] = z.string().max(LAYER_NAME_MAX);
        continue;
      case 'display':
        shape[key] = z.strictObject({
          front: z.boolean(),
          back: z.boolean(),
          sleeves: z.boolean(),
          sleeves_short: z.boolean(),
        });
        continue;
      case 'detail3D':
        shape[key] = z.strictObject({
          enabled: z.boolean(),
          strength: numberSchema(DETAIL_3D_RANGES.strength),
          flat: z.boolean(),
          inverted: z.boolean(),
          blur: numberSchema(DETAIL_3D_RANGES.blur),
          border: z.boolean(),
        });
        continue;
      case 'preset':
        shape[key] = z.strictObject({ n: z.string().max(MAX_TEXT_LENGTH), t: z.enum(ARMBAND_STATES) });
        continue;
      case 'layers':
        continue;
      case 'type':
        if (kind === 'design') shape[key] = z.literal(type!);
        else if (kind === 'base') shape[key] = z.enum(BASE_TYPES);
        else shape[key] = z.enum(NBA_TEXT_TYPES);
        continue;
    }
    const param = layerFieldParam(kind, key, { ...(type === undefined ? {} : { type }), area });
    if (param) shape[key] = paramSchema(param);
    else if (typeof value === 'boolean') shape[key] = z.boolean();
    else if (typeof value === 'string') shape[key] = z.string().max(MAX_TEXT_LENGTH);
    else throw new Error(`No schema for ${kind}.${key}`);
  }
  if (kind === 'text' || kind === 'nba_text') {
    shape.placement = z.enum(TEXT_PLACEMENTS[area === 'extra' ? 'shirt' : area]);
  }
  return shape;
}

function buildLayerSchema(area: Area | 'extra'): z.ZodType {
  // Discriminated on `n` (and designs on `type`) so a layer is checked against one shape only.
  const designs = z.discriminatedUnion(
    'type',
    DESIGN_NAMES.map((design) => z.strictObject(fieldsOf('design', design, area))) as [
      DesignSchema,
      ...DesignSchema[],
    ],
  );
  const members: LayerSchemaMember[] = [designs];
  for (const kind of LAYER_KINDS) {
    if (kind !== 'group' && kind !== 'design') members.push(z.strictObject(fieldsOf(kind, undefined, area)));
  }
  const child = z.discriminatedUnion('n', members as [LayerSchemaMember, ...LayerSchemaMember[]]);
  const group = z.strictObject({ ...fieldsOf('group', undefined, area), layers: z.array(child) });
  return z.discriminatedUnion('n', [...members, group] as unknown as [
    LayerSchemaMember,
    ...LayerSchemaMember[],
  ]);
}

const cache = new Map<Area | 'extra', z.ZodType>();

/** The layer schema for a stack of `area`. */
export function layerSchema(area: Area | 'extra'): z.ZodType {
  let schema = cache.get(area);
  if (!schema) {
    schema = buildLayerSchema(area);
    cache.set(area, schema);
  }
  return schema;
}
