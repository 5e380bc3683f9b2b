/**
 * Every action family of the editor, built once per editor from its context. The app's editor
 * (editor.ts) and the headless one (headless.ts) both use this, so tests drive the same actions.
 */
import { accountActions } from './actions/account.ts';
import { armbandActions } from './actions/armband.ts';
import { convertActions } from './actions/convert.ts';
import { customPatternActions } from './actions/custom-pattern.ts';
import { gameTextureActions, type BlockSupport } from './game-texture.ts';
import { groupActions } from './actions/groups.ts';
import { historyActions } from './actions/history.ts';
import { kitActions } from './actions/kit.ts';
import { layerActions } from './actions/layers.ts';
import { lifecycleActions } from './actions/lifecycle.ts';
import { modeActions } from './actions/modes.ts';
import { randomActions } from './actions/random.ts';
import { saveActions } from './actions/save.ts';
import { savedKitActions } from './actions/saved-kits.ts';
import { startupKitActions } from './actions/startup-kit.ts';
import type { EditorContext } from './context.ts';
import type { Game } from './kit.ts';
import { draftActions } from './local-draft.ts';
import { logoRequestActions } from './logo-request.ts';
import { logoActions } from './logos.ts';
import { onKitActions } from './on-kit.ts';
import { signatureActions } from './signature.ts';
import { uploadActions } from './uploads.ts';

/** The browser's session storage, when there is one (the kit kept across the account pages). */
const sessionStore = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** The browser's local storage, when there is one (the local draft). */
const localStore = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function buildActions(
  ctx: EditorContext,
  game: Game,
  capture: () => Promise<string | null>,
  idle: () => Promise<void> = async () => undefined,
  onPreviewChanged: () => void = () => undefined,
  /** Which DDS block formats the GPU decodes (none without a renderer). */
  blockSupport: BlockSupport = () => false,
) {
  const lifecycle = lifecycleActions(ctx, game);
  const startupKit = startupKitActions(ctx, lifecycle.loadData);
  return {
    ...layerActions(ctx),
    ...customPatternActions(ctx),
    ...groupActions(ctx),
    ...signatureActions(ctx),
    ...historyActions(ctx),
    ...kitActions(ctx),
    ...lifecycle,
    ...armbandActions(ctx, () => lifecycle.templateColors()),
    ...accountActions(ctx, lifecycle.loadData, sessionStore),
    ...draftActions(ctx, game, lifecycle.loadData, localStore, lifecycle.confirmDiscard),
    ...startupKit,
    ...convertActions(ctx, game, startupKit.openConvertData, lifecycle.confirmDiscard),
    ...savedKitActions(
      ctx,
      () =>
        typeof navigator !== 'undefined' && navigator.clipboard
          ? (text: string) => navigator.clipboard.writeText(text)
          : null,
      () => (typeof window === 'undefined' ? '' : window.location.origin),
    ),
    ...saveActions(ctx, capture, lifecycle.kitContext, lifecycle.templateName),
    ...logoActions(ctx),
    ...onKitActions(ctx),
    ...logoRequestActions(ctx, game),
    ...uploadActions(ctx),
    ...randomActions(ctx, game, idle),
    ...modeActions(ctx, game, onPreviewChanged),
    ...gameTextureActions(ctx, game, blockSupport),
  };
}
export type EditorActions = ReturnType<typeof buildActions>;
