/**
 * One file download the user asked for (a game file, an admin's layer map): refused while the
 * same button's run is going (`busy` holds its key, so the button shows "Processing..."), saved
 * when made, and a failure toasted as 'An error occurred: {detail}'. The kit is only read.
 */
import type { PrimitiveAtom } from 'jotai';
import { saveFile } from '../tools/save-file.ts';
import type { Editor } from './editor.ts';
import { message, TOAST_MS } from './messages.ts';

export interface MadeFile {
  name: string;
  bytes: Uint8Array;
  mime: string;
}

/** False when refused (already running) or failed; true once the file is handed to the browser. */
export async function downloadFile<K>(
  editor: Editor,
  busy: PrimitiveAtom<readonly K[]>,
  key: K,
  make: () => Promise<MadeFile>,
): Promise<boolean> {
  const { store } = editor;
  if (store.get(busy).includes(key)) return false;
  store.set(busy, (running) => [...running, key]);
  try {
    const file = await make();
    saveFile(file.name, file.bytes, file.mime);
    return true;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    editor.context.toast(message('downloads.failed', { detail }), TOAST_MS.long, 'error');
    return false;
  } finally {
    store.set(busy, (running) => running.filter((k) => k !== key));
  }
}
