import { bool, choice, int, num, type Param } from './ranges.ts';

/**
 * The 21 base designs (spec document 1, section 3 "Base designs"). Each lists how many colours it
 * paints and its parameters with range and default; a design layer carries these parameters as flat
 * fields (`layer.width`, `layer.mirror_back`…). The compositor and the editor read this table.
 *
 * Where the spec gives no default the midpoint is used (its own rule). Where the spec says
 * "as rectangle" or groups designs, the group's parameters are repeated here so each entry stands
 * alone. Choices made where the spec is silent are marked "(ours)".
 */

const placement = {
  offset: num(-500, 500, 0),
  offset_y: num(-600, 600, 0),
  rotation: num(-180, 180, 0),
  mirror_center: bool(false),
  mirror_back: bool(true),
};

const outline = {
  // The outline adds one colour after the fill colours, like a text border.
  outline: bool(false),
  outline_width: num(1, 100, 10),
};

const singleStripe = {
  width: num(1, 900, 50),
  offset: num(-100, 100, 0),
};

const stripes = {
  width: num(1, 350),
  distance: num(0, 350),
  offset_x: num(-300, 300, 0),
  count: int(0, 10),
  // 0 no centre stripe, 1 centre stripe, 2 offset left, 3 offset right.
  mode: choice([0, 1, 2, 3]),
  space_between: bool(false),
};

const stripeSeparator = {
  width_separator: num(1, 100),
  distance_separator: num(-20, 100),
};

const crossTwoColors = {
  // "as cross" (ours): the two-colour variants keep the cross's size.
  size: num(10, 500),
  distance: num(0, 50),
  offset: num(-400, 400, 0),
  offset_y: num(-400, 400, 0),
};

export const DESIGNS = {
  rectangle: {
    colors: 1,
    params: {
      ...outline,
      width: num(1, 900, 100),
      height: num(1, 900),
      roundness: num(0, 100),
      ...placement,
    },
  },
  triangle: {
    colors: 1,
    params: { ...outline, width: num(1, 900, 100), height: num(1, 900), ...placement },
  },
  circle: {
    colors: 1,
    // width is the radius; width_ratio stretches it into an ellipse.
    params: { ...outline, width: num(1, 900, 100), width_ratio: num(-100, 100, 0), ...placement },
  },
  single_stripe: { colors: 1, params: { ...singleStripe } },
  two_color_stripe: { colors: 2, params: { ...singleStripe } },
  three_color_stripe: { colors: 3, params: { ...singleStripe } },
  stripe_with_border: {
    colors: 2,
    params: { ...singleStripe, border_width: num(1, 150), distance: num(0, 150) },
  },
  stripes: { colors: 1, params: { ...stripes } },
  stripes_2_colors: { colors: 2, params: { ...stripes } },
  stripes_3_colors: { colors: 3, params: { ...stripes } },
  stripes_separator: { colors: 2, params: { ...stripes, ...stripeSeparator } },
  gradient: { colors: 1, params: { size: num(0, 100), revert: bool(false) } },
  halftone_gradient: { colors: 1, params: { width: num(1, 100), size: num(1, 100) } },
  halftone_gradient_dots: {
    colors: 1,
    params: {
      size: num(1, 100),
      el_size: num(5, 32, 8),
      mode: choice([0, 1]),
      shape: choice(['square', 'diamond', 'circle', 'triangle']),
    },
  },
  checkers: {
    colors: 1,
    params: {
      size: num(4, 500),
      // "scales up to 20": 1 keeps the checks square (ours), 20 is the widest stretch.
      width_ratio: num(1, 20, 1),
      rows: int(0, 20),
      // 0 centre, 1 offset left, 2 offset right.
      mode: choice([0, 1, 2]),
    },
  },
  stepped_gradient: { colors: 1, params: { size: num(10, 250), gradient_size: num(0, 100) } },
  zig_zag: {
    colors: 1,
    params: {
      size: num(5, 500),
      distance: num(0, 500),
      count: int(0, 10),
      vertical_size: num(-300, 300),
      zags: int(0, 100, 2),
      mode: choice([0, 1], 1),
    },
  },
  waves: { colors: 1, params: { size: num(1, 500), zags: int(0, 20) } },
  cross: {
    colors: 1,
    // offset range as the rectangle's horizontal offset (ours); the spec gives only the default.
    params: { size: num(10, 500), offset_y: num(-500, 500, -100) },
  },
  cross_2_colors: { colors: 2, params: { ...crossTwoColors, sides: bool(false) } },
  cross_2_colors_v2: { colors: 2, params: { ...crossTwoColors } },
} as const satisfies Record<string, { colors: number; params: Record<string, Param> }>;

export type DesignName = keyof typeof DESIGNS;
export const DESIGN_NAMES = Object.keys(DESIGNS) as DesignName[];

/** The parameter fields of one design, as flat fields of its layer. */
export type DesignParams<D extends DesignName> = {
  -readonly [K in keyof (typeof DESIGNS)[D]['params']]: (typeof DESIGNS)[D]['params'][K] extends {
    kind: 'number';
  }
    ? number
    : (typeof DESIGNS)[D]['params'][K] extends { kind: 'bool' }
      ? boolean
      : (typeof DESIGNS)[D]['params'][K] extends { options: readonly (infer O)[] }
        ? O
        : never;
};

export function isDesignName(value: unknown): value is DesignName {
  return typeof value === 'string' && Object.hasOwn(DESIGNS, value);
}
