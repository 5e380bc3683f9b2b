import type { Editor } from '../editor/editor.ts';

/** The modes a page address asks for: `?preview` turns preview mode on (document 2 §2 "Startup"). */
export function startModes(editor: Editor, url: URL): void {
  if (url.searchParams.has('preview')) editor.actions.setMode('preview');
}
