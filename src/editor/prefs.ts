import { proxy, subscribe } from 'valtio';

/**
 * Preferences: valtio proxies, each persisted under its own declared local-storage key (spec
 * document 1 §9 "Saved in local storage", document 2 §9). A value read back from storage is
 * checked against its default's type, so a hand-edited or stale entry cannot break the editor.
 */

export type Theme = 'dark' | 'light';

export interface Preferences {
  theme: Theme;
  language: string;
  mode: 'eafc' | 'fifa';
  /** Shows the Undo and Redo toolbar buttons. */
  undoRedo: boolean;
  /** Texture scale: 0.25, 0.5, 1 or 2 (2 = 4096, Plus only). */
  textureScale: number;
  /** UV mapping quality: the kit textures' anisotropic filtering, Low 0, Medium 1, High 4 (Plus). */
  uvQuality: number;
  layerLevelShininessMetalness: boolean;
  /** The normal map's relief (folds, layers' 3D detail) on the 3D kit; off: flat shading. */
  detailNormals: boolean;
  layerLevelNormalDetail: boolean;
  /** The colour picker's custom palette, newest first, at most 18. */
  customPalette: string[];
  /** PES PNG colour mode (document 1 §9): 'default', 'pes2021' or 'keep' (src/tools/pes-download.ts). */
  pesColorMode: string;
  /** NBA 2K game of the download dialog: 25 or 26 (document 2 §9: default 25). */
  nbaGame: number;
  /** FM minikit style (document 2 §9): 'shirt' or 'kit' (src/tools/fm26.ts `MINIKIT_STYLES`). */
  minikitStyle: string;
  /**
   * The team whose colours and crest Randomize uses (document 2 §4: the team-based generator), by
   * its name in teams.json; '' for none (the simple randomizer).
   */
  randomTeam: string;
}

/** Every preference and the local-storage key it lives under. */
export const PREFERENCE_KEYS: Readonly<Record<keyof Preferences, string>> = {
  theme: 'theme',
  language: 'language',
  mode: 'mode',
  undoRedo: 'setting-undoRedo',
  textureScale: 'setting-textureScale',
  uvQuality: 'setting-uvQuality',
  layerLevelShininessMetalness: 'setting-layerLevelShininessMetalness',
  detailNormals: 'setting-detailNormals',
  layerLevelNormalDetail: 'setting-layerLevelNormalDetail',
  customPalette: 'custom-palette',
  pesColorMode: 'setting-pesColorMode',
  nbaGame: 'nba-game',
  minikitStyle: 'setting-minikitStyle',
  randomTeam: 'setting-randomTeam',
};

/**
 * iPhones and iPads (iPadOS reports itself as a Mac with touch) give a page little GPU memory, so
 * they start at 1024 (scale 0.5) instead of 2048 (document 1 §9).
 */
export function isIOS(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> | undefined): boolean {
  if (nav === undefined) return false;
  return (
    /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

function defaultTextureScale(): number {
  return isIOS(typeof navigator === 'undefined' ? undefined : navigator) ? 0.5 : 1;
}

export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  theme: 'dark',
  language: 'en',
  mode: 'eafc',
  undoRedo: true,
  textureScale: defaultTextureScale(),
  uvQuality: 1,
  layerLevelShininessMetalness: false,
  detailNormals: true,
  layerLevelNormalDetail: false,
  customPalette: [],
  pesColorMode: 'default',
  nbaGame: 25,
  minikitStyle: 'shirt',
  randomTeam: '',
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function readStored<K extends keyof Preferences>(key: K): Preferences[K] {
  const fallback = DEFAULT_PREFERENCES[key];
  const raw = storage()?.getItem(PREFERENCE_KEYS[key]);
  if (raw === null || raw === undefined) return structuredClone(fallback);
  try {
    const value: unknown = JSON.parse(raw);
    const sameShape = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : typeof value === typeof fallback;
    return sameShape ? (value as Preferences[K]) : structuredClone(fallback);
  } catch {
    return structuredClone(fallback);
  }
}

function loadPreferences(): Preferences {
  const out = {} as Record<keyof Preferences, unknown>;
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) out[key] = readStored(key);
  return out as Preferences;
}

export const preferences = proxy<Preferences>(loadPreferences());

/**
 * Values this page set for itself (a `?scale=` in the address): used now, never stored, so an
 * address cannot give a size for good, nor overwrite the user's own choice. Changed again (by the
 * user, or the membership rule), the key is stored as usual.
 */
const pageOnly = new Map<keyof Preferences, unknown>();

export function setForThisPage<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  pageOnly.set(key, value);
  preferences[key] = value;
}

/** The value the user chose and storage holds, whatever this page set for itself. */
export function storedPreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return pageOnly.has(key) ? readStored(key) : preferences[key];
}

/**
 * Stores the preferences a change touched, and only those: writing every key on any change let
 * one tab put back its old values over what the player had just chosen in another (a theme set
 * to light in one tab was dark again once the other tab changed its language).
 */
const lastSeen = new Map<keyof Preferences, string>();
for (const key of Object.keys(PREFERENCE_KEYS) as (keyof Preferences)[])
  lastSeen.set(key, JSON.stringify(preferences[key]));

subscribe(preferences, () => {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(PREFERENCE_KEYS) as (keyof Preferences)[]) {
    const value = JSON.stringify(preferences[key]);
    if (value === lastSeen.get(key)) continue;
    lastSeen.set(key, value);
    if (pageOnly.has(key)) {
      if (pageOnly.get(key) === preferences[key]) continue;
      pageOnly.delete(key);
    }
    try {
      store.setItem(PREFERENCE_KEYS[key], value);
    } catch {
      // A full storage only costs the preference its persistence.
    }
  }
});

/** A preference chosen in another tab of the site applies here too (not over this page's own). */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    for (const key of Object.keys(PREFERENCE_KEYS) as (keyof Preferences)[]) {
      if (PREFERENCE_KEYS[key] !== event.key && event.key !== null) continue;
      if (pageOnly.has(key)) continue;
      const value = readStored(key);
      const json = JSON.stringify(value);
      if (json === JSON.stringify(preferences[key])) continue;
      lastSeen.set(key, json);
      (preferences[key] as unknown) = value;
    }
  });
}
