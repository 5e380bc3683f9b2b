import type { Area, Game } from '../model/basics.ts';
import { DESIGNS, type DesignName, type DesignParams } from '../model/designs.ts';
import {
  COMMON_LAYER_RANGES,
  DETAIL_3D_RANGES,
  LAYER_FIELD_RANGES,
  NBA_TEXT_DEFAULTS,
} from '../model/field-ranges.ts';
import type {
  BaseType,
  DesignLayer,
  DesignLayerOf,
  Layer,
  LayerCommon,
  LayerKind,
  LayerOf,
  NbaTextType,
  PatternSettings,
  TextFields,
} from '../model/layers.ts';
import { rangeIn, type NumberParam, type Param } from '../model/ranges.ts';
import { DEFAULT_KIT_COLORS, fillColor } from './colors.ts';

/**
 * Default layers: every field filled with its default. Restore starts from these and overwrites
 * what the incoming data supplies; serialise omits what still equals them.
 */

export interface LayerDefaultsOptions {
  game: Game;
  /** Sub-type: base type, design name or nba_text type. */
  type?: string;
  area?: Area;
  uuid?: string;
}

function def(param: NumberParam, game: Game): number {
  return rangeIn(param, game).default;
}

function colors(count: number): string[] {
  return Array.from({ length: count }, (_, i) => fillColor(i));
}

function common<K extends LayerKind>(n: K, uuid: string, c: string[]): LayerCommon & { n: K } {
  return {
    uuid,
    n,
    name: '',
    cname: '',
    c,
    mask: null,
    invertMask: false,
    disabled: false,
    opacity: COMMON_LAYER_RANGES.opacity.default,
    blendMode: 'Normal',
    display: { front: true, back: true, sleeves: true, sleeves_short: true },
    collar_mapping: false,
    hasCustomShininess: false,
    shininess: COMMON_LAYER_RANGES.shininess.default,
    metalness: COMMON_LAYER_RANGES.metalness.default,
    detail3D: {
      enabled: false,
      strength: DETAIL_3D_RANGES.strength.default,
      flat: false,
      inverted: false,
      blur: DETAIL_3D_RANGES.blur.default,
      border: false,
    },
    hue: COMMON_LAYER_RANGES.hue.default,
    saturation: COMMON_LAYER_RANGES.saturation.default,
    mirror: false,
    mirror_center: false,
    mirror_on_back: false,
    copy_center: false,
    border: false,
    borderWidth: COMMON_LAYER_RANGES.borderWidth.default,
  };
}

/** The defaults of a design's parameters. */
export function designParamDefaults<D extends DesignName>(design: D): DesignParams<D> {
  const params: Record<string, Param> = DESIGNS[design].params;
  const out: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(params)) out[key] = param.default;
  return out as DesignParams<D>;
}

export function defaultDesignLayer<D extends DesignName>(design: D, uuid = ''): DesignLayerOf<D> {
  return {
    ...common('design', uuid, colors(DESIGNS[design].colors)),
    type: design,
    ...designParamDefaults(design),
  } as DesignLayerOf<D>;
}

function patternSettings(): PatternSettings {
  const r = LAYER_FIELD_RANGES.pattern;
  return {
    size: r.size.default,
    rotation: r.rotation.default,
    offset_x: r.offset_x.default,
    offset_y: r.offset_y.default,
    distance: r.distance.default,
    distance_ratio: r.distance_ratio.default,
    tiling: 0,
  };
}

function textFields(kind: 'text' | 'nba_text', nbaType?: NbaTextType): TextFields {
  const r = LAYER_FIELD_RANGES[kind];
  const byType: { y?: number; size?: number; arch?: number } = nbaType ? NBA_TEXT_DEFAULTS[nbaType] : {};
  return {
    f: '',
    placement: 'front',
    text: '',
    size: byType.size ?? r.size.default,
    size_x: r.size_x.default,
    size_y: r.size_y.default,
    arch: byType.arch ?? r.arch.default,
    rotation: r.rotation.default,
    x: r.x.default,
    y: byType.y ?? r.y.default,
    italic: false,
    spacing: r.spacing.default,
  };
}

const BASE_COLORS: Record<BaseType, string> = {
  base: DEFAULT_KIT_COLORS.main,
  sleeves: DEFAULT_KIT_COLORS.sleeves,
  collar: DEFAULT_KIT_COLORS.accents[0],
};

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

/**
 * A new layer of `kind` with every field at its default. For base, design and nba_text the
 * sub-type picks the defaults (an unknown sub-type takes the first one).
 */
export function defaultLayer<K extends LayerKind>(kind: K, options: LayerDefaultsOptions): LayerOf<K>;
export function defaultLayer(kind: LayerKind, options: LayerDefaultsOptions): Layer {
  const { game, type } = options;
  const uuid = options.uuid ?? '';
  const accent = [fillColor(0)];
  switch (kind) {
    case 'base': {
      const baseType: BaseType = isOneOf(['base', 'sleeves', 'collar'] as const, type) ? type : 'base';
      return { ...common('base', uuid, [BASE_COLORS[baseType]]), type: baseType };
    }
    case 'template':
      return common('template', uuid, colors(2));
    case 'design': {
      const design = type !== undefined && Object.hasOwn(DESIGNS, type) ? (type as DesignName) : 'rectangle';
      return defaultDesignLayer(design, uuid) as DesignLayer;
    }
    case 'pattern':
      return { ...common('pattern', uuid, accent), ...patternSettings(), p: '', mode: 0 };
    case 'custom_pattern':
      return { ...common('custom_pattern', uuid, accent), c: [], ...patternSettings(), l: '', mode: 0 };
    case 'graphic':
      return { ...common('graphic', uuid, accent), g: '' };
    case 'text':
      return { ...common('text', uuid, accent), ...textFields('text') };
    case 'nba_text': {
      const nbaType: NbaTextType = isOneOf(['front_num', 'back_num', 'name'] as const, type)
        ? type
        : 'front_num';
      return {
        ...common('nba_text', uuid, accent),
        ...textFields('nba_text', nbaType),
        type: nbaType,
        font_type: nbaType === 'name' ? 0 : 1,
      };
    }
    case 'logo':
      return {
        ...common('logo', uuid, [...DEFAULT_KIT_COLORS.logos]),
        l: '',
        placement: 'team',
        recolor: false,
        recolorInternal: false,
      };
    case 'custom_logo': {
      const r = LAYER_FIELD_RANGES.custom_logo;
      return {
        ...common('custom_logo', uuid, accent),
        saturation: r.saturation.default,
        l: '',
        position: r.position.default,
        position_x: r.position_x.default,
        rotation: r.rotation.default,
        size: r.size.default,
      };
    }
    case 'sleeve_cuffs': {
      const r = LAYER_FIELD_RANGES.sleeve_cuffs;
      return {
        ...common('sleeve_cuffs', uuid, accent),
        width: def(r.width, game),
        pipingWidth: def(r.pipingWidth, game),
        colorCount: r.colorCount.default,
        mode: 0,
        pipingAlignment: 0,
      };
    }
    case 'side_panels':
      return { ...common('side_panels', uuid, accent), width: LAYER_FIELD_RANGES.side_panels.width.default };
    case 'shoulder_panels': {
      const r = LAYER_FIELD_RANGES.shoulder_panels;
      return {
        ...common('shoulder_panels', uuid, accent),
        width: r.width.default,
        offset: r.offset.default,
        extend: false,
      };
    }
    case 'custom_collar':
      return {
        ...common('custom_collar', uuid, accent),
        p: '',
        colorCount: LAYER_FIELD_RANGES.custom_collar.colorCount.default,
      };
    case 'mat': {
      const r = LAYER_FIELD_RANGES.mat;
      return { ...common('mat', uuid, accent), p: '', size: r.size.default, rotation: r.rotation.default };
    }
    case 'armband':
      return { ...common('armband', uuid, accent), preset: { n: '', t: 'none' } };
    case 'signature': {
      const r = LAYER_FIELD_RANGES.signature;
      return {
        ...common('signature', uuid, [DEFAULT_KIT_COLORS.main]),
        x: r.x.default,
        y: r.y.default,
        size: r.size.default,
        rotation: r.rotation.default,
      };
    }
    case 'group':
      return { ...common('group', uuid, []), layers: [] };
    case 'printing':
      return common('printing', uuid, []);
    case 'printing_shorts':
      return common('printing_shorts', uuid, []);
    case 'print_preview':
      return common('print_preview', uuid, accent);
  }
}
