import type { LayerId } from '../model/basics.ts';
import type { Kit } from '../model/kit.ts';
import { editLayer } from './edit.ts';
import { LOGO_SLOT_FIELDS } from './logo-slots.ts';
import { locate, setLogoField } from './logos.ts';
import { setPrinting, type PrintingField } from './player-printing.ts';
import { applied, refused, type EditResult } from './result.ts';
import { findLayer } from './stacks.ts';

/**
 * Moving, scaling and turning a placed thing on the kit (a kit logo, a custom logo, a text) as one
 * change: a drag's live value or a nudge sets position, size and rotation together, and each
 * field is clamped to its range by the same rules as its slider (setLogoField, editLayer), so a
 * handle can never put a logo where the sliders could not.
 */
export const PLACEMENT_FIELDS = ['position_x', 'position', 'size', 'rotation'] as const;
export type PlacementField = (typeof PLACEMENT_FIELDS)[number];
export type PlacementValues = Readonly<Record<PlacementField, number>>;

/**
 * The editable box of each layer kind placed on the kit, as the kind's own fields: which field
 * moves it across (`position_x`), up (`position`), scales it and turns it. One table, so the
 * handles, the nudges and the sliders agree on what each kind lets a player move. A text's
 * `x`/`y` are fractions of its region, a placed design's `offset_y` runs down (the compositor
 * says how many units a region pixel is, and which way).
 */
interface PlacedFields {
  readonly fields: Readonly<Record<PlacementField, string>>;
  /** Fields scaled in proportion with the size field, so a scaled shape keeps its proportions. */
  readonly scaledWith: readonly string[];
}

const PLACED_LAYER_FIELDS: Readonly<Record<string, PlacedFields>> = {
  custom_logo: {
    fields: { position_x: 'position_x', position: 'position', size: 'size', rotation: 'rotation' },
    scaledWith: [],
  },
  text: { fields: { position_x: 'x', position: 'y', size: 'size', rotation: 'rotation' }, scaledWith: [] },
  // Basketball's name and numbers: x/y in NBA units, y growing down (compositor/text/basketball.ts).
  nba_text: {
    fields: { position_x: 'x', position: 'y', size: 'size', rotation: 'rotation' },
    scaledWith: [],
  },
};

/** The designs placed as one shape (offset, offset_y, rotation; width as their size). */
const PLACED_DESIGNS: Readonly<Record<string, PlacedFields>> = {
  rectangle: {
    fields: { position_x: 'offset', position: 'offset_y', size: 'width', rotation: 'rotation' },
    scaledWith: ['height'],
  },
  triangle: {
    fields: { position_x: 'offset', position: 'offset_y', size: 'width', rotation: 'rotation' },
    scaledWith: ['height'],
  },
  circle: {
    fields: { position_x: 'offset', position: 'offset_y', size: 'width', rotation: 'rotation' },
    scaledWith: [],
  },
};

function placedFieldsOf(layer: { readonly n: string; readonly type?: unknown }): PlacedFields | undefined {
  if (layer.n === 'design')
    return typeof layer.type === 'string' && Object.hasOwn(PLACED_DESIGNS, layer.type)
      ? PLACED_DESIGNS[layer.type]
      : undefined;
  return Object.hasOwn(PLACED_LAYER_FIELDS, layer.n) ? PLACED_LAYER_FIELDS[layer.n] : undefined;
}

/**
 * The player printing layer draws three things from the kit's one set of settings
 * (Kit.playerPrinting): the back number, the name and the front number. Each is chosen and moved
 * on the kit on its own, as `<printing layer uuid>#<element>`; its fields are the Name & number
 * step's sliders. The move fields count region pixels, down for the number's and front number's
 * heights (the compositor's perPx says which way), the name's offset away from the number.
 */
export const PRINTING_ELEMENTS = ['number', 'name', 'frontNumber'] as const;
export type PrintingElement = (typeof PRINTING_ELEMENTS)[number];

const PRINTING_ELEMENT_FIELDS: Readonly<
  Record<PrintingElement, Partial<Readonly<Record<PlacementField, PrintingField>>>>
> = {
  number: { position: 'offset', size: 'numberSize' },
  name: { position: 'nameOffset', size: 'nameSize' },
  frontNumber: { position_x: 'frontNumberPosX', position: 'frontNumberPosY', size: 'frontNumberSize' },
};

export const printingElementId = (layerUuid: string, element: PrintingElement): LayerId =>
  `${layerUuid}#${element}` as LayerId;

/** The printing layer and element of a `printingElementId`, or undefined for any other id. */
export function printingElementOf(id: string): { layer: LayerId; element: PrintingElement } | undefined {
  const at = id.lastIndexOf('#');
  const element = id.slice(at + 1);
  return at > 0 && (PRINTING_ELEMENTS as readonly string[]).includes(element)
    ? { layer: id.slice(0, at) as LayerId, element: element as PrintingElement }
    : undefined;
}

function printingFields(kit: Kit, uuid: LayerId) {
  const of = printingElementOf(uuid);
  return of && findLayer(kit, of.layer)?.layer.n === 'printing'
    ? PRINTING_ELEMENT_FIELDS[of.element]
    : undefined;
}

/** Whether a stack layer has handles on the kit (a custom logo, a text, a placed design). */
export const isPlacedLayer = (layer: { readonly n: string; readonly type?: unknown }): boolean =>
  placedFieldsOf(layer) !== undefined;

function layerFields(kit: Kit, uuid: LayerId) {
  const layer = findLayer(kit, uuid)?.layer;
  const placed = layer ? placedFieldsOf(layer) : undefined;
  return layer && placed
    ? {
        layer: layer as unknown as Record<string, unknown>,
        fields: placed.fields,
        scaledWith: placed.scaledWith,
      }
    : undefined;
}

/** The placement fields of kit logo or layer `uuid` as stored, or undefined when it has none. */
export function placementValues(kit: Kit, uuid: LayerId): PlacementValues | undefined {
  const printing = printingFields(kit, uuid);
  if (printing) {
    const read = (field: PlacementField) => {
      const name = printing[field];
      return name ? (kit.playerPrinting[name] as number) : 0;
    };
    return { position_x: read('position_x'), position: read('position'), size: read('size'), rotation: 0 };
  }
  const logo = locate(kit, uuid)?.logo;
  if (logo)
    return { position_x: logo.position_x, position: logo.position, size: logo.size, rotation: logo.rotation };
  const placed = layerFields(kit, uuid);
  if (!placed) return undefined;
  const read = (field: PlacementField) => {
    const value = placed.layer[placed.fields[field]];
    return typeof value === 'number' ? value : 0;
  };
  return {
    position_x: read('position_x'),
    position: read('position'),
    size: read('size'),
    rotation: read('rotation'),
  };
}

/**
 * The placement fields a player may change on the kit: a slot's logo offers what its sliders do
 * (spec document 1 §5: the team crest only its size, the back sponsor its size and height…), a
 * custom logo, a text and a placed design all four.
 */
export function placementFields(kit: Kit, uuid: LayerId): readonly PlacementField[] {
  const printing = printingFields(kit, uuid);
  if (printing) return PLACEMENT_FIELDS.filter((f) => printing[f] !== undefined);
  const logo = locate(kit, uuid)?.logo;
  if (logo)
    return PLACEMENT_FIELDS.filter((f) => (LOGO_SLOT_FIELDS[logo.t] as readonly string[]).includes(f));
  return layerFields(kit, uuid) ? PLACEMENT_FIELDS : [];
}

/**
 * Sets the given placement fields of kit logo or placed layer `uuid` in one change. Fields its
 * slot does not offer are left as they are (a drag of the back sponsor moves it up and down only).
 */
export function placeOnKit(kit: Kit, uuid: LayerId, values: Partial<PlacementValues>): EditResult {
  const printing = printingFields(kit, uuid);
  if (printing) {
    let next = kit;
    for (const field of PLACEMENT_FIELDS) {
      const name = printing[field];
      const value = values[field];
      if (!name || value === undefined) continue;
      const result = setPrinting(next, name, value, printingElementOf(uuid)!.layer);
      if (!result.ok) return result;
      next = result.kit;
    }
    return applied(next, 'edit kit');
  }
  const isLogo = locate(kit, uuid) !== undefined;
  const placed = isLogo ? undefined : layerFields(kit, uuid);
  if (!isLogo && !placed) return refused('layerNotFound');
  const allowed = placementFields(kit, uuid);
  let next = kit;
  for (const field of allowed) {
    const value = values[field];
    if (value === undefined) continue;
    const result = placed
      ? editLayer(next, uuid, placed.fields[field], value)
      : setLogoField(next, uuid, field, value);
    if (!result.ok) return result;
    next = result.kit;
  }
  // A placed shape scales whole: its other dimensions follow the size field's ratio.
  const before = placed?.layer[placed.fields.size];
  const after = placed ? (findLayer(next, uuid)?.layer as unknown as Record<string, unknown>) : undefined;
  const now = after?.[placed!.fields.size];
  if (placed && typeof before === 'number' && typeof now === 'number' && before > 0 && now !== before) {
    for (const other of placed.scaledWith) {
      const value = placed.layer[other];
      if (typeof value !== 'number') continue;
      const result = editLayer(next, uuid, other, (value * now) / before);
      if (!result.ok) return result;
      next = result.kit;
    }
  }
  return applied(next, isLogo ? 'change logo' : 'edit layer');
}
