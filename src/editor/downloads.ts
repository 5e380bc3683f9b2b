/**
 * Game downloads from the editor: one run per file at a time ("Processing..." while it runs, a
 * second press does nothing), built by src/tools from the kit as it is now. A failure toasts
 * 'An error occurred: {detail}' and changes nothing in the kit: downloads only read the document.
 */
import { atom } from 'jotai';
import { exportSource } from '../tools/export-compositor.ts';
import { buildDownload, EXPORT_SCALE, type BuiltDownload, type DownloadRequest } from '../tools/downloads.ts';
import { saveFile } from '../tools/save-file.ts';
import type { PesColorMode } from '../tools/pes-colors.ts';
import { FM_EMPTY_CONFIG } from '../tools/fm26-config.ts';
import { HOTSPOTS_FILE_NAME, hotspotsJson } from '../tools/hotspots-file.ts';
import type { NbaMod } from '../tools/nba-mods.ts';
import type { Editor } from './editor.ts';
import { downloadFile } from './file-download.ts';
import { useEditor } from './hooks.tsx';
import { preferences } from './prefs.ts';
import { kitAtom } from './state.ts';

/** Download files running now (session state, never saved). */
export const downloadsBusyAtom = atom<readonly string[]>([]);

/** A key for "this button is busy": the file plus what makes it different (FM's team and type). */
export const downloadKey = (request: DownloadRequest) => request.file;

function buildDownloadActions(editor: Editor) {
  const { store } = editor;
  /** Builds the file from the current kit (automation and the bar share this). */
  const build = async (request: DownloadRequest): Promise<BuiltDownload> => {
    await editor.bridge.idle();
    const kit = store.get(kitAtom);
    const source = await exportSource({
      renderer: editor.renderer,
      game: editor.game,
      kit,
      scale: EXPORT_SCALE,
      current: { compositor: editor.compositor(), scale: preferences.textureScale },
    });
    try {
      return await buildDownload(
        { renderer: editor.renderer, compositor: source.compositor, game: editor.game, kit },
        request,
      );
    } finally {
      source.release();
    }
  };
  return {
    build,
    /** The PES colour mode every PES PNG is made in (a preference, kept in local storage). */
    setPesColorMode(mode: PesColorMode): void {
      preferences.pesColorMode = mode;
    },
    /** The NBA 2K dialog's game (kept in local storage). */
    setNbaGame(game: number): void {
      preferences.nbaGame = game === 26 ? 26 : 25;
    },
    /** The mod entries of one NBA 2K game (exported_mods_25/26.json from the server). */
    nbaMods(game: number): Promise<NbaMod[]> {
      return editor.context.api
        .nbaMods(game === 26 ? 26 : 25)
        .then((list) => (Array.isArray(list) ? list : []));
    },
    /** The hotspots file (document 1 §3) of the kit as it is, from the hotspots editor. */
    downloadHotspots(): void {
      const text = hotspotsJson(store.get(kitAtom).hotspots);
      saveFile(HOTSPOTS_FILE_NAME, new TextEncoder().encode(text), 'application/json');
    },
    /** The How-to panel's empty FM config.xml (document 2 §2), for players who edit their own. */
    downloadEmptyFmConfig(): void {
      saveFile('config.xml', new TextEncoder().encode(FM_EMPTY_CONFIG), 'application/xml');
    },
    /** The bar's buttons: builds and saves the file; false when it was already running or failed. */
    async download(request: DownloadRequest): Promise<boolean> {
      const key = downloadKey(request);
      return downloadFile(editor, downloadsBusyAtom, key, () => build(request));
    },
  };
}
export type DownloadActions = ReturnType<typeof buildDownloadActions>;

const made = new WeakMap<Editor, DownloadActions>();

export function downloadActions(editor: Editor): DownloadActions {
  let actions = made.get(editor);
  if (!actions) {
    actions = buildDownloadActions(editor);
    made.set(editor, actions);
  }
  return actions;
}

export function useDownloads(): DownloadActions {
  return downloadActions(useEditor());
}
