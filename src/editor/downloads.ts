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
import type { ExportJob } from '../tools/export-job.ts';
import { IffError, nbaModsPath, readUniformIff, type IffProblem } from '../tools/nba-iff.ts';
import { nbaPatchedIff } from '../tools/nba-download.ts';
import type { NbaMap } from '../tools/nba-maps.ts';
import type { Editor } from './editor.ts';
import { downloadFile } from './file-download.ts';
import { useEditor } from './hooks.tsx';
import { preferences } from './prefs.ts';
import { kitAtom } from './state.ts';

/** Download files running now (session state, never saved). */
export const downloadsBusyAtom = atom<readonly string[]>([]);

/** How far the running NBA 2K texture encoding is (0..1), or null when none runs (session). */
export const encodeProgressAtom = atom<number | null>(null);

/** The Download for NBA 2K dialog's "Patch my uniform" outcome (session state, never saved). */
export type UniformPatch =
  | { problem: IffProblem; name: string }
  | { maps: readonly NbaMap[]; name: string; modsPath: string; saved: boolean };
export const uniformPatchAtom = atom<UniformPatch | null>(null);

/** A key for "this button is busy": the file plus what makes it different (FM's team and type). */
export const downloadKey = (request: DownloadRequest) => request.file;

function buildDownloadActions(editor: Editor) {
  const { store } = editor;
  /** Runs `make` on the current kit composited at the export scale, progress into the store. */
  const withExportJob = async <T>(make: (job: ExportJob) => Promise<T>): Promise<T> => {
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
      return await make({
        renderer: editor.renderer,
        compositor: source.compositor,
        game: editor.game,
        kit,
        onProgress: (fraction) => store.set(encodeProgressAtom, fraction),
      });
    } finally {
      source.release();
      store.set(encodeProgressAtom, null);
    }
  };
  /** Builds the file from the current kit (automation and the bar share this). */
  const build = (request: DownloadRequest): Promise<BuiltDownload> =>
    withExportJob((job) => buildDownload(job, request));
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
    /**
     * "Patch my uniform": reads the player's IFF (it never leaves the browser), says which maps
     * it found and where the file goes, then saves it under its own name with each found map
     * replaced. A file that cannot be patched gets its problem and nothing is saved.
     */
    async patchUniform(file: File): Promise<boolean> {
      const name = file.name;
      let iff;
      try {
        iff = await readUniformIff(new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (!(error instanceof IffError)) throw error;
        store.set(uniformPatchAtom, { problem: error.problem, name });
        return false;
      }
      const found = { maps: iff.textures.map((t) => t.map), name, modsPath: nbaModsPath(name) };
      store.set(uniformPatchAtom, { ...found, saved: false });
      const saved = await downloadFile(editor, downloadsBusyAtom, 'nba-patch', async () => ({
        name,
        bytes: await withExportJob((job) => nbaPatchedIff(job, iff)),
        mime: 'application/octet-stream',
      }));
      store.set(uniformPatchAtom, { ...found, saved });
      return saved;
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
