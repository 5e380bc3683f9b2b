/**
 * Which compositor's textures the editor shows while compositors are swapped (editor.ts): the
 * first kit's draft, its redraw at the user's scale, and a texture-scale change arriving while
 * that redraw runs. The view must always show textures a composite has drawn into.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as THREE from 'three';
import type { ApiClient } from '../api/index.ts';

/** A compositor whose composites finish when the test says so. */
class SlowCompositor {
  static made: SlowCompositor[] = [];
  readonly scale: number;
  drawn = 0;
  disposed = false;
  private readonly pending: (() => void)[] = [];
  constructor(options: { scale: number }) {
    this.scale = options.scale;
    SlowCompositor.made.push(this);
  }
  update(): Promise<void> {
    return new Promise((resolve) =>
      this.pending.push(() => {
        this.drawn++;
        resolve();
      }),
    );
  }
  /** Whether a composite into this compositor is running. */
  get drawing(): boolean {
    return this.pending.length > 0;
  }
  async finishNext(): Promise<void> {
    while (this.pending.length === 0) await new Promise((r) => setTimeout(r, 5));
    this.pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  }
  onImageFailed() {
    return () => undefined;
  }
  texture() {
    return { drawnBy: this } as unknown as THREE.Texture;
  }
  dispose() {
    this.disposed = true;
  }
}

vi.mock('../compositor/kit-compositor.ts', () => ({ KitCompositor: SlowCompositor }));

const { createEditor } = await import('./editor.ts');
const { preferences } = await import('./prefs.ts');
const { newKit, replaceKit } = await import('./kit.ts');
const { sessionAtom } = await import('./state.ts');

const shownBy = (editor: ReturnType<typeof createEditor>) =>
  (editor.displayTextures('shirt').albedo as unknown as { drawnBy: SlowCompositor }).drawnBy;

afterEach(() => {
  SlowCompositor.made = [];
});

describe('the compositor whose textures the view shows', () => {
  it('stays one that has drawn when the texture scale changes during the draft’s redraw', async () => {
    preferences.textureScale = 1;
    const editor = createEditor({ game: 'eafc', api: {} as ApiClient, renderer: {} as THREE.WebGLRenderer });
    editor.store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
    const [draft] = SlowCompositor.made;
    expect(draft!.scale).toBe(0.25);
    await draft!.finishNext();
    expect(shownBy(editor)).toBe(draft);

    // The view has shown the draft: the redraw at the user's scale starts…
    editor.kitShown();
    while (SlowCompositor.made.length < 2) await new Promise((r) => setTimeout(r, 5));
    const full = SlowCompositor.made[1]!;
    expect(full.scale).toBe(1);
    while (!full.drawing) await new Promise((r) => setTimeout(r, 5));
    // …and the user picks another scale before it has drawn.
    preferences.textureScale = 0.5;
    while (SlowCompositor.made.length < 3) await new Promise((r) => setTimeout(r, 5));
    const changed = SlowCompositor.made[2]!;
    expect(changed.scale).toBe(0.5);
    await full.finishNext();
    // The redraw finished into `full`: that is what the view shows, not the undrawn `changed`.
    expect(shownBy(editor)).toBe(full);
    expect(changed.drawn).toBe(0);
    expect(draft!.disposed).toBe(true);
    await changed.finishNext();
    await editor.bridge.idle();
    expect(shownBy(editor)).toBe(changed);
    expect(full.disposed).toBe(true);
    expect(changed.disposed).toBe(false);
    editor.dispose();
    expect(changed.disposed).toBe(true);
  });
});
