/**
 * Saved free-view cameras (spec §3 "Freecam preset"): name, position, quaternion, target and
 * positionKit, kept in local storage under 'freecam-presets'. Reading is defensive: a stale or
 * hand-edited entry is dropped, never thrown.
 */
export interface FreecamPreset {
  name: string;
  position: [number, number, number];
  quaternion: [number, number, number, number];
  target: [number, number, number];
  /** Where the kit stood when the preset was saved (the model is not moved yet: the origin). */
  positionKit: [number, number, number];
}

export const FREECAM_STORAGE_KEY = 'freecam-presets';

const isNumbers = (v: unknown, n: number): boolean =>
  Array.isArray(v) && v.length === n && v.every((x) => typeof x === 'number' && Number.isFinite(x));

function isPreset(v: unknown): v is FreecamPreset {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.name === 'string' &&
    p.name.trim().length > 0 &&
    isNumbers(p.position, 3) &&
    isNumbers(p.quaternion, 4) &&
    isNumbers(p.target, 3) &&
    isNumbers(p.positionKit, 3)
  );
}

export function parsePresets(raw: string | null): FreecamPreset[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isPreset) : [];
  } catch {
    return [];
  }
}

/** True when saving under `name` would replace a preset (the UI warns first). */
export function presetExists(presets: readonly FreecamPreset[], name: string): boolean {
  return presets.some((p) => p.name === name.trim());
}

/** Adds a preset, replacing one of the same name in place. */
export function upsertPreset(presets: readonly FreecamPreset[], preset: FreecamPreset): FreecamPreset[] {
  const named = { ...preset, name: preset.name.trim() };
  const i = presets.findIndex((p) => p.name === named.name);
  return i < 0 ? [...presets, named] : presets.map((p, k) => (k === i ? named : p));
}

export function removePreset(presets: readonly FreecamPreset[], name: string): FreecamPreset[] {
  return presets.filter((p) => p.name !== name);
}
