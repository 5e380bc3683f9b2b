/**
 * The mannequin's look (spec §3 display settings, §9 defaults): 11 skin tones, or a plain
 * mannequin colour, with shininess and metalness; boots likewise.
 */
import type { DisplaySettings } from '../kit/model/catalogue.ts';

/** Eleven skin tones, light to dark. */
export const SKIN_TONES = [
  '#f6d7c3',
  '#eec1a2',
  '#e0ac88',
  '#d49a74',
  '#c68863',
  '#b57552',
  '#a06244',
  '#8a5037',
  '#73412c',
  '#5c3322',
  '#46271a',
] as const;

export const DEFAULT_DISPLAY: DisplaySettings = {
  tucked_in: false,
  undershirt: false,
  underneck: false,
  undershorts: false,
  socks: ['regular'],
  mannequin: true,
  mannequinSkinColorToggle: true,
  mannequinSkinColor: 4,
  mannequinColor: '#b9b9b9',
  mannequinShininess: 100,
  mannequinMetalness: 0,
  bootColor: '#111111',
  bootShininess: 75,
  bootMetalness: 0,
  hanger: false,
  ls: false,
  c: false,
};

/**
 * Shininess to roughness, the spec's §9 mapping: 0 is roughness 0.8; positive shininess goes
 * down to 0 at 100, negative goes up to 1.0 at -100.
 */
export function shininessToRoughness(shininess: number): number {
  const s = Math.min(100, Math.max(-100, shininess)) / 100;
  return s >= 0 ? 0.8 * (1 - s) : 0.8 + 0.2 * -s;
}

export function mannequinColour(d: DisplaySettings): string {
  return d.mannequinSkinColorToggle
    ? (SKIN_TONES[Math.min(SKIN_TONES.length - 1, Math.max(0, Math.trunc(d.mannequinSkinColor)))] ??
        SKIN_TONES[4])
    : d.mannequinColor;
}
