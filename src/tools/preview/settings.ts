/**
 * The Save preview dialog's settings (document 2 §3 "Preview-export settings", §9): every field
 * with its default and range, read back from one local-storage key through `restoreSettings`,
 * which keeps what is valid and replaces what is not, so a stale or hand-edited entry cannot
 * break the dialog.
 */

/** The one local-storage key of the preview export (document 2 §7, §9). */
export const SCREENSHOT_SETTINGS_KEY = 'screenshot-settings';

/** Background modes (document 2 §9), in the order the dialog lists them. */
export const BACKGROUND_MODES = [
  'plain',
  'texture',
  'texture2',
  'texture3',
  'white_black',
  'black_white',
  'custom',
  'image',
  'image_custom',
] as const;
export type BackgroundMode = (typeof BACKGROUND_MODES)[number];

/** Modes painted from the background colour (the colour control shows for these). */
export const COLOUR_MODES: ReadonlySet<BackgroundMode> = new Set([
  'plain',
  'texture',
  'texture2',
  'texture3',
  'custom',
]);

/** Six built-in background images, public/previews/backgrounds/<name>.jpg (scripts/preview-backgrounds.ts). */
export const BUILT_IN_BACKGROUNDS = ['stadium', 'pitch', 'tunnel', 'concrete', 'sunset', 'court'] as const;

export const LEVELS = ['min', 'med', 'max'] as const;
export type Level = (typeof LEVELS)[number];

/** Shadow alpha per level (document 2 §9). */
export const SHADOW_ALPHA: Readonly<Record<Level, number>> = { min: 0.15, med: 0.3, max: 0.55 };
/** Watermark opacity per level, percent (document 2 §9). */
export const WATERMARK_OPACITY: Readonly<Record<Level, number>> = { min: 25, med: 50, max: 100 };
/** Background blur per level: Gaussian standard deviation as a share of the output's short side. */
export const BLUR_SIGMA: Readonly<Record<Level, number>> = { min: 0.004, med: 0.008, max: 0.016 };

export const OVERLAY_TYPES = ['dark', 'light'] as const;
export type OverlayType = (typeof OVERLAY_TYPES)[number];

export const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type Corner = (typeof CORNERS)[number];

/** Image outputs (document 2 §9), width x height. */
export const RESOLUTIONS = ['2000x2000', '1920x1080', '1080x1920'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/**
 * What the image shows: the kit as the view turns it, or its front and back side by side (ours,
 * issue 31: the two sides a player posts of a new kit). The GIF turns the kit whatever this is.
 */
export const LAYOUTS = ['single', 'front_back'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const EXPORT_MODES = ['image', 'gif'] as const;
export type ExportMode = (typeof EXPORT_MODES)[number];

/** GIF constants (document 2 §9). */
export const GIF_RESOLUTIONS = [256, 512, 768, 1024] as const;
export const GIF_FRAME_COUNTS = [4, 8, 16, 32, 64, 128, 256] as const;
export const GIF_DURATION = { min: 1, max: 10, step: 0.1 } as const;
export const ZOOM_MAX = 4;

/** JPEG quality of the image export (document 2 §9). */
export const JPEG_QUALITY = 0.9;

export interface PreviewSettings {
  // Background
  background: boolean;
  mode: BackgroundMode;
  backgroundColor: string;
  /** Index into BUILT_IN_BACKGROUNDS (the Image mode). */
  selectedBackground: number;
  // Watermark
  watermarkColor: string;
  showCredits: boolean;
  customCredits: string;
  /** Percent, 0-100 (the dialog offers Min/Med/Max = 25/50/100). */
  watermarkOpacity: number;
  watermarkPosition: Corner;
  /** The kit-info layer: collar value, shirt and shorts colours in a bottom-left box (§9). */
  kitInfo: boolean;
  // Shadow
  shadow: boolean;
  shadowIntensity: Level;
  // Output
  resolution: Resolution;
  layout: Layout;
  exportMode: ExportMode;
  // Overlay and blur
  overlay: boolean;
  overlayIntensity: number;
  overlayType: OverlayType;
  blurBackground: boolean;
  blurIntensity: Level;
  // Position: offsets as a share of the output's short side, so they survive a resolution change.
  offset: number;
  offsetY: number;
  zoom: number;
  // GIF
  /** Seconds for one full turn, 1-10 in 0.1 steps. */
  gifDuration: number;
  /** Index into GIF_FRAME_COUNTS (default 5 = 128 frames). */
  gifSteps: number;
  gifResolution: (typeof GIF_RESOLUTIONS)[number];
  /** 0-100, higher is better (the GIF palette's size, gif-frames.ts). */
  gifQuality: number;
}

export const DEFAULT_SETTINGS: Readonly<PreviewSettings> = {
  background: true,
  mode: 'custom',
  backgroundColor: '#1f3a5f',
  selectedBackground: 0,
  watermarkColor: '#ffffff',
  showCredits: true,
  customCredits: '',
  watermarkOpacity: 50,
  watermarkPosition: 'bottom-right',
  kitInfo: false,
  shadow: true,
  shadowIntensity: 'med',
  resolution: '2000x2000',
  layout: 'single',
  exportMode: 'image',
  overlay: false,
  overlayIntensity: 50,
  overlayType: 'dark',
  blurBackground: false,
  blurIntensity: 'med',
  offset: 0,
  offsetY: 0,
  zoom: 1,
  gifDuration: 4,
  gifSteps: 5,
  gifResolution: 512,
  gifQuality: 70,
};

/** Credits longer than this are cut: the line must fit under the watermark. */
export const CREDITS_MAX_LENGTH = 40;
/** Offsets beyond this share of the short side would push the kit out of the picture. */
export const OFFSET_LIMIT = 1;

const HEX = /^#[0-9a-f]{6}$/i;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function oneOf<T>(list: readonly T[], value: unknown, fallback: T): T {
  return list.includes(value as T) ? (value as T) : fallback;
}

function num(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? clamp(value, min, max) : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : fallback;
}

/** Watermark opacity is clamped to 0-100 (document 2 §5). */
export function clampOpacity(value: number): number {
  return Number.isFinite(value) ? clamp(Math.round(value), 0, 100) : DEFAULT_SETTINGS.watermarkOpacity;
}

/** Rounds a duration to the 0.1 s grid inside 1-10 s. */
export function clampDuration(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SETTINGS.gifDuration;
  return Math.round(clamp(value, GIF_DURATION.min, GIF_DURATION.max) * 10) / 10;
}

/** Every incoming settings object passes here: valid fields kept, others back to their default. */
export function restoreSettings(input: unknown): PreviewSettings {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const d = DEFAULT_SETTINGS;
  return {
    background: bool(raw.background, d.background),
    mode: oneOf(BACKGROUND_MODES, raw.mode, d.mode),
    backgroundColor: colour(raw.backgroundColor, d.backgroundColor),
    selectedBackground: Math.round(
      num(raw.selectedBackground, d.selectedBackground, 0, BUILT_IN_BACKGROUNDS.length - 1),
    ),
    watermarkColor: colour(raw.watermarkColor, d.watermarkColor),
    showCredits: bool(raw.showCredits, d.showCredits),
    kitInfo: bool(raw.kitInfo, d.kitInfo),
    customCredits:
      typeof raw.customCredits === 'string' ? raw.customCredits.slice(0, CREDITS_MAX_LENGTH) : '',
    watermarkOpacity:
      typeof raw.watermarkOpacity === 'number' ? clampOpacity(raw.watermarkOpacity) : d.watermarkOpacity,
    watermarkPosition: oneOf(CORNERS, raw.watermarkPosition, d.watermarkPosition),
    shadow: bool(raw.shadow, d.shadow),
    shadowIntensity: oneOf(LEVELS, raw.shadowIntensity, d.shadowIntensity),
    resolution: oneOf(RESOLUTIONS, raw.resolution, d.resolution),
    layout: oneOf(LAYOUTS, raw.layout, d.layout),
    exportMode: oneOf(EXPORT_MODES, raw.exportMode, d.exportMode),
    overlay: bool(raw.overlay, d.overlay),
    overlayIntensity: Math.round(num(raw.overlayIntensity, d.overlayIntensity, 0, 100)),
    overlayType: oneOf(OVERLAY_TYPES, raw.overlayType, d.overlayType),
    blurBackground: bool(raw.blurBackground, d.blurBackground),
    blurIntensity: oneOf(LEVELS, raw.blurIntensity, d.blurIntensity),
    offset: num(raw.offset, d.offset, -OFFSET_LIMIT, OFFSET_LIMIT),
    offsetY: num(raw.offsetY, d.offsetY, -OFFSET_LIMIT, OFFSET_LIMIT),
    zoom: num(raw.zoom, d.zoom, 1, ZOOM_MAX),
    gifDuration: typeof raw.gifDuration === 'number' ? clampDuration(raw.gifDuration) : d.gifDuration,
    gifSteps: Math.round(num(raw.gifSteps, d.gifSteps, 0, GIF_FRAME_COUNTS.length - 1)),
    gifResolution: oneOf(GIF_RESOLUTIONS, raw.gifResolution, d.gifResolution),
    gifQuality: Math.round(num(raw.gifQuality, d.gifQuality, 0, 100)),
  };
}

/** The subset of Storage the settings use (tests pass a Map-backed one). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function loadSettings(storage: SettingsStorage | null): PreviewSettings {
  try {
    const raw = storage?.getItem(SCREENSHOT_SETTINGS_KEY);
    return restoreSettings(raw ? JSON.parse(raw) : {});
  } catch {
    return restoreSettings({});
  }
}

export function saveSettings(storage: SettingsStorage | null, settings: PreviewSettings): void {
  try {
    storage?.setItem(SCREENSHOT_SETTINGS_KEY, JSON.stringify(restoreSettings(settings)));
  } catch {
    // Storage full or disabled: the dialog keeps working, the settings are not remembered.
  }
}

/** Output size of the image export. */
export function imageSize(resolution: Resolution): { width: number; height: number } {
  const [width, height] = resolution.split('x').map(Number) as [number, number];
  return { width, height };
}

/** Transparency needs PNG: with the background off the picture is the kit alone. */
export function imageFormat(settings: Pick<PreviewSettings, 'background'>): 'jpeg' | 'png' {
  return settings.background ? 'jpeg' : 'png';
}

export function gifFrameCount(settings: Pick<PreviewSettings, 'gifSteps'>): number {
  return GIF_FRAME_COUNTS[settings.gifSteps] ?? GIF_FRAME_COUNTS[5];
}

/**
 * Delay of one GIF frame in milliseconds: the duration spread over the frames, on the GIF's
 * 10 ms grid and never under 20 ms, because browsers play 0-10 ms frames at 100 ms.
 */
export function gifFrameDelay(settings: Pick<PreviewSettings, 'gifDuration' | 'gifSteps'>): number {
  const ms = (clampDuration(settings.gifDuration) * 1000) / gifFrameCount(settings);
  return Math.max(20, Math.round(ms / 10) * 10);
}

/**
 * With the background off a GIF is transparent around the kit: GIF keeps one colour as
 * transparent, so the frames use a key colour no kit is likely to wear (pure magenta).
 */
export const GIF_TRANSPARENT_KEY = [255, 0, 255] as const;

/** The yaw of each GIF frame: a full turn divided evenly (document 2 §9). */
export function turntableYaws(frames: number): number[] {
  return Array.from({ length: frames }, (_, i) => (360 * i) / frames);
}
