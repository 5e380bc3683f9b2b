import type { Editor } from './editor.ts';

/**
 * Keyboard shortcuts (document 1 §4): ctrl+s save, ctrl+z undo, ctrl+y redo, Escape closes
 * panels / reverts a drag / clears the active layer. Typing in a text field keeps the browser's
 * own undo there.
 */
export function installShortcuts(editor: Editor, target: Window = window): () => void {
  const onKey = (event: KeyboardEvent) => {
    const typing =
      event.target instanceof HTMLElement &&
      (event.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.target.tagName)) &&
      !(event.target instanceof HTMLInputElement && event.target.type === 'range');
    if (event.key === 'Escape') {
      // An open dialog or menu closes itself on Escape, and a text field ends its own editing
      // (rename): neither may also clear the active layer behind it.
      const layered = document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]');
      if (
        layered !== null ||
        (typing && !(event.target instanceof HTMLInputElement && event.target.type === 'range'))
      )
        return;
      if (editor.actions.escape() !== 'none') event.preventDefault();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 's') {
      event.preventDefault();
      if (editor.actions.canSave()) void editor.actions.requestSave();
    } else if (key === 'z' && !typing) {
      event.preventDefault();
      if (event.shiftKey) editor.actions.redo();
      else editor.actions.undo();
    } else if (key === 'y' && !typing) {
      event.preventDefault();
      editor.actions.redo();
    }
  };
  // Capture phase: decide before a dialog's own Escape handling has closed it.
  target.addEventListener('keydown', onKey, true);
  return () => target.removeEventListener('keydown', onKey, true);
}
