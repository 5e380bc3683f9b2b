/**
 * Issue 28, failure paths of the editor (createEditor, its compositor replaced by one that
 * records what it draws):
 * - Try again after a compositor failure draws the kit again (the bridge used to mark it drawn
 *   before drawing, so Try again only hid the overlay);
 * - "Re-render kit" (document 2 §4) sets Loading, renders the whole kit into new targets, and
 *   ends with the made-changes flag cleared.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as THREE from 'three';

class RecordingCompositor {
  static made: RecordingCompositor[] = [];
  /** How many composites still throw, as a failing layer kind does. */
  static failures = 0;
  drawn = 0;
  constructor(readonly options: { scale: number }) {
    RecordingCompositor.made.push(this);
  }
  get scale(): number {
    return this.options.scale;
  }
  update(): Promise<void> {
    if (RecordingCompositor.failures > 0) {
      RecordingCompositor.failures -= 1;
      return Promise.reject(new Error('a layer kind threw'));
    }
    this.drawn += 1;
    return Promise.resolve();
  }
  onImageFailed() {
    return () => undefined;
  }
  texture() {
    return null;
  }
  dispose() {}
}

vi.mock('../compositor/kit-compositor.ts', () => ({ KitCompositor: RecordingCompositor }));

const { createEditor } = await import('./editor.ts');
const { preferences } = await import('./prefs.ts');
const { scriptedApi } = await import('./scripted-api.ts');
const { changesAtom, statusAtom, unsavedChangesAtom } = await import('./state.ts');
const { ARRIVED_UNSAVED } = await import('./kit.ts');

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const catalogueText = (name: string) =>
  readFileSync(path.join(PUBLIC, 'data/catalogue', `${name}.json`), 'utf8');

beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const name = /^\/data\/catalogue\/([a-z_]+)\.json$/.exec(url)?.[1];
    if (!name) throw new TypeError('Failed to fetch');
    return new Response(catalogueText(name));
  });
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  RecordingCompositor.made = [];
  RecordingCompositor.failures = 0;
});

async function startedEditor() {
  // At the draft scale there is no draft: one compositor draws the first kit.
  preferences.textureScale = 0.25;
  const { api } = scriptedApi({
    '/api/me': { logged_in: false },
    '/data/catalogue/templates.json': JSON.parse(catalogueText('templates')) as Record<string, unknown>,
  });
  const editor = createEditor({ game: 'eafc', api, renderer: {} as THREE.WebGLRenderer });
  return editor;
}

const settle = async (editor: Awaited<ReturnType<typeof startedEditor>>) => {
  await new Promise((r) => setTimeout(r, 40));
  await editor.bridge.idle();
};

describe('Try again after a compositor failure', () => {
  it('draws the kit again, and the overlay goes once it has', async () => {
    const editor = await startedEditor();
    RecordingCompositor.failures = 1;
    await editor.actions.initialise();
    await settle(editor);
    expect(editor.store.get(statusAtom)).toBe('error');
    const [compositor] = RecordingCompositor.made;
    expect(compositor!.drawn).toBe(0);

    // The overlay's Try again re-initialises.
    await editor.actions.initialise();
    await settle(editor);
    expect(compositor!.drawn).toBe(1);
    expect(editor.store.get(statusAtom)).toBe('');
    editor.dispose();
  });
});

describe('Re-render kit (out-of-memory dialog)', () => {
  it('shows Loading, renders the whole kit anew and clears the made-changes flag', async () => {
    const editor = await startedEditor();
    await editor.actions.initialise();
    await settle(editor);
    // Unsaved changes before the re-render.
    editor.store.set(changesAtom, ARRIVED_UNSAVED);
    const before = RecordingCompositor.made.length;

    const statuses: string[] = [];
    const stop = editor.store.sub(statusAtom, () => statuses.push(editor.store.get(statusAtom)));
    await editor.rerender();
    stop();
    expect(statuses).toEqual(['loading', '']);
    const fresh = RecordingCompositor.made.slice(before);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.drawn).toBe(1);
    expect(editor.store.get(unsavedChangesAtom)).toBe(false);
    editor.dispose();
  });
});
