import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads the app's preferences module afresh, as a page load would, on the given device. */
async function loadPreferencesOn(userAgent: string, maxTouchPoints = 0) {
  vi.resetModules();
  vi.stubGlobal('navigator', { userAgent, maxTouchPoints });
  const { preferences } = await import('./prefs.ts');
  return preferences;
}

describe('preferences', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('start iPhones and iPads at 1024 textures (scale 0.5) and other devices at 2048', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
    expect((await loadPreferencesOn(iphone)).textureScale).toBe(0.5);
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari';
    expect((await loadPreferencesOn(ipad, 5)).textureScale).toBe(0.5);
    expect((await loadPreferencesOn(ipad, 0)).textureScale).toBe(1);
    expect((await loadPreferencesOn('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).textureScale).toBe(1);
  });
});
