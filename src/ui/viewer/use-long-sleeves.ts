/**
 * One answer to "does the kit show long sleeves": the kit's `ls` (saved with it, set by the
 * template, drawn by the compositor as the cuffs' hem) and the 3D view's long-sleeve display
 * setting (the mesh, and the display rules that turn it off) follow each other. Without this the
 * view could show long sleeves while the texture still had its cuffs at the short-sleeve hem.
 *
 * The kit wins when it changes (a load, a template, an undo); the view wins when the user or a
 * display rule changes the setting, which becomes an 'edit kit' step like any kit setting.
 */
import { useEffect, useRef } from 'react';
import type { Editor } from '../../editor/editor.ts';
import type { ViewerState } from './view-state.ts';
import { viewerActions as act } from './actions.ts';

export function useLongSleevesFollowKit(
  editor: Editor,
  state: ViewerState,
  kitLongSleeves: boolean,
  shownLongSleeves: boolean,
): void {
  const lastKit = useRef<boolean | null>(null);
  // The value this hook last wrote to the kit: its echo is not a kit change to follow (a display
  // rule may have changed the setting again before the echo arrived, and must not be undone).
  const pushed = useRef<boolean | null>(null);
  useEffect(() => {
    if (lastKit.current !== kitLongSleeves) {
      lastKit.current = kitLongSleeves;
      const echo = pushed.current === kitLongSleeves;
      pushed.current = null;
      if (!echo) {
        if (shownLongSleeves !== kitLongSleeves) act.setFlag(state, 'ls', kitLongSleeves);
        return;
      }
    }
    if (shownLongSleeves !== kitLongSleeves) {
      pushed.current = shownLongSleeves;
      editor.actions.setKitSetting('ls', shownLongSleeves);
    }
  }, [editor, state, kitLongSleeves, shownLongSleeves]);
}
