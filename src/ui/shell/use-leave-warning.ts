import { useEffect } from 'react';
import { useEditorValue } from '../../editor/hooks.tsx';
import { unsavedChangesAtom } from '../../editor/state.ts';

/** The browser's leave-page warning while there are unsaved changes (document 1 §2). */
export function useLeaveWarning(): boolean {
  const changed = useEditorValue(unsavedChangesAtom);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
  return changed;
}
