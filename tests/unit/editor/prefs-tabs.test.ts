/**
 * Preferences in two tabs of the site share one local storage: a change in one tab stores only
 * what changed, so it never puts back the other tab's older choices, and a choice made in the
 * other tab (a `storage` event) applies here too.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
let page: EventTarget;

beforeEach(() => {
  vi.resetModules();
  storage = new MemoryStorage();
  page = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', page);
});
afterEach(() => vi.unstubAllGlobals());

/** The other tab writes `key`, as the browser tells this one. */
function otherTabStores(key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
  page.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preferences across tabs', () => {
  it("a change here stores only itself, not this tab's old value of another preference", async () => {
    const { preferences } = await import('../../../src/editor/prefs.ts');
    expect(preferences.theme).toBe('dark');
    // The other tab chose light; this tab then changes its language.
    storage.setItem('theme', JSON.stringify('light'));
    preferences.language = 'de';
    await settled();
    expect(storage.getItem('language')).toBe('"de"');
    expect(storage.getItem('theme')).toBe('"light"');
  });

  it("takes the other tab's choice, but not over a value this page set for itself", async () => {
    const { preferences, setForThisPage } = await import('../../../src/editor/prefs.ts');
    setForThisPage('textureScale', 0.25);
    otherTabStores('theme', 'light');
    otherTabStores('textureScale', 2);
    expect(preferences.theme).toBe('light');
    expect(preferences.textureScale).toBe(0.25);
  });
});
