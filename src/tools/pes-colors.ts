/**
 * PES / eFootball colour modes (document 1 §9: Default, PES 2021, Keep colors). What the modes do
 * in the game is not public (shared/reference/game-formats.md §3.1), so these are Kitsmith's
 * definitions, applied on the GPU when the PNG is made:
 * - Default: colours as designed on an opaque image (texels outside every panel black).
 * - PES 2021: as Default, with mid-tones lifted (gamma 0.85, gain 1.0): PES 2021's kit shading
 *   renders custom kits darker than designed. This compensation is our choice, not measured.
 * - Keep colors: colours exactly as designed and transparency kept (texels outside every panel
 *   stay transparent): for editors that recolour or mask the kit themselves.
 */
export const PES_COLOR_MODES = ['default', 'pes2021', 'keep'] as const;
export type PesColorMode = (typeof PES_COLOR_MODES)[number];

export const PES_2021_GRADE = { gamma: 0.85, gain: 1 } as const;

export function pesColorMode(value: unknown): PesColorMode {
  return (PES_COLOR_MODES as readonly unknown[]).includes(value) ? (value as PesColorMode) : 'default';
}
