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
      // Dialogs handle their own Escape (radix); this covers drags and the active layer.
      if (editor.actions.escape() !== 'none') event.preventDefault();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 's') {
      event.preventDefault();
      if (editor.actions.canSave()) void editor.actions.save();
    } else if (key === 'z' && !typing) {
      event.preventDefault();
      if (event.shiftKey) editor.actions.redo();
      else editor.actions.undo();
    } else if (key === 'y' && !typing) {
      event.preventDefault();
      editor.actions.redo();
    }
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
