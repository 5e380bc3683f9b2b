/**
 * The ten lighting presets of spec §9, as data: an ambient/hemisphere base and up to three
 * directional lights, and how soft the floor shadow falls. The values are Kitsmith's design; the
 * names and the blur levels are the spec's: sun presets 5, studio ones 10, the night 20, and
 * none for Default 3 and the two Dark presets, whose single hard light casts a crisp shadow.
 */
export const LIGHTING_PRESETS = [
  'Default',
  'Default 2',
  'Default 3',
  'Night',
  'Day',
  'Day (r)',
  'Day (l)',
  'Day 2',
  'Dark (r)',
  'Dark (l)',
] as const;
export type LightingPreset = (typeof LIGHTING_PRESETS)[number];

export interface DirectionalSpec {
  position: readonly [number, number, number];
  intensity: number;
  color: string;
}

/**
 * The lighting blur levels (document 1 §9, document 2 §9: standard deviations 5, 10 and 20), used
 * by the presets whose light is soft enough to blur the player's floor shadow; 0 for none.
 */
export const LIGHTING_BLURS = [5, 10, 20] as const;
export type LightingBlur = 0 | (typeof LIGHTING_BLURS)[number];

export interface LightingRig {
  /** Standard deviation of the floor shadow's blur, texels of the shadow map. */
  shadowBlur: LightingBlur;
  ambient: number;
  hemisphere: { sky: string; ground: string; intensity: number };
  lights: readonly DirectionalSpec[];
}

const key = (x: number, y: number, z: number, intensity: number, color = '#ffffff'): DirectionalSpec => ({
  position: [x, y, z],
  intensity,
  color,
});

export const LIGHTING: Readonly<Record<LightingPreset, LightingRig>> = {
  Default: {
    shadowBlur: 10,
    ambient: 0.35,
    hemisphere: { sky: '#ffffff', ground: '#8d8d8d', intensity: 1.1 },
    lights: [key(2, 3, 4, 2.0), key(-3, 2, -3, 0.9), key(-3, 1, 3, 0.5)],
  },
  'Default 2': {
    shadowBlur: 10,
    ambient: 0.45,
    hemisphere: { sky: '#ffffff', ground: '#9a9a9a', intensity: 1.3 },
    lights: [key(0, 3, 5, 1.8), key(0, 2, -5, 1.0)],
  },
  'Default 3': {
    shadowBlur: 0,
    ambient: 0.25,
    hemisphere: { sky: '#ffffff', ground: '#707070', intensity: 0.9 },
    lights: [key(3, 4, 3, 2.4), key(-4, 2, -2, 0.7)],
  },
  Night: {
    shadowBlur: 20,
    ambient: 0.1,
    hemisphere: { sky: '#9fb4ff', ground: '#202030', intensity: 0.5 },
    lights: [key(0, 6, 2, 1.6, '#dfe6ff'), key(-3, 2, -4, 0.6, '#8899ff')],
  },
  Day: {
    shadowBlur: 5,
    ambient: 0.4,
    hemisphere: { sky: '#fffaf0', ground: '#7f8f6f', intensity: 1.2 },
    lights: [key(1, 5, 3, 2.6, '#fff4e0')],
  },
  'Day (r)': {
    shadowBlur: 5,
    ambient: 0.35,
    hemisphere: { sky: '#fffaf0', ground: '#7f8f6f', intensity: 1.1 },
    lights: [key(4, 4, 2, 2.6, '#fff4e0')],
  },
  'Day (l)': {
    shadowBlur: 5,
    ambient: 0.35,
    hemisphere: { sky: '#fffaf0', ground: '#7f8f6f', intensity: 1.1 },
    lights: [key(-4, 4, 2, 2.6, '#fff4e0')],
  },
  'Day 2': {
    shadowBlur: 10,
    ambient: 0.5,
    hemisphere: { sky: '#ffffff', ground: '#a0a0a0', intensity: 1.4 },
    lights: [key(2, 6, 4, 1.8), key(-2, 3, -4, 0.8)],
  },
  'Dark (r)': {
    shadowBlur: 0,
    ambient: 0.05,
    hemisphere: { sky: '#ffffff', ground: '#101010', intensity: 0.25 },
    lights: [key(4, 2, 2, 2.4)],
  },
  'Dark (l)': {
    shadowBlur: 0,
    ambient: 0.05,
    hemisphere: { sky: '#ffffff', ground: '#101010', intensity: 0.25 },
    lights: [key(-4, 2, 2, 2.4)],
  },
};

export function isLightingPreset(value: unknown): value is LightingPreset {
  return typeof value === 'string' && (LIGHTING_PRESETS as readonly string[]).includes(value);
}

/** The admin's custom lights: six intensities 0..2 step 0.01 (spec §9). */
export const CUSTOM_LIGHT_NAMES = ['ambient', 'hemisphere', 'key', 'fill', 'rim', 'top'] as const;
export type CustomLights = Record<(typeof CUSTOM_LIGHT_NAMES)[number], number>;
export const CUSTOM_LIGHT_RANGE = { min: 0, max: 2, step: 0.01 } as const;

/** The custom lights an admin starts from: the Default preset's rig, with no top light. */
export const DEFAULT_CUSTOM_LIGHTS: CustomLights = {
  ambient: 0.35,
  hemisphere: 1.1,
  key: 2,
  fill: 0.5,
  rim: 0.9,
  top: 0,
};

/** Stored custom lights read back: each intensity a number in range on the step, else its default. */
export function parseCustomLights(value: unknown): CustomLights {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const out = { ...DEFAULT_CUSTOM_LIGHTS };
  for (const name of CUSTOM_LIGHT_NAMES) {
    const v = stored[name];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    const { min, max, step } = CUSTOM_LIGHT_RANGE;
    out[name] = Number((Math.round(Math.min(max, Math.max(min, v)) / step) * step).toFixed(2));
  }
  return out;
}

export function customRig(lights: CustomLights): LightingRig {
  return {
    shadowBlur: 10,
    ambient: lights.ambient,
    hemisphere: { sky: '#ffffff', ground: '#8d8d8d', intensity: lights.hemisphere },
    lights: [
      key(2, 3, 4, lights.key),
      key(-3, 1, 3, lights.fill),
      key(-3, 2, -3, lights.rim),
      key(0, 6, 0, lights.top),
    ],
  };
}
