import { Provider, useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Editor } from './editor.ts';
import { preferences } from './prefs.ts';

/**
 * The one place React meets jotai (lint allows jotai only in src/editor): the UI reads atoms
 * through `useEditorValue` and changes the document only through `useEditor().actions`.
 */
const EditorContext = createContext<Editor | null>(null);

export function EditorProvider({ editor, children }: { editor: Editor; children: ReactNode }) {
  return (
    <EditorContext.Provider value={editor}>
      <Provider store={editor.store}>{children}</Provider>
    </EditorContext.Provider>
  );
}

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor needs an EditorProvider above it');
  return editor;
}

export function useEditorValue<T>(atom: Atom<T>): T {
  return useAtomValue(atom);
}

/** Session atoms only (selection, tabs, dialogs): the document changes through actions. */
export function useSessionSetter<T>(atom: WritableAtom<T, [T], void>): (value: T) => void {
  return useSetAtom(atom);
}

export function usePreferences() {
  return useSnapshot(preferences);
}
