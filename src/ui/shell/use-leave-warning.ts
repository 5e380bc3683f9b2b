import { useEffect } from 'react';
import { useEditorValue } from '../../editor/hooks.tsx';
import { changesAtom } from '../../editor/state.ts';

/** The browser's leave-page warning while there are unsaved changes (document 1 §2). */
export function useLeaveWarning(): boolean {
  const changes = useEditorValue(changesAtom);
  useEffect(() => {
    if (!changes.madeChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changes.madeChanges]);
  return changes.madeChanges;
}
