import type { KitsmithApi } from '../compositor/automation.ts';
import type { TextureMap } from '../compositor/kit-compositor.ts';
import { AREAS, type AreaId } from '../games/index.ts';
import { serialiseKit } from './kit.ts';
import type { Editor } from './editor.ts';
import { kitAtom } from './state.ts';
import { texturePng } from './textures.ts';
import { downloadActions } from './downloads.ts';
import { KitCompositor } from '../compositor/kit-compositor.ts';
import { preferences } from './prefs.ts';
import type { DownloadRequest } from '../tools/downloads.ts';

export const EDITOR_AUTOMATION_MESSAGES = {
  unknownArea: (area: string) => `Unknown area "${area}": use one of ${AREAS.join(', ')}.`,
  unknownMap: (map: string) => `Unknown map "${map}": use albedo, normal or orm.`,
  encodeFailed: 'The texture could not be encoded as PNG.',
} as const;

/**
 * `window.kitsmith` backed by the running editor (the same surface as compositor/automation.ts),
 * so scripts and browser tests see exactly what the user designed: a loaded kit goes through the
 * editor's load (restoreKit, history cleared), and exported textures are the editor's own.
 */
export function editorAutomation(editor: Editor): KitsmithApi {
  return {
    ready: editor.bridge.idle(),
    async loadKit(data) {
      const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
      const report = editor.actions.loadData(parsed);
      await editor.bridge.idle();
      return report;
    },
    getKit: () => serialiseKit(editor.store.get(kitAtom)),
    async exportTexture(area: AreaId, map: TextureMap) {
      if (!(AREAS as readonly string[]).includes(area))
        throw new Error(EDITOR_AUTOMATION_MESSAGES.unknownArea(area));
      if (!['albedo', 'normal', 'orm'].includes(map))
        throw new Error(EDITOR_AUTOMATION_MESSAGES.unknownMap(map));
      await editor.bridge.idle();
      const blob = await texturePng(editor.compositor(), area, map);
      if (!blob) throw new Error(EDITOR_AUTOMATION_MESSAGES.encodeFailed);
      return blob;
    },
    stats: () => editor.compositor().stats(),
    async timeFullComposite() {
      await editor.bridge.idle();
      const compositor = new KitCompositor({
        renderer: editor.renderer,
        game: editor.game,
        scale: preferences.textureScale,
      });
      try {
        const start = performance.now();
        await compositor.update(editor.store.get(kitAtom));
        const target = compositor.areas.shirt!.albedo;
        editor.renderer.readRenderTargetPixels(target, 0, 0, 1, 1, new Uint8Array(4)); // waits for the GPU
        return performance.now() - start;
      } finally {
        compositor.dispose();
      }
    },
    async timeNbaMap(map) {
      await editor.bridge.idle();
      // Loaded on demand, as a download loads them: the editor's chunk stays without them.
      const [{ nbaMapImage }, { encodeDdsFile }] = await Promise.all([
        import('../tools/nba-maps.ts'),
        import('../tools/dds/encode-dds.ts'),
      ]);
      const job = {
        renderer: editor.renderer,
        compositor: editor.compositor(),
        game: editor.game,
        kit: editor.store.get(kitAtom),
      };
      const start = performance.now();
      const image = nbaMapImage(job, map, 2048, 2048);
      const read = performance.now();
      const bytes = await encodeDdsFile(image);
      return { readback_ms: read - start, encode_ms: performance.now() - read, bytes: bytes.length };
    },
    async exportDownload(request) {
      const file = await downloadActions(editor).build(request as DownloadRequest);
      return { name: file.name, base64: toBase64(file.bytes) };
    },
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
