/**
 * Every action family of the editor, built once per editor from its context. The app's editor
 * (editor.ts) and the headless one (headless.ts) both use this, so tests drive the same actions.
 */
import { armbandActions } from './actions/armband.ts';
import { historyActions } from './actions/history.ts';
import { kitActions } from './actions/kit.ts';
import { layerActions } from './actions/layers.ts';
import { lifecycleActions } from './actions/lifecycle.ts';
import { saveActions } from './actions/save.ts';
import type { EditorContext } from './context.ts';
import type { Game } from './kit.ts';
import { logoActions } from './logos.ts';
import { uploadActions } from './uploads.ts';

export function buildActions(ctx: EditorContext, game: Game, capture: () => Promise<string | null>) {
  const lifecycle = lifecycleActions(ctx, game);
  return {
    ...layerActions(ctx),
    ...historyActions(ctx),
    ...kitActions(ctx),
    ...lifecycle,
    ...armbandActions(ctx, () => lifecycle.templateColors()),
    ...saveActions(ctx, capture, lifecycle.kitContext),
    ...logoActions(ctx),
    ...uploadActions(ctx),
  };
}
export type EditorActions = ReturnType<typeof buildActions>;
