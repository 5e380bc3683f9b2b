import type { Editor } from '../editor/editor.ts';
import { PRELOADED_KIT_ELEMENT, readConvertData, readPreloadedKit, REMIX_PARAM } from '../kit/index.ts';
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
 * the kit kept across the account pages, opened by `?kit={id}&key={key}` (pre-loaded in the page
 * by the server, else read from the API), or handed over as convert data (`#convert=…`).
 */
export async function startModes(editor: Editor, url: URL): Promise<void> {
  if (url.searchParams.has('preview')) editor.actions.setMode('preview');
  if (url.searchParams.has('component') && window.parent !== window) {
    editor.actions.setComponent(true);
    links.set(editor, connectComponent(editor));
  }
  await editor.actions.initialise();
  await openStartupKit(editor, url);
  // An embedded editor's kit belongs to its host page, not to this device's drafts.
  if (!url.searchParams.has('component')) editor.actions.offerDraft();
}

/** The kit the page's address or the tab's return from the account pages asks for, if any. */
async function openStartupKit(editor: Editor, url: URL): Promise<void> {
  // Back from the account pages: the kit that was open, unsaved changes included. Otherwise
  // the showcase's "Edit in Kitsmith" link, /?kit={id}&key={key}.
  if (editor.actions.restoreReturnKit()) return;
  const kit = Number(url.searchParams.get('kit'));
  if (Number.isSafeInteger(kit) && kit > 0) {
    // The server puts the kit in the page (pre-loaded kit data); a page without it (from the
    // service worker's cache, or a kit the server would not give) asks the API, which says why.
    const preloaded = readPreloadedKit(document.getElementById(PRELOADED_KIT_ELEMENT)?.textContent, kit);
    const key = url.searchParams.get('key');
    const remix = url.searchParams.has(REMIX_PARAM);
    if (!preloaded || !editor.actions.openPreloadedKit(preloaded, key, remix))
      await editor.actions.openSharedKit(kit, key, remix);
  } else {
    // Convert data: a kit handed over by another tool in the address's fragment.
    const convert = readConvertData(url.hash);
    if (convert !== null) {
      editor.actions.openConvertData(convert);
      // Taken once: a reload must not replace what the user did since with the handed-over kit.
      history.replaceState(history.state, '', url.pathname + url.search);
    }
  }
  if (url.searchParams.has('createclub')) await editor.actions.setCreateClub(true);
}

export function stopModes(editor: Editor): void {
  editor.actions.stopDrafts();
  links.get(editor)?.stop();
  links.delete(editor);
}
