import type { Editor } from '../editor/editor.ts';
import { connectComponent, type ComponentLink } from './component.ts';

const links = new WeakMap<Editor, ComponentLink>();

/** The component link of an editor started in component mode. */
export function componentLink(editor: Editor): ComponentLink | undefined {
  return links.get(editor);
}

/**
 * Starts an editor in the modes its page address asks for (document 2 §2 "Startup"): `?preview`
 * (preview mode, before the first kit so it starts in the four greys), `?component` (embedded in a
 * host page), `?createclub` (fifa and eafc: a create-a-club kit once the templates are in); and
 * the kit kept across the account pages or opened by `?kit={id}&key={key}`.
 */
export async function startModes(editor: Editor, url: URL): Promise<void> {
  if (url.searchParams.has('preview')) editor.actions.setMode('preview');
  if (url.searchParams.has('component') && window.parent !== window) {
    editor.actions.setComponent(true);
    links.set(editor, connectComponent(editor));
  }
  await editor.actions.initialise();
  // Back from the account pages: the kit that was open, unsaved changes included. Otherwise
  // the showcase's "Edit in Kitsmith" link, /?kit={id}&key={key}.
  if (editor.actions.restoreReturnKit()) return;
  const kit = Number(url.searchParams.get('kit'));
  if (Number.isSafeInteger(kit) && kit > 0)
    await editor.actions.openSharedKit(kit, url.searchParams.get('key'));
  if (url.searchParams.has('createclub')) await editor.actions.setCreateClub(true);
}

export function stopModes(editor: Editor): void {
  links.get(editor)?.stop();
  links.delete(editor);
}
