import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SCREENSHOT_SETTINGS_KEY,
  clampDuration,
  clampOpacity,
  gifFrameCount,
  gifFrameDelay,
  imageFormat,
  loadSettings,
  restoreSettings,
  saveSettings,
  turntableYaws,
  type SettingsStorage,
} from './settings.ts';

function memoryStorage(): SettingsStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('preview settings', () => {
  it('defaults follow document 2 §9: 128 frames, overlay 50, opacity Med, 2000x2000', () => {
    const s = loadSettings(memoryStorage());
    expect(s).toEqual(DEFAULT_SETTINGS);
    expect(gifFrameCount(s)).toBe(128);
    expect(s.overlayIntensity).toBe(50);
    expect(s.watermarkOpacity).toBe(50);
    expect(s.resolution).toBe('2000x2000');
  });

  it('persist under one screenshot-settings key and come back next time', () => {
    const storage = memoryStorage();
    const changed = {
      ...DEFAULT_SETTINGS,
      mode: 'plain' as const,
      backgroundColor: '#ff8800',
      resolution: '1080x1920' as const,
      gifSteps: 1,
      zoom: 2.5,
      offset: -0.2,
      watermarkPosition: 'top-left' as const,
    };
    saveSettings(storage, changed);
    expect([...storage.map.keys()]).toEqual([SCREENSHOT_SETTINGS_KEY]);
    expect(loadSettings(storage)).toEqual(changed);
  });

  it('keeps valid fields of a stale entry and resets the rest', () => {
    const storage = memoryStorage();
    storage.setItem(
      SCREENSHOT_SETTINGS_KEY,
      JSON.stringify({ mode: 'plasma', backgroundColor: 'red', gifQuality: 300, zoom: 0.2, shadow: false }),
    );
    const s = loadSettings(storage);
    expect(s.mode).toBe(DEFAULT_SETTINGS.mode);
    expect(s.backgroundColor).toBe(DEFAULT_SETTINGS.backgroundColor);
    expect(s.gifQuality).toBe(100);
    expect(s.zoom).toBe(1);
    expect(s.shadow).toBe(false);
    storage.setItem(SCREENSHOT_SETTINGS_KEY, '{not json');
    expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS);
  });

  it('clamps watermark opacity to 0-100 and the duration to 1-10 s in 0.1 steps', () => {
    expect(clampOpacity(-5)).toBe(0);
    expect(clampOpacity(140)).toBe(100);
    expect(restoreSettings({ watermarkOpacity: 250 }).watermarkOpacity).toBe(100);
    expect(clampDuration(0.2)).toBe(1);
    expect(clampDuration(12)).toBe(10);
    expect(clampDuration(3.14159)).toBe(3.1);
  });

  it('asks for transparency (PNG) only when the background is off', () => {
    expect(imageFormat({ background: true })).toBe('jpeg');
    expect(imageFormat({ background: false })).toBe('png');
  });

  it('turns the kit a full turn in even steps, with GIF delays on the 10 ms grid', () => {
    expect(turntableYaws(4)).toEqual([0, 90, 180, 270]);
    expect(turntableYaws(8)[1]).toBe(45);
    expect(gifFrameDelay({ gifDuration: 4, gifSteps: 3 })).toBe(130); // 4000 / 32 = 125 -> 130
    expect(gifFrameDelay({ gifDuration: 1, gifSteps: 6 })).toBe(20); // 3.9 ms would play at 100 ms
  });
});
